import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import { newTicketNumber, purchaseReference, type GateAdmittedMessage, type GateRevokedMessage } from '@club/core';
import { gateLookup, schema, ticketLifecycle } from '@club/db';
import { ADMIN, startTestApi, startTestWorker, type TestApi } from '../../test/harness.js';
import { createMatch, zoneOf } from '../../test/fixtures.js';

let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let admin: string;
let matchId: string;
let holder: { id: string };

beforeAll(async () => {
  api = await startTestApi();
  worker = await startTestWorker(api);
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  holder = await api.signUp({ name: 'Gate Room Holder' });
  matchId = await createMatch(api.database.db, { seats: 50 });
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
});

/** A steward signed in, with a phone registered and a live connection in the match's gate room, recording what it hears. */
async function stewardPhone(name: string) {
  const user = await api.signUp({ name });
  expect((await api.call('PUT', `/api/v1/admin/users/${user.id}`, { token: admin, json: { role: 'steward' } })).status).toBe(200);
  const token = await api.signIn(user.email, user.password);
  const device = randomUUID();
  expect((await api.call('POST', '/api/v1/gate/devices', { token, json: { id: device, match_id: matchId, label: name } })).status).toBe(201);
  const socket: Socket = io(api.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  onTestFinished(() => { socket.disconnect(); });
  const heard: { message: GateAdmittedMessage; at: number }[] = [];
  const revoked: { message: GateRevokedMessage; at: number }[] = [];
  const raw: unknown[] = [];
  socket.on('gate:admitted', (message: GateAdmittedMessage) => { heard.push({ message, at: performance.now() }); raw.push(message); });
  socket.on('gate:revoked', (message: GateRevokedMessage) => { revoked.push({ message, at: performance.now() }); raw.push(message); });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  expect(await socket.emitWithAck('gate:join', matchId)).toBe(true);
  return { ...user, token, device, socket, heard, revoked, raw };
}

/** A valid ticket of the match, written as a paid purchase's. */
async function ticket() {
  const db = api.database.db;
  const zoneId = await zoneOf(db, matchId);
  const [p] = await db.insert(schema.purchases).values({
    userId: holder.id, matchId, zoneId, quantity: 1, unitPriceSatang: 10_000, totalSatang: 10_000, status: 'completed', referenceNumber: purchaseReference(),
    phone: '0812345678', expiresAt: new Date(), completedAt: new Date(),
  }).returning();
  const [t] = await db.insert(schema.tickets).values({ purchaseId: p!.id, seat: 1, matchId, zoneId, ticketNumber: newTicketNumber(1), holderId: holder.id }).returning();
  return t!;
}

const admit = (phone: { token: string; device: string }, t: { id: string; ticketNumber: string }) => {
  const now = new Date().toISOString();
  return api.call('POST', '/api/v1/gate/scans', {
    token: phone.token,
    json: { device_id: phone.device, decide: true, scans: [{ key: randomUUID(), seq: 1, code: `TICKET:${t.ticketNumber}:${t.id}`, input: 'camera', device_time: now, scanned_at: now }] },
  });
};

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('the gate room', () => {
  it('tells the other phones of an admission within 2 seconds, by lookup alone', async () => {
    const a = await stewardPhone('Gate A steward');
    const b = await stewardPhone('Gate B steward');
    const t = await ticket();
    const sent = performance.now();
    const res = await admit(a, t);
    expect(res.body.data[0]).toMatchObject({ outcome: 'admission', verdict: 'admitted' });
    await until(() => b.heard.length > 0, 'the other phone to hear the admission', 5000);
    const elapsed = b.heard[0]!.at - sent;
    console.log(`gate room: the other phone heard the admission ${elapsed.toFixed(0)} ms after the scan was sent`);
    expect(elapsed).toBeLessThan(2000);
    expect(b.heard[0]!.message).toEqual({ lookup: gateLookup(t.id), at: res.body.data[0].ticket.used_at, gateBit: null, device: 'Gate A steward' });
    const text = JSON.stringify(b.raw);
    for (const secret of [t.id, t.ticketNumber, 'Gate Room Holder', holder.id]) expect(text).not.toContain(secret);
  });

  it('tells the phones within 2 seconds that a passed-on ticket\'s codes are void', async () => {
    const phone = await stewardPhone('Gate E steward');
    const t = await ticket();
    const sent = performance.now();
    const moved = await api.database.db.transaction((tx) => ticketLifecycle.transfer(tx, { holderId: holder.id, ticketId: t.id, email: 'friend@club.test', cutoffMinutes: 0, now: new Date() }));
    expect(moved.ok).toBe(true);
    await until(() => phone.revoked.length > 0, 'the phone to hear the revocation', 5000);
    const elapsed = phone.revoked[0]!.at - sent;
    console.log(`gate room: a phone heard the revocation ${elapsed.toFixed(0)} ms after the transfer`);
    expect(elapsed).toBeLessThan(2000);
    expect(phone.revoked[0]!.message).toEqual({ lookup: gateLookup(t.id), below: 1 });
    expect(JSON.stringify(phone.raw)).not.toContain(t.id);
  });

  it('a steward whose role is revoked leaves the gate room at once, and cannot join it again', async () => {
    const stays = await stewardPhone('Gate C steward');
    const revoked = await stewardPhone('Gate D steward');
    expect((await api.call('PUT', `/api/v1/admin/users/${revoked.id}`, { token: admin, json: { role: 'fan' } })).status).toBe(200);
    expect(await revoked.socket.emitWithAck('gate:join', matchId)).toBe(false);
    const t = await ticket();
    await admit(stays, t);
    await until(() => stays.heard.some((h) => h.message.lookup === gateLookup(t.id)), 'the admission in the room');
    // A later message on the revoked steward's own connection: sent after the admission, so had the admission come, it would have by then.
    const own = await api.call('POST', '/api/v1/purchases', { token: revoked.token, json: { matchId, quantity: 1, phone: '0812345678' } });
    const purchaseId = own.body.data.id as string;
    const heardOwn = new Promise<void>((resolve) => revoked.socket.on('purchase:status', (d: { id: string; status: string }) => { if (d.id === purchaseId && d.status === 'cancelled') resolve(); }));
    expect((await api.call('DELETE', `/api/v1/purchases/${purchaseId}/cancel`, { token: revoked.token })).status).toBe(200);
    await heardOwn;
    expect(revoked.heard).toEqual([]);
    expect((await api.database.db.select().from(schema.users).where(eq(schema.users.id, revoked.id)))[0]!.role).toBe('fan');
  });
});
