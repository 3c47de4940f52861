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

/** A purchase of `token`'s cancelled: its status goes to its buyer's room and the staff room at once. */
async function cancelledPurchase(token: string): Promise<string> {
  const bought = await api.call('POST', '/api/v1/purchases', { token, json: { matchId, quantity: 1, phone: '0812345678' } });
  const id = bought.body.data.id as string;
  expect((await api.call('DELETE', `/api/v1/purchases/${id}/cancel`, { token })).status).toBe(200);
  return id;
}

/**
 * A fan's purchase cancelled, then one of the listener's own: resolves once the listener has heard
 * of its own, which is sent after the fan's (the fan heard theirs first), on the same connection.
 * So had the fan's come to the listener, it would have by then.
 */
async function fanPurchaseEvent(listener: { token: string; live: { heard: Set<string> } }): Promise<string> {
  const fan = await api.signUp();
  const fanLive = await connect(fan.token);
  const id = await cancelledPurchase(fan.token);
  await until(() => fanLive.heard.has(id), "the fan's own event");
  const own = await cancelledPurchase(listener.token);
  await until(() => listener.live.heard.has(own), "the listener's own later event");
  return id;
}

describe('who hears the staff room', () => {
  it('a staff member whose role is revoked stops hearing every fan\'s purchases at once', async () => {
    const member = await staffMember();
    const before = await fanPurchaseEvent(member);
    expect(member.live.heard.has(before)).toBe(true);

    expect((await api.call('PUT', `/api/v1/admin/users/${member.id}`, { token: admin, json: { role: 'fan' } })).status).toBe(200);
    const after = await fanPurchaseEvent(member);
    expect(member.live.heard.has(after)).toBe(false);
    expect(member.live.socket.connected).toBe(true);
  });

  it('a staff member who signs out loses the connection', async () => {
    const member = await staffMember();
    const closed = new Promise<void>((resolve) => member.live.socket.once('disconnect', () => resolve()));
    expect((await api.call('POST', '/api/v1/auth/sign-out', { token: member.token, json: {} })).status).toBe(200);
    await closed;
    // Connecting again with the ended session is refused.
    await expect(connect(member.token)).rejects.toThrow(/unauthorized/);
  });

  it('a role or session removed straight in the database is noticed within seconds', async () => {
    const demoted = await staffMember();
    const removed = await staffMember();
    const closed = new Promise<void>((resolve) => removed.live.socket.once('disconnect', () => resolve()));
    await api.database.db.update(schema.users).set({ role: 'fan' }).where(eq(schema.users.id, demoted.id));
    await api.database.db.delete(schema.sessions).where(eq(schema.sessions.userId, removed.id));
    // The re-check that closed the other connection read both changes (made before it) and took the demoted one out of the room.
    await closed;
    const after = await fanPurchaseEvent(demoted);
    expect(demoted.live.heard.has(after)).toBe(false);
  });
});
