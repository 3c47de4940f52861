import { apiFetch } from '../../../lib/api-client';

export interface ResetPasswordInput {
  /** From the mail's link: better-auth opens /reset-password?token=… once it has checked it. */
  token: string;
  newPassword: string;
}

/** Sets the new password; the link is then spent, and every session of the account ends. */
export const resetPassword = (input: ResetPasswordInput) =>
  apiFetch<{ status: boolean }>('/api/v1/auth/reset-password', { method: 'POST', body: input, envelope: false });
