import { useTranslation } from 'react-i18next';
import type { PurchaseDto } from '@club/core';
import { ReceiptPicker } from '../../../components/ReceiptPicker';
import { ApiError } from '../../../lib/api-client';
import { formatBankAmount } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { useDemoSlip, useUploadReceipt } from '../api/upload-receipt';

/**
 * The server decides the file type from its bytes and the size again, and a rejected purchase's
 * seats may have gone: say which, in the fan's language.
 */
const uploadProblem = (error: unknown, purchase: PurchaseDto) => {
  if (!(error instanceof ApiError)) return 'payment.uploadFailed';
  if (error.status === 413) return 'payment.tooLarge';
  if (error.status === 415) return 'payment.invalidType';
  return error.status === 409 && purchase.status === 'rejected' ? 'payment.seatsGone' : 'payment.uploadFailed';
};

/**
 * Send the transfer slip (pending, or expired: spec section 4), or a new one for a rejected
 * payment. While the worker checks the image the purchase shows that; a slip it cannot read is
 * explained and may be replaced.
 */
export function SlipUpload({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('tickets');
  const upload = useUploadReceipt();
  const check = purchase.receiptCheck;

  const rejected = purchase.status === 'rejected';
  if (!rejected && (check?.status === 'pending' || check?.status === 'accepted')) {
    return (
      <p className="notice notice-info" role="status" data-testid="slip-checking">
        <span className="spinner spinner-small" aria-hidden="true" /> {t('payment.checkingSlip')}
      </p>
    );
  }
  return (
    <section className="slip-upload" aria-labelledby="upload-title">
      <h2 id="upload-title">{t(rejected ? 'payment.newSlipTitle' : 'payment.uploadTitle')}</h2>
      {rejected && <p>{t('payment.newSlipText')}</p>}
      {!rejected && check?.status === 'unreadable' && (
        <p className="form-alert" role="alert" data-testid="slip-unreadable">
          {t(`payment.slipProblem.${check.error ?? 'unreadable_image'}`)}
        </p>
      )}
      <ReceiptPicker
        label={t('payment.uploadButton')}
        hint={t('payment.uploadHint')}
        busy={upload.isPending}
        busyLabel={t('payment.uploading')}
        problemText={(problem) => t(`payment.${problem}`)}
        onFile={(file) => upload.mutate({ purchaseId: purchase.id, file })}
      />
      {upload.isError && (
        <p className="form-alert" role="alert">
          {t(uploadProblem(upload.error, purchase))}
        </p>
      )}
      {purchase.demoPayment && <DemoSlip purchase={purchase} />}
    </section>
  );
}

/**
 * The demo's bank (no real one behind it): a newcomer pays with a test transfer of the exact
 * amount, whose slip is sent for them, and watches the bank check confirm it. Marked as a demo.
 */
function DemoSlip({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const demo = useDemoSlip();
  return (
    <div className="demo-slip" data-testid="demo-slip">
      <p>
        <strong>{t('payment.demo.title')}</strong> {t('payment.demo.text', { amount: formatBankAmount(purchase.totalSatang, lang) })}
      </p>
      <button type="button" className="button button-secondary" disabled={demo.isPending} onClick={() => demo.mutate(purchase.id)}>
        {demo.isPending ? t('payment.demo.paying') : t('payment.demo.button')}
      </button>
      {demo.isError && (
        <p className="form-alert" role="alert">
          {t('payment.uploadFailed')}
        </p>
      )}
    </div>
  );
}
