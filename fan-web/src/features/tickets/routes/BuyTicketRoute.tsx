import '../tickets.css';
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { displayPurchaseStatus, ERROR_CODES, formatBaht, isValidThaiPhone, MAX_TICKETS_PER_PURCHASE, type MatchDto, type PurchaseDto } from '@club/core';
import { useAuth } from '../../../lib/auth/auth';
import { useLanguage } from '../../../lib/i18n';
import { Icon } from '../../../components/Icon';
import { PageTitle } from '../../../components/PageTitle';
import { TextField } from '../../../components/TextField';
import { ApiError, isNotFound } from '../../../lib/api-client';
import { formatDateTime, formatMatchWhen, inLanguage } from '../../../lib/intl';
import { useNow } from '../../../lib/use-now';
import { useCreatePurchase } from '../api/create-purchase';
import { useMatch } from '../api/get-match';
import { useMatchPurchases } from '../api/get-match-purchases';
import { LoadFailed, Loading } from '../components/LoadState';
import { MatchOverview } from '../components/MatchOverview';
import { ZoneSeats } from '../components/SeatPicker';
import { StadiumMap } from '../components/StadiumMap';
import { useGatesText, ZoneChooser } from '../components/ZoneChooser';
import { StatusBadge } from '../components/StatusBadge';
import { SaleGate } from '../components/SaleGate';

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

/** The most tickets one purchase may take in a zone (or of a match without zones). */
const maxTickets = (match: MatchDto, offer: { unlimited: boolean; available: number }) =>
  Math.min(MAX_TICKETS_PER_PURCHASE, match.ticketsPerFan ?? MAX_TICKETS_PER_PURCHASE, offer.unlimited ? MAX_TICKETS_PER_PURCHASE : offer.available);

/** The zone with places left at the lowest price, the first of the venue's order at a tie. */
const cheapestOpen = (zones: MatchDto['zones']) => zones.filter((z) => !z.soldOut).sort((a, b) => a.priceSatang - b.priceSatang)[0];

