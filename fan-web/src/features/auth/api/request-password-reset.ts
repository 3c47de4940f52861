import { apiFetch } from '../../../lib/api-client';

export interface RequestPasswordResetInput {
  email: string;
}

/**
 * Mails the account of that address a link to choose a new password (better-auth). The answer is
 * the same whether or not the address has an account; the link always opens /reset-password on the
 * site's configured address (api/src/auth.ts), so the call names no page.
 */
export const requestPasswordReset = (input: RequestPasswordResetInput) =>
  apiFetch<{ status: boolean }>('/api/v1/auth/request-password-reset', { method: 'POST', body: input, envelope: false });
