import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startFakeSlipVerifier } from '@club/slip-verifier-fake';
import { makeSlip, receiptForm } from '../api/src/test/fixtures.js';
import { apiGet, apiSend, signUpFan, type Fan, buyTickets } from './support/api.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signInToConsole } from './support/console.js';
import { useJourney } from './support/journey.js';

/**
 * The console at a staff member's desk (issue 29): every list fits a 1280 px window beside the
 * open menu in both languages, the audit log names records as staff know them, a purchase or an
 * order says one thing about its slip and stops asking once decided, and the gate refuses a used
 * ticket in red and numbers attendees rather than seats. Slips go to a (fake) bank, as in a club
 * that checks them: a slip the bank does not know needs staff.
 */
const ADMIN = { email: 'desk-admin@club.test', password: 'desk-admin-password-123' };
let bank: Awaited<ReturnType<typeof startFakeSlipVerifier>>;
beforeAll(async () => { bank = await startFakeSlipVerifier({ key: 'e2e-key', branch: '777' }); });
afterAll(async () => { await bank?.close(); });
const journey = useJourney(() => ({
  ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password,
  SLIP_VERIFIER: 'slipok', SLIP_VERIFIER_URL: `${bank.url}/api/line/apikey`, SLIP_VERIFIER_KEY: 'e2e-key', SLIP_VERIFIER_BRANCH: '777',
}));
const url = () => journey.product.url;

