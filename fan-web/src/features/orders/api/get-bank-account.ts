import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MerchandiseBankAccountDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { bankAccountKey } from './keys';

export const getMerchandiseBankAccount = async (signal?: AbortSignal) =>
  (await apiFetch<{ bankAccount: MerchandiseBankAccountDto }>('/api/v1/orders/public/merchandise/bank-account', { signal })).bankAccount;

/** The account store orders are paid to (and its PromptPay id for the QR). */
export const bankAccountQuery = queryOptions({ queryKey: bankAccountKey, queryFn: ({ signal }) => getMerchandiseBankAccount(signal), staleTime: 10 * 60_000 });

export const useMerchandiseBankAccount = (enabled: boolean) => useQuery({ ...bankAccountQuery, enabled });
