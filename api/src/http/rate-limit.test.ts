import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { buildApp } from '../app.js';
import { ADMIN, startTestApi, type TestApi } from '../test/harness.js';
import { createMatch, receiptForm } from '../test/fixtures.js';
import { RATE_LIMITS, clientAddress } from './rate-limit.js';

// The real limits (the harness raises them for every other test file).
let api: TestApi;
beforeAll(async () => { api = await startTestApi({ RATE_LIMIT_SCALE: '1' }); });
afterAll(async () => { await api?.close(); });

/**
 * A client address of its own. The app trusts X-Forwarded-For from loopback (a reverse proxy on
 * the same machine) and the tests connect from 127.0.0.1, so the header stands for the client.
 */
let addresses = 0;
const newAddress = () => { addresses++; return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`; };

const signUpFrom = async (address: string, target: TestApi = api) => {
  const email = `rl-${randomUUID().slice(0, 12)}@club.test`;
  const password = 'correct-horse-battery';
  const res = await target.call('POST', '/api/v1/auth/sign-up/email', { json: { email, password, name: 'Limit Fan' }, headers: { 'x-forwarded-for': address } });
  return { res, email, password, token: res.body?.token as string };
};
const newFan = async () => {
  const fan = await signUpFrom(newAddress());
  expect(fan.res.status).toBe(200);
  return fan;
};
const signInFrom = (address: string, email: string, password: string, target: TestApi = api, lang = 'en') =>
  target.call('POST', '/api/v1/auth/sign-in/email', { json: { email, password }, headers: { 'x-forwarded-for': address, 'accept-language': lang } });

const expectRateLimited = (res: { status: number; headers: Headers; body: any }, maxSeconds: number) => {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ success: false, error: { code: 'RATE_LIMITED', message: expect.stringMatching(/try again/) } });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
};

describe('sign-in limits', () => {
  const { points, duration } = RATE_LIMITS.signInPerEmailAndAddress;

  it(`refuses the ${points + 1}th failed sign-in to one account from one address with 429, in Thai too, even with the right password`, async () => {
    const fan = await newFan();
    const address = newAddress();
    for (let i = 0; i < points; i++) expect((await signInFrom(address, fan.email, 'wrong-password-1')).status).toBe(401);
    expectRateLimited(await signInFrom(address, fan.email, 'wrong-password-1'), duration);

    const thai = await signInFrom(address, fan.email, 'wrong-password-1', api, 'th-TH,th;q=0.9');
    expect(thai.status).toBe(429);
    expect(thai.body.error.message).toMatch(/^ทำรายการบ่อยเกินไป กรุณารอ \d+ นาทีแล้วลองใหม่อีกครั้ง$/);

    // Until the window ends, the right password is refused too: the limit holds before any check.
    expectRateLimited(await signInFrom(address, fan.email, fan.password), duration);
    // The same fan from another address, and another account from this address, are not held up.
    expect((await signInFrom(newAddress(), fan.email, fan.password)).status).toBe(200);
    const other = await newFan();
    expect((await signInFrom(address, other.email, other.password)).status).toBe(200);
  });

  it('forgets the failures of an account once its owner signs in', async () => {
    const fan = await newFan();
    const address = newAddress();
    for (let i = 0; i < points - 1; i++) expect((await signInFrom(address, fan.email, 'mistyped-password')).status).toBe(401);
    expect((await signInFrom(address, fan.email, fan.password)).status).toBe(200);
    for (let i = 0; i < points; i++) expect((await signInFrom(address, fan.email, 'mistyped-password')).status).toBe(401);
    expectRateLimited(await signInFrom(address, fan.email, 'mistyped-password'), duration);
  });

  it('counts sign-ins sent as a form (better-auth takes those too) against the same account', async () => {
    const fan = await newFan();
    const address = newAddress();
    const asForm = (email: string) => api.call('POST', '/api/v1/auth/sign-in/email', {
      body: new URLSearchParams({ email, password: 'wrong-password-2' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    });
    for (let i = 0; i < points / 2; i++) expect((await signInFrom(address, fan.email, 'wrong-password-2')).status).toBe(401);
    for (let i = 0; i < points / 2; i++) expect((await asForm(fan.email.toUpperCase())).status).toBe(401);
    expectRateLimited(await asForm(fan.email), duration);
    expectRateLimited(await signInFrom(address, fan.email, fan.password), duration);
  });

  it('limits the failures of one account over all addresses', async () => {
    const fan = await newFan();
    const { points: perEmail, duration: window } = RATE_LIMITS.signInPerEmail;
    for (let i = 0; i < perEmail; i++) expect((await signInFrom(newAddress(), fan.email, 'guess-number-' + i)).status).toBe(401);
    expectRateLimited(await signInFrom(newAddress(), fan.email, 'one-more-guess'), window);
  }, 60_000);

  it('limits the failures of one address over all accounts, and gives successes their point back', async () => {
    const address = newAddress();
    const { points: perAddress, duration: window } = RATE_LIMITS.signInPerAddress;
    const fan = await newFan();
    // Successful sign-ins from a shared address (a stadium's Wi-Fi) do not use the budget up.
    for (let i = 0; i < 5; i++) expect((await signInFrom(address, fan.email, fan.password)).status).toBe(200);
    for (let i = 0; i < perAddress; i++) expect((await signInFrom(address, `nobody-${i}-${randomUUID().slice(0, 6)}@club.test`, 'stuffed-password')).status).toBe(401);
    expectRateLimited(await signInFrom(address, `nobody-else@club.test`, 'stuffed-password'), window);
    expectRateLimited(await signInFrom(address, fan.email, fan.password), window);
  }, 90_000);
});

describe('other limits', () => {
  it('limits sign-ups per address', async () => {
    const address = newAddress();
    const { points, duration } = RATE_LIMITS.signUpPerAddress;
    for (let i = 0; i < points; i++) expect((await signUpFrom(address)).res.status).toBe(200);
    expectRateLimited((await signUpFrom(address)).res, duration);
    expect((await signUpFrom(newAddress())).res.status).toBe(200);
  });

  it('limits how often one email address is asked about on sign-up, from any address (sign-up says when it is taken)', async () => {
    const fan = await newFan();
    const { points, duration } = RATE_LIMITS.signUpPerEmail;
    const ask = () => api.call('POST', '/api/v1/auth/sign-up/email', { json: { email: fan.email, password: 'correct-horse-battery', name: 'Prober' }, headers: { 'x-forwarded-for': newAddress() } });
    // The sign-up that made the account counted once.
    for (let i = 1; i < points; i++) {
      const taken = await ask();
      expect(taken.status).toBe(422);
      expect(taken.body.error.code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
    }
    expectRateLimited(await ask(), duration);
    // Another address is answered as before.
    expect((await signUpFrom(newAddress())).res.status).toBe(200);
  });

  it('limits verification mails per email address', async () => {
    const fan = await newFan();
    const { points, duration } = RATE_LIMITS.verificationMailPerEmail;
    const ask = () => api.call('POST', '/api/v1/auth/send-verification-email', { token: fan.token, json: { email: fan.email }, headers: { 'x-forwarded-for': newAddress() } });
    for (let i = 0; i < points; i++) expect((await ask()).status).toBe(200);
    expectRateLimited(await ask(), duration);
  });

  it('limits password-reset mails per email address', async () => {
    const fan = await newFan();
    const { points, duration } = RATE_LIMITS.passwordResetPerEmail;
    const ask = () => api.call('POST', '/api/v1/auth/request-password-reset', { json: { email: fan.email, redirectTo: '/reset-password' }, headers: { 'x-forwarded-for': newAddress() } });
    for (let i = 0; i < points; i++) expect((await ask()).status).toBe(200);
    expectRateLimited(await ask(), duration);
  });

  it('limits ticket purchases per fan; another fan still buys', async () => {
    const matchId = await createMatch(api.database.db, { unlimited: true });
    const [fan, other] = [await newFan(), await newFan()];
    const buy = (token: string) => api.call('POST', '/api/v1/purchases', { token, json: { matchId, quantity: 1, phone: '081-234-5678' } });
    const { points, duration } = RATE_LIMITS.purchaseCreationPerUser;
    for (let i = 0; i < points; i++) expect((await buy(fan.token)).status).toBe(201);
    expectRateLimited(await buy(fan.token), duration);
    expect((await buy(other.token)).status).toBe(201);
  });

  it('limits store orders per fan, counting refused attempts too', async () => {
    const [fan, other] = [await newFan(), await newFan()];
    const order = (token: string) => api.call('POST', '/api/v1/orders/create-from-cart', { token, json: {} });
    const { points, duration } = RATE_LIMITS.orderCreationPerUser;
    for (let i = 0; i < points; i++) expect((await order(fan.token)).status).toBe(400);
    expectRateLimited(await order(fan.token), duration);
    expect((await order(other.token)).status).toBe(400);
  });

  it('limits ticket transfers and resent tickets per fan, counting refused attempts too (each could mail someone)', async () => {
    const [fan, other] = [await newFan(), await newFan()];
    const someone = crypto.randomUUID();
    const cases = [
      { rule: RATE_LIMITS.ticketTransfersPerUser, ask: (token: string) => api.call('POST', `/api/v1/tickets/${someone}/transfer`, { token, json: { email: 'friend@example.com' } }) },
      { rule: RATE_LIMITS.ticketResendsPerUser, ask: (token: string) => api.call('POST', `/api/v1/purchases/${someone}/resend-tickets`, { token, json: {} }) },
    ];
    for (const { rule: { points, duration }, ask } of cases) {
      for (let i = 0; i < points; i++) expect((await ask(fan.token)).status).toBe(404);
      expectRateLimited(await ask(fan.token), duration);
      expect((await ask(other.token)).status).toBe(404);
    }
  });

  it('limits uploads per user, before reading the file: slips and the console images', async () => {
    const [fan, other] = [await newFan(), await newFan()];
    const file = Buffer.from('not really an image');
    const slip = (token: string) => api.call('POST', `/api/v1/purchases/${randomUUID()}/upload-receipt`, { token, body: receiptForm(file) });
    const { points, duration } = RATE_LIMITS.uploadsPerUser;
    for (let i = 0; i < points; i++) expect((await slip(fan.token)).status).not.toBe(429);
    expectRateLimited(await slip(fan.token), duration);
    expectRateLimited(await api.call('POST', `/api/v1/orders/${randomUUID()}/payment-receipt`, { token: fan.token, body: receiptForm(file) }), duration);
    // Refused before the file is read: a slip still on its way (its body never ends) gets its 429 all the same.
    const endless = new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new TextEncoder().encode('--x\r\ncontent-disposition: form-data; name="receipt"; filename="slip.png"\r\n\r\n')) });
    const unread = await fetch(`${api.url}/api/v1/purchases/${randomUUID()}/upload-receipt`, {
      method: 'POST', body: endless, duplex: 'half',
      headers: { authorization: `Bearer ${fan.token}`, 'content-type': 'multipart/form-data; boundary=x' },
    } as RequestInit);
    expect(unread.status).toBe(429);
    await unread.body?.cancel();
    expect((await slip(other.token)).status).not.toBe(429);

    const admin = await signInFrom(newAddress(), ADMIN.email, ADMIN.password);
    const image = () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'logo.png');
      return api.call('POST', '/api/v1/admin/uploads', { token: admin.body.token, body: form });
    };
    for (let i = 0; i < points; i++) expect((await image()).status).not.toBe(429);
    expectRateLimited(await image(), duration);
  });
});

describe('across processes', () => {
  it('two API processes of one installation share one budget', async () => {
    const second = await startTestApi({ RATE_LIMIT_SCALE: '1', QUEUE_PREFIX: api.config.QUEUE_PREFIX });
    try {
      const fan = await newFan();
      const address = newAddress();
      const { points } = RATE_LIMITS.signInPerEmailAndAddress;
      for (let i = 0; i < points; i++) expect((await signInFrom(address, fan.email, 'wrong-password', i % 2 ? second : api)).status).toBe(401);
      expect((await signInFrom(address, fan.email, 'wrong-password', second)).status).toBe(429);
      expect((await signInFrom(address, fan.email, 'wrong-password', api)).status).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('another installation on the same Redis keeps its own counts', async () => {
    const other = await startTestApi({ RATE_LIMIT_SCALE: '1' });
    try {
      const address = newAddress();
      const { points } = RATE_LIMITS.signUpPerAddress;
      for (let i = 0; i < points; i++) expect((await signUpFrom(address)).res.status).toBe(200);
      expect((await signUpFrom(address)).res.status).toBe(429);
      expect((await signUpFrom(address, other)).res.status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('without Redis', () => {
  it('answers 503 rather than letting every attempt through', async () => {
    const redis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => {});
    const app = buildApp({ ...api.deps, redis, logger: pino({ level: 'silent' }) });
    const server = createServer(app).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const { port } = server.address() as AddressInfo;
      for (const lang of ['en', 'th']) {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/auth/sign-in/email`, {
          method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': lang }, body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
        });
        expect(res.status).toBe(503);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        const body = (await res.json()) as { error: { message: string } };
        expect(body).toEqual({ success: false, error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String), requestId: expect.any(String) } });
        expect(body.error.message).toMatch(lang === 'th' ? /ระบบไม่พร้อมให้บริการชั่วคราว/ : /briefly unavailable/);
      }
    } finally {
      server.close();
      redis.disconnect();
    }
  });
});

describe('client addresses', () => {
  it('counts IPv4 addresses as they are and IPv6 addresses by their /64', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
  });
});
