import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDto } from '@club/core';
import { ReceiptPicker } from '../../../components/ReceiptPicker';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUploadOrderReceipt } from '../api/upload-order-receipt';

/** The server decides the type from the bytes and checks the size again: say which rule failed, in the fan's language. */
const uploadProblem = (error: unknown): 'upload.tooLarge' | 'upload.invalidType' | null =>
  error instanceof ApiError && error.status === 413 ? 'upload.tooLarge' : error instanceof ApiError && error.status === 415 ? 'upload.invalidType' : null;

/**
 * The slip upload of an unpaid order: an optional bank reference typed first, then the image,
 * which is checked (image, at most 5 MB) and sent as soon as it is chosen. A slip the check could
 * not read is explained, and another may be sent.
 */
export function ReceiptUpload({ order, onUploaded }: { order: OrderDto; onUploaded(): void }) {
  const { t } = useTranslation('orders');
  const id = useId();
  const [reference, setReference] = useState('');
  const upload = useUploadOrderReceipt();
  const check = order.receipt_check;
  const problem = upload.isError ? (uploadProblem(upload.error) ? t(uploadProblem(upload.error)!) : errorMessage(upload.error, t('upload.failed'))) : null;

  return (
    <section className="card order-upload" aria-labelledby="order-upload-title" data-testid="order-upload">
      <h2 id="order-upload-title">{t('upload.title')}</h2>
      {check?.status === 'unreadable' && (
        <p className="form-alert" role="alert" data-testid="slip-unreadable">
          {t(`upload.slipProblem.${check.error ?? 'unreadable_image'}`)}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-reference`}>{t('upload.reference')}</label>
        <input
          id={`${id}-reference`}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          disabled={upload.isPending}
          aria-describedby={`${id}-reference-hint`}
          data-testid="payment-reference"
        />
        <p id={`${id}-reference-hint`} className="field-hint">
          {t('upload.referenceHint')}
        </p>
      </div>
      <ReceiptPicker
        label={t('upload.button')}
        hint={t('upload.hint')}
        busy={upload.isPending}
        busyLabel={t('upload.uploading')}
        problemText={(p) => t(`upload.${p}`)}
        onFile={(file) => upload.mutate({ orderId: order.id, file, paymentReference: reference }, { onSuccess: onUploaded })}
      />
      {problem && (
        <p className="form-alert" role="alert" data-testid="upload-error">
          {problem}
        </p>
      )}
    </section>
  );
}
