import { apiFetch } from '../api-client';

/**
 * Mails a new link that proves `email` (better-auth). Signed in, it must be the account's own
 * address; signed out, the answer is the same whether or not an account has that address. The API
 * limits how often one address is mailed (429 with its message).
 */
export const sendVerificationEmail = (email: string) =>
  apiFetch<{ status: boolean }>('/api/v1/auth/send-verification-email', { method: 'POST', body: { email }, envelope: false });
