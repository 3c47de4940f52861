import { unzipSync } from 'fflate';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testWalletEnv } from '@club/ticket-files/test-wallet';
import { ADMIN, startTestApi, startTestWorker, type TestApi } from '../../test/harness.js';
import { createMatch, eventually, makeSlip, receiptForm } from '../../test/fixtures.js';

const wallet = testWalletEnv();
let api: TestApi;
let plain: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;

beforeAll(async () => {
  api = await startTestApi(wallet.env);
  plain = await startTestApi();
  worker = await startTestWorker(api);
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
  await plain?.close();
});

interface Ticket { id: string; qrContent: string; status: string }

/** A fan with a completed purchase of `quantity` tickets. */
async function holder(quantity: number) {
  const fan = await api.signUp({ name: 'Wallet Fan' });
  const staff = await api.signIn(ADMIN.email, ADMIN.password);
  const { id } = (await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId: await createMatch(api.database.db), quantity, phone: '0812345678' } })).body.data;
  await api.call('POST', `/api/v1/purchases/${id}/upload-receipt`, { token: fan.token, body: receiptForm(await makeSlip()) });
  await eventually(async () => (await api.call('GET', `/api/v1/purchases/${id}/status`, { token: fan.token })).body.data.status === 'verifying');
  await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff });
  const tickets = await eventually(async () => {
    const list = (await api.call('GET', `/api/v1/purchases/${id}/tickets`, { token: fan.token })).body.data as Ticket[];
    return list.length === quantity && list;
  });
  return { fan, purchaseId: id as string, tickets };
}

describe('wallet passes', () => {
  it('are offered only when configured', async () => {
    const fan = await plain.signUp();
    expect((await plain.call('GET', '/api/v1/tickets/wallets', { token: fan.token })).body.data).toEqual({ apple: false, google: false });
    expect((await plain.call('GET', `/api/v1/tickets/${crypto.randomUUID()}/wallet.pkpass`, { token: fan.token })).status).toBe(404);
    const someone = await api.signUp();
    expect((await api.call('GET', '/api/v1/tickets/wallets', { token: someone.token })).body.data).toEqual({ apple: true, google: true });
  });

  it("gives the holder of a ticket an Apple Wallet pass signed with the club's certificate, its barcode the ticket's QR; nobody else", async () => {
    const { fan, tickets: [ticket] } = await holder(2);
    const res = await fetch(`${api.url}/api/v1/tickets/${ticket!.id}/wallet.pkpass`, { headers: { authorization: `Bearer ${fan.token}`, 'accept-language': 'th' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const pass = JSON.parse(Buffer.from(files['pass.json']!).toString());
    // The stadium's location (the seeded venue has one): the pass comes up on the lock screen near it.
    expect(pass.locations).toEqual([expect.objectContaining({ latitude: expect.any(Number), longitude: expect.any(Number) })]);
    expect(pass).toMatchObject({ serialNumber: ticket!.id, passTypeIdentifier: wallet.env.APPLE_WALLET_PASS_TYPE_ID, barcodes: [expect.objectContaining({ message: ticket!.qrContent, format: 'PKBarcodeFormatQR' })] });
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['manifest.json', 'signature', 'th.lproj/pass.strings']));
    const other = await api.signUp();
    expect((await api.call('GET', `/api/v1/tickets/${ticket!.id}/wallet.pkpass`, { token: other.token })).status).toBe(404);
  });

  it('gives a "Save to Google Wallet" link of the tickets the fan holds of a purchase, signed with the service account key', async () => {
    const { fan, purchaseId, tickets } = await holder(2);
    const res = await api.call('GET', `/api/v1/tickets/google-wallet/${purchaseId}`, { token: fan.token });
    expect(res.status).toBe(200);
    const url = res.body.data.url as string;
    expect(url.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const { payload } = await jwtVerify(url.slice('https://pay.google.com/gp/v/save/'.length), await importSPKI(wallet.googlePublicKey, 'RS256'), {
      audience: 'google', issuer: wallet.env.GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL,
    });
    expect(payload.origins).toEqual([new URL(api.publicUrl).origin]);
    const objects = (payload.payload as { eventTicketObjects: { barcode: { value: string } }[] }).eventTicketObjects;
    expect(objects.map((o) => o.barcode.value).sort()).toEqual(tickets.map((t) => t.qrContent).sort());
    expect((await api.call('GET', `/api/v1/tickets/google-wallet/${purchaseId}`, { token: (await api.signUp()).token })).status).toBe(404);
  });
});
