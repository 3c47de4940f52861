import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { formatClubDateTime, type GateReport } from '@club/core';
import { axeViolations } from './support/a11y.js';
import { apiGet, apiSend, purchaseWithTickets, signIn, signUpFan } from './support/api.js';
import { launchBrowser, newContext, PHONE, screenshot } from './support/browser.js';
import { fakeCameraArgs, qrVideo } from './support/fake-camera.js';
import { keepSignedIn } from './support/fan.js';
import { useJourney } from './support/journey.js';

// Issue 32, "Done when": two stewards' phones at Gates A and B download the match, lose the
// network, and decide every scan themselves; both admit the same ticket (the double entry), which
// the gate report lists once they are back online; the fan's ticket then says where it was used.

const ADMIN = { email: 'staff@club.test', password: 'staff-password-123' };
const JOURNEY_MS = 180_000;
const journey = useJourney(() => ({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }));
const url = () => journey.product.url;

interface Ticket { id: string; qrContent: string; ticketNumber: string }

/** A match at the club's stadium kicking off in three hours (its codes open now), as staff add one in the console. */
async function matchTonight(admin: string): Promise<string> {
  const stadium = (await apiGet<{ id: string; zones: unknown[] }[]>(url(), '/api/v1/matches/promoting?limit=3')).find((m) => m.zones.length > 1)!;
  const like = await apiGet<Record<string, unknown>>(url(), `/api/v1/admin/matches/${stadium.id}`, admin);
  const { id } = await apiSend<{ id: string }>(url(), 'POST', '/api/v1/admin/matches', admin, {
    home_team_id: like.home_team_id, away_team_id: like.away_team_id, venue_id: like.venue_id, bank_account_id: like.bank_account_id,
    match_date: new Date(Date.now() + 3 * 3_600_000).toISOString(), league: like.league, league_th: like.league_th, ticket_price: 400,
  });
  return id;
}

/** A fan's account made a steward by the admin: what they sign in with. */
async function steward(admin: string, name: string): Promise<{ email: string; password: string }> {
  const person = await signUpFan(url(), name);
  const [user] = await apiGet<{ id: string }[]>(url(), `/api/v1/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: person.email }))}`, admin);
  await apiSend(url(), 'PUT', `/api/v1/admin/users/${user!.id}`, admin, { role: 'steward' });
  return { email: person.email, password: person.password };
}

/** The same code with one of its base32 letters changed, inside the signature: what a forger shows. */
function forge(code: string): string {
  const at = code.length - 12;
  return `${code.slice(0, at)}${code[at] === 'A' ? 'B' : 'A'}${code.slice(at + 1)}`;
}

const WORDS = {
  en: { email: 'Email', password: 'Password', signIn: 'Sign in', match: 'Match', gate: 'Gate', download: 'Download the match', camera: 'Scan with camera', stopCamera: 'Stop camera' },
  th: { email: 'อีเมล', password: 'รหัสผ่าน', signIn: 'เข้าสู่ระบบ', match: 'การแข่งขัน', gate: 'ประตู', download: 'ดาวน์โหลดข้อมูลนัดนี้', camera: 'สแกนด้วยกล้อง', stopCamera: 'ปิดกล้อง' },
};

