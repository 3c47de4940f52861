import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApi, type TestApi } from '../../test/harness.js';
import { createMatch } from '../../test/fixtures.js';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => { await api?.close(); });

const put = (matchId: string, json: Record<string, unknown>) => api.call('PUT', `/api/v1/admin/matches/${matchId}`, { token: admin, json });
const buy = (token: string, matchId: string, lang = 'en') =>
  api.call('POST', '/api/v1/purchases', { token, json: { matchId, quantity: 1, phone: '0812345678' }, headers: { 'accept-language': lang } });
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

describe("a match's sale start and waiting room, as staff set them", () => {
  it('sells nothing before the sale start, says when it starts, and sells once it has', async () => {
    const matchId = await createMatch(api.database.db, { seats: 50 });
    const startsAt = inMinutes(90);
    const set = await put(matchId, { sale_starts_at: startsAt });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ sale_starts_at: startsAt, queue_opens_at: null, queue_admit_per_minute: null });
    expect((await api.call('GET', `/api/v1/matches/${matchId}`)).body.data).toMatchObject({ saleStartsAt: startsAt, queueOpensAt: null });

    const fan = await api.signUp();
    const early = await buy(fan.token, matchId);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: 'SALE_NOT_STARTED', message: 'Tickets for this match are not on sale yet', details: { saleStartsAt: startsAt } });
    expect((await buy(fan.token, matchId, 'th')).body.error.message).toBe('ยังไม่เปิดจำหน่ายตั๋วสำหรับการแข่งขันนี้');

    expect((await put(matchId, { sale_starts_at: inMinutes(-1) })).status).toBe(200);
    expect((await buy(fan.token, matchId)).status).toBe(201);
  });

  it('turns a waiting room on with a rate or automatic admission, opening 30 minutes before the sale unless told, and off again', async () => {
    const matchId = await createMatch(api.database.db, { seats: 50 });
    const noStart = await put(matchId, { queue_admit_per_minute: 200 });
    expect(noStart.status).toBe(400);
    expect(noStart.body.error.details).toEqual([{ path: 'sale_starts_at', message: 'A waiting room needs a sale start time' }]);

    const startsAt = new Date(Date.now() + 3 * 3600_000);
    const on = await put(matchId, { sale_starts_at: startsAt.toISOString(), queue_admit_per_minute: 200 });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ queue_admit_per_minute: 200, queue_auto: false, queue_turn_minutes: 10, queue_opens_at: new Date(startsAt.getTime() - 30 * 60_000).toISOString() });
    expect((await api.call('GET', `/api/v1/matches/${matchId}`)).body.data.queueOpensAt).toBe(on.body.data.queue_opens_at);

    const late = await put(matchId, { queue_opens_at: new Date(startsAt.getTime() + 60_000).toISOString() });
    expect(late.status).toBe(400);
    expect(late.body.error.details).toEqual([{ path: 'queue_opens_at', message: 'The waiting room must open no later than the sale start' }]);
    const afterKickOff = await put(matchId, { sale_starts_at: inMinutes(60 * 24 * 400) });
    expect(afterKickOff.status).toBe(400);
    expect(afterKickOff.body.error.details).toEqual([{ path: 'sale_starts_at', message: 'The sale must start before kick-off' }]);

    const auto = await put(matchId, { queue_admit_per_minute: null, queue_auto: true, queue_turn_minutes: 5 });
    expect(auto.body.data).toMatchObject({ queue_admit_per_minute: null, queue_auto: true, queue_turn_minutes: 5 });
    const badRate = await put(matchId, { queue_admit_per_minute: 0 });
    expect(badRate.status).toBe(400);
    expect(badRate.body.error.details).toEqual([{ path: 'queue_admit_per_minute', message: 'Fans admitted per minute must be at least 1' }]);

    const off = await put(matchId, { queue_admit_per_minute: null, queue_auto: false });
    expect(off.body.data).toMatchObject({ queue_opens_at: null, queue_admit_per_minute: null, queue_auto: false, sale_starts_at: startsAt.toISOString() });
  });
});
