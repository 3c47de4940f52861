import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * better-auth's own call (not enveloped): the server checks the current password and the strength
 * rule, signs out every other session and renews this one's cookie.
 */
export const changePassword = (input: ChangePasswordInput) =>
  apiFetch<unknown>('/api/v1/auth/change-password', { method: 'POST', body: input, envelope: false });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
