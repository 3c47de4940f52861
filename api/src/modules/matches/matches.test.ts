import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

it('lists the promoting home matches soonest first, with teams, venue, price and bank account', async () => {
  const res = await api.call('GET', '/api/v1/matches/promoting?limit=3');
  expect(res.status).toBe(200);
  const matches = res.body.data as any[];
  expect(matches).toHaveLength(3);
  const dates = matches.map((m) => Date.parse(m.matchDate));
  expect(dates).toEqual([...dates].sort((a, b) => a - b));
  expect(dates.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
  expect(dates.every((d) => d > Date.now())).toBe(true);
  expect(matches.some((m) => m.unlimitedTickets)).toBe(true);
  for (const m of matches) {
    expect(m.homeTeam.isHomeClub).toBe(true);
    expect(m.homeTeam.logo).toMatch(/^\/uploads\/team-logos\//);
    expect(m.ticketPrice * 100).toBe(m.ticketPriceSatang);
    expect(m.venue).toMatchObject({ name: expect.any(String), nameTh: expect.any(String), capacity: expect.any(Number) });
    expect(m.bankAccount.promptpayId).toMatch(/^\d{10,15}$/);
  }
  const logo = await fetch(`${api.url}${matches[0].homeTeam.logo}`);
  expect(logo.status).toBe(200);
});

it('caps the number of promoting matches at 3', async () => {
  expect((await api.call('GET', '/api/v1/matches/promoting?limit=1')).body.data).toHaveLength(1);
  expect((await api.call('GET', '/api/v1/matches/promoting?limit=4')).status).toBe(400);
});

it('shows one match by id, and 404 for an unknown or malformed id', async () => {
  const [first] = (await api.call('GET', '/api/v1/matches/promoting?limit=1')).body.data;
  const res = await api.call('GET', `/api/v1/matches/${first.id}`);
  expect(res.body.data).toEqual(first);
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
    const missing = await api.call('GET', `/api/v1/matches/${id}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Match not found', words: expect.any(Object) } });
  }
});
