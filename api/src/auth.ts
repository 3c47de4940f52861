import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth } from 'better-auth/plugins';
import { EMAIL_VERIFICATION_LINK_SECONDS, PASSWORD_RESET_LINK_SECONDS, DEFAULT_LANGUAGE, readerLanguage, type Language } from '@club/core';
import { messageForLog, recordEvent, schema, type Db } from '@club/db';
import type { Logger } from 'pino';
import type { ApiConfig } from './config.js';
import { BearerSessions, SESSION_LIFETIME } from './bearer-sessions.js';
import { passwordPolicyHook } from './password-policy.js';
import { socialProviders } from './social-sign-in.js';
import { trustedOrigins } from './http/origins.js';
import type { LiveAccess } from './realtime/live-access.js';

interface AuthOptions {
  /** The site's public address (publicUrl): the base of reset links and callbacks. */
  siteUrl: string;
  /** Ends the live connections of a session that ends. */
  live?: LiveAccess;
  /** Where better-auth's own lines go (an endpoint that failed). */
  logger?: Logger;
}

/** The language mail to a user is written in: the one their account keeps (better-auth's user type does not know the field). */
const languageOfUser = (user: object): Language => ((user as { preferredLanguage?: string }).preferredLanguage === 'th' ? 'th' : 'en');

export function createAuth(config: ApiConfig, db: Db, secret: string, { siteUrl, live, logger }: AuthOptions) {
  const bearerSessions = new BearerSessions(db);
  const auth = betterAuth({
    appName: 'Bangkok Thunder FC',
    // better-auth's own lines in the process's log rather than printed whole to the console: an
    // error as a log may keep it (a failed query's SQL, never its parameters: addresses, names).
    ...(logger ? { logger: { log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => logger[level]({ err: args.map(messageForLog) }, messageForLog(message)) } } : {}),
    basePath: '/api/v1/auth',
    // Links in mail and callbacks are built on the configured address, never the request's Host.
    baseURL: siteUrl,
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: schema.users, session: schema.sessions, account: schema.accounts, verification: schema.verifications },
    }),
    // From configuration only: an origin taken from the request would trust whoever sent it.
    trustedOrigins: trustedOrigins(config, siteUrl),
    // Checked always: better-auth skips these checks when NODE_ENV is test, so the tests would
    // otherwise prove a product that never runs.
    advanced: { disableOriginCheck: false, disableCSRFCheck: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The link is better-auth's own check of the token, which then opens the fan site's page
      // (?token=… or, used or expired, ?error=INVALID_TOKEN): always that page of the configured
      // address, whatever redirectTo the caller sent.
      sendResetPassword: async ({ user, token }) => {
        const url = `${siteUrl}/api/v1/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent(`${siteUrl}/reset-password`)}`;
        await recordEvent(db, 'auth.password_reset', { to: user.email, name: user.name, url, lang: languageOfUser(user) });
      },
    },
    // Proving the address: a transfer lands in an account only once its owner has followed this
    // mail's link (tickets/service.ts). Sign-in does not wait for it, so no fan is locked out.
    // The link leads to the fan site's page (/verify-email), which asks better-auth's
    // /verify-email; providers that vouch for an address (Google) mark it proven themselves.
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: EMAIL_VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, token }, request) => {
        // A call from the server itself (the admin account at start, bootstrap.ts) mails nothing:
        // that address comes from configuration, which is trusted, and is marked proven there.
        if (!request) return;
        const url = `${siteUrl}/verify-email?token=${encodeURIComponent(token)}`;
        await recordEvent(db, 'auth.email_verification', { to: user.email, url, lang: languageOfUser(user) });
      },
    },
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, input: false },
        role: { type: 'string', required: false, defaultValue: 'fan', input: false },
        // The language of the club's mail to them: the language of the page they signed up from (the hook
        // below), changed only on the account page (not by the site's EN/TH switch, which is the page's alone).
        preferredLanguage: { type: 'string', required: false, defaultValue: DEFAULT_LANGUAGE, input: false },
      },
    },
    session: SESSION_LIFETIME,
    // Every way better-auth ends a session (sign-out, revoking, password reset) ends it here at once.
    // Its live connections end with it too.
    databaseHooks: {
      // A new account mails in the language of the page it signed up from (the site sends it as
      // Accept-Language; a sign-in with Google or LINE, the browser's), Thai when that names neither.
      user: {
        create: {
          before: async (user, ctx) => ({ data: { ...user, preferredLanguage: readerLanguage(ctx?.headers?.get('accept-language') ?? ctx?.request?.headers.get('accept-language')) } }),
        },
      },
      session: {
        delete: {
          after: async (session) => {
            bearerSessions.forget(session.token);
            live?.sessionEnded(session.id);
          },
        },
      },
    },
    // Every call that sets a password (sign-up, reset, change) meets the strength rule first.
    hooks: { before: passwordPolicyHook(bearerSessions) },
    // Failures that are not better-auth's own answers (the database is down) reach our error handler.
    onAPIError: { throw: true },
    // Off: better-auth counts in each process's memory. The API's own limits (http/rate-limit.ts)
    // count in Redis, so they hold across every process of the installation.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Google and LINE (social-sign-in.ts); the site turns their session cookie into its bearer token.
    plugins: [bearer(), genericOAuth({ config: socialProviders(config) })],
  });
  return Object.assign(auth, { bearerSessions });
}

export type Auth = ReturnType<typeof createAuth>;
