import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@club/core';
import { apiFetch } from '../../../lib/api-client';

// The body is deleteAccountSchema's, in @club/core.
export const deleteAccount = (input: DeleteAccountInput) => apiFetch<{ deleted: true }>('/api/v1/users/account', { method: 'DELETE', body: input });

/** Deletes the account (refused, in the reader's language, while tickets or payments are open); the caller then signs the browser out. */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
