import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivateImage } from '../../../components/PrivateImage';
import { useModal } from '../../../lib/use-modal';

/** The slip the fan uploaded, full size, on the native <dialog>: fetched with their token only once opened. */
export function ReceiptDialog({ open, src, onClose }: { open: boolean; src: string; onClose(): void }) {
  const { t } = useTranslation('tickets');
  const ref = useModal(open);
  const id = useId();
  return (
    <dialog
      ref={ref}
      className="dialog receipt-dialog"
      aria-labelledby={id}
      data-testid="receipt-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={id}>{t('detail.receipt')}</h2>
      {open && <PrivateImage className="receipt-image receipt-dialog-image" src={src} alt={t('detail.receiptAlt')} error={t('detail.receiptError')} />}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose} autoFocus>
          {t('common.close')}
        </button>
      </div>
    </dialog>
  );
}
