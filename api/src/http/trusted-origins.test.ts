import { request as httpRequest } from 'node:http';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@club/db';
import { ADMIN, startMailingApi, startTestApi, type MailingApi, type TestApi } from '../test/harness.js';
import { createMatch } from '../test/fixtures.js';

let api: TestApi;
let smtp: MailingApi['smtp'];
let mailing: MailingApi;

beforeAll(async () => {
  ({ api, smtp } = mailing = await startMailingApi());
});
afterAll(() => mailing?.close());

/** A request with headers fetch will not let a caller choose (Host), as an attacker's script sends it. */
function rawRequest(method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: any }> {
  const url = new URL(path, api.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers: { ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { text += chunk; });
      res.on('end', () => {
        let parsed: unknown = text;
        try { parsed = JSON.parse(text); } catch { /* not JSON */ }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The session cookie a browser keeps after signing in on the site. */
async function sessionCookie(email: string, password: string): Promise<string> {
  const res = await api.call('POST', '/api/v1/auth/sign-in/email', { json: { email, password }, headers: { origin: new URL(api.url).origin } });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const resetLinks = (db: TestApi['database']['db'], email: string) =>
  db.select({ payload: schema.outboxEvents.payload }).from(schema.outboxEvents)
    .where(eq(schema.outboxEvents.type, 'auth.password_reset'))
    .orderBy(desc(schema.outboxEvents.id))
    .then((rows) => rows.map((r) => r.payload as { to: string; url: string }).filter((p) => p.to === email));

describe('links in mail are built on the configured address, never the request', () => {
  it('a reset asked with Host and Origin of another site mails no link to that site', async () => {
    const fan = await api.signUp({ name: 'Somchai' });
    const evil = { host: 'evil.example', origin: 'http://evil.example', 'content-type': 'application/json' };

    // The attacker's own page as the place to land: refused, and no mail is owed.
    const redirected = await rawRequest('POST', '/api/v1/auth/request-password-reset', evil, JSON.stringify({ email: fan.email, redirectTo: 'http://evil.example/reset-password' }));
    expect(redirected.status).toBe(403);
    expect(redirected.body.success).toBe(false);

    // A relative landing page: the mail goes out, with a link on the site's own address.
    const relative = await rawRequest('POST', '/api/v1/auth/request-password-reset', evil, JSON.stringify({ email: fan.email, redirectTo: '/reset-password' }));
    expect([200, 403]).toContain(relative.status);
    const viaSite = await api.call('POST', '/api/v1/auth/request-password-reset', { json: { email: fan.email, redirectTo: '/reset-password' } });
    expect(viaSite.status).toBe(200);
    const mail = await smtp.waitFor(fan.email);
    const raw = mail.raw.replace(/=\r?\n/g, '');
    expect(raw).not.toContain('evil.example');
    expect(raw).toContain(`${api.url}/api/v1/auth/reset-password/`);
    for (const { url } of await resetLinks(api.database.db, fan.email)) {
      expect(url.startsWith(`${api.url}/`), url).toBe(true);
      expect(url).not.toContain('evil.example');
    }
  });

  it('with PUBLIC_URL set, links use it whatever Host the request names', async () => {
    const configured = await startTestApi({ PUBLIC_URL: 'https://tickets.example.com/' });
    try {
      const fan = await configured.signUp();
      const res = await configured.call('POST', '/api/v1/auth/request-password-reset', { json: { email: fan.email, redirectTo: '/reset-password' } });
      expect(res.status).toBe(200);
      const [link] = await resetLinks(configured.database.db, fan.email);
      expect(link?.url).toMatch(/^https:\/\/tickets\.example\.com\/api\/v1\/auth\/reset-password\/[\w-]+\?callbackURL=https%3A%2F%2Ftickets\.example\.com%2Freset-password$/);
      expect(configured.publicUrl).toBe('https://tickets.example.com');
    } finally {
      await configured.close();
    }
  });
});

describe('cookie sessions and the origin of the page', () => {
  it('a write carried by the session cookie from another site changes nothing (JSON or text/plain)', async () => {
    const fan = await api.signUp({ name: 'Before' });
    const cookie = await sessionCookie(fan.email, fan.password);
    for (const [contentType, origin] of [['application/json', 'http://evil.example'], ['text/plain', 'http://evil.example'], ['application/json', undefined]] as const) {
      const res = await api.call('PUT', '/api/v1/users/profile', { body: JSON.stringify({ name: 'Changed by evil' }), headers: { cookie, 'content-type': contentType, ...(origin ? { origin } : {}) } });
      expect(res.status, `${contentType} from ${origin ?? 'no page'}`).toBe(403);
      expect(res.body.error.code).toBe('UNTRUSTED_ORIGIN');
    }
    const profile = await api.call('GET', '/api/v1/users/profile', { token: fan.token });
    expect(profile.body.data.name).toBe('Before');

    // The site's own page may, and reading is no risk.
    const own = await api.call('PUT', '/api/v1/users/profile', { json: { name: 'After' }, headers: { cookie, origin: new URL(api.url).origin } });
    expect(own.status).toBe(200);
    expect((await api.call('GET', '/api/v1/users/profile', { headers: { cookie } })).body.data.name).toBe('After');
  });

  it('a staff cookie cannot approve a purchase from another site', async () => {
    const staffCookie = await sessionCookie(ADMIN.email, ADMIN.password);
    const fan = await api.signUp();
    const matchId = await createMatch(api.database.db, { seats: 5 });
    const bought = await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity: 1, phone: '0812345678' } });
    expect(bought.status).toBe(201);
    const id = bought.body.data.id as string;
    const approve = await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { body: '{}', headers: { cookie: staffCookie, origin: 'http://evil.example', 'content-type': 'text/plain' } });
    expect(approve.status).toBe(403);
    expect(approve.body.error.code).toBe('UNTRUSTED_ORIGIN');
    const [row] = await api.database.db.select({ status: schema.purchases.status }).from(schema.purchases).where(eq(schema.purchases.id, id));
    expect(row?.status).toBe('pending');
  });

  it('a bearer client without cookies (Node fetch, which sends sec-fetch-mode but no Origin) signs up and in', async () => {
    const email = `node-client-${Date.now()}@club.test`;
    const signUp = await fetch(`${api.url}/api/v1/auth/sign-up/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'correct-horse-battery', name: 'Node Client' }) });
    expect(signUp.status).toBe(200);
    const signIn = await fetch(`${api.url}/api/v1/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'correct-horse-battery' }) });
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { token: string }).token).toMatch(/\w+/);
  });

  it('a cross-site browser request to sign in is still refused', async () => {
    const fan = await api.signUp();
    const res = await api.call('POST', '/api/v1/auth/sign-in/email', { json: { email: fan.email, password: fan.password }, headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' } });
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
  });
});
