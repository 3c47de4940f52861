import { useTranslation } from 'react-i18next';
import type { OrderDto } from '@club/core';
import { SlipForm } from '../../../components/SlipForm';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useDemoOrderSlip, useUploadOrderReceipt } from '../api/upload-order-receipt';

/** The server decides the type from the bytes and checks the size again: which rule failed, as a key. */
const uploadProblem = (error: unknown): 'tooLarge' | 'invalidType' | null =>
  error instanceof ApiError && error.status === 413 ? 'tooLarge' : error instanceof ApiError && error.status === 415 ? 'invalidType' : null;

/**
 * The slip of an unpaid or rejected order: the shared slip form (the optional bank reference sent
 * with the image), and the demo's test slip. Once it is in, the page shows the order being verified.
 */
export function ReceiptUpload({ order, onUploaded }: { order: OrderDto; onUploaded(): void }) {
  const { t: common } = useTranslation();
  const upload = useUploadOrderReceipt();
  const demo = useDemoOrderSlip();
  const check = order.receipt_check;
  const problem = upload.isError ? uploadProblem(upload.error) : null;
  return (
    <div className="card" data-testid="order-upload">
      <SlipForm
        title={common('payment.slip.title')}
        unreadable={check?.status === 'unreadable' ? (check.error ?? 'unreadable_image') : null}
        sending={upload.isPending}
        failure={problem ? common(`payment.slip.${problem}`) : upload.isError ? errorMessage(upload.error, common('payment.slip.failed')) : null}
        onSend={({ file, reference }) => upload.mutate({ orderId: order.id, file, paymentReference: reference }, { onSuccess: onUploaded })}
        demo={order.demo_payment ? { amountSatang: order.total_satang, paying: demo.isPending, failed: demo.isError, onPay: () => demo.mutate(order.id, { onSuccess: onUploaded }) } : null}
      />
    </div>
  );
}
