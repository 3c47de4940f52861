import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createMatch } from '../test/fixtures.js';
import { startTestApi, startTestWorker, type TestApi } from '../test/harness.js';

let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;

beforeAll(async () => {
  api = await startTestApi();
  // It relays the purchase's events to the live connections.
  worker = await startTestWorker(api);
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
});

/** A fan signed up as the fan site does it: the session cookie the answer sets, and the token for the test's own calls. */
async function fanInBrowser() {
  const res = await fetch(`${api.url}/api/v1/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: api.url },
    body: JSON.stringify({ email: `live-${randomUUID().slice(0, 8)}@club.test`, password: 'correct-horse-battery', name: 'Live Fan' }),
  });
  const cookie = res.headers.getSetCookie().map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('better-auth.session_token='));
  const { token } = (await res.json()) as { token: string };
  if (!cookie) throw new Error(`sign-up set no session cookie (${res.status})`);
  return { cookie, token };
}

/** A live connection as a page of `origin` opens it: the browser sends the site's cookies and says where the page is from. */
function connect(headers: Record<string, string>) {
  const socket: Socket = io(api.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: headers, reconnection: false });
  onTestFinished(() => { socket.disconnect(); });
  const heard: string[] = [];
  socket.on('purchase:status', (data: { id: string }) => heard.push(data.id));
  const opened = new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
  return { opened, heard };
}

describe("a fan's live connection", () => {
  it("knows the fan by the session cookie the site's page sends, and tells them of their purchase", async () => {
    const fan = await fanInBrowser();
    const live = connect({ cookie: fan.cookie, origin: api.url });
    expect(await live.opened).toBe('connected');
    const bought = await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId: await createMatch(api.database.db), quantity: 1, phone: '0812345678' } });
    expect((await api.call('DELETE', `/api/v1/purchases/${bought.body.data.id}/cancel`, { token: fan.token })).status).toBe(200);
    await expect.poll(() => live.heard).toContain(bought.body.data.id);
  });

  it("refuses the cookie from another site's page, or from no page at all, and a connection with no session", async () => {
    const fan = await fanInBrowser();
    expect(await connect({ cookie: fan.cookie, origin: 'https://evil.example' }).opened).toBe('unauthorized');
    expect(await connect({ cookie: fan.cookie }).opened).toBe('unauthorized');
    expect(await connect({ origin: api.url }).opened).toBe('unauthorized');
    expect(await connect({ cookie: 'better-auth.session_token=forged.c2ln', origin: api.url }).opened).toBe('unauthorized');
  });
});