function BuyForm({ match }: { match: MatchDto }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const { user } = useAuth();
  const navigate = useNavigate();
  const purchase = useCreatePurchase();
  const queryClient = useQueryClient();
  const [quantity, setQuantity] = useState(1);
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [phoneTouched, setPhoneTouched] = useState(false);
  // A match selling one zone reads as before zones: no drawing, no choice to make. Of several, the
  // lowest price with places left is chosen to start with (the match's "from" price on the
  // landing page); the drawing and the list offer the others.
  const zoned = match.zones.length > 1;
  const [zoneId, setZoneId] = useState<string | null>(() => (zoned ? cheapestOpen(match.zones)?.id ?? null : (match.zones[0]?.id ?? null)));
  const [zoneMissing, setZoneMissing] = useState(false);
  const [seatIds, setSeatIds] = useState<string[] | null>(null);
  const [seatsOpen, setSeatsOpen] = useState(false);
  const [seatsShort, setSeatsShort] = useState(false);
  const now = useNow(60_000);

  const zone = match.zones.find((z) => z.id === zoneId) ?? null;
  const offer = zone
    ? { price: zone.priceSatang, unlimited: zone.unlimited, available: zone.availableTickets }
    : { price: match.ticketPriceSatang, unlimited: match.unlimitedTickets, available: match.availableTickets };
  const onSale = match.status === 'scheduled' && Date.parse(match.matchDate) > now;
  const max = maxTickets(match, offer);
  const soldOut = !offer.unlimited && offer.available === 0;
  // The zone's own places are gone and season holders' tickets are what is left: the server gives the oldest offered, seats and all.
  const fromExchange = zone?.fromExchange ?? 0;
  const phoneError = !phone.trim() ? (phoneTouched ? t('buy.phoneRequired') : null) : isValidThaiPhone(phone) ? null : t('buy.phoneInvalid');
  const total = offer.price * quantity;
  const gatesText = useGatesText();

  const chooseZone = (id: string) => {
    const next = match.zones.find((z) => z.id === id)!;
    setZoneId(id);
    setZoneMissing(false);
    setSeatIds(null);
    setSeatsOpen(false);
    setQuantity((q) => Math.max(1, Math.min(q, maxTickets(match, { unlimited: next.unlimited, available: next.availableTickets }))));
    purchase.reset();
  };
  // Another quantity: the server's best for it, until the fan chooses again.
  const changeQuantity = (q: number) => {
    setQuantity(q);
    setSeatIds(null);
    setSeatsShort(false);
    purchase.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPhoneTouched(true);
    purchase.reset();
    if (zoned && !zone) {
      setZoneMissing(true);
      return document.querySelector<HTMLInputElement>('input[name="zone"]:not(:disabled)')?.focus();
    }
    // The field says what is wrong (and stops saying it once corrected): take the fan there.
    if (!phone.trim() || !isValidThaiPhone(phone)) return document.getElementById('contact-phone')?.focus();
    if (seatIds && !fromExchange && seatIds.length !== quantity) return setSeatsShort(true);
    purchase.mutate(
      { matchId: match.id, quantity, phone, zoneId: zone?.id, seatIds: fromExchange ? undefined : (seatIds ?? undefined) },
      {
        onSuccess: (created) => navigate(`/payment/${created.id}`),
        // The seat map reloads (useCreatePurchase): show its best seats now, and the rows to choose again.
        onError: (error) => {
          // The waiting room says otherwise (a turn over): the page reads the fan's place again, and shows it.
          if (error instanceof ApiError && error.code === ERROR_CODES.NOT_ADMITTED) void queryClient.invalidateQueries({ queryKey: ['queue', match.id] });
          if (error instanceof ApiError && error.code === ERROR_CODES.SEAT_TAKEN) {
            setSeatIds(null);
            setSeatsOpen(true);
          }
        },
      },
    );
  };
  // Worded at each render, so a refusal on screen follows a switch of language.
  const refusal = purchase.error instanceof ApiError && [400, 409].includes(purchase.error.status) ? purchase.error.code : null;
  const alert = !purchase.isError ? null
    : refusal === ERROR_CODES.UNPAID_TICKET_LIMIT ? t('buy.unpaidLimit', { max: MAX_TICKETS_PER_PURCHASE })
      : refusal === ERROR_CODES.TICKETS_PER_FAN_LIMIT ? t('buy.perFanLimit', { count: match.ticketsPerFan ?? quantity })
        : refusal === ERROR_CODES.ZONE_REQUIRED ? t('buy.zoneRequired')
          : refusal === ERROR_CODES.ZONE_CLOSED ? t('buy.zoneClosed')
            : refusal === ERROR_CODES.SEAT_TAKEN ? t('buy.seatTaken')
              : refusal === ERROR_CODES.NOT_ADMITTED ? t('buy.notAdmitted')
                : refusal === ERROR_CODES.SALE_NOT_STARTED && match.saleStartsAt ? t('buy.saleNotStarted', { when: formatMatchWhen(match.saleStartsAt, lang) })
              : purchase.error instanceof ApiError && purchase.error.status === 409 ? (zoned ? t('buy.zoneNotEnough') : t('buy.notEnough'))
                : t('buy.purchaseError');

  const summary = (
    <dl className="summary-list">
      {zoned && (
        <div>
          <dt>{t('buy.zone')}</dt>
          <dd data-testid="chosen-zone">{zone ? inLanguage(lang, zone.name, zone.nameTh) : t('buy.noZone')}</dd>
        </div>
      )}
      {(zone || !zoned) && (
        <>
          <div>
            <dt>{t('buy.pricePerTicket')}</dt>
            <dd className="price">{formatBaht(offer.price, lang)}</dd>
          </div>
          <div>
            <dt>{t('buy.availability')}</dt>
            <dd data-testid="availability">{offer.unlimited ? t('buy.unlimited') : fromExchange ? t('zones.fromExchange', { count: fromExchange }) : t('buy.available', { count: offer.available })}</dd>
          </div>
        </>
      )}
      {zone && zoned && (
        <div>
          <dt>{t('buy.entry')}</dt>
          <dd>{gatesText(zone)}</dd>
        </div>
      )}
    </dl>
  );
  const quantityField = (
    <div className="field">
      <span className="field-label" id="quantity-label">
        {t('buy.quantity')}
      </span>
      <div className="stepper" role="group" aria-labelledby="quantity-label">
        <button type="button" className="stepper-button" aria-label={t('buy.decrease')} data-testid="quantity-decrease" disabled={quantity <= 1} onClick={() => changeQuantity(Math.max(1, quantity - 1))}>
          −
        </button>
        <output className="stepper-value" data-testid="quantity-value" aria-live="polite">
          {quantity}
        </output>
        <button type="button" className="stepper-button" aria-label={t('buy.increase')} data-testid="quantity-increase" disabled={quantity >= max} onClick={() => changeQuantity(Math.min(max, quantity + 1))}>
          +
        </button>
      </div>
    </div>
  );
  const quantityHints = (
    <>
      <p className="field-hint">{t('buy.quantityHint', { max: MAX_TICKETS_PER_PURCHASE })}</p>
      {match.ticketsPerFan !== null && <p className="field-hint" data-testid="tickets-per-fan">{t('buy.perFanHint', { count: match.ticketsPerFan })}</p>}
    </>
  );
  const phoneField = (
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
  );
  const totalLine = (
    <p className="buy-total">
      <span>{t('buy.total')}</span>
      <strong data-testid="buy-total">{zoned && !zone ? '—' : formatBaht(total, lang)}</strong>
    </p>
  );
  const alertLine = alert && (
    <p className="form-alert" role="alert">
      {alert}
    </p>
  );
  const submitButton = (label: string) => (
    <button type="submit" className="button button-primary" data-testid="buy-submit" disabled={!onSale || soldOut || purchase.isPending}>
      <Icon name="ticket" size={18} />
      {purchase.isPending ? t('buy.purchasing') : soldOut ? t('buy.soldOut') : label}
    </button>
  );
  const exchangeNote = fromExchange > 0 && (
    <p className="notice notice-info" data-testid="exchange-seats">
      {t(zone?.numbered ? 'buy.exchangeSeats' : 'buy.exchangePlaces')}
    </p>
  );
  const seats = zone?.numbered && !fromExchange && (
    <ZoneSeats
      matchId={match.id}
      zone={zone}
      quantity={quantity}
      chosen={seatIds}
      onChoose={(ids) => {
        setSeatIds(ids);
        setSeatsShort(false);
        purchase.reset();
      }}
      open={seatsOpen}
      onOpenChange={setSeatsOpen}
      error={seatsShort ? t('buy.seatsShort', { count: quantity }) : null}
    />
  );

  if (zoned) {
    return (
      <form className="buy-form buy-form-zoned" data-testid="buy-form" onSubmit={submit} noValidate>
        <div className="zone-pick card">
          <StadiumMap zones={match.zones} selectedId={zoneId} onSelect={chooseZone} venue={inLanguage(lang, match.venue.name, match.venue.nameTh)} />
          <ZoneChooser zones={match.zones} selectedId={zoneId} onSelect={chooseZone} error={zoneMissing ? t('buy.zoneRequired') : null} />
        </div>
        <div className="card buy-details">
          {summary}
          {exchangeNote}
          {seats}
          {phoneField}
          {/* Just above the bar that holds the quantity. */}
          {quantityHints}
          <p className="notice notice-info">{t('common.noRefund')}</p>
          {alertLine}
          {!onSale && <p className="field-hint">{t('buy.notOnSale')}</p>}
        </div>
        {/* On a phone it stays at the bottom of the screen: how many, what it costs, and on. */}
        <div className="buy-bar">
          {quantityField}
          {totalLine}
          {submitButton(t('buy.continue'))}
        </div>
      </form>
    );
  }
  return (
    <form className="buy-form card" data-testid="buy-form" onSubmit={submit} noValidate>
      {summary}
      <div>
        {quantityField}
        {quantityHints}
      </div>
      {exchangeNote}
      {seats}
      {phoneField}
      {totalLine}
      {alertLine}
      <p className="notice notice-info">{t('common.noRefund')}</p>

      <div className="ticket-page-actions">
        <Link className="button button-ghost" to="/">
          {t('common.backHome')}
        </Link>
        {submitButton(t('buy.purchase', { count: quantity }))}
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
      {/* A match of several zones gives the choice the page's width: the drawing beside the list. */}
      <div className={match.data.zones.length > 1 ? 'ticket-page-stack' : 'ticket-page-grid'}>
        <div className="card">
          <MatchOverview match={match.data} full={match.data.zones.length <= 1} />
        </div>
        <div className="ticket-page-side">
          {/* Only once fetched for this visit: a cached list may still show a purchase that has since expired. */}
          {purchases.data && purchases.isFetchedAfterMount && <ExistingPurchases purchases={purchases.data} />}
          {/* Before the sale start a count down; with a waiting room, the fan's turn (or the way to the room). */}
          <SaleGate match={match.data}>
            <BuyForm match={match.data} />
          </SaleGate>
        </div>
      </div>
    </section>
  );
}
