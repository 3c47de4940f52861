import '../tickets.css';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { displayPurchaseStatus, ERROR_CODES, formatBaht, isValidThaiPhone, MAX_TICKETS_PER_PURCHASE, type MatchDto, type PurchaseDto } from '@club/core';
import { useAuth } from '../../../lib/auth/auth';
import { useLanguage } from '../../../lib/i18n';
import { Icon } from '../../../components/Icon';
import { PageTitle } from '../../../components/PageTitle';
import { TextField } from '../../../components/TextField';
import { ApiError, isNotFound } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/intl';
import { useNow } from '../../../lib/use-now';
import { useCreatePurchase } from '../api/create-purchase';
import { useMatch } from '../api/get-match';
import { useMatchPurchases } from '../api/get-match-purchases';
import { LoadFailed, Loading } from '../components/LoadState';
import { MatchOverview } from '../components/MatchOverview';
import { StatusBadge } from '../components/StatusBadge';

/** Purchases of this match still in play: awaiting payment (not expired), being verified, or done. */
function ExistingPurchases({ purchases }: { purchases: PurchaseDto[] }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const now = useNow(1000);
  const open = purchases.filter((p) => ['pending', 'verifying', 'completed'].includes(displayPurchaseStatus(p, now)));
  if (!open.length) return null;
  return (
    <section className="notice notice-warning" data-testid="existing-purchases" aria-labelledby="existing-title">
      <h2 id="existing-title">{t('buy.existingTitle')}</h2>
      <p>{t('buy.existingText')}</p>
      <ul className="existing-list">
        {open.map((p) => {
          const shown = displayPurchaseStatus(p, now);
          return (
            <li key={p.id}>
              <Link to={`/ticket/${p.id}`} className="existing-ref">
                {p.referenceNumber}
              </Link>
              <span>{t('list.quantityValue', { count: p.quantity })} · {formatBaht(p.totalSatang, lang)} · {formatDateTime(p.createdAt, lang, t('common.na'))}</span>
              <StatusBadge status={shown} />
              {shown === 'pending' && (
                <Link className="button button-primary button-small" to={`/payment/${p.id}`}>
                  {t('buy.continuePayment')}
                </Link>
              )}
              {shown === 'verifying' && (
                <Link className="button button-secondary button-small" to={`/payment/${p.id}`}>
                  {t('buy.checkStatus')}
                </Link>
              )}
              {shown === 'completed' && (
                <Link className="button button-secondary button-small" to={`/ticket/${p.id}`}>
                  {t('buy.viewTickets')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function BuyForm({ match }: { match: MatchDto }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const { user } = useAuth();
  const navigate = useNavigate();
  const purchase = useCreatePurchase();
  const [quantity, setQuantity] = useState(1);
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [phoneTouched, setPhoneTouched] = useState(false);
  const now = useNow(60_000);

  const onSale = match.status === 'scheduled' && Date.parse(match.matchDate) > now;
  const max = Math.min(MAX_TICKETS_PER_PURCHASE, match.ticketsPerFan ?? MAX_TICKETS_PER_PURCHASE, match.unlimitedTickets ? MAX_TICKETS_PER_PURCHASE : match.availableTickets);
  const soldOut = !match.unlimitedTickets && match.availableTickets === 0;
  const phoneError = !phone.trim() ? (phoneTouched ? t('buy.phoneRequired') : null) : isValidThaiPhone(phone) ? null : t('buy.phoneInvalid');
  const total = match.ticketPriceSatang * quantity;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPhoneTouched(true);
    purchase.reset();
    // The field says what is wrong (and stops saying it once corrected): take the fan there.
    if (!phone.trim() || !isValidThaiPhone(phone)) return document.getElementById('contact-phone')?.focus();
    purchase.mutate({ matchId: match.id, quantity, phone }, { onSuccess: (created) => navigate(`/payment/${created.id}`) });
  };
  // Worded at each render, so a refusal on screen follows a switch of language.
  const refusal = purchase.error instanceof ApiError && purchase.error.status === 409 ? purchase.error.code : null;
  const alert = !purchase.isError ? null
    : refusal === ERROR_CODES.UNPAID_TICKET_LIMIT ? t('buy.unpaidLimit', { max: MAX_TICKETS_PER_PURCHASE })
      : refusal === ERROR_CODES.TICKETS_PER_FAN_LIMIT ? t('buy.perFanLimit', { count: match.ticketsPerFan ?? quantity })
        : refusal ? t('buy.notEnough') : t('buy.purchaseError');

  return (
    <form className="buy-form card" data-testid="buy-form" onSubmit={submit} noValidate>
      <dl className="summary-list">
        <div>
          <dt>{t('buy.pricePerTicket')}</dt>
          <dd className="price">{formatBaht(match.ticketPriceSatang, lang)}</dd>
        </div>
        <div>
          <dt>{t('buy.availability')}</dt>
          <dd data-testid="availability">{match.unlimitedTickets ? t('buy.unlimited') : t('buy.available', { count: match.availableTickets })}</dd>
        </div>
      </dl>

      <div className="field">
        <span className="field-label" id="quantity-label">
          {t('buy.quantity')}
        </span>
        <div className="stepper" role="group" aria-labelledby="quantity-label">
          <button type="button" className="stepper-button" aria-label={t('buy.decrease')} data-testid="quantity-decrease" disabled={quantity <= 1} onClick={() => { setQuantity((q) => Math.max(1, q - 1)); purchase.reset(); }}>
            −
          </button>
          <output className="stepper-value" data-testid="quantity-value" aria-live="polite">
            {quantity}
          </output>
          <button type="button" className="stepper-button" aria-label={t('buy.increase')} data-testid="quantity-increase" disabled={quantity >= max} onClick={() => { setQuantity((q) => Math.min(max, q + 1)); purchase.reset(); }}>
            +
          </button>
        </div>
        <p className="field-hint">{t('buy.quantityHint', { max: MAX_TICKETS_PER_PURCHASE })}</p>
        {match.ticketsPerFan !== null && <p className="field-hint" data-testid="tickets-per-fan">{t('buy.perFanHint', { count: match.ticketsPerFan })}</p>}
      </div>

      <TextField
        id="contact-phone"
        label={t('buy.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('buy.phonePlaceholder')}
        value={phone}
        onChange={(e) => {
          setPhone(e.target.value);
          purchase.reset();
        }}
        onBlur={() => setPhoneTouched(true)}
        hint={t('buy.phoneHint')}
        error={phoneError}
        required
        data-testid="phone-input"
      />

      <p className="buy-total">
        <span>{t('buy.total')}</span>
        <strong data-testid="buy-total">{formatBaht(total, lang)}</strong>
      </p>

      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
      <p className="notice notice-info">{t('common.noRefund')}</p>

      <div className="ticket-page-actions">
        <Link className="button button-ghost" to="/">
          {t('common.backHome')}
        </Link>
        <button type="submit" className="button button-primary" data-testid="buy-submit" disabled={!onSale || soldOut || purchase.isPending}>
          <Icon name="ticket" size={18} />
          {purchase.isPending ? t('buy.purchasing') : soldOut ? t('buy.soldOut') : t('buy.purchase', { count: quantity })}
        </button>
      </div>
      {!onSale && <p className="field-hint">{t('buy.notOnSale')}</p>}
    </form>
  );
}

export function BuyTicketRoute() {
  const { matchId } = useParams();
  const { t } = useTranslation('tickets');
  const match = useMatch(matchId);
  const purchases = useMatchPurchases(matchId);

  if (match.isPending) return <Loading />;
  if (match.isError) {
    const missing = isNotFound(match.error);
    const title = missing ? t('buy.matchNotFound') : t('buy.loadError');
    return (
      <>
        <PageTitle title={title} />
        <LoadFailed title={title} onRetry={missing ? undefined : () => void match.refetch()} />
      </>
    );
  }
  return (
    <section className="container ticket-page" aria-labelledby="buy-title">
      <PageTitle title={t('buy.title')} />
      <h1 id="buy-title" className="ticket-page-title">
        {t('buy.title')}
      </h1>
      <div className="ticket-page-grid">
        <div className="card">
          <MatchOverview match={match.data} full />
        </div>
        <div className="ticket-page-side">
          {/* Only once fetched for this visit: a cached list may still show a purchase that has since expired. */}
          {purchases.data && purchases.isFetchedAfterMount && <ExistingPurchases purchases={purchases.data} />}
          <BuyForm match={match.data} />
        </div>
      </div>
    </section>
  );
}
