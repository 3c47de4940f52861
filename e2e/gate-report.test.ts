import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatClubDateTime } from '@club/core';
import { axeViolations } from './support/a11y.js';
import { apiGet, apiSend, purchaseWithTickets, signIn, signUpFan } from './support/api.js';
import { DESKTOP, screenshot } from './support/browser.js';
import { signInToConsole } from './support/console.js';
import { useJourney } from './support/journey.js';

// Issue 32, item 3: after two offline phones both let the same ticket in, staff open the match's
// gate report in the console and see the double entry (both gates, phones, stewards and times, the
// first marked), the entry on a passed-on code, the refusals, and the scan still on a phone.

const ADMIN = { email: 'gate-report-admin@club.test', password: 'gate-report-password-123' };
const THAI_PHONE = { width: 390, height: 844 };
const JOURNEY_MS = 180_000;
const journey = useJourney(() => ({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }));
const url = () => journey.product.url;

interface Ticket { id: string; qrContent: string; ticketNumber: string }

/** A match at the club's stadium kicking off in three hours (its codes open now), added as staff add one. */
async function matchTonight(admin: string, stadiumId: string): Promise<string> {
  const like = await apiGet<Record<string, unknown>>(url(), `/api/v1/admin/matches/${stadiumId}`, admin);
  const { id } = await apiSend<{ id: string }>(url(), 'POST', '/api/v1/admin/matches', admin, {
    home_team_id: like.home_team_id, away_team_id: like.away_team_id, venue_id: like.venue_id, bank_account_id: like.bank_account_id,
    match_date: new Date(Date.now() + 3 * 3_600_000).toISOString(), league: like.league, league_th: like.league_th, ticket_price: 400,
  });
  return id;
}

/** A fan's account made a steward by the admin; signed in. */
async function steward(admin: string, name: string): Promise<string> {
  const person = await signUpFan(url(), name);
  const [user] = await apiGet<{ id: string }[]>(url(), `/api/v1/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: person.email }))}`, admin);
  await apiSend(url(), 'PUT', `/api/v1/admin/users/${user!.id}`, admin, { role: 'steward' });
  return signIn(url(), person);
}

/** A steward's phone at a gate: registered for the match, then sends what it decided offline. */
async function phoneAt(token: string, matchId: string, gateId: string, label: string) {
  const id = randomUUID();
  await apiSend(url(), 'POST', '/api/v1/gate/devices', token, { id, match_id: matchId, gate_id: gateId, label });
  return (scans: { seq: number; code: string; at: Date; verdict: string }[]) => apiSend(url(), 'POST', '/api/v1/gate/scans', token, {
    device_id: id,
    scans: scans.map((s) => ({ key: randomUUID(), seq: s.seq, code: s.code, input: 'camera', gate_id: gateId, device_time: s.at.toISOString(), scanned_at: s.at.toISOString(), verdict: s.verdict })),
  });
}

/** The same code with one of its base32 letters changed, inside the signature: what a forger shows. */
const forge = (code: string) => {
  const at = code.length - 12;
  return `${code.slice(0, at)}${code[at] === 'A' ? 'B' : 'A'}${code.slice(at + 1)}`;
};

/** Each cell's text of a desk table's rows. */
const cellsOf = (rows: Locator) => rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td as HTMLElement).innerText.trim())));

/** Each "label: value" pair of a phone's stacked rows. */
const pairsOf = (rows: Locator) => rows.evaluateAll((lis) => lis.map((li) => Object.fromEntries([...li.querySelectorAll('dt')].map((dt) => [(dt as HTMLElement).innerText, (dt.nextElementSibling as HTMLElement).innerText.trim()]))));

