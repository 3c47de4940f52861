import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSlipVerifier, type FakeSlipVerifier, type FakeTransferInput } from '@club/slip-verifier-fake';
import { createSlipVerifier, slipVerifyPayload, VerifierUnavailable, type SlipProvider, type SlipVerifierConfig } from './index.js';

const KEY = 'test-key';
const BRANCH = '24680';
const CLUB_ACCOUNT = '1234567890';

let made = 0;
/** A transfer to the club's account, with a transRef no other test uses. */
function transfer(overrides: Partial<FakeTransferInput> = {}): FakeTransferInput {
  made += 1;
  return {
    transRef: `20260301APP${String(made).padStart(6, '0')}`,
    sendingBank: '014',
    receivingBank: '004',
    amount: 1500.5,
    receiverAccount: CLUB_ACCOUNT,
    receiverName: 'Bangkok Thunder FC Co., Ltd.',
    senderName: 'นาย สมชาย ใจดี',
    senderAccount: '9876543210',
    date: '2026-03-01T12:34:56+07:00',
    ...overrides,
  };
}

const payloadOf = (t: FakeTransferInput) => slipVerifyPayload(t.sendingBank, t.transRef);

/** How each adapter is pointed at a service at `url` (the fake, or a stand-in). */
function configFor(provider: SlipProvider, url: string, overrides: Partial<SlipVerifierConfig> = {}): SlipVerifierConfig {
  return provider === 'slipok'
    ? { provider, url: `${url}/api/line/apikey`, key: KEY, branch: BRANCH, ...overrides }
    : { provider, url, key: KEY, ...overrides };
}

/** A stand-in service answering every call with `status` and `body` (a string goes as it is), keeping what it was asked. */
async function startStandIn(status: number, body: unknown, headers: Record<string, string> = {}) {
  const asked: { url: string; headers: IncomingHttpHeaders; body: unknown }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      asked.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString()) });
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    close: () => new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections(); }),
  };
}

