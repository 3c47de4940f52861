import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderReceiptUploadDto } from '@club/core';
import { apiFetch, uploadFile } from '../../../lib/api-client';
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

/** The demo only: pay with a test transfer in the demo's bank, whose slip is sent as the fan's (POST /orders/{id}/demo-slip). */
export function useDemoOrderSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => apiFetch<OrderReceiptUploadDto>(`/api/v1/orders/${encodeURIComponent(orderId)}/demo-slip`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
