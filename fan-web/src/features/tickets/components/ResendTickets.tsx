import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { apiFetch, errorMessage } from '../../../lib/api-client';

/**
 * The tickets by email again, to the fan's address: all in one mail, or one mail per ticket, so
 * each friend can be forwarded their own. The API limits how often (a few an hour).
 */
export function ResendTickets({ purchaseId }: { purchaseId: string }) {
  const { t } = useTranslation('tickets');
  const id = useId();
  const [split, setSplit] = useState(false);
  const resend = useMutation({
    mutationFn: () => apiFetch<{ to: string; split: boolean }>(`/api/v1/purchases/${encodeURIComponent(purchaseId)}/resend-tickets`, { method: 'POST', body: { split } }),
  });
  return (
    <section className="card no-print" aria-labelledby={`${id}-title`} data-testid="resend-tickets">
      <h2 id={`${id}-title`}>{t('resend.title')}</h2>
      <p>{t('resend.text')}</p>
      <label className="checkbox resend-split">
        <input type="checkbox" checked={split} onChange={(e) => setSplit(e.target.checked)} data-testid="resend-split" />
        <span>{t('resend.split')}</span>
      </label>
      <button type="button" className="button button-secondary" disabled={resend.isPending} onClick={() => resend.mutate()} data-testid="resend-send">
        <Icon name="mail" size={18} />
        {resend.isPending ? t('resend.sending') : t('resend.send')}
      </button>
      <p className={resend.isError ? 'form-alert' : 'share-status'} role={resend.isError ? 'alert' : 'status'} data-testid="resend-status">
        {resend.isError
          ? errorMessage(resend.error, t('resend.failed'))
          : resend.isSuccess
            ? t(resend.data.split ? 'resend.sentSplit' : 'resend.sent', { to: resend.data.to })
            : ''}
      </p>
    </section>
  );
}
