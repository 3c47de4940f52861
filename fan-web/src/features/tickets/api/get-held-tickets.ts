import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HeldTicketDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { KEPT_OFFLINE } from '../../../lib/offline-tickets';
import { purchaseKeys } from './keys';

/** Every ticket the fan holds, bought or received, with until when each may be passed on. */
export const heldTicketsQuery = queryOptions({ queryKey: purchaseKeys.held(), queryFn: ({ signal }) => apiFetch<HeldTicketDto[]>('/api/v1/tickets/mine', { signal }), ...KEPT_OFFLINE });

export const useHeldTickets = () => useQuery(heldTicketsQuery);