/** The match as the gate app lists it: its date and time in Bangkok, in the steward's language. */
function listedAs(kickOff: string, lang: 'en' | 'th'): string {
  const tag = lang === 'th' ? 'th-TH' : 'en-GB';
  const date = new Intl.DateTimeFormat(tag, { timeZone: 'Asia/Bangkok', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(kickOff));
  const time = new Intl.DateTimeFormat(tag, { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit' }).format(new Date(kickOff));
  return `${date} ${time}`;
}

/**
 * A steward's phone at the gate: signs in on the gate app, picks the match and the gate, downloads
 * the match; then opens the app once more with signal, so its service worker holds the app.
 */
async function phoneAtGate(context: BrowserContext, who: { email: string; password: string }, lang: 'en' | 'th', kickOff: string, gate: string): Promise<Page> {
  const w = WORDS[lang];
  const page = await context.newPage();
  await page.goto(`${url()}/admin/gate/`);
  await page.getByLabel(w.email).fill(who.email);
  await page.getByLabel(w.password).fill(who.password);
  await page.getByRole('button', { name: w.signIn, exact: true }).click();
  await page.getByRole('combobox', { name: w.match }).click();
  await page.getByRole('option').filter({ hasText: listedAs(kickOff, lang) }).click();
  await page.getByRole('combobox', { name: w.gate, exact: true }).click();
  await page.getByRole('option', { name: gate, exact: true }).click();
  await page.getByRole('button', { name: w.download }).click();
  await page.getByTestId('gate-pack').waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await page.getByTestId('gate-pack').waitFor();
  return page;
}

/**
 * No network: the browser is offline and every request fails, the service worker's own included
 * (`setOffline` does not reach a worker's fetches: microsoft/playwright#2311). Answers how many
 * requests to the product the phone tried.
 */
async function loseNetwork(context: BrowserContext): Promise<() => number> {
  let tried = 0;
  await context.setOffline(true);
  await context.route('**/*', (route) => {
    if (route.request().url().startsWith(url())) tried++;
    return route.abort('internetdisconnected');
  });
  return () => tried;
}

async function regainNetwork(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'wait' });
  await context.setOffline(false);
}

const verdict = (page: Page, kind: string) => page.locator(`[data-testid=gate-verdict][data-verdict=${kind}]`);

/** The ticket shown to the phone's camera: its verdict, then the camera off (it would read the code again). */
async function showToCamera(page: Page, lang: 'en' | 'th'): Promise<void> {
  await page.getByRole('button', { name: WORDS[lang].camera }).click();
  await verdict(page, 'admitted').waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: WORDS[lang].stopCamera }).click();
}

/** A handheld scanner reads a code: its keys, fast, then Enter, wherever the focus is. */
async function scanWithHandheld(page: Page, code: string, kind: string): Promise<Locator> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  const shown = verdict(page, kind);
  await shown.waitFor();
  return shown;
}

/** A verdict's word, large, and why, as the steward reads them. */
const said = async (shown: Locator) => [(await shown.innerText()).split('\n')[0], await shown.getByTestId('gate-reason').innerText()];

/** The scans this phone keeps (IndexedDB `club-gate`): their corrected times, in the order taken. */
const keptScans = (page: Page) => page.evaluate(() => new Promise<{ seq: number; scannedAt: string; verdict: string }[]>((resolve, reject) => {
  const open = indexedDB.open('club-gate');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const all = open.result.transaction('scans').objectStore('scans').getAll();
    all.onsuccess = () => { resolve((all.result as { seq: number; scannedAt: string; verdict: string }[]).sort((a, b) => a.seq - b.seq)); open.result.close(); };
  };
}));

let cameraBrowser: Browser | undefined;
afterAll(async () => {
  await cameraBrowser?.close();
});

