import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { applyPromoSchema, type CartSummaryDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api-client';
import { inLanguage } from '../../../lib/intl';
import { useApplyPromo } from '../api/apply-promo';
import { useRemovePromo } from '../api/remove-promo';

/**
 * Enter a promo code (it must be typed before applying), see the server's reason when it is
 * refused; once applied, the code with a remove button, and what is wrong with it now, if anything.
 */
export function PromoCode({ summary }: { summary: CartSummaryDto }) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const id = useId();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const apply = useApplyPromo();
  const remove = useRemovePromo();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = applyPromoSchema.safeParse({ code });
    if (!parsed.success) {
      setMissing(true);
      return;
    }
    setMissing(false);
    apply.mutate(parsed.data, { onSuccess: () => setCode('') });
  };

  if (summary.promo_code) {
    return (
      <div className="promo promo-applied" data-testid="promo-applied">
        <div className="promo-applied-row">
          <p className="promo-applied-code">
            <span className="promo-chip mono" data-testid="promo-code">
              {summary.promo_code}
            </span>
            <span>{t('promo.applied', { code: summary.promo_code })}</span>
          </p>
          <button
            type="button"
            className="button button-ghost button-small"
            aria-label={t('promo.removeLabel', { code: summary.promo_code })}
            data-testid="promo-remove"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t('promo.remove')}
          </button>
        </div>
        {summary.promo && <p className="field-hint">{inLanguage(lang, summary.promo.description, summary.promo.description_th)}</p>}
        {summary.promo_problem && (
          <p className="notice notice-warning promo-problem" role="status" data-testid="promo-problem">
            {summary.promo_problem[lang]}
          </p>
        )}
        {remove.isError && (
          <p className="field-error" role="alert">
            {errorMessage(remove.error, t('promo.removeError'))}
          </p>
        )}
      </div>
    );
  }

  const problem = missing ? t('promo.required') : apply.isError ? errorMessage(apply.error, t('promo.error')) : null;
  return (
    <form className="promo" onSubmit={submit} noValidate>
      <label htmlFor={id} className="promo-label">
        {t('promo.label')}
      </label>
      <div className="promo-row">
        <input
          id={id}
          className="promo-input"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setMissing(false);
          }}
          placeholder={t('promo.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          data-testid="promo-input"
        />
        <button type="submit" className="button button-secondary button-small" disabled={apply.isPending} data-testid="promo-apply">
          {apply.isPending ? t('promo.applying') : t('promo.apply')}
        </button>
      </div>
      {problem && (
        <p id={`${id}-error`} className="field-error" role="alert" data-testid="promo-error">
          {problem}
        </p>
      )}
    </form>
  );
}