const staffToken = async () => {
  const res = await fetch(`${url()}/api/v1/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url() }, body: JSON.stringify(ADMIN) });
  return ((await res.json()) as { token: string }).token;
};

/** A fan buys `quantity` tickets of the first match on sale and sends a slip of their own; the bank does not know the transfer, so it waits for staff. */
async function purchaseWaitingForStaff(fan: Fan, quantity: number) {
  const [match] = await apiGet(url(), '/api/v1/matches/promoting?limit=1');
  const purchase = await buyTickets(url(), fan.token, { matchId: match.id, quantity, phone: '0812345678' });
  await apiSend(url(), 'POST', `/api/v1/purchases/${purchase.id}/upload-receipt`, fan.token, receiptForm(await makeSlip()));
  await expect.poll(async () => (await apiGet(url(), `/api/v1/purchases/${purchase.id}`, fan.token)).receiptCheck?.bank?.check, { timeout: 30_000 }).toBe('to_staff');
  return purchase as { id: string; referenceNumber: string };
}

/** A store order of one scarf to pick up, with a slip (`slip`) when given. */
async function scarfOrder(fan: Fan, slip?: Buffer) {
  const { products } = await apiGet(url(), '/api/v1/public/merchandise/products?page=1&limit=48&sort=newest');
  const scarf = products.find((p: { name: string }) => p.name === 'Thunder Scarf');
  const [pickup] = (await apiGet(url(), '/api/v1/shipping/methods')).filter((m: { type: string }) => m.type === 'pickup');
  const [place] = await apiGet(url(), '/api/v1/shipping/pickup-locations');
  await apiSend(url(), 'POST', '/api/v1/cart/add', fan.token, { product_id: scarf.id, quantity: 1, variants: {} });
  const { order } = await apiSend(url(), 'POST', '/api/v1/orders/create-from-cart', fan.token, { shipping_method_id: pickup.id, pickup_location_id: place.id, notes: null });
  if (slip) {
    await apiSend(url(), 'POST', `/api/v1/orders/${order.id}/payment-receipt`, fan.token, receiptForm(slip));
    await expect.poll(async () => (await apiGet(url(), `/api/v1/orders/${order.id}`, fan.token)).order.receipt_check?.bank?.check, { timeout: 30_000 }).toBe('to_staff');
  }
  return order as { id: string; order_number: string };
}

/** The console in `lang`, on a browser in that language: a Thai one signs in on the Thai form. */
async function consoleIn(lang: 'en' | 'th', viewport = DESKTOP): Promise<Page> {
  const page = await journey.openPage(viewport, lang === 'th' ? 'th-TH' : 'en-US');
  if (lang === 'en') await signInToConsole(page, url(), ADMIN);
  else {
    await page.goto(`${url()}/admin/`);
    await page.getByLabel('อีเมล').waitFor({ timeout: 60_000 });
    await page.getByLabel('อีเมล').fill(ADMIN.email);
    await page.locator('input[type=password]').fill(ADMIN.password);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await page.locator('#main-content').waitFor();
  }
  return page;
}

/** A list has loaded: its rows, or what it says when it has none. */
const LOADED = ['tbody tr', '[data-testid=list-no-results]', '.RaEmpty-message', '[data-testid=statement-imports-empty]', '[data-testid=statement-lines]',
  '[data-testid=statement-lines-none-waiting]', '[role=status]'].map((s) => `#main-content ${s}`).join(', ');

/** Every list the console's menu opens (App.tsx's resources). */
const LISTS = [
  'purchases', 'orders', 'statement-imports', 'statement-lines', 'competition-results', 'matches', 'teams', 'venues', 'bank-accounts', 'products',
  'categories', 'banners', 'promo-codes', 'shipping-methods', 'pickup-locations', 'users', 'audit-log', 'failed-jobs',
];

/** How far the page scrolls sideways, and each table wider than the box that shows it (a column staff would have to scroll to). */
const overflow = (page: Page) => page.evaluate(() => ({
  page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  tables: Array.from(document.querySelectorAll('#main-content table')).map((t) => t.parentElement!).filter((box) => box.scrollWidth > box.clientWidth + 1).length,
}));

/** WCAG's contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = rgb.match(/\d+/g)!.slice(0, 3).map((v) => { const c = Number(v) / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('the console at a desk', () => {
  it('fits every list in a 1280 px window beside the open menu, in English and Thai, and its audit log names records by their references', async () => {
    const token = await staffToken();
    const fan = await signUpFan(url(), 'Kittisak Wongsawatdiphong Na Ayutthaya', 'en', `kittisak.wongsawatdiphong.${Date.now()}@longdomain-example.co.th`);
    const purchase = await purchaseWaitingForStaff(fan, 2);
    await apiSend(url(), 'POST', `/api/v1/admin/purchases/${purchase.id}/approve`, token, {});
    const order = await scarfOrder(fan, await makeSlip());
    await apiSend(url(), 'PUT', `/api/v1/admin/orders/${order.id}`, token, { status: 'paid' });

    for (const lang of ['en', 'th'] as const) {
      const page = await consoleIn(lang);
      // The menu is open beside the lists, as a desk shows it.
      await page.locator('.RaSidebar-fixed').waitFor();
      expect(await page.locator('.RaSidebar-fixed').evaluate((m) => m.getBoundingClientRect().width)).toBeGreaterThan(150);
      const wide: string[] = [];
      for (const list of LISTS) {
        await page.goto(`${url()}/admin/#/${list}`);
        // Loaded: the list's rows, or its empty message.
        await page.locator(LOADED).first().waitFor({ timeout: 15_000 }).catch((e: Error) => { throw new Error(`${list} (${lang}) did not load: ${e.message}`); });
        await page.waitForLoadState('networkidle');
        const o = await overflow(page);
        if (o.page > 0 || o.tables > 0) wide.push(`${list}: page +${o.page}px, ${o.tables} table(s) cut`);
        if (list === 'orders' || list === 'audit-log') await screenshot(page, `console-desk-${list}-${lang}`);
      }
      expect(wide).toEqual([]);

      // The approval and the order's move, named as staff know them.
      await page.goto(`${url()}/admin/#/audit-log`);
      const records = page.getByTestId('audit-record');
      await records.first().waitFor();
      const named = await records.allInnerTexts();
      expect(named).toContain(purchase.referenceNumber);
      expect(named).toContain(order.order_number);
      expect(named.some((n) => /^[0-9a-f]{8}…$/.test(n))).toBe(false);
      // The entry's page names it the same way, and leads to it.
      await page.locator('tbody tr', { hasText: purchase.referenceNumber }).click();
      await page.waitForURL(/#\/audit-log\/\d+\/show$/);
      const record = page.getByRole('link', { name: purchase.referenceNumber, exact: true });
      await record.waitFor();
      await screenshot(page, `console-desk-audit-entry-${lang}`);
      await record.click();
      await page.getByTestId('purchase-reference').getByText(purchase.referenceNumber).waitFor();
    }
  }, 240_000);

  for (const lang of ['en', 'th'] as const) {
    it(`a purchase page says one thing about a slip the bank could not confirm, and stops asking once a colleague decides (${lang}, desk)`, async () => {
      const fan = await signUpFan(url(), 'Malee Srisuk');
      const purchase = await purchaseWaitingForStaff(fan, 1);
      const page = await consoleIn(lang);
      await page.goto(`${url()}/admin/#/purchases/${purchase.id}/show`);
      const details = page.getByTestId('purchase-details');
      const verdict = page.getByTestId('purchase-check');
      await verdict.waitFor();
      const words = lang === 'en'
        ? { toCheck: 'Needs your check', decided: 'Decided: nothing to check', oneTicket: /(^|\n)1 ticket × ฿[\d,]+(\n|$)/, passed: /Slip check passed|Bank check: needs you/ }
        : { toCheck: 'รอเจ้าหน้าที่ตรวจ', decided: 'ตัดสินแล้ว ไม่ต้องตรวจเพิ่ม', oneTicket: /ตั๋ว 1 ใบ × [\d,]+ บาท/, passed: /ตรวจสลิปผ่าน|ผลตรวจกับธนาคาร: รอเจ้าหน้าที่/ };
      expect(await verdict.innerText()).toBe(words.toCheck);
      const before = await details.innerText();
      expect(before).toMatch(words.oneTicket);
      expect(before).not.toMatch(words.passed);
      expect(await page.locator('[data-finding].MuiAlert-colorWarning').count()).toBeGreaterThan(0);
      await screenshot(page, `console-desk-purchase-to-check-${lang}`);

      // A colleague approves it from another desk: this page follows, and nothing on it asks for staff any more.
      await apiSend(url(), 'POST', `/api/v1/admin/purchases/${purchase.id}/approve`, await staffToken(), {});
      await page.locator('[data-testid=purchase-status][data-status=completed]').waitFor({ timeout: 15_000 });
      expect(await verdict.innerText()).toBe(words.decided);
      const after = await details.innerText();
      expect(after).not.toContain(words.toCheck);
      expect(await page.locator('#main-content .MuiAlert-colorWarning').count()).toBe(0);
      await screenshot(page, `console-desk-purchase-decided-${lang}`);
    });
  }

  for (const lang of ['en', 'th'] as const) {
    it(`an order paid with a slip used before warns while it waits, and no longer once it is paid and shipped (${lang}, desk)`, async () => {
      const fan = await signUpFan(url(), 'Store Customer');
      const slip = await makeSlip();
      const first = await scarfOrder(fan, slip);
      const again = await scarfOrder(fan, slip);
      const page = await consoleIn(lang);
      const words = lang === 'en'
        ? { toCheck: 'Needs your check', warned: /used before|needs your check/i, sameFile: /Same file as order/ }
        : { toCheck: 'รอเจ้าหน้าที่ตรวจ', warned: /เคยถูกใช้แล้ว|รอเจ้าหน้าที่ตรวจ/, sameFile: /ไฟล์เดียวกับคำสั่งซื้อ/ };
      await page.goto(`${url()}/admin/#/orders/${again.id}/show`);
      const panel = page.getByTestId('order-status-panel');
      await page.getByTestId('slip-hint-duplicates').waitFor();
      expect(await page.getByTestId('order-receipt-check').first().innerText()).toBe(words.toCheck);
      await screenshot(page, `console-desk-order-reused-waiting-${lang}`);

      const token = await staffToken();
      await apiSend(url(), 'PUT', `/api/v1/admin/orders/${again.id}`, token, { status: 'paid' });
      await apiSend(url(), 'PUT', `/api/v1/admin/orders/${again.id}`, token, { status: 'shipped', tracking_number: 'TH0000000099' });
      await page.locator('[data-testid=order-status-panel][data-status=shipped]').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('slip-hint-duplicates').count()).toBe(0);
      expect(await panel.innerText()).not.toMatch(words.warned);
      expect(await page.locator('#main-content .MuiAlert-colorWarning').count()).toBe(0);
      // The reuse stays on record, as a fact, naming the other order by its number.
      const reuse = page.getByTestId('order-duplicates');
      await expect.poll(() => reuse.innerText(), { timeout: 10_000 }).toContain(first.order_number);
      expect(await reuse.innerText()).toMatch(words.sameFile);
      await screenshot(page, `console-desk-order-reused-shipped-${lang}`);
      await reuse.scrollIntoViewIfNeeded();
      await screenshot(page, `console-desk-order-reused-shipped-payment-${lang}`);
    });
  }

  for (const [lang, viewport] of [['en', DESKTOP], ['th', PHONE]] as const) {
    it(`the gate numbers attendees on free seating and refuses a used ticket in red (${lang}, ${viewport.width} px)`, async () => {
      const fan = await signUpFan(url(), 'Somchai Jaidee');
      const purchase = await purchaseWaitingForStaff(fan, 2);
      await apiSend(url(), 'POST', `/api/v1/admin/purchases/${purchase.id}/approve`, await staffToken(), {});
      await expect.poll(async () => (await apiGet(url(), `/api/v1/purchases/${purchase.id}/tickets`, fan.token)).length, { timeout: 20_000 }).toBe(2);
      const [, second] = await apiGet<{ ticketNumber: string; seat: number }[]>(url(), `/api/v1/purchases/${purchase.id}/tickets`, fan.token);
      const gate = await consoleIn(lang, viewport);
      await gate.goto(`${url()}/admin/#/check-in`);
      const code = gate.locator('input[data-testid=checkin-code-input]');
      await code.waitFor();
      const words = lang === 'en'
        ? { entry: `Entry ${second!.seat} of 2`, seat: /seat/i }
        : { entry: `ผู้เข้าชมคนที่ ${second!.seat} จาก 2`, seat: /ที่นั่ง/ };

      await code.fill(second!.ticketNumber);
      await gate.getByTestId('checkin-submit').click();
      const admitted = gate.locator('[data-testid=checkin-result][data-result=admitted]');
      await admitted.waitFor();
      expect(await admitted.getByTestId('checkin-entry').innerText()).toBe(words.entry);
      expect(await admitted.innerText()).not.toMatch(words.seat);
      await screenshot(gate, `console-desk-gate-admitted-${lang}`);

      await code.fill(second!.ticketNumber);
      await gate.getByTestId('checkin-submit').click();
      const used = gate.locator('[data-testid=checkin-result][data-result=already_used]');
      await used.waitFor();
      const [background, text] = await used.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
      // Red, as every refusal: more red than green by far (amber has nearly as much green).
      const [r, g] = background!.match(/\d+/g)!.map(Number);
      expect(r! - g!).toBeGreaterThan(120);
      expect(background).toBe('rgb(198, 40, 40)');
      expect(contrast(background!, text!)).toBeGreaterThanOrEqual(4.5);
      await screenshot(gate, `console-desk-gate-already-used-${lang}`);
    });
  }
});
