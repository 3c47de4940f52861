import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES, formatBaht, isValidThaiPhone, type SeasonPassDto } from '@club/core';
import { useAuth } from '../../../lib/auth/auth';
import { useLanguage } from '../../../lib/i18n';
import { Icon } from '../../../components/Icon';
import { TextField } from '../../../components/TextField';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDay, inLanguage } from '../../../lib/intl';
import { useBuySeasonPass } from '../api/buy-season-pass';
import { useSeasonHoldings } from '../api/get-season-holdings';
import { SeasonSeat } from './SeasonSeat';

/**
 * Buying a pass, for a signed-in fan: the contact phone (their profile's to start with) and, in a
 * numbered zone, the seat (the best free one unless they choose). In the renewal window the pass is
 * for last season's holders: each paid holding of another pass is offered as "Renew my seat" (the
 * server knows which pass a pass renews, and says so in words when it is not this one). Then the
 * fan pays on the payment page, as for any purchase.
 */
export function BuySeasonPass({ pass, onCancel }: { pass: SeasonPassDto; onCancel: () => void }) {
  const { t } = useTranslation(['season', 'tickets']);
  const lang = useLanguage();
  const { user } = useAuth();
  const navigate = useNavigate();
  const buy = useBuySeasonPass();
  const renewal = pass.state === 'renewal';
  const holdings = useSeasonHoldings(renewal);
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [phoneTouched, setPhoneTouched] = useState(false);
  const [seatId, setSeatId] = useState<string | null>(null);
  const [seatsOpen, setSeatsOpen] = useState(false);
  const renewable = (holdings.data ?? []).filter((h) => h.status === 'completed' && h.passId !== pass.id);
  const soldOut = pass.available === 0;
  const phoneError = !phone.trim() ? (phoneTouched ? t('tickets:buy.phoneRequired') : null) : isValidThaiPhone(phone) ? null : t('tickets:buy.phoneInvalid');
  const titleId = `buy-title-${pass.id}`;

  const submit = (renewPurchaseId?: string) => {
    setPhoneTouched(true);
    buy.reset();
    // The field says what is wrong (and stops saying it once corrected): take the fan there.
    if (!phone.trim() || !isValidThaiPhone(phone)) return document.getElementById(`phone-${pass.id}`)?.focus();
    buy.mutate(
      { passId: pass.id, phone, seatId: renewPurchaseId ? undefined : (seatId ?? undefined), renewPurchaseId },
      {
        onSuccess: (purchase) => navigate(`/payment/${purchase.id}`),
        // The seats reload (useBuySeasonPass): show the best one now, and the rows to choose again.
        onError: (error) => {
          if (error instanceof ApiError && error.code === ERROR_CODES.SEAT_TAKEN) {
            setSeatId(null);
            setSeatsOpen(true);
          }
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (renewal) {
      if (renewable[0]) submit(renewable[0].purchaseId);
    } else submit();
  };
  // Worded at each render, so a refusal on screen follows a switch of language.
  const alert = !buy.isError
    ? null
    : buy.error instanceof ApiError && buy.error.code === ERROR_CODES.SEAT_TAKEN
      ? t('buy.seatTaken')
      : buy.error instanceof ApiError && [400, 409].includes(buy.error.status)
        ? errorMessage(buy.error, t('buy.error'))
        : t('buy.error');

  const phoneField = (
    <TextField
      id={`phone-${pass.id}`}
      label={t('tickets:buy.phone')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={t('tickets:buy.phonePlaceholder')}
      value={phone}
      onChange={(e) => {
        setPhone(e.target.value);
        buy.reset();
      }}
      onBlur={() => setPhoneTouched(true)}
      hint={t('tickets:buy.phoneHint')}
      error={phoneError}
      required
      data-testid="season-phone"
    />
  );

  return (
    <form className="season-buy" aria-labelledby={titleId} onSubmit={onSubmit} noValidate data-testid="season-buy">
      <h3 id={titleId} className="season-buy-title" tabIndex={-1}>
        {t('buy.title', { name: inLanguage(lang, pass.name, pass.nameTh) })}
      </h3>
      {renewal ? (
        <p>{renewable.length ? t('buy.renewText', { date: formatDay(new Date(pass.saleStartsAt), lang) }) : holdings.isPending ? t('loading') : t('buy.renewalOnly', { date: formatDay(new Date(pass.saleStartsAt), lang) })}</p>
      ) : (
        pass.zone.numbered && <SeasonSeat passId={pass.id} chosen={seatId} onChoose={(id) => { setSeatId(id); buy.reset(); }} open={seatsOpen} onOpenChange={setSeatsOpen} />
      )}
      {(!renewal || renewable.length > 0) && phoneField}
      <p className="season-buy-total">
        <span>{t('buy.total')}</span>
        <strong>{formatBaht(pass.priceSatang, lang)}</strong>
      </p>
      <p className="notice notice-info">{t('buy.noRefund')}</p>
      {alert && (
        <p className="form-alert" role="alert" data-testid="season-buy-error">
          {alert}
        </p>
      )}
      <div className="season-buy-actions">
        {renewal
          ? renewable.map((holding) => (
              <button key={holding.purchaseId} type="button" className="button button-primary" disabled={buy.isPending} onClick={() => submit(holding.purchaseId)} data-testid="renew-seat">
                <Icon name="ticket" size={18} />
                <span>
                  {buy.isPending ? t('buy.submitting') : t('buy.renew')}
                  {holding.seat && !buy.isPending && <small className="season-renew-seat">{t('buy.renewSeat', { row: holding.seat.row, number: holding.seat.number })}</small>}
                </span>
              </button>
            ))
          : (
              <button type="submit" className="button button-primary" disabled={soldOut || buy.isPending} data-testid="season-buy-submit">
                <Icon name="ticket" size={18} />
                {buy.isPending ? t('buy.submitting') : soldOut ? t('buy.soldOut') : t('buy.submit')}
              </button>
            )}
        <button type="button" className="button button-ghost" onClick={onCancel}>
          {t('buy.cancel')}
        </button>
      </div>
    </form>
  );
}
