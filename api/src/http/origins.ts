import type { ApiConfig } from '../config.js';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages may act for a signed-in user (better-auth's trusted origins, and the
 * check on cookie-authenticated writes): the site's own, from configuration, and CORS_ORIGINS.
 * Never an origin read from the request. Without PUBLIC_URL, a server listening on every interface
 * or on loopback is the same server under each of this machine's loopback names.
 */
export function trustedOrigins(config: Pick<ApiConfig, 'PUBLIC_URL' | 'HOST' | 'CORS_ORIGINS'>, siteUrl: string): string[] {
  const site = new URL(siteUrl);
  const origins = [site.origin, ...config.CORS_ORIGINS];
  if (!config.PUBLIC_URL && ['0.0.0.0', '::', '', ...LOOPBACK_NAMES, '::1'].includes(config.HOST)) {
    origins.push(...LOOPBACK_NAMES.map((name) => `http://${name}${site.port ? `:${site.port}` : ''}`));
  }
  return [...new Set(origins)];
}

/**
 * The origin of the page that sent a request: its Origin header, or (a browser that sends none) the
 * origin of its Referer. Undefined when neither says: not a page of any site.
 */
export function pageOrigin(headers: { origin?: string; referer?: string }): string | undefined {
  if (headers.origin && headers.origin !== 'null') return headers.origin;
  if (!headers.referer) return undefined;
  try {
    return new URL(headers.referer).origin;
  } catch {
    return undefined;
  }
}
