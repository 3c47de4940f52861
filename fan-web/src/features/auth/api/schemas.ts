// Before any schema parses (the site's CSP forbids eval).
import '../../../lib/no-eval';
import { z } from 'zod';
import { isValidThaiPhone, normalizePhone } from '@club/core';
import type { SignInEmailInput } from '../../../lib/auth/sign-in-email';
import type { SignUpEmailInput } from '../../../lib/auth/sign-up-email';
import type { RequestPasswordResetInput } from './request-password-reset';

// The forms' checks, apart from the calls they feed: only the login page loads zod's parsers.

const PASSWORD_MIN_LENGTH = 8;

/** Messages are keys of auth.validation in the locale files. */
export const signInEmailInputSchema = z.object({
  email: z.string().trim().min(1, 'allRequired'),
  password: z.string().min(1, 'allRequired'),
  rememberMe: z.boolean(),
}) satisfies z.ZodType<SignInEmailInput>;

/** Messages are keys of auth.validation in the locale files; the first failing field is reported. */
export const signUpEmailInputSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired'),
  email: z.string().trim().min(1, 'allRequired').pipe(z.email('emailInvalid')),
  phone: z.string().trim().min(1, 'phoneRequired').refine(isValidThaiPhone, 'phoneInvalid').transform(normalizePhone),
  password: z.string().min(1, 'allRequired').min(PASSWORD_MIN_LENGTH, 'passwordTooShort'),
}) satisfies z.ZodType<SignUpEmailInput>;

/** The forgotten-password form: the address to mail the link to. */
export const requestPasswordResetInputSchema = z.object({
  email: z.string().trim().min(1, 'allRequired').pipe(z.email('emailInvalid')),
}) satisfies z.ZodType<RequestPasswordResetInput>;

/** The new-password form: the password twice (the strength rule is the server's, shown under the field). */
export const resetPasswordFormSchema = z
  .object({
    newPassword: z.string().min(1, 'allRequired').min(PASSWORD_MIN_LENGTH, 'passwordTooShort'),
    confirmPassword: z.string(),
  })
  .refine((form) => form.confirmPassword === form.newPassword, { message: 'passwordMismatch', path: ['confirmPassword'] });
