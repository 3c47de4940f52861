import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { schema } from '@club/db';
import { createMatch } from '../test/fixtures.js';
import { ADMIN, startTestApi, startTestWorker, type TestApi } from '../test/harness.js';

let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let admin: string;
let matchId: string;

beforeAll(async () => {
  api = await startTestApi();
  worker = await startTestWorker(api);
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  matchId = await createMatch(api.database.db, { seats: 50 });
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
});

/** A live connection as the console opens it, recording every purchase it hears of. */
async function connect(token: string) {
  const socket: Socket = io(api.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  onTestFinished(() => { socket.disconnect(); });
  const heard = new Set<string>();
  socket.on('purchase:status', (data: { id: string }) => heard.add(data.id));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, heard };
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A staff member signed in, with a live connection. */
async function staffMember() {
  const member = await api.signUp({ name: 'Gate Staff' });
  expect((await api.call('PUT', `/api/v1/admin/users/${member.id}`, { token: admin, json: { role: 'staff' } })).status).toBe(200);
  const token = await api.signIn(member.email, member.password);
  return { ...member, token, live: await connect(token) };
}

/**
 * A fan's purchase cancelled: its status goes to the fan's room and the staff room. Resolves once
 * the fan has heard of it, so a staff connection still in the room would have heard of it too.
 */
async function fanPurchaseEvent(): Promise<string> {
  const fan = await api.signUp();
  const fanLive = await connect(fan.token);
  const bought = await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity: 1, phone: '0812345678' } });
  const id = bought.body.data.id as string;
  expect((await api.call('DELETE', `/api/v1/purchases/${id}/cancel`, { token: fan.token })).status).toBe(200);
  await until(() => fanLive.heard.has(id), "the fan's own event");
  // The staff room is sent the same message at the same moment; give it a moment to arrive anyway.
  await new Promise((r) => setTimeout(r, 300));
  return id;
}

describe('who hears the staff room', () => {
  it('a staff member whose role is revoked stops hearing every fan\'s purchases at once', async () => {
    const member = await staffMember();
    const before = await fanPurchaseEvent();
    expect(member.live.heard.has(before)).toBe(true);

    expect((await api.call('PUT', `/api/v1/admin/users/${member.id}`, { token: admin, json: { role: 'fan' } })).status).toBe(200);
    const after = await fanPurchaseEvent();
    expect(member.live.heard.has(after)).toBe(false);
    expect(member.live.socket.connected).toBe(true);
  });

  it('a staff member who signs out loses the connection', async () => {
    const member = await staffMember();
    const closed = new Promise<void>((resolve) => member.live.socket.once('disconnect', () => resolve()));
    expect((await api.call('POST', '/api/v1/auth/sign-out', { token: member.token, json: {} })).status).toBe(200);
    await closed;
    const after = await fanPurchaseEvent();
    expect(member.live.heard.has(after)).toBe(false);
    // Connecting again with the ended session is refused.
    await expect(connect(member.token)).rejects.toThrow(/unauthorized/);
  });

  it('a role or session removed straight in the database is noticed within seconds', async () => {
    const demoted = await staffMember();
    const removed = await staffMember();
    const closed = new Promise<void>((resolve) => removed.live.socket.once('disconnect', () => resolve()));
    await api.database.db.update(schema.users).set({ role: 'fan' }).where(eq(schema.users.id, demoted.id));
    await api.database.db.delete(schema.sessions).where(eq(schema.sessions.userId, removed.id));
    await closed;
    // One re-check of the room has run by now (it runs every few seconds and closed the other connection).
    await new Promise((r) => setTimeout(r, 500));
    const after = await fanPurchaseEvent();
    expect(demoted.live.heard.has(after)).toBe(false);
  });
});
