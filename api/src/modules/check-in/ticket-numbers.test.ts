import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bangkokDay } from '@club/core';
import { schema } from '@club/db';
import { ADMIN, startTestApiOnOwnDatabase, startTestWorker, type TestApi } from '../../test/harness.js';
import { createMatch, eventually, makeSlip, receiptForm } from '../../test/fixtures.js';

// Its own database and gate clock, as check-in.test.ts: the match of the gate's day is on sale now.
const gateNow = new Date(bangkokDay(new Date(Date.now() + 86_400_000)).start.getTime() + 12 * 3_600_000);
let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let admin: string;

beforeAll(async () => {
  api = await startTestApiOnOwnDatabase({}, { now: () => gateNow });
  worker = await startTestWorker(api);
  admin = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
});

const scan = (code: string) => api.call('POST', '/api/v1/admin/check-in', { token: admin, json: { code } });

describe('ticket numbers at the gate', () => {
  it('admits a new ticket by its own number or QR, never by a number worked out from the public purchase reference', async () => {
    const fan = await api.signUp();
    const matchId = await createMatch(api.database.db, { seats: 10 });
    await api.database.db.update(schema.matches).set({ matchDate: new Date(gateNow.getTime() + 2 * 3_600_000) }).where(eq(schema.matches.id, matchId));
    const bought = await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity: 3, phone: '0812345678' } });
    expect(bought.status).toBe(201);
    const { id, referenceNumber } = bought.body.data as { id: string; referenceNumber: string };
    expect((await api.call('POST', `/api/v1/purchases/${id}/upload-receipt`, { token: fan.token, body: receiptForm(await makeSlip()) })).status).toBe(201);
    await eventually(async () => (await api.call('GET', `/api/v1/purchases/${id}/status`, { token: fan.token })).body.data.status === 'verifying');
    expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: admin })).status).toBe(200);
    const tickets = await eventually(async () => {
      const list = (await api.call('GET', `/api/v1/purchases/${id}/tickets`, { token: fan.token })).body.data as { id: string; ticketNumber: string; seat: number }[];
      return list.length === 3 && list.sort((a, b) => a.seat - b.seat);
    });

    // The reference is on the payment page, in transfer notes and in mail subjects: its ticket numbers are not.
    const derived = (seat: number) => `${referenceNumber.replace(/^TK-/, 'T-')}-0${seat}`;
    for (const t of tickets) expect(t.ticketNumber).not.toBe(derived(t.seat));
    const guessed = await scan(derived(1));
    expect(guessed.status).toBe(404);
    expect(guessed.body.error.message).toBe('Unknown ticket');

    expect((await scan(tickets[0]!.ticketNumber)).body.data).toMatchObject({ result: 'admitted', ticket: { seat: 1 } });
    expect((await scan(`TICKET:${tickets[1]!.ticketNumber}:${tickets[1]!.id}`)).body.data).toMatchObject({ result: 'admitted', ticket: { seat: 2 } });

    // A ticket issued before numbers were random keeps its number, reference plus seat, and still opens the gate.
    await api.database.db.update(schema.tickets).set({ ticketNumber: derived(3) }).where(eq(schema.tickets.id, tickets[2]!.id));
    expect((await scan(derived(3))).body.data).toMatchObject({ result: 'admitted', ticket: { seat: 3, ticket_number: derived(3) } });
  });
});
