import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

/** The fan's credit from tickets sold on the exchange: the balance and its ledger rows, newest first. */
export const creditQuery = queryOptions({ queryKey: purchaseKeys.credit(), queryFn: ({ signal }) => apiFetch<CreditDto>('/api/v1/tickets/credit', { signal }) });

export const useCredit = () => useQuery(creditQuery);
