import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import { recordEvent, schema, type Db } from '@club/db';
import type { ApiConfig } from './config.js';
import { BearerSessions, SESSION_LIFETIME } from './bearer-sessions.js';
import { passwordPolicyHook } from './password-policy.js';

export function createAuth(config: ApiConfig, db: Db, secret: string) {
  const google = config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
    ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
    : undefined;
  const bearerSessions = new BearerSessions(db);
  const auth = betterAuth({
    appName: 'Bangkok Thunder FC',
    basePath: '/api/v1/auth',
    ...(config.PUBLIC_URL ? { baseURL: config.PUBLIC_URL } : {}),
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: schema.users, session: schema.sessions, account: schema.accounts, verification: schema.verifications },
    }),
    // The site's own origin is always trusted, plus the configured CORS origins.
    trustedOrigins: (request) => [...config.CORS_ORIGINS, request ? new URL(request.url).origin : undefined],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        const lang = (user as { preferredLanguage?: string }).preferredLanguage === 'th' ? 'th' : 'en';
        await recordEvent(db, 'auth.password_reset', { to: user.email, name: user.name, url, lang });
      },
    },
    ...(google ? { socialProviders: google } : {}),
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, input: false },
        role: { type: 'string', required: false, defaultValue: 'fan', input: false },
        preferredLanguage: { type: 'string', required: false, defaultValue: 'en', input: false },
      },
    },
    session: SESSION_LIFETIME,
    // Every way better-auth ends a session (sign-out, revoking, password reset) ends it here at once.
    databaseHooks: { session: { delete: { after: async (session) => bearerSessions.forget(session.token) } } },
    // Every call that sets a password (sign-up, reset, change) meets the strength rule first.
    hooks: { before: passwordPolicyHook(bearerSessions) },
    // Failures that are not better-auth's own answers (the database is down) reach our error handler.
    onAPIError: { throw: true },
    // Off: better-auth counts in each process's memory. The API's own limits (http/rate-limit.ts)
    // count in Redis, so they hold across every process of the installation.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [bearer()],
  });
  return Object.assign(auth, { bearerSessions });
}

export type Auth = ReturnType<typeof createAuth>;
