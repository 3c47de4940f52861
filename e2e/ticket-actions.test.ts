import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Download, Locator, Page } from 'playwright-core';
import { bangkokDay } from '@club/core';
import { decodeQr, makeSlip, receiptForm } from '../api/src/test/fixtures.js';
import { mailText, startMailServer } from '../api/src/test/mail-server.js';
import { axeViolations } from './support/a11y.js';
import { apiGet, apiSend, confirmAddress, signUpFan, type Fan, buyTickets } from './support/api.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signInToConsole } from './support/console.js';
import { keepSignedIn, markPage, stillSamePage } from './support/fan.js';
import { pdfPages } from '@club/ticket-files/read-pdf';
import { testWalletEnv } from '@club/ticket-files/test-wallet';
import { useJourney } from './support/journey.js';

const STAFF = { email: 'staff@club.test', password: 'staff-password-123' };
const JOURNEY_MS = 150_000;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// A PostgreSQL database of its own: the tests move kick-offs (to today, or past) with one UPDATE.
let smtp: Awaited<ReturnType<typeof startMailServer>>;
// Registered before the journey's hooks: the mail server is up before the product and closed after it.
beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => {
  await smtp?.close();
});
// Wallet passes signed with a test identity: their buttons show (the other journeys have none configured, and no buttons).
const journey = useJourney(() => ({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password, SMTP_URL: smtp.url, ...testWalletEnv().env }));
const url = () => journey.product.url;

interface Ticket { id: string; ticketNumber: string; seat: number; qrContent: string; status: string; usedAt: string | null; usedGate: string | null }

