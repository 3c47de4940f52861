import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { ERROR_CODES, weakPasswordMessage } from '@club/core';
import { checkPasswordStrength, type PasswordOwner } from '@club/core/password-strength';
import type { BearerSessions } from './bearer-sessions.js';
import { HttpError } from './http/errors.js';

/** 400 PASSWORD_TOO_WEAK: the error handler words it in the caller's language. */
class PasswordTooWeak extends HttpError {
  constructor(message: ConstructorParameters<typeof HttpError>[2]) { super(400, ERROR_CODES.PASSWORD_TOO_WEAK, message); }
}


/** Refuses a new password zxcvbn finds easy to guess for this person (their email and name, the club's name). */
function assertStrongPassword(password: string, person: PasswordOwner): void {
  const verdict = checkPasswordStrength(password, person);
  if (!verdict.strongEnough) throw new PasswordTooWeak(weakPasswordMessage(verdict));
}

/**
 * better-auth's calls that set a password, each with the field that carries it and a way to
 * find whose it is (the guesser's first words). Checked before better-auth stores anything.
 */
const PASSWORD_SETTERS: Record<string, { field: 'password' | 'newPassword' }> = {
  '/sign-up/email': { field: 'password' },
  '/reset-password': { field: 'newPassword' },
  '/change-password': { field: 'newPassword' },
};

/**
 * better-auth's `hooks.before`: the password rule on every HTTP call that sets a password. A
 * weak one is refused with our HttpError, which better-auth passes on (onAPIError.throw) to the
 * API's error handler. Calls made from the server itself (auth.api.*, the admin account at
 * start) carry no request and decide for themselves (see bootstrap.ts).
 *
 * A password change always signs out every other session, whatever the client asked: a fan who
 * changes it because someone else got in means to shut them out. better-auth then deletes them
 * through its hooks (auth.ts), so their bearer tokens and live connections end at once, and
 * answers the new token of the session that changed it.
 */
export const passwordPolicyHook = (bearerSessions: BearerSessions) =>
  createAuthMiddleware(async (ctx) => {
    const setter = PASSWORD_SETTERS[ctx.path];
    if (!setter || !ctx.request) return;
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const password = body[setter.field];
    // Missing or not a string: better-auth's own validation answers.
    if (typeof password === 'string' && password !== '') assertStrongPassword(password, await whoseNewPassword(ctx, body, bearerSessions));
    if (ctx.path === '/change-password') return { context: { body: { ...body, revokeOtherSessions: true } } };
  });

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

async function whoseNewPassword(ctx: HookContext, body: Record<string, unknown>, bearerSessions: BearerSessions): Promise<PasswordOwner> {
  if (ctx.path === '/sign-up/email') return { email: String(body.email ?? ''), name: String(body.name ?? '') };
  if (ctx.path === '/reset-password') {
    // The reset link's token names the account (better-auth keeps it as reset-password:<token>).
    const token = typeof body.token === 'string' ? body.token : typeof ctx.query?.token === 'string' ? ctx.query.token : '';
    const verification = token ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`) : null;
    return (verification && (await ctx.context.internalAdapter.findUserById(verification.value))) || {};
  }
  // change-password: the signed-in user, by bearer token (the fan site, the console) or session cookie.
  const authorization = ctx.headers?.get('authorization');
  const user = authorization ? await bearerSessions.find(authorization) : undefined;
  return user ?? (await getSessionFromCtx(ctx).catch(() => null))?.user ?? {};
}
