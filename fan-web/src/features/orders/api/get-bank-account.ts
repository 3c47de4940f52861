import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankAccountDto, MerchandiseBankAccountDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { bankAccountKey } from './keys';

export const getMerchandiseBankAccount = async (signal?: AbortSignal) =>
  (await apiFetch<{ bankAccount: MerchandiseBankAccountDto }>('/api/v1/orders/public/merchandise/bank-account', { signal })).bankAccount;

/** The account store orders are paid to (and its PromptPay id for the QR). */
export const bankAccountQuery = queryOptions({ queryKey: bankAccountKey, queryFn: ({ signal }) => getMerchandiseBankAccount(signal), staleTime: 10 * 60_000 });

/** The store's account in the shape the payment panel reads (the ticket purchases' shape). */
const asPaymentAccount = (a: MerchandiseBankAccountDto): BankAccountDto => ({
  bankName: a.bank_name, bankNameTh: a.bank_name_th, accountNumber: a.account_number, accountName: a.account_name,
  accountHolderName: a.account_holder_name, accountHolderNameTh: a.account_holder_name_th,
  accountHolderPosition: a.account_holder_position, accountHolderPositionTh: a.account_holder_position_th,
  promptpayId: a.promptpay_id, billerId: a.biller_id,
});

export const useMerchandiseBankAccount = () => useQuery({ ...bankAccountQuery, select: asPaymentAccount });
