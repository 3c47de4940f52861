import { useTranslation } from 'react-i18next';
import type { PurchaseDto } from '@club/core';
import { ReceiptPicker } from '../../../components/ReceiptPicker';
import { ApiError } from '../../../lib/api-client';
import { formatBankAmount } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { useDemoSlip, useUploadReceipt } from '../api/upload-receipt';

/** The server decides the file type from its bytes and the size again: say which rule failed, in the fan's language. */
const uploadProblem = (error: unknown) =>
  error instanceof ApiError && error.status === 413 ? 'payment.tooLarge' : error instanceof ApiError && error.status === 415 ? 'payment.invalidType' : 'payment.uploadFailed';

/**
 * Send the transfer slip (pending, or expired: spec section 4). While the worker checks the image
 * the purchase shows that; a slip it cannot read is explained and may be replaced.
 */
export function SlipUpload({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('tickets');
  const upload = useUploadReceipt();
  const check = purchase.receiptCheck;

  if (check?.status === 'pending' || check?.status === 'accepted') {
    return (
      <p className="notice notice-info" role="status" data-testid="slip-checking">
        <span className="spinner spinner-small" aria-hidden="true" /> {t('payment.checkingSlip')}
      </p>
    );
  }
  return (
    <section className="slip-upload" aria-labelledby="upload-title">
      <h2 id="upload-title">{t('payment.uploadTitle')}</h2>
      {check?.status === 'unreadable' && (
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
          {t(uploadProblem(upload.error))}
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