async function staffToken(): Promise<string> {
  const res = await fetch(`${url()}/api/v1/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url() }, body: JSON.stringify(STAFF) });
  return ((await res.json()) as { token: string }).token;
}

/**
 * A match of its own (a copy of the featured one at the venue of one zone and no named gates, where
 * a gate's staff type the gate's name), so each test moves its kick-off freely.
 */
async function newMatch(kickOff: Date): Promise<string> {
  const featured = (await apiGet<{ id: string; zones: unknown[] }[]>(url(), '/api/v1/matches/promoting?limit=3')).find((m) => m.zones.length === 1);
  const [row] = await journey.product.sql<{ id: string }>(
    `insert into matches (home_team_id, away_team_id, venue_id, bank_account_id, match_date, league, league_th)
     select home_team_id, away_team_id, venue_id, bank_account_id, $1, league, league_th from matches where id = $2 returning id`,
    [kickOff, featured!.id],
  );
  // Every zone it sells, at its price, 100 places each.
  await journey.product.sql(`with z as (insert into match_zones (match_id, zone_id, price_satang) select $1, zone_id, price_satang from match_zones where match_id = $2 returning match_id, zone_id)
    insert into match_zone_shards (match_id, zone_id, shard, available) select match_id, zone_id, 0, 100 from z`, [row!.id, featured!.id]);
  return row!.id;
}
const moveKickOff = (matchId: string, at: Date) => journey.product.sql('update matches set match_date = $1 where id = $2', [at, matchId]);

/** The fan buys `quantity` tickets, sends a slip, staff approve it and the tickets are issued. */
async function completedPurchase(fan: Fan, matchId: string, quantity: number) {
  const purchase = await buyTickets<{ id: string; referenceNumber: string }>(url(), fan.token, { matchId, quantity, phone: '0812345678' });
  await apiSend(url(), 'POST', `/api/v1/purchases/${purchase.id}/upload-receipt`, fan.token, receiptForm(await makeSlip()));
  await expect.poll(async () => (await apiGet(url(), `/api/v1/purchases/${purchase.id}/status`, fan.token)).status, { timeout: 20_000 }).toBe('verifying');
  await apiSend(url(), 'POST', `/api/v1/admin/purchases/${purchase.id}/approve`, await staffToken());
  const ticketsOf = () => apiGet<Ticket[]>(url(), `/api/v1/purchases/${purchase.id}/tickets`, fan.token);
  await expect.poll(async () => (await ticketsOf()).length, { timeout: 20_000 }).toBe(quantity);
  return { ...purchase, tickets: await ticketsOf(), ticketsOf };
}

/** A browser profile signed in as the fan (the site keeps the token in local storage). */
async function fanContext(fan: Fan, viewport: { width: number; height: number }, locale: 'en-US' | 'th-TH' = 'en-US'): Promise<BrowserContext> {
  const context = await journey.openContext(viewport, locale);
  await keepSignedIn(context, fan);
  return context;
}

const card = (page: Page, reference: string) => page.locator('[data-testid=purchase-card]', { hasText: reference });
/** "22 Nov 2026, 18:32" as the fan site writes a time in English: Bangkok time. */
const bangkokTime = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** A downloaded file: a PNG whose QR code the gate can read. */
async function qrOfDownload(download: Download): Promise<string | null> {
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  return decodeQr(file);
}

describe('tickets at the gate', () => {
  it('a fan watching their tickets sees each turn "Used … at Gate B" the moment staff admit it, on the ticket page and in my tickets, without reloading', async () => {
    // Kick-off later today (Bangkok), so the gate's match picker offers it.
    const kickOff = new Date(Math.min(Date.now() + 3_600_000, bangkokDay().end.getTime() - 60_000));
    const matchId = await newMatch(kickOff);
    const fan = await signUpFan(url(), 'Somchai Jaidee');
    const { id, referenceNumber, tickets, ticketsOf } = await completedPurchase(fan, matchId, 2);

    const fanSide = await fanContext(fan, DESKTOP);
    const detail = await fanSide.newPage();
    await detail.goto(`${url()}/ticket/${id}`);
    const stubs = detail.getByTestId('ticket-stub');
    await detail.locator('img[data-testid=ticket-qr]').nth(1).waitFor();
    expect(await stubs.evaluateAll((els) => els.map((el) => el.getAttribute('data-status')))).toEqual(['valid', 'valid']);
    await markPage(detail);
    const list = await fanSide.newPage();
    await list.goto(`${url()}/my-tickets`);
    await card(list, referenceNumber).waitFor();
    expect(await card(list, referenceNumber).getAttribute('data-status')).toBe('completed');
    await markPage(list);

    // The gate, on a phone: it names itself once, and the name stays for the next scan and the next shift.
    const gateSide = await journey.openContext(PHONE, 'en-US');
    await gateSide.addInitScript((match) => localStorage.setItem('club.gate.match', match), matchId);
    const gate = await gateSide.newPage();
    await signInToConsole(gate, url(), STAFF);
    await gate.goto(`${url()}/admin/#/check-in`);
    await gate.getByTestId('checkin-page').waitFor();
    const gateName = gate.locator('input[data-testid=checkin-gate]');
    await gateName.fill('Gate B');
    const code = gate.locator('input[data-testid=checkin-code-input]');
    await code.fill(tickets[0]!.ticketNumber);
    await gate.getByTestId('checkin-submit').click();
    await gate.locator('[data-testid=checkin-result][data-result=admitted]').waitFor();
    expect(await gate.getByTestId('checkin-gate-shown').innerText()).toBe('Gate B');

    // The fan's open ticket page: the first ticket is used, when and where; the second still valid.
    const firstUse = detail.getByTestId('ticket-stub').nth(0).getByTestId('ticket-use');
    await firstUse.waitFor({ timeout: 15_000 });
    const [usedTicket] = await ticketsOf();
    expect(usedTicket).toMatchObject({ status: 'used', usedGate: 'Gate B' });
    expect(await firstUse.innerText()).toBe(`Used on ${bangkokTime(usedTicket!.usedAt!)} at Gate B`);
    expect(await stubs.nth(0).getAttribute('data-status')).toBe('used');
    expect(await stubs.nth(0).locator('.ticket-used-stamp').isVisible()).toBe(true);
    expect(await stubs.nth(0).locator('img[data-testid=ticket-qr]').getAttribute('alt')).toContain('already used');
    expect(await stubs.nth(0).getByTestId('ticket-download').count()).toBe(0);
    expect(await stubs.nth(1).getAttribute('data-status')).toBe('valid');
    expect(await stillSamePage(detail)).toBe(true);
    await screenshot(detail, 'gate-used-detail-desktop-en');
    // My tickets, open beside it: one of two used, still active.
    const listUse = card(list, referenceNumber).getByTestId('ticket-use');
    await expect.poll(() => listUse.count(), { timeout: 15_000 }).toBe(1);
    expect(await listUse.innerText()).toBe(`1 of 2 tickets used, the last on ${bangkokTime(usedTicket!.usedAt!)} at Gate B`);
    expect(await card(list, referenceNumber).getAttribute('data-status')).toBe('completed');

    // The second ticket, scanned from its QR code: the whole purchase is used.
    await code.fill(tickets[1]!.qrContent);
    await gate.getByTestId('checkin-submit').click();
    await expect.poll(() => gate.getByTestId('checkin-count').innerText()).toMatch(/^2 admitted/);
    await expect.poll(() => card(list, referenceNumber).getAttribute('data-status'), { timeout: 15_000 }).toBe('used');
    expect(await card(list, referenceNumber).innerText()).toContain('Ticket used');
    expect(await listUse.innerText()).toMatch(/^2 of 2 tickets used, the last on .+ at Gate B$/);
    await expect.poll(() => stubs.nth(1).getAttribute('data-status'), { timeout: 15_000 }).toBe('used');
    expect(await stillSamePage(list)).toBe(true);
    expect(await stillSamePage(detail)).toBe(true);
    await screenshot(list, 'gate-used-my-tickets-desktop-en');

    expect(await axeViolations(detail)).toEqual([]);
    expect(await axeViolations(list)).toEqual([]);

    // The gate's name is still there after a reload.
    await gate.reload();
    await gate.getByTestId('checkin-page').waitFor();
    expect(await gate.locator('input[data-testid=checkin-gate]').inputValue()).toBe('Gate B');
  }, JOURNEY_MS);
});