async function consoleInThai(): Promise<Page> {
  const page = await journey.openPage(THAI_PHONE, 'th-TH');
  await page.goto(`${url()}/admin/`);
  await page.getByLabel('อีเมล').waitFor({ timeout: 60_000 });
  await page.getByLabel('อีเมล').fill(ADMIN.email);
  await page.locator('input[type=password]').fill(ADMIN.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.locator('#main-content').waitFor();
  return page;
}

describe('the gate report in the console', () => {
  it('shows an admin the double entry of two offline phones with both gates, phones and times and the first marked, on a desk in English and a phone in Thai', async () => {
    // Through the API: tonight's match, a fan's three West-stand tickets (Gates A and B), one passed on.
    const admin = await signIn(url(), ADMIN);
    const stadium = (await apiGet<{ id: string; zones: unknown[] }[]>(url(), '/api/v1/matches/promoting?limit=3')).find((m) => m.zones.length > 1)!;
    const matchId = await matchTonight(admin, stadium.id);
    const { zones } = await apiGet<{ zones: { id: string; code: string }[] }>(url(), `/api/v1/matches/${matchId}`);
    const fan = await signUpFan(url(), 'Anna Kowalski');
    const purchase = await purchaseWithTickets(url(), fan.token, admin, matchId, 3, zones.find((z) => z.code === 'W')!.id);
    const [valid, passedOn] = await apiGet<Ticket[]>(url(), `/api/v1/purchases/${purchase.id}/tickets`, fan.token);
    await apiSend(url(), 'POST', `/api/v1/tickets/${passedOn!.id}/transfer`, fan.token, { email: (await signUpFan(url(), 'Malee Srisuk')).email });

    // Two stewards' phones at Gates A and B, offline: both let the valid ticket in; A also the passed-on code and refuses a forgery;
    // B's scan no. 2 has not arrived (still on the phone).
    const [somchai, wichai] = [await steward(admin, 'Somchai Jaidee'), await steward(admin, 'Wichai Rakdee')];
    const gates = await apiGet<{ id: string; name: string }[]>(url(), `/api/v1/gate/gates?match_id=${matchId}`, somchai);
    const gate = (name: string) => gates.find((g) => g.name === name)!.id;
    const sendA = await phoneAt(somchai, matchId, gate('Gate A'), 'Gate A · 1');
    const sendB = await phoneAt(wichai, matchId, gate('Gate B'), 'ประตู B · 1');
    const atA = new Date(Math.floor(Date.now() / 1000) * 1000 - 10 * 60_000);
    const atB = new Date(atA.getTime() + 95_000);
    await sendA([
      { seq: 1, code: valid!.qrContent, at: atA, verdict: 'admitted' },
      { seq: 2, code: passedOn!.qrContent, at: new Date(atA.getTime() + 30_000), verdict: 'admitted' },
      { seq: 3, code: forge(valid!.qrContent), at: new Date(atA.getTime() + 40_000), verdict: 'forged' },
    ]);
    await sendB([{ seq: 1, code: valid!.qrContent, at: atB, verdict: 'admitted' }, { seq: 3, code: forge(valid!.qrContent), at: new Date(atB.getTime() + 5_000), verdict: 'forged' }]);

    // 1. On a desk, in English: from the match's page to its gate report.
    const desk = await journey.openPage(DESKTOP, 'en-US');
    await signInToConsole(desk, url(), ADMIN);
    await desk.goto(`${url()}/admin/#/matches/${matchId}`);
    await desk.getByRole('link', { name: 'Gate report' }).click();
    await desk.waitForURL(new RegExp(`#/gate-report/${matchId}$`));
    await desk.getByTestId('gate-report-double').waitFor();
    expect(await desk.getByRole('heading', { level: 1 }).innerText()).toMatch(/^Gate report\n.+ – .+ · \w{3}, \d+ \w{3} 20\d\d, \d\d:\d\d$/);

    const double = desk.getByTestId('gate-report-double');
    expect(await double.count()).toBe(1);
    expect(await double.getByRole('heading', { level: 3 }).innerText()).toBe(`Ticket ${valid!.ticketNumber}`);
    expect(await double.locator('dl').first().innerText()).toContain('Anna Kowalski');
    const rows = double.locator('tbody tr');
    expect(await cellsOf(rows)).toEqual([
      ['Gate A\nfirst', 'Gate A · 1', 'Somchai Jaidee', formatClubDateTime(atA.toISOString(), 'en', { seconds: true }), 'Offline'],
      ['Gate B', 'ประตู B · 1', 'Wichai Rakdee', formatClubDateTime(atB.toISOString(), 'en', { seconds: true }), 'Offline'],
    ]);
    expect(await rows.nth(0).getByTestId('gate-report-first').count()).toBe(1);
    expect(await rows.nth(1).getByTestId('gate-report-first').count()).toBe(0);
    // The passed-on code let in at Gate A, why it was void, the forgeries refused, and B's scan no. 2 still on the phone.
    const voidRow = (await cellsOf(desk.getByTestId('gate-report-void').locator('tbody tr')))[0]!;
    expect(voidRow.slice(0, 3)).toEqual([expect.stringContaining(passedOn!.ticketNumber), 'PASSED ON', 'Gate A']);
    expect(await cellsOf(desk.getByTestId('gate-report-refusals').locator('tbody tr'))).toEqual([['FORGED', '2']]);
    expect(await cellsOf(desk.getByTestId('gate-report-phones').locator('tbody tr'))).toEqual([
      ['Gate A · 1', 'Somchai Jaidee', 'Gate A', expect.stringMatching(/2026|2027/), '3', 'None'],
      ['ประตู B · 1', 'Wichai Rakdee', 'Gate B', expect.stringMatching(/2026|2027/), '3', '2'],
    ]);
    expect(await axeViolations(desk)).toEqual([]);
    await screenshot(desk, 'gate-report-desk-en');
    // The CSV link is a button the keyboard reaches.
    await desk.getByRole('button', { name: 'Refresh' }).focus();
    await desk.keyboard.press('Tab');
    expect(await desk.evaluate(() => document.activeElement?.textContent)).toBe('Download the double entries (CSV)');

    // A match nobody has scanned yet says so.
    await desk.goto(`${url()}/admin/#/gate-report/${stadium.id}`);
    await desk.getByTestId('gate-report-doubles').getByText('No double entries').waitFor();

    // 2. On a phone, in Thai: each scan a stacked block, times in Bangkok with the Buddhist year, nothing wider than the screen.
    const phone = await consoleInThai();
    await phone.goto(`${url()}/admin/#/gate-report/${matchId}`);
    await phone.getByTestId('gate-report-double').waitFor();
    expect((await phone.getByRole('heading', { level: 1 }).innerText()).split('\n')[0]).toBe('รายงานประตู');
    const scans = await pairsOf(phone.getByTestId('gate-report-double').getByTestId('gate-report-double-scans-row'));
    expect(scans).toEqual([
      { ประตู: 'Gate A\nครั้งแรก', เครื่อง: 'Gate A · 1', เจ้าหน้าที่ประตู: 'Somchai Jaidee', เวลา: formatClubDateTime(atA.toISOString(), 'th', { seconds: true }), ตัดสินแบบ: 'ออฟไลน์' },
      { ประตู: 'Gate B', เครื่อง: 'ประตู B · 1', เจ้าหน้าที่ประตู: 'Wichai Rakdee', เวลา: formatClubDateTime(atB.toISOString(), 'th', { seconds: true }), ตัดสินแบบ: 'ออฟไลน์' },
    ]);
    expect(scans[0]!.เวลา).toMatch(/25\d\d/);
    await phone.getByRole('heading', { name: 'ให้เข้าด้วยรหัสที่ใช้ไม่ได้' }).waitFor();
    expect((await pairsOf(phone.getByTestId('gate-report-void-table-row')))[0]).toMatchObject({ เหตุผล: 'โอนแล้ว', ประตู: 'Gate A' });
    expect((await pairsOf(phone.getByTestId('gate-report-phones-table-row')))[1]).toMatchObject({ เครื่อง: 'ประตู B · 1', สแกนที่ยังอยู่ในเครื่อง: '2' });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(THAI_PHONE.width);
    expect(await axeViolations(phone)).toEqual([]);
    await screenshot(phone, 'gate-report-phone-th');
    await phone.getByTestId('gate-report-phones').scrollIntoViewIfNeeded();
    await screenshot(phone, 'gate-report-phone-th-phones');
  }, JOURNEY_MS);
});