describe('the gate with no network', () => {
  it('two stewards’ phones (English at Gate A, Thai at Gate B) decide offline, keep their scans through a reload, send them on return; the report lists the double entry and the fan sees where the ticket was used', async () => {
    // 1. Through the API: tonight's match, a fan's three tickets in the West stand (Gates A and B), one passed on to a friend.
    const admin = await signIn(url(), ADMIN);
    const matchId = await matchTonight(admin);
    const { match_date: kickOff } = await apiGet<{ match_date: string }>(url(), `/api/v1/admin/matches/${matchId}`, admin);
    const { zones } = await apiGet<{ zones: { id: string; code: string; gates: { code: string }[] }[] }>(url(), `/api/v1/matches/${matchId}`);
    const west = zones.find((z) => z.code === 'W')!;
    expect(west.gates.map((g) => g.code)).toEqual(['A', 'B']);
    const fan = await signUpFan(url(), 'Anna Kowalski');
    const purchase = await purchaseWithTickets(url(), fan.token, admin, matchId, 3, west.id);
    const ticketsPath = `/api/v1/purchases/${purchase.id}/tickets`;
    const [valid, passedOn] = await apiGet<Ticket[]>(url(), ticketsPath, fan.token);
    const friend = await signUpFan(url(), 'Malee Srisuk');
    await apiSend(url(), 'POST', `/api/v1/tickets/${passedOn!.id}/transfer`, fan.token, { email: friend.email });
    const stadium = (await apiGet<{ id: string; zones: unknown[] }[]>(url(), '/api/v1/matches/promoting?limit=3')).find((m) => m.zones.length > 1)!;
    const other = await purchaseWithTickets(url(), fan.token, admin, stadium.id, 1);
    const [otherMatch] = await apiGet<Ticket[]>(url(), `/api/v1/purchases/${other.id}/tickets`, fan.token);
    const forged = forge(valid!.qrContent);
    const [stewardA, stewardB] = [await steward(admin, 'Somchai Jaidee'), await steward(admin, 'Wichai Rakdee')];

    // The fan has their ticket page open (with signal).
    const fanContext = await journey.openContext(PHONE, 'en-US');
    await keepSignedIn(fanContext, fan);
    const fanPage = await fanContext.newPage();
    await fanPage.goto(`${url()}/ticket/${purchase.id}`);
    await fanPage.getByTestId('ticket-stub').first().waitFor();

    // 2. Both phones' cameras see the valid ticket's QR code.
    cameraBrowser = await launchBrowser(fakeCameraArgs(qrVideo(valid!.qrContent, 'offline-gate')));
    // 3. Phone A (English) at Gate A, phone B (Thai) at Gate B.
    const contextA = await newContext(cameraBrowser, PHONE, 'en-US', { permissions: ['camera'] });
    const contextB = await newContext(cameraBrowser, PHONE, 'th-TH', { permissions: ['camera'] });
    const [phoneA, phoneB] = await Promise.all([
      phoneAtGate(contextA, stewardA, 'en', kickOff, 'Gate A'),
      phoneAtGate(contextB, stewardB, 'th', kickOff, 'ประตู B'),
    ]);
    expect(await phoneA.getByTestId('gate-pack').innerText()).toMatch(/^Ready offline: \d+ tickets, data from \d\d:\d\d · Gate A · 1$/);
    expect(await phoneB.getByTestId('gate-pack').innerText()).toMatch(/^พร้อมใช้ออฟไลน์: ตั๋ว \d+ ใบ ข้อมูล ณ \d\d:\d\d · ประตู B · 1$/);

    // 4. The network goes.
    const [triedA, triedB] = [await loseNetwork(contextA), await loseNetwork(contextB)];
    await expect.poll(() => phoneA.getByTestId('gate-online').getAttribute('data-online')).toBe('false');
    await expect.poll(() => phoneB.getByTestId('gate-online').getAttribute('data-online')).toBe('false');

    // 5. Phone A: the camera admits the fan, with their initials and zone; the handheld scanner reads three codes that do not admit.
    await showToCamera(phoneA, 'en');
    const admitted = verdict(phoneA, 'admitted');
    expect(await admitted.getByTestId('gate-initials').innerText()).toBe('A.K.');
    expect(await admitted.getByTestId('gate-zone').innerText()).toBe('Zone West');
    expect(await admitted.getByTestId('gate-decided-by').innerText()).toBe('Decided on this phone');
    await screenshot(phoneA, 'offline-gate-a-admit');
    expect(await said(await scanWithHandheld(phoneA, passedOn!.qrContent, 'transferred'))).toEqual(['PASSED ON', expect.stringMatching(/^Transferred: this ticket was passed on to someone else, and this code no longer opens the gate\./)]);
    expect(await said(await scanWithHandheld(phoneA, otherMatch!.qrContent, 'wrong_match'))).toEqual(['ANOTHER MATCH', 'Wrong match: this ticket is for another match']);
    expect(await said(await scanWithHandheld(phoneA, forged, 'forged'))).toEqual(['FORGED', 'FORGED: the club did not issue this code. Do not admit; send the holder to the ticket office']);
    await expect.poll(() => phoneA.getByTestId('gate-queue').innerText()).toBe('4 scans waiting to be sent');
    expect(await phoneA.getByTestId('gate-count').innerText()).toBe('Gate A: 1 in · this phone 1');
    expect(await axeViolations(phoneA)).toEqual([]);
    await screenshot(phoneA, 'offline-gate-a-forged');

    // 6. Phone B (Thai): the same ticket on its camera is let in again (B cannot know); typed again, B knows it.
    await showToCamera(phoneB, 'th');
    expect(await verdict(phoneB, 'admitted').innerText()).toContain('เข้าได้');
    expect(await said(await scanWithHandheld(phoneB, valid!.qrContent, 'already_used'))).toEqual(['ใช้แล้ว', expect.stringMatching(/^สแกนแล้วที่เครื่องนี้ เมื่อ \d\d:\d\d$/)]);
    await expect.poll(() => phoneB.getByTestId('gate-queue').innerText()).toBe('รอส่ง 2 รายการ');
    await screenshot(phoneB, 'offline-gate-b-already-used');
    // B reloads with no network: its service worker brings the app, and its scans are still waiting.
    expect((await phoneB.reload())?.fromServiceWorker()).toBe(true);
    await phoneB.getByTestId('gate-queue').waitFor();
    expect(await phoneB.getByTestId('gate-queue').innerText()).toBe('รอส่ง 2 รายการ');
    expect(await phoneB.getByTestId('gate-online').innerText()).toBe('ออฟไลน์: เครื่องนี้ตัดสินเอง');
    expect(await axeViolations(phoneB)).toEqual([]);
    await screenshot(phoneB, 'offline-gate-b-reloaded');

    // Nothing reached the product while offline: the phones tried, and the server has no scan of the match.
    expect(triedA()).toBeGreaterThan(0);
    expect(triedB()).toBeGreaterThan(0);
    expect(await journey.product.sql('select 1 from gate_scans where match_id = $1', [matchId])).toEqual([]);
    const [scansA, scansB] = [await keptScans(phoneA), await keptScans(phoneB)];
    expect(scansA.map((s) => s.verdict)).toEqual(['admitted', 'transferred', 'wrong_match', 'forged']);
    expect(scansB.map((s) => s.verdict)).toEqual(['admitted', 'already_used']);

    // 7. Back online: both send what they kept.
    await Promise.all([regainNetwork(contextA), regainNetwork(contextB)]);
    await expect.poll(() => phoneA.getByTestId('gate-queue').innerText(), { timeout: 20_000 }).toBe('All scans sent');
    await expect.poll(() => phoneB.getByTestId('gate-queue').innerText(), { timeout: 20_000 }).toBe('ส่งครบทุกรายการแล้ว');

    // 8. The gate report: the double entry, at Gates A and B, by both phones, the first (A's) the admission.
    const report = await apiGet<GateReport>(url(), `/api/v1/admin/matches/${matchId}/gate-report`, admin);
    expect(report.doubles).toEqual([expect.objectContaining({
      ticket_number: valid!.ticketNumber, zone: 'West', holder: 'Anna Kowalski',
      scans: [
        { gate: 'Gate A', phone: 'Gate A · 1', steward: 'Somchai Jaidee', at: scansA[0]!.scannedAt, online: false, first: true },
        { gate: 'Gate B', phone: 'ประตู B · 1', steward: 'Wichai Rakdee', at: scansB[0]!.scannedAt, online: false, first: false },
      ],
    })]);
    expect(report.refusals).toEqual(expect.arrayContaining([{ verdict: 'forged', count: 1 }, { verdict: 'wrong_match', count: 1 }, { verdict: 'transferred', count: 1 }]));

    // 9. The fan's page, open all along: the ticket was used at Gate A, at A's time.
    const use = fanPage.locator('[data-testid=ticket-stub][data-status=used]').getByTestId('ticket-use');
    await use.waitFor({ timeout: 20_000 });
    expect((await use.innerText()).replaceAll('\u00a0', ' ')).toBe(`Used on ${formatClubDateTime(scansA[0]!.scannedAt, 'en')} at Gate A`);
    await use.scrollIntoViewIfNeeded();
    await screenshot(fanPage, 'offline-gate-fan-used');
  }, JOURNEY_MS);
});
