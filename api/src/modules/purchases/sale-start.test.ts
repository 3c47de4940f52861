import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { roomSettings, schema } from '@club/db';
import { tickRoom } from '@club/waiting-room';
import { ADMIN, startTestApi, type TestApi } from '../../test/harness.js';
import { createMatch } from '../../test/fixtures.js';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi({ QUEUE_CHALLENGE: 'off' });
  admin = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => { await api?.close(); });

const put = (matchId: string, json: Record<string, unknown>, lang = 'en') =>
  api.call('PUT', `/api/v1/admin/matches/${matchId}`, { token: admin, json, headers: { 'accept-language': lang } });
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

describe('the sale start of a match with a waiting room, once fans wait in it', () => {
  const db = () => api.database.db;
  const tick = async (matchId: string) => tickRoom(db(), api.deps.redis, api.config.QUEUE_PREFIX, (await roomSettings(db(), matchId))!);
  /** What the console's form holds: the whole record, as it sends it back. */
  const form = async (matchId: string) => (await api.call('GET', `/api/v1/admin/matches/${matchId}`, { token: admin })).body.data;
  const stored = async (matchId: string) => (await db().select().from(schema.matches).where(eq(schema.matches.id, matchId)))[0]!;
  const places = (matchId: string) => db().select({ entry: schema.queueEntries.entry, position: schema.queueEntries.position })
    .from(schema.queueEntries).where(eq(schema.queueEntries.matchId, matchId)).orderBy(asc(schema.queueEntries.entry));

  /** A room set in the form, open since 5 minutes ago, its sale starting in `startsIn` ms, with `n` fans in its pre-queue. */
  async function roomWithFans(startsIn: number, n: number) {
    const matchId = await createMatch(db(), { seats: 50 });
    const startsAt = new Date(Date.now() + startsIn);
    const set = await put(matchId, { sale_starts_at: startsAt.toISOString(), queue_opens_at: inMinutes(-5), queue_admit_per_minute: 60 });
    expect(set.status).toBe(200);
    await tick(matchId);
    for (let i = 0; i < n; i++) {
      const fan = await api.signUp({ verified: true });
      expect((await api.call('POST', `/api/v1/matches/${matchId}/queue`, { token: fan.token, json: {} })).status).toBe(200);
    }
    return { matchId, startsAt };
  }

  it('keeps the sale start, the opening and the room once the pre-queue is drawn (409 SALE_START_FIXED, nothing saved), and saves the rest', async () => {
    const { matchId, startsAt } = await roomWithFans(1500, 3);
    await new Promise((r) => setTimeout(r, Math.max(0, startsAt.getTime() - Date.now() + 50)));
    await tick(matchId);
    const drawn = await places(matchId);
    expect(drawn.map((p) => p.position).sort()).toEqual([1, 2, 3]);
    const record = await form(matchId);
    expect(record.sale_start_fixed).toBe(true);
    const before = await stored(matchId);

    const later = await put(matchId, { ...record, sale_starts_at: inMinutes(60) });
    expect(later.status).toBe(409);
    expect(later.body.error).toMatchObject({
      code: 'SALE_START_FIXED',
      message: 'The sale with a waiting room has started, or starts within a minute: its sale start and opening time can no longer change, and the room stays on, because fans hold places drawn at that start',
      details: [{ path: 'sale_starts_at', message: expect.stringContaining('The sale with a waiting room has started') }],
    });
    const thai = await put(matchId, { ...record, sale_starts_at: inMinutes(60) }, 'th');
    expect(thai.body.error.message).toMatch(/^การขายที่มีห้องรอคิวเริ่มแล้วหรือจะเริ่มภายใน 1 นาที/);
    const opening = await put(matchId, { ...record, queue_opens_at: inMinutes(-60) });
    expect(opening.status).toBe(409);
    expect(opening.body.error).toMatchObject({ code: 'SALE_START_FIXED', details: [{ path: 'queue_opens_at' }] });
    // Turning the room off would undo the places fans hold: refused the same way.
    const off = await put(matchId, { ...record, queue_admit_per_minute: null, queue_auto: false });
    expect(off.status).toBe(409);
    expect(off.body.error).toMatchObject({ code: 'SALE_START_FIXED', details: [{ path: 'queue_opens_at' }] });
    expect(await stored(matchId)).toEqual(before);
    expect(await places(matchId)).toEqual(drawn);

    const same = await put(matchId, record);
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ sale_starts_at: record.sale_starts_at, queue_opens_at: record.queue_opens_at });
    const live = await put(matchId, { ...record, queue_admit_per_minute: 120, queue_turn_minutes: 5 });
    expect(live.status).toBe(200);
    expect(live.body.data).toMatchObject({ queue_admit_per_minute: 120, queue_turn_minutes: 5, sale_starts_at: record.sale_starts_at, queue_opens_at: record.queue_opens_at });
    const auto = await put(matchId, { ...record, queue_admit_per_minute: null, queue_auto: true });
    expect(auto.body.data).toMatchObject({ queue_admit_per_minute: null, queue_auto: true });
    expect(await places(matchId)).toEqual(drawn);
  });

  it('moves the sale start of a room before it starts, to a later time, never into the past while fans wait', async () => {
    const { matchId } = await roomWithFans(60 * 60_000, 2);
    const record = await form(matchId);
    expect(record.sale_start_fixed).toBe(false);
    const before = await stored(matchId);

    const past = await put(matchId, { ...record, sale_starts_at: inMinutes(-1) });
    expect(past.status).toBe(400);
    expect(past.body.error.details).toEqual([{ path: 'sale_starts_at', message: 'With a waiting room, a new sale start must be later than now: an earlier one would put the fans waiting in order at once' }]);
    expect(await stored(matchId)).toEqual(before);

    const laterStart = inMinutes(120);
    const later = await put(matchId, { ...record, sale_starts_at: laterStart });
    expect(later.status).toBe(200);
    expect(later.body.data).toMatchObject({ sale_starts_at: laterStart, queue_opens_at: record.queue_opens_at, sale_start_fixed: false });
    expect((await places(matchId)).map((p) => p.position)).toEqual([null, null]);
  });

  it('keeps the sale start of a room in its last minute, before the draw, so no move meets the draw (409 SALE_START_FIXED)', async () => {
    const { matchId } = await roomWithFans(40_000, 1);
    const record = await form(matchId);
    expect(record.sale_start_fixed).toBe(true);
    const before = await stored(matchId);
    const later = await put(matchId, { ...record, sale_starts_at: inMinutes(60) });
    expect(later.status).toBe(409);
    expect(later.body.error).toMatchObject({ code: 'SALE_START_FIXED', details: [{ path: 'sale_starts_at' }] });
    expect(await stored(matchId)).toEqual(before);
    expect((await places(matchId)).map((p) => p.position)).toEqual([null]);
  });

  it('keeps the opening of a room fans have joined and keeps the room on before its sale starts (409 ROOM_HAS_FANS, both languages, nothing saved)', async () => {
    const empty = await roomWithFans(60 * 60_000, 0);
    const emptyRecord = await form(empty.matchId);
    expect(emptyRecord.queue_joined).toBe(false);
    // Nobody waits yet: the opening moves freely.
    expect((await put(empty.matchId, { ...emptyRecord, queue_opens_at: inMinutes(10) })).status).toBe(200);

    const { matchId } = await roomWithFans(60 * 60_000, 2);
    const record = await form(matchId);
    expect(record).toMatchObject({ queue_joined: true, sale_start_fixed: false });
    const before = await stored(matchId);
    const later = await put(matchId, { ...record, queue_opens_at: inMinutes(10) });
    expect(later.status).toBe(409);
    expect(later.body.error).toMatchObject({
      code: 'ROOM_HAS_FANS',
      message: 'Fans are already waiting in this room: its opening time can no longer change and the room stays on. The sale start may still move to a later time',
      details: [{ path: 'queue_opens_at', message: expect.stringContaining('Fans are already waiting') }],
    });
    expect((await put(matchId, { ...record, queue_opens_at: inMinutes(10) }, 'th')).body.error.message).toMatch(/^มีแฟนบอลรอคิวอยู่ในห้องนี้แล้ว/);
    const off = await put(matchId, { ...record, queue_admit_per_minute: null, queue_auto: false });
    expect(off.status).toBe(409);
    expect(off.body.error).toMatchObject({ code: 'ROOM_HAS_FANS', details: [{ path: 'queue_opens_at' }] });
    expect(await stored(matchId)).toEqual(before);
    expect((await places(matchId)).map((p) => p.position)).toEqual([null, null]);

    const laterStart = inMinutes(120);
    expect((await put(matchId, { ...record, sale_starts_at: laterStart, queue_admit_per_minute: 90 })).body.data)
      .toMatchObject({ sale_starts_at: laterStart, queue_opens_at: record.queue_opens_at, queue_admit_per_minute: 90 });
  });
});
