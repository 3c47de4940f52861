import type { CustomTypeOptions, TFunction } from 'i18next';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { FormProblem } from './use-auth-form';

type ErrorKey = keyof CustomTypeOptions['resources']['auth']['errors'];

/**
 * better-auth's refusals that reach a fan, by code, to keys of auth.errors: its own messages are
 * English only. Our API's own codes (PASSWORD_TOO_WEAK, RATE_LIMITED, ...) come already worded
 * in the reader's language and are shown as the server sent them.
 */
const AUTH_ERROR_KEYS: Record<string, ErrorKey> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalidEmailOrPassword',
  USER_ALREADY_EXISTS: 'userAlreadyExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'userAlreadyExists',
  PASSWORD_TOO_SHORT: 'passwordTooShort',
  PASSWORD_TOO_LONG: 'passwordTooLong',
  INVALID_EMAIL: 'invalidEmail',
  PROVIDER_NOT_FOUND: 'providerNotFound',
  INVALID_TOKEN: 'invalidToken',
  TOKEN_EXPIRED: 'invalidToken',
  FAILED_TO_CREATE_USER: 'generic',
};

/** What to tell the fan about a failed call, in the language of the page. */
export function authFailureText(failure: unknown, t: TFunction<'auth'>): string {
  const key = failure instanceof ApiError ? AUTH_ERROR_KEYS[failure.code] : undefined;
  return key ? t(`errors.${key}`) : errorMessage(failure, t('errors.generic'));
}

/** The server found the new password too easy to guess: its message belongs under the password field. */
export const weakPasswordFailure = (problem: FormProblem): ApiError | null =>
  problem && 'failure' in problem && problem.failure instanceof ApiError && problem.failure.code === 'PASSWORD_TOO_WEAK' ? problem.failure : null;
