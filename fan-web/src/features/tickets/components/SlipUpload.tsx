import { useTranslation } from 'react-i18next';
import type { PurchaseDto } from '@club/core';
import { SlipChecking, SlipForm } from '../../../components/SlipForm';
import { ApiError } from '../../../lib/api-client';
import { useDemoSlip, useUploadReceipt } from '../api/upload-receipt';

/**
 * The server decides the file type from its bytes and the size again, and a rejected purchase's
 * seats may have gone: which, as a key worded in the fan's language when shown.
 */
const uploadProblem = (error: unknown, purchase: PurchaseDto): 'failed' | 'tooLarge' | 'invalidType' | 'seatsGone' => {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 413) return 'tooLarge';
  if (error.status === 415) return 'invalidType';
  return error.status === 409 && purchase.status === 'rejected' ? 'seatsGone' : 'failed';
};

/**
 * Send the transfer slip (pending, or expired: spec section 4), or a new one for a rejected
 * payment. While the worker checks the image the purchase shows that; a slip it cannot read is
 * explained and may be replaced.
 */
export function SlipUpload({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('tickets');
  const { t: common } = useTranslation();
  const upload = useUploadReceipt();
  const demo = useDemoSlip();
  const check = purchase.receiptCheck;

  const rejected = purchase.status === 'rejected';
  const problem = upload.isError ? uploadProblem(upload.error, purchase) : null;
  if (!rejected && (check?.status === 'pending' || check?.status === 'accepted')) return <SlipChecking />;
  return (
    <SlipForm
      title={rejected ? t('payment.newSlipTitle') : common('payment.slip.title')}
      intro={rejected && <p>{t('payment.newSlipText')}</p>}
      unreadable={!rejected && check?.status === 'unreadable' ? (check.error ?? 'unreadable_image') : null}
      sending={upload.isPending}
      failure={problem === 'seatsGone' ? t('payment.seatsGone') : problem && common(`payment.slip.${problem}`)}
      onSend={({ file, reference }) => upload.mutate({ purchaseId: purchase.id, file, paymentReference: reference })}
      demo={purchase.demoPayment ? { amountSatang: purchase.totalSatang, paying: demo.isPending, failed: demo.isError, onPay: () => demo.mutate(purchase.id) } : null}
    />
  );
}
