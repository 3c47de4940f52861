import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@club/db';
import { ADMIN, startTestApi, startTestWorker, type TestApi } from '../../test/harness.js';
import { createMatch, eventually, makeSlip, receiptForm } from '../../test/fixtures.js';

let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  worker = await startTestWorker(api);
  admin = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
});

/** A fan buys a ticket for the match, sends a slip and staff approve it: a completed purchase. */
async function completedPurchase(token: string, matchId: string): Promise<string> {
  const bought = await api.call('POST', '/api/v1/purchases', { token, json: { matchId, quantity: 1, phone: '0812345678' } });
  expect(bought.status).toBe(201);
  const { id } = bought.body.data;
  expect((await api.call('POST', `/api/v1/purchases/${id}/upload-receipt`, { token, body: receiptForm(await makeSlip()) })).status).toBe(201);
  await eventually(async () => (await api.call('GET', `/api/v1/purchases/${id}/status`, { token })).body.data.status === 'verifying');
  expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: admin })).status).toBe(200);
  return id;
}

const kickOff = (matchId: string, at: Date) => api.database.db.update(schema.matches).set({ matchDate: at }).where(eq(schema.matches.id, matchId));
const rate = (matchId: string, token: string | undefined, json: unknown, lang?: string) =>
  api.call('PUT', `/api/v1/matches/${matchId}/rating`, { token, json, headers: lang ? { 'accept-language': lang } : {} });

describe('rating a match', () => {
  it('refuses before kick-off, then stores one rating per fan that the fan can read back and change', async () => {
    const matchId = await createMatch(api.database.db);
    const fan = await api.signUp({ name: 'Rating Fan' });
    await completedPurchase(fan.token, matchId);

    const early = await rate(matchId, fan.token, { rating: 4 });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('You can rate this match once it has kicked off');
    expect((await rate(matchId, fan.token, { rating: 4 }, 'th')).body.error.message).toBe('ให้คะแนนแมตช์นี้ได้หลังเริ่มการแข่งขันแล้ว');
    expect((await api.call('GET', `/api/v1/matches/${matchId}/rating`, { token: fan.token })).body.data).toBeNull();

    await kickOff(matchId, new Date(Date.now() - 60_000));
    const first = await rate(matchId, fan.token, { rating: 4, comment: '  Great atmosphere in the home stand  ' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ matchId, rating: 4, comment: 'Great atmosphere in the home stand' });
    const mine = await api.call('GET', `/api/v1/matches/${matchId}/rating`, { token: fan.token });
    expect(mine.body.data).toMatchObject({ matchId, rating: 4, comment: 'Great atmosphere in the home stand' });

    // Sending again changes the same rating; an empty comment clears it.
    const changed = await rate(matchId, fan.token, { rating: 2, comment: '' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ rating: 2, comment: null });
    const rows = await api.database.db.select().from(schema.matchRatings).where(eq(schema.matchRatings.matchId, matchId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: fan.id, rating: 2, comment: null });
  });

  it('takes whole stars from 1 to 5 and a comment of at most 500 characters', async () => {
    const matchId = await createMatch(api.database.db);
    const fan = await api.signUp();
    await completedPurchase(fan.token, matchId);
    await kickOff(matchId, new Date(Date.now() - 60_000));
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: '5' }, { rating: 5, comment: 'x'.repeat(501) }, { rating: 5, comment: 7 }]) {
      const res = await rate(matchId, fan.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await rate(matchId, fan.token, { rating: 5 }, 'th')).status).toBe(200);
    expect((await rate(matchId, fan.token, { rating: 9 }, 'th')).body.error.message).toBe('กรุณาเลือก 1 ถึง 5 ดาว');
    expect((await rate(matchId, fan.token, { rating: 5, comment: 'ย'.repeat(500) })).status).toBe(200);
  });

  it('is only for fans holding a completed purchase of that match, signed in, for a match that exists', async () => {
    const matchId = await createMatch(api.database.db);
    const holder = await api.signUp();
    await completedPurchase(holder.token, matchId);
    const pendingOnly = await api.signUp();
    expect((await api.call('POST', '/api/v1/purchases', { token: pendingOnly.token, json: { matchId, quantity: 1, phone: '0812345678' } })).status).toBe(201);
    const stranger = await api.signUp();
    await kickOff(matchId, new Date(Date.now() - 60_000));

    expect((await rate(matchId, pendingOnly.token, { rating: 5 })).status).toBe(403);
    expect((await rate(matchId, stranger.token, { rating: 5 })).status).toBe(403);
    expect((await rate(matchId, undefined, { rating: 5 })).status).toBe(401);
    expect((await api.call('GET', `/api/v1/matches/${matchId}/rating`)).status).toBe(401);
    expect((await rate('00000000-0000-4000-8000-000000000000', holder.token, { rating: 5 })).status).toBe(404);
    expect((await rate('not-a-match', holder.token, { rating: 5 })).status).toBe(404);
    // A cancelled match never kicked off.
    await api.database.db.update(schema.matches).set({ status: 'cancelled' }).where(eq(schema.matches.id, matchId));
    expect((await rate(matchId, holder.token, { rating: 5 })).status).toBe(409);
    // The public match stays public.
    expect((await api.call('GET', `/api/v1/matches/${matchId}`)).status).toBe(200);
  });

  it('shows staff how many fans rated a match and the average, and no one else', async () => {
    const matchId = await createMatch(api.database.db);
    const fans = [await api.signUp(), await api.signUp(), await api.signUp()];
    for (const fan of fans) await completedPurchase(fan.token, matchId);
    const empty = await api.call('GET', `/api/v1/admin/matches/${matchId}/ratings`, { token: admin });
    expect(empty.body.data).toEqual({ match_id: matchId, count: 0, average: null, by_stars: [0, 0, 0, 0, 0] });

    await kickOff(matchId, new Date(Date.now() - 60_000));
    for (const [fan, stars] of [[fans[0]!, 5], [fans[1]!, 4], [fans[2]!, 4]] as const) expect((await rate(matchId, fan.token, { rating: stars })).status).toBe(200);
    const summary = await api.call('GET', `/api/v1/admin/matches/${matchId}/ratings`, { token: admin });
    expect(summary.status).toBe(200);
    expect(summary.body.data).toEqual({ match_id: matchId, count: 3, average: 4.3, by_stars: [0, 0, 0, 2, 1] });
    expect((await api.call('GET', `/api/v1/admin/matches/${matchId}/ratings`, { token: fans[0]!.token })).status).toBe(403);
  });
});