/** Calls the fake's endpoint of `provider` directly, with any body the service takes. */
async function askFake(provider: SlipProvider, body: object): Promise<{ status: number; body: any }> {
  const [path, headers] = provider === 'slipok'
    ? [`/api/line/apikey/${BRANCH}`, { 'x-authorization': KEY }]
    : ['/v2/verify/bank', { authorization: `Bearer ${KEY}` }];
  const res = await fetch(`${fake.url}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

async function unavailable(promise: Promise<unknown>): Promise<VerifierUnavailable> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(VerifierUnavailable);
  return error as VerifierUnavailable;
}

let fake: FakeSlipVerifier;
beforeAll(async () => { fake = await startFakeSlipVerifier({ key: KEY, branch: BRANCH, shopAccounts: [CLUB_ACCOUNT] }); });
afterAll(() => fake.close());

describe.each(['slipok', 'easyslip'] as const)('%s adapter against the fake', (provider) => {
  const verifier = () => createSlipVerifier(configFor(provider, fake.url));

  it('verifies a genuine slip, every field normalised: satang, the moment in UTC, the receiver and sender masked', async () => {
    const t = fake.addTransfer(transfer());
    const result = await verifier().verify(payloadOf(t));
    expect(result).toMatchObject({ status: 'verified', providerSaysDuplicate: false });
    if (result.status !== 'verified') throw new Error('not verified');
    expect(result.transfer).toEqual({
      provider,
      transRef: t.transRef,
      sendingBank: '014',
      receivingBank: '004',
      amountSatang: 150050,
      paidAt: new Date('2026-03-01T05:34:56Z'),
      receiver: { name: 'Bangkok Thunder FC Co., L', account: 'xxx-x-x6789-x', proxy: null },
      sender: { name: 'นาย สมชาย ใ', account: 'xxx-x-x4321-x' },
    });
    expect(result.raw).toMatchObject({ success: true });
  });

  it('gives a PromptPay receiver as its masked proxy', async () => {
    const t = fake.addTransfer(transfer({ receiverAccount: undefined, receiverPromptPay: '0812345678', amount: 200 }));
    const result = await verifier().verify(payloadOf(t));
    expect(result.status === 'verified' && result.transfer).toMatchObject({
      amountSatang: 20000,
      receiver: { account: null, proxy: { type: 'MSISDN', value: 'xxx-xxx-5678' } },
    });
  });

  it('answers not found for a slip QR of a transfer the bank does not have', async () => {
    const result = await verifier().verify(slipVerifyPayload('014', 'NOSUCHTRANSFER0001'));
    expect(result).toMatchObject({ status: 'not_found', code: provider === 'slipok' ? '1011' : 'SLIP_NOT_FOUND' });
  });

  it('answers not found for a payload that is no slip QR', async () => {
    const result = await verifier().verify('https://bangkokthunder.example/tickets');
    expect(result).toMatchObject({ status: 'not_found', code: provider === 'slipok' ? '1008' : 'SLIP_NOT_FOUND' });
  });

  it('is unavailable with a wrong key, never not found', async () => {
    const t = fake.addTransfer(transfer());
    const error = await unavailable(createSlipVerifier(configFor(provider, fake.url, { key: 'wrong' })).verify(payloadOf(t)));
    expect(error.message).toContain(provider === 'slipok' ? '1002' : 'INVALID_API_KEY');
  });

  it('is unavailable while the service is down', async () => {
    const t = fake.addTransfer(transfer());
    fake.setMode('down');
    try {
      expect((await unavailable(verifier().verify(payloadOf(t)))).message).toContain('503');
    } finally {
      fake.setMode('normal');
    }
  });

  it('is unavailable when the service takes longer than timeoutMs, and gives up then', async () => {
    const t = fake.addTransfer(transfer());
    fake.setMode('slow');
    try {
      const started = Date.now();
      await unavailable(createSlipVerifier(configFor(provider, fake.url, { timeoutMs: 200 })).verify(payloadOf(t)));
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      fake.setMode('normal');
    }
  });

  it("passes the caller's abort on as it is: the caller stopping is not the provider failing", async () => {
    const t = fake.addTransfer(transfer());
    fake.setMode('slow');
    try {
      const error = await verifier().verify(payloadOf(t), { signal: AbortSignal.timeout(100) }).then(() => null, (e: unknown) => e);
      expect(error).not.toBeInstanceOf(VerifierUnavailable);
      expect((error as Error).name).toBe('TimeoutError');
    } finally {
      fake.setMode('normal');
    }
  });
});

describe.each(['slipok', 'easyslip'] as const)('%s adapter against answers the documentation does not give', (provider) => {
  it.each([
    ['a 200 with half a slip', 200, { success: true, data: { transRef: 'X1', amount: 100 } }],
    ['a 200 that is not JSON', 200, 'OK'],
    ['a 400 in no documented shape', 400, { error: 'bad' }],
  ])('is unavailable, never verified, for %s', async (_name, status, body) => {
    const standIn = await startStandIn(status, body);
    try {
      await unavailable(createSlipVerifier(configFor(provider, standIn.url)).verify(slipVerifyPayload('004', 'X1')));
      expect(standIn.asked).toHaveLength(1);
    } finally {
      await standIn.close();
    }
  });

  it('is unavailable for a genuine answer whose date is no date', async () => {
    const t = fake.addTransfer(transfer());
    const { body } = await askFake(provider, provider === 'slipok' ? { data: payloadOf(t) } : { payload: payloadOf(t) });
    if (provider === 'slipok') body.data.transTimestamp = 'yesterday';
    else body.data.rawSlip.date = 'yesterday';
    const standIn = await startStandIn(200, body);
    try {
      await unavailable(createSlipVerifier(configFor(provider, standIn.url)).verify(payloadOf(t)));
    } finally {
      await standIn.close();
    }
  });

  it('is unavailable on a 429, taking its Retry-After', async () => {
    const standIn = await startStandIn(429, { message: 'slow down' }, { 'retry-after': '7' });
    try {
      const error = await unavailable(createSlipVerifier(configFor(provider, standIn.url)).verify(slipVerifyPayload('004', 'X1')));
      expect(error.retryAfterMs).toBe(7000);
    } finally {
      await standIn.close();
    }
  });
});

describe('what the adapters send', () => {
  it('asks SlipOK with the payload alone, the key in x-authorization, at the branch url', async () => {
    const standIn = await startStandIn(400, { code: 1011, message: 'no such transaction' });
    try {
      const payload = slipVerifyPayload('004', 'X1');
      await createSlipVerifier(configFor('slipok', standIn.url)).verify(payload);
      expect(standIn.asked[0]).toMatchObject({ url: `/api/line/apikey/${BRANCH}`, headers: { 'x-authorization': KEY }, body: { data: payload } });
      expect(Object.keys(standIn.asked[0]!.body as object)).toEqual(['data']);
    } finally {
      await standIn.close();
    }
  });

  it('asks EasySlip with the payload and checkDuplicate, no amount or account to match', async () => {
    const standIn = await startStandIn(404, { success: false, error: { code: 'SLIP_NOT_FOUND', message: 'Slip not found or invalid' } });
    try {
      const payload = slipVerifyPayload('004', 'X1');
      await createSlipVerifier(configFor('easyslip', standIn.url)).verify(payload);
      expect(standIn.asked[0]).toMatchObject({ url: '/v2/verify/bank', headers: { authorization: `Bearer ${KEY}` } });
      expect(standIn.asked[0]!.body).toEqual({ payload, checkDuplicate: true });
    } finally {
      await standIn.close();
    }
  });

  it('refuses a SlipOK verifier without its branch', () => {
    expect(() => createSlipVerifier({ provider: 'slipok', key: KEY })).toThrow(/branch/);
  });
});

describe('SlipOK, as the fake answers it', () => {
  const checkSlip = (body: object) => askFake('slipok', body);

  it('refuses a slip logged before as repeated (1012) with the slip, which the adapter takes as verified and duplicate', async () => {
    const t = fake.addTransfer(transfer());
    expect(await checkSlip({ data: payloadOf(t), log: true })).toMatchObject({ status: 200, body: { success: true, data: { transRef: t.transRef } } });
    const repeated = await checkSlip({ data: payloadOf(t), log: true });
    expect(repeated).toMatchObject({ status: 400, body: { code: 1012, data: { transRef: t.transRef, amount: 1500.5 } } });
    // Without log nothing is kept: the same slip reads as before.
    expect((await checkSlip({ data: payloadOf(t) })).status).toBe(200);

    const standIn = await startStandIn(repeated.status, repeated.body);
    try {
      const result = await createSlipVerifier(configFor('slipok', standIn.url)).verify(payloadOf(t));
      expect(result).toMatchObject({ status: 'verified', providerSaysDuplicate: true, transfer: { transRef: t.transRef, amountSatang: 150050 } });
    } finally {
      await standIn.close();
    }
  });

  it('refuses another amount (1013) and, with log, another receiver (1014), each with the slip', async () => {
    const t = fake.addTransfer(transfer());
    expect(await checkSlip({ data: payloadOf(t), amount: 1500.5 })).toMatchObject({ status: 200 });
    expect(await checkSlip({ data: payloadOf(t), amount: 1500 })).toMatchObject({ status: 400, body: { code: 1013, data: { transRef: t.transRef } } });
    const elsewhere = fake.addTransfer(transfer({ receiverAccount: '5555555555' }));
    expect(await checkSlip({ data: payloadOf(elsewhere), log: true })).toMatchObject({
      status: 400, body: { code: 1014, data: { transRef: elsewhere.transRef, receiver: { account: { type: 'BANKAC', value: 'xxx-x-x5555-x' } } } },
    });
  });

  it('is unavailable on a delayed slip (1010), for the minutes SlipOK says', async () => {
    const standIn = await startStandIn(400, { code: 1010, message: 'wait', data: { qrcodeData: 'x', bankCode: '006', bankName: 'KTB', delay: 2 } });
    try {
      const error = await unavailable(createSlipVerifier(configFor('slipok', standIn.url)).verify(slipVerifyPayload('006', 'X1')));
      expect(error.retryAfterMs).toBe(120_000);
    } finally {
      await standIn.close();
    }
  });

  it('rounds a baht amount half away from zero to the satang', async () => {
    const slip = (await checkSlip({ data: payloadOf(fake.addTransfer(transfer())) })).body;
    const standIn = await startStandIn(200, { ...slip, data: { ...slip.data, amount: 1.005 } });
    try {
      const result = await createSlipVerifier(configFor('slipok', standIn.url)).verify(slipVerifyPayload('014', 'X1'));
      expect(result.status === 'verified' && result.transfer.amountSatang).toBe(101);
    } finally {
      await standIn.close();
    }
  });
});

describe('EasySlip, as the fake answers it', () => {
  const verifyBank = (body: object) => askFake('easyslip', body);

  it('reports a slip verified before as isDuplicate when asked to check, which the adapter passes on', async () => {
    const t = fake.addTransfer(transfer());
    const verifier = createSlipVerifier(configFor('easyslip', fake.url));
    expect(await verifier.verify(payloadOf(t))).toMatchObject({ status: 'verified', providerSaysDuplicate: false });
    expect(await verifier.verify(payloadOf(t))).toMatchObject({ status: 'verified', providerSaysDuplicate: true });
    expect((await verifyBank({ payload: payloadOf(t) })).body.data.isDuplicate).toBe(false);
  });

  it('reports the amount and the account it was asked to match, and still gives the slip', async () => {
    const t = fake.addTransfer(transfer());
    expect(await verifyBank({ payload: payloadOf(t), matchAmount: 1500, matchAccount: true })).toMatchObject({
      status: 200,
      body: {
        success: true,
        data: {
          amountInOrder: 1500, amountInSlip: 1500.5, isAmountMatched: false,
          matchedAccount: { bank: { code: '004', shortCode: 'KBANK' }, type: 'JURISTIC', bankNumber: '123-4-56789-0' },
          rawSlip: { transRef: t.transRef, receiver: { account: { bank: { type: 'BANKAC', account: 'xxx-x-x6789-x' } } } },
        },
      },
    });
    const elsewhere = fake.addTransfer(transfer({ receiverAccount: '5555555555' }));
    expect((await verifyBank({ payload: payloadOf(elsewhere), matchAmount: 1500.5, matchAccount: true })).body.data).toMatchObject({
      isAmountMatched: true, matchedAccount: null,
    });
  });

  it('refuses a payload longer than a slip QR (VALIDATION_ERROR), which the adapter takes as no slip', async () => {
    expect(await verifyBank({ payload: 'x'.repeat(129) })).toMatchObject({ status: 400, body: { success: false, error: { code: 'VALIDATION_ERROR' } } });
    expect(await createSlipVerifier(configFor('easyslip', fake.url)).verify('x'.repeat(129))).toMatchObject({ status: 'not_found', code: 'VALIDATION_ERROR' });
  });
});
