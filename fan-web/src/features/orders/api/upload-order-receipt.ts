import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderReceiptUploadDto } from '@club/core';
import { uploadFile } from '../../../lib/api-client';
import { orderKeys } from './keys';

export interface UploadOrderReceiptInput {
  orderId: string;
  file: File;
  /** The bank's transaction reference, when the fan typed one. */
  paymentReference?: string;
}

export const uploadOrderReceipt = ({ orderId, file, paymentReference }: UploadOrderReceiptInput) =>
  uploadFile<OrderReceiptUploadDto>(`/api/v1/orders/${encodeURIComponent(orderId)}/payment-receipt`, {
    receipt: file,
    ...(paymentReference?.trim() ? { payment_reference: paymentReference.trim() } : {}),
  });

/** Sends the slip; the order is reloaded (spec section 4), which shows it as being verified. */
export function useUploadOrderReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadOrderReceipt,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
