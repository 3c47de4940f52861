import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CheckInMatch, CompetitionMatchesDto, StaffCompetitionResultDto } from '@club/core';
import { makeSlip, receiptForm } from '../api/src/test/fixtures.js';
import { axeViolations } from './support/a11y.js';
import { apiGet, apiSend, signUpFan, type Fan, buyTickets } from './support/api.js';
import { DESKTOP, screenshot } from './support/browser.js';
import { signInToConsole } from './support/console.js';
import { keepSignedIn } from './support/fan.js';
import { useJourney } from './support/journey.js';

/**
 * Staff deciding slips and following store orders in the console (issue 14): the purchase page
 * holds everything a decision needs on one laptop screen, the queue says who paid for what, dates
 * are Bangkok time in one format per language, store orders open on what waits on staff, and a
 * Thai reader's empty lists are Thai.
 */
const ADMIN = { email: 'admin@club.test', password: 'admin-password-123' };
const journey = useJourney(() => ({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }));
const url = () => journey.product.url;

const signIn = async (who: { email: string; password: string }) => {
  const res = await fetch(`${url()}/api/v1/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url() }, body: JSON.stringify(who) });
  return ((await res.json()) as { token: string }).token;
};

interface Purchase {
  id: string;
  referenceNumber: string;
  receiptUploadedAt: string;
  matchDetails: { matchDate: string; homeTeam: { name: string; nameTh: string }; awayTeam: { name: string; nameTh: string } | null };
}

/** A fan buys two tickets for the first match on sale and sends a slip; the purchase waits for staff. */
async function purchaseWaitingForStaff(fan: Fan, slip?: Buffer): Promise<Purchase> {
  const [match] = await apiGet(url(), '/api/v1/matches/promoting?limit=3');
  const purchase = await buyTickets(url(), fan.token, { matchId: match.id, quantity: 2, phone: '0812345678' });
  await apiSend(url(), 'POST', `/api/v1/purchases/${purchase.id}/upload-receipt`, fan.token, receiptForm(slip ?? await makeSlip()));
  await expect.poll(async () => (await apiGet(url(), `/api/v1/purchases/${purchase.id}/status`, fan.token)).status, { timeout: 20_000 }).toBe('verifying');
  return apiGet(url(), `/api/v1/purchases/${purchase.id}`, fan.token);
}

const pad = (n: number) => String(n).padStart(2, '0');
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TH_MONTHS = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'];
/** Bangkok's wall clock (UTC+7 all year), worked out here rather than asked of Intl. */
const bangkok = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000);
/** "24 Nov 2026, 13:10". */
const englishDateTime = (iso: string) => { const t = bangkok(iso); return `${t.getUTCDate()} ${EN_MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()}, ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`; };
/** "24 พ.ย. 2569 13:10": the Buddhist-era year is the Gregorian one plus 543. */
const thaiDateTime = (iso: string) => { const t = bangkok(iso); return `${t.getUTCDate()} ${TH_MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear() + 543} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`; };

/** Staff on a Thai browser: the console opens in Thai, sign-in form included; the language is also chosen in react-admin's store, as its menu does. */
async function signInInThai(page: Page) {
  await page.goto(`${url()}/admin/`);
  await page.evaluate(() => localStorage.setItem('RaStore.locale', '"th"'));
  await page.getByLabel('อีเมล').waitFor({ timeout: 60_000 });
  await page.getByLabel('อีเมล').fill(ADMIN.email);
  await page.locator('input[type=password]').fill(ADMIN.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.getByRole('menuitem', { name: 'รายการซื้อตั๋ว' }).waitFor();
}

/** Latin-script words a Thai reader would meet in the console's main area (text, and the names of icons and fields). */
async function englishWordsIn(page: Page, allowed: string[]): Promise<string[]> {
  const text = await page.locator('#main-content').evaluate((main) => {
    const names = Array.from(main.querySelectorAll('[aria-label], [title], [placeholder]'))
      .flatMap((el) => ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''));
    return [(main as HTMLElement).innerText, ...names].join(' ');
  });
  const words = text.split(/\s+/).filter((t) => !/\d|@/.test(t)).flatMap((t) => t.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? []);
  return [...new Set(words.filter((w) => !allowed.includes(w)))];
}

/** Staff's note beside a preset reason, shown to the fan as written. */
const NOTE = 'โอนเข้าบัญชีค่าตั๋ว ไม่ใช่บัญชีร้านค้า';

const queueRow = (page: Page, reference: string) => page.locator('tbody tr', { hasText: reference });

describe('verifying payments and following orders in the console', () => {
  it('shows a Thai reader empty lists in Thai: nothing yet, and nothing for the filters', async () => {
    const page = await journey.openPage(DESKTOP, 'th-TH');
    await signInInThai(page);
    // Slips to check (the queue's own filter), of which there are none: the filtered empty list.
    await page.goto(`${url()}/admin/#/purchases?filter=${encodeURIComponent('{"status":"verifying"}')}`);
    // The message names the list: once it is there, no word of it may be English.
    await page.locator('#main-content').getByText(/รายการซื้อตั๋ว/).first().waitFor();
    expect(await englishWordsIn(page, [])).toEqual([]);
    await page.getByText('ไม่พบรายการซื้อตั๋วที่ตรงกับตัวกรองที่เลือก').waitFor();
    await page.getByRole('button', { name: 'ล้างตัวกรอง' }).waitFor();
    // No purchase at all yet: react-admin's empty page.
    await page.goto(`${url()}/admin/#/purchases?filter=${encodeURIComponent('{}')}`);
    await page.getByText('ยังไม่มีรายการซื้อตั๋ว').waitFor();
    expect(await englishWordsIn(page, [])).toEqual([]);
    await screenshot(page, 'console-th-empty');
    await page.goto(`${url()}/admin/#/orders?filter=${encodeURIComponent('{"q":"ไม่มีคำสั่งซื้อนี้"}')}`);
    await page.getByText('ไม่พบคำสั่งซื้อสินค้าที่ตรงกับตัวกรองที่เลือก').waitFor();
    expect(await englishWordsIn(page, ['CSV'])).toEqual([]);
    await screenshot(page, 'console-th-no-results');
  });

  it('puts buyer, match, amount, reference, the slip check and a large slip on one laptop screen, and names buyer and match in the queue', async () => {
    const somchai = await signUpFan(url(), 'Somchai Jaidee');
    const malee = await signUpFan(url(), 'Malee Srisuk');
    const slip = await makeSlip();
    const first = await purchaseWaitingForStaff(somchai, slip);
    // The same file again, from another fan: a slip used before.
    const reused = await purchaseWaitingForStaff(malee, slip);
    const match = first.matchDetails;

    const page = await journey.openPage(DESKTOP, 'en-US');
    await signInToConsole(page, url(), ADMIN);
    await page.getByRole('menuitem', { name: 'Ticket purchases' }).click();
    await page.getByRole('columnheader', { name: 'Buyer' }).waitFor();
    await page.getByRole('columnheader', { name: 'Match' }).waitFor();
    const row = queueRow(page, first.referenceNumber);
    await row.waitFor();
    const rowText = await row.innerText();
    for (const shown of ['Somchai Jaidee', somchai.email, match.homeTeam.name, match.awayTeam!.name, '฿800', englishDateTime(first.receiptUploadedAt)]) expect(rowText).toContain(shown);
    // Oldest slip first.
    const references = await page.locator('tbody tr').allInnerTexts();
    expect(references.findIndex((t) => t.includes(first.referenceNumber))).toBeLessThan(references.findIndex((t) => t.includes(reused.referenceNumber)));
    expect(await queueRow(page, reused.referenceNumber).innerText()).toContain('Same file used before');
    expect(await axeViolations(page, '#main-content')).toEqual([]);
    await screenshot(page, 'console-queue-columns');

    await queueRow(page, reused.referenceNumber).getByText(reused.referenceNumber).click();
    await page.waitForURL(/#\/purchases\/[0-9a-f-]{36}\/show$/);
    const slipImage = page.getByTestId('purchase-slip').locator('img');
    await slipImage.waitFor();
    expect(await page.getByTestId('purchase-reference').innerText()).toBe(reused.referenceNumber);
    expect(await page.getByTestId('purchase-buyer-name').innerText()).toBe('Malee Srisuk');
    expect(await page.getByTestId('purchase-buyer-email').innerText()).toBe(malee.email);
    expect(await page.getByTestId('purchase-buyer-phone').innerText()).toBe('0812345678');
    expect(await page.getByTestId('purchase-match-title').innerText()).toBe(`${match.homeTeam.name} – ${match.awayTeam!.name}`);
    expect(await page.getByTestId('purchase-kick-off').innerText()).toBe(englishDateTime(match.matchDate));
    expect(await page.getByTestId('purchase-amount').innerText()).toBe('฿800.00');
    await expect.poll(() => page.getByTestId('purchase-flags').innerText(), { timeout: 10_000 }).toContain('Same file as ticket purchase');
    // All of it, the decision and the slip, without scrolling on a 1280×800 laptop.
    for (const id of ['purchase-reference', 'purchase-amount', 'purchase-buyer-name', 'purchase-buyer-email', 'purchase-buyer-phone', 'purchase-match-title',
      'purchase-kick-off', 'purchase-flags', 'purchase-window', 'purchase-approve', 'purchase-reject']) {
      const box = await page.getByTestId(id).boundingBox();
      expect(box, id).not.toBeNull();
      expect(box!.y + box!.height, id).toBeLessThanOrEqual(DESKTOP.height);
    }
    const slipBox = (await slipImage.boundingBox())!;
    expect(slipBox.height).toBeGreaterThan(450);
    expect(slipBox.y + slipBox.height).toBeLessThanOrEqual(DESKTOP.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await axeViolations(page, '#main-content')).toEqual([]);
    await screenshot(page, 'console-purchase-show');

    // The slip opens on the whole screen, and at twice its size to read the small print.
    await page.getByTestId('slip-zoom').click();
    const zoomed = page.getByRole('dialog');
    await zoomed.getByRole('button', { name: '200%' }).click();
    await expect.poll(async () => (await zoomed.locator('img').boundingBox())!.width, { timeout: 10_000 }).toBeGreaterThan(1000);
    await zoomed.getByRole('button', { name: 'Close' }).click();

    // The flag links to the purchase the slip was first used for.
    await page.getByTestId('purchase-duplicate').click();
    await page.waitForURL(new RegExp(`#/purchases/${first.id}/show$`));
    await page.getByTestId('purchase-buyer-name').getByText('Somchai Jaidee').waitFor();
  });

  it('writes dates in Thai with the Buddhist year and Bangkok time, in the queue and on the purchase, whatever the browser\'s zone', async () => {
    const fan = await signUpFan(url(), 'Anan Thai');
    const purchase = await purchaseWaitingForStaff(fan);
    // A staff laptop set to New York: 12 hours from Bangkok.
    const page = await journey.openPage(DESKTOP, 'th-TH', { timezoneId: 'America/New_York' });
    await signInInThai(page);
    await page.goto(`${url()}/admin/#/purchases`);
    const row = queueRow(page, purchase.referenceNumber);
    await row.waitFor();
    const rowText = await row.innerText();
    expect(rowText).toContain(thaiDateTime(purchase.receiptUploadedAt));
    expect(rowText).toContain(thaiDateTime(purchase.matchDetails.matchDate));
    expect(rowText).toContain(purchase.matchDetails.homeTeam.nameTh);
    await row.getByText(purchase.referenceNumber).click();
    await page.getByTestId('purchase-details').waitFor();
    expect(await page.getByTestId('purchase-uploaded-at').innerText()).toBe(thaiDateTime(purchase.receiptUploadedAt));
    expect(await page.getByTestId('purchase-kick-off').innerText()).toBe(thaiDateTime(purchase.matchDetails.matchDate));
    expect(await page.getByTestId('purchase-amount').innerText()).toBe('800.00 บาท');
    await screenshot(page, 'console-th-purchase-show');
  });

  it('writes competition results and the gate\'s matches in Thai on Bangkok time on a New York laptop: Thai team names, the feed\'s last fetch and each kick-off', async () => {
    const staff = await signIn(ADMIN);
    // The worker's first fetch of the competition feed lands a moment after start-up.
    await expect.poll(async () => (await apiGet(url(), '/api/v1/admin/competition-results', staff)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    // The list's own order (latest kick-off first, then id): its first row.
    const [first] = await apiGet<StaffCompetitionResultDto[]>(url(), '/api/v1/admin/competition-results', staff);
    const page = await journey.openPage(DESKTOP, 'th-TH', { timezoneId: 'America/New_York' });
    await signInInThai(page);
    await page.goto(`${url()}/admin/#/competition-results`);
    const row = page.locator('tbody tr').first();
    await row.getByText(`${first!.home_team_name} พบ ${first!.away_team_name}`).waitFor();
    const rowText = await row.innerText();
    // The feed's date and time are Bangkok's already: "27 พ.ย. 2569" and "17:45".
    const [y, m, d] = first!.start_date.split('-').map(Number);
    expect(rowText).toContain(`${d} ${TH_MONTHS[m! - 1]} ${y! + 543}`);
    expect(rowText).toContain(first!.start_time.slice(0, 5));
    for (const english of [first!.home_team_name_en, first!.away_team_name_en]) if (english) expect(rowText).not.toContain(english);
    // When the worker last fetched the feed: Bangkok time, not New York's (a fetch since the page loaded: load it again).
    const fetchedAt = page.getByTestId('competition-fetched-at');
    await expect.poll(async () => {
      await fetchedAt.filter({ hasText: /\d:\d\d/ }).waitFor();
      const { fetched_at } = await apiGet<CompetitionMatchesDto>(url(), '/api/v1/competition/matches');
      const shown = (await fetchedAt.innerText()).includes(thaiDateTime(fetched_at!));
      if (!shown) await page.reload();
      return shown;
    }, { timeout: 20_000 }).toBe(true);
    await screenshot(page, 'console-th-competition-results');

    // The gate's match picker: the Thai teams and the kick-off on Bangkok's clock.
    const matches = await apiGet<CheckInMatch[]>(url(), '/api/v1/admin/check-in/matches', staff);
    const picked = matches.find((x) => x.today) ?? matches[0]!;
    await page.goto(`${url()}/admin/#/check-in`);
    await page.getByTestId('checkin-page').getByText(`${picked.home_team_th} – `).waitFor();
    expect(await page.getByTestId('checkin-page').innerText()).toContain(` · ${thaiDateTime(picked.match_date)}`);
  });

  it('opens store orders on what needs staff (a slip to check, a paid order), and one click shows every order', async () => {
    const [fan, other] = [await signUpFan(url(), 'Store Customer'), await signUpFan(url(), 'Other Customer')];
    const staff = await signIn(ADMIN);
    const { products } = await apiGet(url(), '/api/v1/public/merchandise/products?page=1&limit=48&sort=newest');
    const scarf = products.find((p: { name: string }) => p.name === 'Thunder Scarf');
    const [pickup] = (await apiGet(url(), '/api/v1/shipping/methods')).filter((m: { type: string }) => m.type === 'pickup');
    const [place] = await apiGet(url(), '/api/v1/shipping/pickup-locations');
    const placeOrder = async (customer = fan) => {
      await apiSend(url(), 'POST', '/api/v1/cart/add', customer.token, { product_id: scarf.id, quantity: 1, variants: {} });
      return (await apiSend(url(), 'POST', '/api/v1/orders/create-from-cart', customer.token, { shipping_method_id: pickup.id, pickup_location_id: place.id, notes: null })).order as { id: string; order_number: string };
    };
    const [withSlip, paid, shipped, unpaid, othersPaid] = [await placeOrder(), await placeOrder(), await placeOrder(), await placeOrder(), await placeOrder(other)];
    await apiSend(url(), 'POST', `/api/v1/orders/${withSlip.id}/payment-receipt`, fan.token, receiptForm(await makeSlip()));
    for (const order of [paid, shipped, othersPaid]) await apiSend(url(), 'PUT', `/api/v1/admin/orders/${order.id}`, staff, { status: 'paid' });
    await apiSend(url(), 'PUT', `/api/v1/admin/orders/${shipped.id}`, staff, { status: 'shipped', tracking_number: 'TH0000000042' });

    const page = await journey.openPage(DESKTOP, 'en-US');
    await signInToConsole(page, url(), ADMIN);
    await page.getByRole('menuitem', { name: 'Store orders' }).click();
    const numbers = async () => (await page.locator('tbody').innerText().catch(() => ''));
    const shown = async () => { const t = await numbers(); return [withSlip, paid, shipped, unpaid, othersPaid].map((o) => t.includes(o.order_number)); };
    await expect.poll(shown, { timeout: 15_000 }).toEqual([true, true, false, false, true]);
    // The customer's orders alone once the search has been applied (half a second after typing):
    // only then is a view chosen, as staff do, having seen what they searched for.
    await page.getByPlaceholder('Order number or email').fill(fan.email);
    await expect.poll(shown, { timeout: 15_000 }).toEqual([true, true, false, false, false]);
    // Said on the page, with the way back to everything beside it.
    expect(await page.getByTestId('order-view-needs_action').getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'console-orders-needs-action');

    await page.getByTestId('order-view-all').click();
    await expect.poll(shown, { timeout: 15_000 }).toEqual([true, true, true, true, false]);
    expect(await page.getByTestId('order-view-all').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('tbody tr', { hasText: paid.order_number }).getByTestId('order-status').innerText()).toBe('Paid');
  });

  it('staff reject a store order\'s slip with a preset reason and a note; the Thai fan on a phone reads them in Thai and sends a new slip, which takes the stock again', async () => {
    const fan = await signUpFan(url(), 'มาลี ศรีสุข', 'th');
    const { products } = await apiGet(url(), '/api/v1/public/merchandise/products?page=1&limit=48&sort=newest');
    const scarf = products.find((p: { name: string }) => p.name === 'Thunder Scarf');
    const [pickup] = (await apiGet(url(), '/api/v1/shipping/methods')).filter((m: { type: string }) => m.type === 'pickup');
    const [place] = await apiGet(url(), '/api/v1/shipping/pickup-locations');
    await apiSend(url(), 'POST', '/api/v1/cart/add', fan.token, { product_id: scarf.id, quantity: 2, variants: {} });
    const order = (await apiSend(url(), 'POST', '/api/v1/orders/create-from-cart', fan.token, { shipping_method_id: pickup.id, pickup_location_id: place.id, notes: null })).order as { id: string; order_number: string };
    await apiSend(url(), 'POST', `/api/v1/orders/${order.id}/payment-receipt`, fan.token, receiptForm(await makeSlip({ variant: 21 })));
    await expect.poll(async () => (await apiGet(url(), `/api/v1/orders/${order.id}`, fan.token)).order.receipt_check?.status, { timeout: 20_000 }).toBe('accepted');
    const stock = async (): Promise<number> => (await apiGet(url(), `/api/v1/public/merchandise/products/${scarf.id}`)).available_quantity;
    const held = await stock();

    const staff = await journey.openPage(DESKTOP, 'en-US');
    await signInToConsole(staff, url(), ADMIN);
    await staff.goto(`${url()}/admin/#/orders/${order.id}/show`);
    await staff.getByTestId('order-action-rejected').click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('Paid into another account').check();
    await dialog.getByLabel('Note to the fan (optional)').fill(NOTE);
    await dialog.getByTestId('reject-confirm').click();
    await staff.getByTestId('order-rejection-reason').getByText('Paid into another account').waitFor();
    await expect.poll(stock).toBe(held + 2);
    await screenshot(staff, 'order-reject-console-desktop-en');

    const context = await journey.openContext({ width: 390, height: 844 }, 'th-TH');
    await keepSignedIn(context, fan);
    const page = await context.newPage();
    await page.goto(`${url()}/payment/order/${order.id}`);
    const rejected = page.getByTestId('order-rejected');
    await rejected.waitFor();
    expect(await rejected.getByTestId('rejection-reason').innerText()).toBe('เงินถูกโอนเข้าบัญชีที่ไม่ใช่บัญชีของสโมสรสำหรับการชำระเงินนี้');
    expect(await rejected.getByTestId('rejection-note').innerText()).toBe(NOTE);
    expect(await page.getByTestId('order-status').innerText()).toBe('การชำระเงินถูกปฏิเสธ');
    await screenshot(page, 'order-reject-phone-th');

    await page.getByTestId('order-upload').getByTestId('receipt-input').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await makeSlip({ variant: 22 }) });
    await page.locator('[data-testid=order-page][data-status=verifying]').waitFor();
    await expect.poll(stock).toBe(held);
    await screenshot(page, 'order-reject-phone-th-new-slip');
  });
});
