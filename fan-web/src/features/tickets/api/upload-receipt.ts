import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, uploadFile } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

export interface UploadedReceipt {
  receiptImageUrl: string;
  uploadedAt: string;
}

export interface UploadReceiptInput {
  purchaseId: string;
  file: File;
  /** The bank's transaction reference, when the fan typed one: sent with the file. */
  paymentReference?: string;
}

export const uploadReceipt = ({ purchaseId, file, paymentReference }: UploadReceiptInput) =>
  uploadFile<UploadedReceipt>(`/api/v1/purchases/${encodeURIComponent(purchaseId)}/upload-receipt`, {
    receipt: file,
    ...(paymentReference?.trim() ? { payment_reference: paymentReference.trim() } : {}),
  });

/** Sends the slip; the purchase then shows the slip being checked until the worker moves it to verifying. */
export function useUploadReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReceipt,
    onSuccess: (_data, { purchaseId }) => queryClient.invalidateQueries({ queryKey: purchaseKeys.detail(purchaseId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.mine() }),
  });
}

/** The demo only: pay with a test transfer in the demo's bank, whose slip is sent as the fan's (POST /purchases/{id}/demo-slip). */
export function useDemoSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purchaseId: string) => apiFetch<UploadedReceipt>(`/api/v1/purchases/${encodeURIComponent(purchaseId)}/demo-slip`, { method: 'POST' }),
    onSuccess: (_data, purchaseId) => queryClient.invalidateQueries({ queryKey: purchaseKeys.detail(purchaseId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.mine() }),
  });
}