/**
 * Where the text of `locator` breaks from one line to the next other than at a space: each as the
 * characters either side ("ส|ตอร์ม"). Thai has no spaces between words and Chromium's dictionary
 * splits a transliterated name anywhere; a code has no spaces at all.
 */
const breaksInsideWords = (locator: Locator) =>
  locator.evaluate((el) => {
    const chars: { c: string; top: number }[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.data.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        chars.push({ c: node.data[i]!, top: rect ? Math.round(rect.top) : NaN });
      }
    }
    const breaks: string[] = [];
    chars.forEach(({ c, top }, i) => {
      const before = chars[i - 1];
      if (before && /\S/.test(c) && /\S/.test(before.c) && top > before.top) breaks.push(`${before.c}|${c}`);
    });
    return breaks;
  });

describe('what a fan does with their tickets', () => {
  it('downloads each QR code as a PNG, from my tickets (keyboard) and from the ticket page, and shares by copying the link where the browser cannot share', async () => {
    const matchId = await newMatch(new Date(Date.now() + 5 * 86_400_000));
    const fan = await signUpFan(url(), 'Malee Srisuk');
    const { id, referenceNumber, tickets } = await completedPurchase(fan, matchId, 2);
    const codes = tickets.map((t) => t.qrContent).sort();

    const context = await fanContext(fan, PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url() });
    // A browser without the Web Share API (most desktop browsers).
    await context.addInitScript(() => { delete (Navigator.prototype as { share?: unknown }).share; });
    const page = await context.newPage();
    await page.goto(`${url()}/my-tickets`);
    const purchase = card(page, referenceNumber);
    await purchase.waitFor();

    // The More menu by keyboard: Enter opens it on its first action, arrows move, Escape gives the focus back.
    const more = purchase.getByTestId('purchase-more');
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = purchase.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').evaluateAll((items) => items.map((i) => i.getAttribute('data-testid')))).toEqual([
      'action-download', 'action-share', 'action-print', 'action-receipt', 'action-support',
    ]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('action-download');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('action-share');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('action-support');
    expect(await menu.getByTestId('action-support').getAttribute('href')).toMatch(new RegExp(`^mailto:.+\\?subject=.*${referenceNumber}`));
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'actions-menu-phone-en');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);

    // Download: one PNG per ticket, named by its number, each the QR code the gate reads.
    await page.keyboard.press('Enter');
    const downloads: Download[] = [];
    page.on('download', (d) => downloads.push(d));
    await page.keyboard.press('Enter');
    await expect.poll(() => downloads.length, { timeout: 15_000 }).toBe(2);
    expect(downloads.map((d) => d.suggestedFilename()).sort()).toEqual(tickets.map((t) => `ticket-${t.ticketNumber}.png`).sort());
    expect((await Promise.all(downloads.map(qrOfDownload))).sort()).toEqual(codes);

    // Share without navigator.share: the ticket's link is copied, and the card says so.
    await more.click();
    await menu.getByTestId('action-share').click();
    await expect.poll(() => purchase.getByTestId('purchase-status').innerText()).toBe('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${url()}/ticket/${id}`);

    // The ticket page: a download per ticket, and Share beside Print and Contact support.
    await page.goto(`${url()}/ticket/${id}`);
    await page.locator('img[data-testid=ticket-qr]').nth(1).waitFor();
    const [second] = await Promise.all([page.waitForEvent('download'), page.getByTestId('ticket-download').nth(1).click()]);
    expect(second.suggestedFilename()).toBe(`ticket-${tickets[1]!.ticketNumber}.png`);
    expect(await qrOfDownload(second)).toBe(tickets[1]!.qrContent);
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByTestId('ticket-share').click();
    await expect.poll(() => page.getByTestId('share-status').innerText()).toBe('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${url()}/ticket/${id}`);
    expect(await page.getByRole('button', { name: 'Print tickets' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toContain(referenceNumber);
    // The match for the fan's calendar, as the tickets mail carries it.
    const [calendar] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to calendar' }).click()]);
    expect(calendar.suggestedFilename()).toBe(`${referenceNumber}.ics`);
    const ics = await readFile((await calendar.path())!, 'utf8');
    expect(ics).toContain(`UID:purchase-${id}@`);
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    // The pointer leaves the button, and its hover colours finish fading, before the page is checked.
    await page.mouse.move(0, 0);
    await expect.poll(() => page.getByTestId('add-to-calendar').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    expect(await axeViolations(page)).toEqual([]);
  }, JOURNEY_MS);

  it('rates the match from my tickets once it has kicked off, and changes the rating later; before kick-off there is nothing to rate and the API refuses', async () => {
    const matchId = await newMatch(new Date(Date.now() + 5 * 86_400_000));
    const fan = await signUpFan(url(), 'Anan Wongsa');
    const { referenceNumber } = await completedPurchase(fan, matchId, 1);
    const page = await (await fanContext(fan, PHONE)).newPage();
    await page.goto(`${url()}/my-tickets`);
    const purchase = card(page, referenceNumber);
    await purchase.getByTestId('purchase-more').click();
    await purchase.getByRole('menu').waitFor();
    expect(await purchase.getByTestId('action-rate').count()).toBe(0);
    await page.keyboard.press('Escape');
    const early = await fetch(`${url()}/api/v1/matches/${matchId}/rating`, {
      method: 'PUT', headers: { authorization: `Bearer ${fan.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ rating: 5 }),
    });
    expect(early.status).toBe(409);

    // Kick-off was an hour ago: Rate match is among the card's actions.
    await moveKickOff(matchId, new Date(Date.now() - 3_600_000));
    await page.reload();
    await purchase.getByTestId('purchase-more').click();
    await purchase.getByTestId('action-rate').click();
    const dialog = page.getByRole('dialog', { name: 'Rate this match' });
    await dialog.waitFor();
    // A modal: the focus stays inside it, and Escape closes it.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await purchase.getByTestId('purchase-more').click();
    await purchase.getByTestId('action-rate').click();
    await dialog.getByTestId('rating-save').click();
    expect(await dialog.getByRole('alert').innerText()).toBe('Choose from 1 to 5 stars.');
    await dialog.locator('.rating-star label').nth(3).click();
    expect(await dialog.getByLabel('4 stars: Very good').isChecked()).toBe(true);
    await dialog.getByLabel('Comment (optional)').fill('Loud home stand, a late winner');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'rate-dialog-phone-en');
    await dialog.getByTestId('rating-save').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await purchase.getByTestId('purchase-status').innerText()).toBe('Thanks! Your rating is saved.');
    expect(await apiGet(url(), `/api/v1/matches/${matchId}/rating`, fan.token)).toMatchObject({ rating: 4, comment: 'Loud home stand, a late winner' });

    // After the match (3 hours on) rating is the card's main button, and the dialog shows the rating given.
    await moveKickOff(matchId, new Date(Date.now() - 4 * 3_600_000));
    await page.reload();
    await expect.poll(() => purchase.getAttribute('data-status')).toBe('used');
    await purchase.getByRole('button', { name: 'Rate match' }).click();
    await dialog.waitFor();
    expect(await dialog.getByTestId('rating-star-4').isChecked()).toBe(true);
    await dialog.locator('.rating-star label').nth(1).click();
    await dialog.getByTestId('rating-save').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await apiGet(url(), `/api/v1/matches/${matchId}/rating`, fan.token)).toMatchObject({ rating: 2 });
    const ratings = await journey.product.sql<{ n: number }>('select count(*)::int as n from match_ratings where match_id = $1', [matchId]);
    expect(ratings[0]?.n).toBe(1);
  }, JOURNEY_MS);

  it('passes a ticket on from the ticket page: the friend sees it live with a new QR, the old code is refused at the gate, and the tickets come as a PDF', async () => {
    const matchId = await newMatch(new Date(Date.now() + 5 * 86_400_000));
    const buyer = await signUpFan(url(), 'Somchai Jaidee');
    const friend = await signUpFan(url(), 'Malee Srisuk', 'th');
    // A transfer lands at once only in an account whose owner proved the address.
    await confirmAddress(url(), smtp, friend.email);
    const { id, referenceNumber, tickets: [first, second] } = await completedPurchase(buyer, matchId, 2);

    // The friend has My Tickets open on a phone, in Thai: nothing passed on yet.
    const friendSide = await fanContext(friend, PHONE, 'th-TH');
    const theirs = await friendSide.newPage();
    await theirs.goto(`${url()}/my-tickets`);
    await theirs.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => theirs.getByTestId('received-tickets').count()).toBe(0);

    const buyerSide = await fanContext(buyer, DESKTOP);
    const detail = await buyerSide.newPage();
    await detail.goto(`${url()}/ticket/${id}`);
    const stubs = detail.getByTestId('ticket-stub');
    await expect.poll(() => stubs.count()).toBe(2);

    // The PDF: a page per ticket, each QR code that of its ticket.
    const [pdf] = await Promise.all([detail.waitForEvent('download'), detail.getByTestId('download-pdf').click()]);
    expect(pdf.suggestedFilename()).toBe(`${referenceNumber}.pdf`);
    expect(pdfPages(await readFile((await pdf.path())!)).map((p) => p.qr)).toEqual([first!.qrContent, second!.qrContent]);

    // Wallets, configured here: a pass per ticket for Apple's, a link of the purchase for Google's.
    const [pass] = await Promise.all([detail.waitForEvent('download'), stubs.first().getByTestId('apple-wallet').click()]);
    expect(pass.suggestedFilename()).toBe(`${first!.ticketNumber}.pkpass`);
    await detail.getByTestId('google-wallet').waitFor();

    // Transfer the first ticket: a dialog asks for the address, checked before it is sent.
    await stubs.first().getByTestId('ticket-transfer').click();
    const dialog = detail.getByTestId('transfer-dialog');
    await dialog.getByTestId('transfer-email').fill('not an address');
    await dialog.getByTestId('transfer-send').click();
    await dialog.getByRole('alert').waitFor();
    expect(await axeViolations(detail)).toEqual([]);
    await screenshot(detail, 'transfer-dialog-desktop-en');
    await dialog.getByTestId('transfer-email').fill(friend.email);
    await dialog.getByTestId('transfer-send').press('Enter');
    // Closed once the API answered: a loaded machine may take more than the poll's default second.
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
    const [local, domain] = friend.email.split('@');
    await expect.poll(() => detail.getByTestId('ticket-transferred').textContent()).toContain(`transferred to ${local![0]}•••@${domain}`);
    expect(await detail.locator('[data-testid=ticket-stub][data-status=valid]').count()).toBe(1);

    // The tickets by email again, one mail per ticket still held, to forward.
    await detail.getByTestId('resend-split').check();
    await detail.getByTestId('resend-send').click();
    // Answered once the API has taken the ask: a loaded machine may take more than the poll's default second.
    await expect.poll(() => detail.getByTestId('resend-status').textContent(), { timeout: 15_000 }).toContain(`Sent to ${buyer.email}, one email per ticket`);

    // The same page on the buyer's phone, in Thai: the ticket passed on, the other with its wallet and transfer buttons.
    const phone = await fanContext(buyer, PHONE, 'th-TH');
    const thai = await phone.newPage();
    await thai.goto(`${url()}/ticket/${id}`);
    await expect.poll(() => thai.getByTestId('ticket-transferred').textContent()).toMatch(new RegExp(`โอนให้ ${local![0]}•••@`));
    await thai.getByTestId('resend-tickets').getByRole('heading', { name: 'ส่งตั๋วทางอีเมลอีกครั้ง' }).waitFor();
    expect(await axeViolations(thai)).toEqual([]);
    await thai.getByTestId('ticket-transferred').scrollIntoViewIfNeeded();
    await screenshot(thai, 'ticket-page-transferred-phone-th');
    await thai.getByTestId('resend-tickets').scrollIntoViewIfNeeded();
    await screenshot(thai, 'ticket-page-resend-phone-th');
    await phone.close();

    // The friend sees it at once, with a new number and QR code, and may pass it on in turn.
    const received = theirs.getByTestId('received-ticket');
    await received.waitFor({ timeout: 10_000 });
    const held = await apiGet<{ id: string; ticketNumber: string; qrContent: string }[]>(url(), '/api/v1/tickets/mine', friend.token);
    expect(held).toHaveLength(1);
    expect(held[0]!.ticketNumber).not.toBe(first!.ticketNumber);
    expect(await received.getByTestId('ticket-number').textContent()).toBe(held[0]!.ticketNumber);
    await received.getByTestId('ticket-transfer').waitFor();
    await received.getByTestId('apple-wallet').waitFor();
    expect(await axeViolations(theirs)).toEqual([]);
    await screenshot(theirs, 'received-ticket-phone-th');

    // At the gate, the match moved to tomorrow (its codes open a day before kick-off): the old code is
    // refused as transferred; the new one, as the page shows it now, is admitted.
    await moveKickOff(matchId, new Date(Date.now() + 20 * 3_600_000));
    const [gift] = await apiGet<{ qrContent: string }[]>(url(), '/api/v1/tickets/mine', friend.token);
    const staff = await staffToken();
    const scan = (code: string) => fetch(`${url()}/api/v1/admin/check-in`, {
      method: 'POST', headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' }, body: JSON.stringify({ code, match_id: matchId }),
    });
    const refused = await scan(first!.qrContent);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { details: { reason: string } } }).error.details.reason).toBe('transferred');
    expect((await scan(gift!.qrContent)).status).toBe(200);
    await expect.poll(() => received.getAttribute('data-status')).toBe('used');

    // Inside the club's cut-off before kick-off (two hours), the ticket page offers no transfer, as the API would refuse it; the QR code stays.
    await moveKickOff(matchId, new Date(Date.now() + 60 * 60_000));
    await detail.reload();
    const kept = detail.locator('[data-testid=ticket-stub][data-status=valid]');
    await kept.getByTestId('ticket-download').waitFor();
    expect(await kept.getByTestId('ticket-transfer').count()).toBe(0);
    await buyerSide.close();
    await friendSide.close();
  }, JOURNEY_MS);

  it('takes back a transfer not yet claimed from the Thai phone; the friend’s card offers the venue, the PDF and the calendar; names and codes never break inside a word', async () => {
    const matchId = await newMatch(new Date(Date.now() + 5 * 86_400_000));
    // An away team whose Thai name is transliterated: Chromium's dictionary alone would split สตอร์ม.
    const [team] = await journey.product.sql<{ id: string }>(`insert into teams (name, name_th) values ('Buriram Storm United', 'บุรีรัมย์ สตอร์ม ยูไนเต็ด') returning id`);
    await journey.product.sql('update matches set away_team_id = $1 where id = $2', [team!.id, matchId]);
    const buyer = await signUpFan(url(), 'Somchai Jaidee', 'th');
    const friend = await signUpFan(url(), 'Malee Srisuk', 'th');
    await confirmAddress(url(), smtp, friend.email);
    const { id, tickets: [first, second] } = await completedPurchase(buyer, matchId, 2);
    // The first to an address with no account yet (waiting for its claim), the second into the friend's account.
    const address = `later-friend-${Date.now()}@club.test`;
    await apiSend(url(), 'POST', `/api/v1/tickets/${first!.id}/transfer`, buyer.token, { email: address });
    await apiSend(url(), 'POST', `/api/v1/tickets/${second!.id}/transfer`, buyer.token, { email: friend.email });
    const claim = /\/my-tickets\?claim=([\w-]{43})/.exec((await mailText((await smtp.waitFor(address)).raw)).text)![1]!;

    // At a desk, in English: the transfer still waiting says until when it can be cancelled; the one received offers nothing.
    const buyerDesk = await (await fanContext(buyer, DESKTOP)).newPage();
    await buyerDesk.goto(`${url()}/ticket/${id}`);
    await buyerDesk.getByTestId('transfer-cancel').waitFor();
    expect(await buyerDesk.getByTestId('transfer-cancel').count()).toBe(1);
    expect(await buyerDesk.getByTestId('transfer-pending').innerText()).toMatch(/^Not yet added to their account: you can cancel the transfer until \d+ \w+ \d{4}, \d\d:\d\d, and your ticket is yours again\.$/);
    await buyerDesk.getByTestId('transfer-cancel').scrollIntoViewIfNeeded();
    expect(await axeViolations(buyerDesk)).toEqual([]);
    await screenshot(buyerDesk, 'transfer-pending-desktop-en');

    // The buyer's ticket page on a Thai phone: the transfer still waiting can be cancelled, until the cut-off; the one received cannot.
    const phone = await fanContext(buyer, PHONE, 'th-TH');
    const thai = await phone.newPage();
    await thai.goto(`${url()}/ticket/${id}`);
    const passedOn = thai.locator('[data-testid=ticket-stub][data-status=transferred]');
    await expect.poll(() => passedOn.count()).toBe(2);
    await expect.poll(() => thai.getByTestId('transfer-cancel').count()).toBe(1);
    expect(await thai.getByTestId('transfer-pending').innerText()).toMatch(/^ผู้รับยังไม่ได้รับตั๋วเข้าบัญชี คุณยกเลิกการโอนได้ถึง .+ แล้วตั๋วจะกลับมาเป็นของคุณ$/);
    expect(await axeViolations(thai)).toEqual([]);
    await thai.getByTestId('transfer-cancel').scrollIntoViewIfNeeded();
    await screenshot(thai, 'transfer-pending-phone-th');
    await thai.getByTestId('transfer-cancel').click();
    // Theirs again, with its own code.
    const valid = thai.locator('[data-testid=ticket-stub][data-status=valid]');
    await expect.poll(() => valid.count()).toBe(1);
    expect(await valid.getByTestId('ticket-number').innerText()).toBe(first!.ticketNumber);
    expect(await thai.getByTestId('transfer-cancel').count()).toBe(0);
    await valid.scrollIntoViewIfNeeded();
    await screenshot(thai, 'transfer-cancelled-phone-th');
    await phone.close();

    // The link mailed to the address says the transfer was cancelled.
    const late = await signUpFan(url(), 'Later Friend', 'en', address);
    await confirmAddress(url(), smtp, address);
    const refused = await fetch(`${url()}/api/v1/tickets/claim`, {
      method: 'POST', headers: { authorization: `Bearer ${late.token}`, 'content-type': 'application/json', 'accept-language': 'en' }, body: JSON.stringify({ token: claim }),
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/cancelled the transfer/);

    // The friend's card on a Thai phone: the match, unbroken at every phone width, and its venue.
    const friendPhone = await fanContext(friend, PHONE, 'th-TH');
    const theirs = await friendPhone.newPage();
    await theirs.goto(`${url()}/my-tickets`);
    const received = theirs.getByTestId('received-ticket');
    await received.waitFor();
    expect(await received.getByTestId('received-match').innerText()).toContain('บุรีรัมย์ สตอร์ม ยูไนเต็ด');
    expect((await received.getByTestId('received-venue').innerText()).length).toBeGreaterThan(0);
    await received.getByTestId('download-pdf').waitFor();
    await received.getByTestId('add-to-calendar').waitFor();
    for (let width = 320; width <= 430; width += 10) {
      await theirs.setViewportSize({ width, height: PHONE.height });
      expect(await breaksInsideWords(received.locator('.received-match strong')), `${width} px`).toEqual([]);
      expect(await breaksInsideWords(received.getByTestId('ticket-number')), `${width} px`).toEqual([]);
    }
    await theirs.setViewportSize(PHONE);
    expect(await axeViolations(theirs)).toEqual([]);
    await received.scrollIntoViewIfNeeded();
    await screenshot(theirs, 'received-ticket-files-phone-th');
    await friendPhone.close();

    // The friend at a desk, in English: the PDF (its QR the ticket's) and the calendar file, and codes on one line at 1280 px.
    const desk = await fanContext(friend, DESKTOP);
    const page = await desk.newPage();
    await page.goto(`${url()}/my-tickets`);
    const card = page.getByTestId('received-ticket');
    await card.waitFor();
    const [held] = await apiGet<{ ticketNumber: string; qrContent: string }[]>(url(), '/api/v1/tickets/mine', friend.token);
    const [pdf] = await Promise.all([page.waitForEvent('download'), card.getByTestId('download-pdf').click()]);
    expect(pdf.suggestedFilename()).toBe(`${held!.ticketNumber}.pdf`);
    expect(pdfPages(await readFile((await pdf.path())!)).map((p) => p.qr)).toEqual([held!.qrContent]);
    const [calendar] = await Promise.all([page.waitForEvent('download'), card.getByTestId('add-to-calendar').click()]);
    expect(await readFile((await calendar.path())!, 'utf8')).toMatch(/BEGIN:VEVENT[\s\S]*Buriram Storm United/);
    expect(await card.getByTestId('received-venue').innerText()).not.toBe('');
    for (const code of [card.getByTestId('ticket-number'), card.locator('dd.mono').last()]) expect(await breaksInsideWords(code)).toEqual([]);
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('heading', { name: 'Tickets passed on to you' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'received-ticket-files-desktop-en');
    // The buyer's ticket page at the same desk, their ticket back: every code on one line.
    await buyerDesk.reload();
    await buyerDesk.locator('[data-testid=ticket-stub][data-status=valid]').waitFor();
    for (const code of await buyerDesk.locator('.mono').all()) expect(await breaksInsideWords(code)).toEqual([]);
    await screenshot(buyerDesk, 'ticket-page-codes-desktop-en');

    // The friend passes it on in turn to an address with no account: My Tickets keeps it, to take back, until it is claimed.
    const [gift] = await apiGet<{ id: string }[]>(url(), '/api/v1/tickets/mine', friend.token);
    await apiSend(url(), 'POST', `/api/v1/tickets/${gift!.id}/transfer`, friend.token, { email: `onward-${Date.now()}@club.test` });
    await page.reload();
    await page.getByTestId('transfer-cancel').waitFor();
    expect(await page.getByTestId('transfer-pending').innerText()).toMatch(/^Not yet added to their account/);
    await page.getByTestId('transfer-cancel').scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'received-passed-on-desktop-en');
    await page.getByTestId('transfer-cancel').click();
    await expect.poll(() => card.getAttribute('data-status')).toBe('valid');
    expect(await card.getByTestId('ticket-number').innerText()).toBe(held!.ticketNumber);
    await desk.close();
  }, JOURNEY_MS);

  it('a friend with no account yet follows the mail’s link, signs up with that address, comes back to My Tickets and the ticket is theirs', async () => {
    const matchId = await newMatch(new Date(Date.now() + 5 * 86_400_000));
    const buyer = await signUpFan(url(), 'Somchai Jaidee');
    const { tickets: [ticket] } = await completedPurchase(buyer, matchId, 1);
    const address = `new-friend-${Date.now()}@club.test`;
    await apiSend(url(), 'POST', `/api/v1/tickets/${ticket!.id}/transfer`, buyer.token, { email: address });
    const mail = await mailText((await smtp.waitFor(address)).raw);
    const claim = /\/my-tickets\?claim=[\w-]{43}/.exec(mail.text)?.[0];
    expect(claim).toBeDefined();

    // The link, opened signed out: sign-in first, and back.
    const friend = await signUpFan(url(), 'Malee Srisuk', 'en', address);
    await confirmAddress(url(), smtp, address);
    const context = await journey.openContext(DESKTOP, 'en-US');
    const page = await context.newPage();
    await page.goto(`${url()}${claim}`);
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(friend.email);
    await page.getByLabel('Password', { exact: true }).fill(friend.password);
    await page.locator('form').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${url()}/my-tickets`);
    await page.getByTestId('claim-status').filter({ hasText: 'The ticket is yours' }).waitFor();
    await page.getByTestId('received-ticket').waitFor();
    expect((await apiGet<{ id: string }[]>(url(), '/api/v1/tickets/mine', friend.token)).length).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'ticket-claimed-desktop-en');
    await context.close();
  }, JOURNEY_MS);
});
