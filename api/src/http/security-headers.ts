import cors from 'cors';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { ApiConfig } from '../config.js';

/**
 * The Content-Security-Policy of the two sites (and every other response). Scripts and styles
 * come from this server only; styles may also be inline (react-admin's emotion inserts <style>
 * tags; the console's <body style>). Images may be uploads (/uploads), data: URIs (QR codes,
 * crests), blob: URLs (slip previews, private slip images) and other https sites (a product or
 * banner image the console links to, team logos of the competition service). API calls and
 * socket.io go to this server only ('self' covers ws:/wss: on the same host).
 */
const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
} satisfies Record<string, string[]>;

/**
 * `npm run dev` (scripts/serve.ts --dev) serves the sites through Vite: its React preamble is an
 * inline script and its hot-reload socket listens on ports 24678/24679. Only there those two are allowed.
 */
const VITE_DEV_RELAXATIONS = {
  'script-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'", 'ws:'],
};

/**
 * helmet's security headers on every response. HSTS and upgrade-insecure-requests only when the
 * public address is https (PUBLIC_URL): on a plain-http install they would break the site.
 */
export function securityHeaders(config: ApiConfig, viteDev: boolean): RequestHandler {
  const https = config.PUBLIC_URL?.startsWith('https:') ?? false;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CONTENT_SECURITY_POLICY, ...(viteDev ? VITE_DEV_RELAXATIONS : {}), ...(https ? { 'upgrade-insecure-requests': [] } : {}) },
    },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
    // The browsers' default, not helmet's no-referrer: under no-referrer same-origin POSTs carry
    // `Origin: null`, and better-auth's origin check on cookie-carrying calls then depends on
    // Sec-Fetch-Site, which older Safari does not send. Other sites still see only our origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Pages of the CORS_ORIGINS sites may show our /uploads images.
    crossOriginResourcePolicy: { policy: config.CORS_ORIGINS.length > 0 ? 'cross-origin' : 'same-origin' },
  });
}

/**
 * CORS for /api: only the CORS_ORIGINS sites, with credentials; the console reads Content-Range
 * (ra-data-simple-rest) and support asks for X-Request-Id. Any other origin gets no CORS headers
 * at all, so its browser keeps the answer from its page; with none configured, same origin only.
 */
export function apiCors(origins: string[]): RequestHandler {
  const allowed = new Set(origins);
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    credentials: true,
    exposedHeaders: ['Content-Range', 'X-Request-Id'],
    maxAge: 10 * 60,
  });
}
