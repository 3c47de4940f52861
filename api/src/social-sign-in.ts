import { line, type GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import type { AuthProviders } from '@club/core';
import type { ApiConfig } from './config.js';

type SocialConfig = Pick<ApiConfig, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_OAUTH_URL' | 'LINE_CHANNEL_ID' | 'LINE_CHANNEL_SECRET' | 'LINE_OAUTH_URL'>;

/** `endpoint` on another server (GOOGLE_OAUTH_URL, LINE_OAUTH_URL: a local fake), keeping its path. */
const at = (base: string | undefined, endpoint: string) => (base ? base.replace(/\/$/, '') + new URL(endpoint).pathname : endpoint);

/** The sign-in providers besides email and password that are configured: the fan site shows their buttons only. */
export const configuredProviders = (config: SocialConfig): AuthProviders => ({
  google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
  line: Boolean(config.LINE_CHANNEL_ID && config.LINE_CHANNEL_SECRET),
});

/**
 * Google and LINE as better-auth's generic OAuth providers rather than its built-in social ones,
 * whose endpoints are fixed: the same code then signs in against the real providers and, in tests,
 * against their local fake. Both still go through better-auth's own `POST /sign-in/social` and
 * `/callback/{google|line}` (the redirect URI registered with each provider), with PKCE and state.
 * The profile is read from the provider's token endpoint over TLS (OpenID Connect allows that
 * instead of checking the ID token's signature). better-auth links a provider to an existing
 * account only when the provider vouches for the address and the account's own address is proven.
 */
export function socialProviders(config: SocialConfig): GenericOAuthConfig[] {
  const providers: GenericOAuthConfig[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    // https://accounts.google.com/.well-known/openid-configuration
    providers.push({
      providerId: 'google',
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      authorizationUrl: at(config.GOOGLE_OAUTH_URL, 'https://accounts.google.com/o/oauth2/v2/auth'),
      tokenUrl: at(config.GOOGLE_OAUTH_URL, 'https://oauth2.googleapis.com/token'),
      userInfoUrl: at(config.GOOGLE_OAUTH_URL, 'https://openidconnect.googleapis.com/v1/userinfo'),
      scopes: ['openid', 'email', 'profile'],
      // Google's stable id of the person (OpenID Connect's `sub`), whether read from the ID token or userinfo.
      accountSubject: ({ profile }) => profile.sub ?? '',
    });
  }
  if (config.LINE_CHANNEL_ID && config.LINE_CHANNEL_SECRET) {
    // better-auth's LINE Login v2.1 settings (the address comes in the ID token only, and LINE does not say it is proven).
    const lineLogin = line({ clientId: config.LINE_CHANNEL_ID, clientSecret: config.LINE_CHANNEL_SECRET });
    providers.push({
      ...lineLogin,
      authorizationUrl: at(config.LINE_OAUTH_URL, lineLogin.authorizationUrl!),
      tokenUrl: at(config.LINE_OAUTH_URL, lineLogin.tokenUrl!),
      userInfoUrl: at(config.LINE_OAUTH_URL, lineLogin.userInfoUrl!),
    });
  }
  return providers;
}
