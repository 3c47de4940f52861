import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { buildApp } from '../app.js';
import type { ApiConfig } from '../config.js';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

/** The test API's app built again with other settings, on a port of its own, for one callback. */
async function withApp(config: Partial<ApiConfig>, use: (url: string) => Promise<void>): Promise<void> {
  const app = buildApp({ ...api.deps, config: { ...api.deps.config, ...config }, logger: pino({ level: 'silent' }) });
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  it('sends the security headers an API client sees, on answers and on errors alike', async () => {
    for (const path of ['/api/v1/matches', '/api/v1/no-such-thing', '/uploads/missing.png']) {
      const res = await fetch(`${api.url}${path}`);
      const csp = res.headers.get('content-security-policy');
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self';");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).not.toContain('unsafe-eval');
      expect(csp, path).not.toContain('upgrade-insecure-requests');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(res.headers.has('x-powered-by'), path).toBe(false);
      // Plain http here (no https PUBLIC_URL): HSTS would mean nothing.
      expect(res.headers.has('strict-transport-security'), path).toBe(false);
    }
  });

  it('asks for https only when the public address is https', async () => {
    await withApp({ PUBLIC_URL: 'https://tickets.example.com' }, async (url) => {
      const res = await fetch(`${url}/api/v1/matches`);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    });
  });
});

describe('CORS', () => {
  const allowed = 'https://tickets.example.com';
  const preflight = (url: string, origin: string, path = '/api/v1/admin/purchases') =>
    fetch(`${url}${path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
    });
  const corsHeaders = (res: Response) => [...res.headers.keys()].filter((k) => k.startsWith('access-control-'));

  it('lets only the configured origins call the API from a browser, with credentials', async () => {
    await withApp({ CORS_ORIGINS: [allowed, 'https://console.example.com'] }, async (url) => {
      const ok = await preflight(url, allowed);
      expect(ok.status).toBe(204);
      expect(ok.headers.get('access-control-allow-origin')).toBe(allowed);
      expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
      expect(ok.headers.get('access-control-allow-methods')).toContain('PUT');
      expect(ok.headers.get('access-control-allow-headers')).toBe('authorization,content-type');

      const get = await fetch(`${url}/api/v1/matches`, { headers: { origin: allowed } });
      expect(get.headers.get('access-control-allow-origin')).toBe(allowed);
      expect(get.headers.get('access-control-expose-headers')).toBe('Content-Range,X-Request-Id');
      expect(get.headers.get('vary')).toMatch(/origin/i);
      // better-auth's endpoints too: a site on another origin signs in there.
      const auth = await preflight(url, allowed, '/api/v1/auth/sign-in/email');
      expect(auth.status).toBe(204);
      expect(auth.headers.get('access-control-allow-origin')).toBe(allowed);

      const other = await preflight(url, 'https://evil.example.net');
      expect(corsHeaders(other)).toEqual([]);
      expect(corsHeaders(await fetch(`${url}/api/v1/matches`, { headers: { origin: 'https://evil.example.net' } }))).toEqual([]);
      // Its pages may show our public images.
      expect(get.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    });
  });

  it('allows no other origin at all when none is configured', async () => {
    expect(api.config.CORS_ORIGINS).toEqual([]);
    const res = await preflight(api.url, allowed);
    expect(corsHeaders(res)).toEqual([]);
    expect(corsHeaders(await fetch(`${api.url}/api/v1/matches`, { headers: { origin: allowed } }))).toEqual([]);
  });
});
