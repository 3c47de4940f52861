import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatClubDateTime, formatClubTime } from '@club/core';
import { makeSlip } from '../api/src/test/fixtures.js';
import { apiGet, apiSend, signUpFan, type Fan, buyTickets } from './support/api.js';
import { DESKTOP, screenshot } from './support/browser.js';
import { keepSignedIn } from './support/fan.js';
import { useJourney } from './support/journey.js';
import { focusStop, pressUntil, problemsAt, type FocusStop } from './support/keyboard.js';

const journey = useJourney();
const url = () => journey.product.url;
/** A common phone today (iPhone 12 to 15); the header stays on top of the page there too. */
const PHONE_390 = { width: 390, height: 844 };

/** A fan already signed in: the site's session token in the browser profile before the first page. */
async function signedInPage(fan: Fan, viewport: { width: number; height: number }, locale: 'en-US' | 'th-TH', clock = false): Promise<Page> {
  const context = await journey.openContext(viewport, locale);
  await keepSignedIn(context, fan);
  // The phone's clock, which a test moves forward; it runs at normal speed until then.
  if (clock) await context.clock.install();
  return context.newPage();
}

const isFocused = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** The ticking minutes:seconds, and anything around it that a screen reader would read out by itself. */
async function tickingNumberIsQuiet(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).evaluate((el) => {
    const live = el.closest('[aria-live]:not([aria-live=off]), [role=status], [role=alert], [role=log], [role=timer], [role=marquee], output');
    if (live) return `inside a live region: <${live.tagName.toLowerCase()} aria-live=${live.getAttribute('aria-live')} role=${live.getAttribute('role')}>`;
    if (el.hasAttribute('aria-live')) return `has aria-live=${el.getAttribute('aria-live')}`;
    return null;
  });
}

/** The polite live region that says how long is left: its words, and whether it is out of sight. */
async function announcement(page: Page): Promise<{ politeness: string | null; text: string; hidden: boolean }> {
  const region = page.getByTestId('deadline-announcement');
  return region.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { politeness: el.getAttribute('aria-live'), text: el.textContent ?? '', hidden: rect.width <= 1 && rect.height <= 1 };
  });
}

describe('a fan who uses only the keyboard', () => {
  it('buys a ticket from the landing page and sends the slip on a phone in Thai, with the focus visible and clear of the sticky header at every stop', async () => {
    const fan = await signUpFan(url(), 'สมศักดิ์ แป้นพิมพ์', 'th');
    const page = await signedInPage(fan, PHONE_390, 'th-TH');
    await page.goto(url());
    const firstCard = page.getByTestId('match-card').first();
    await firstCard.waitFor();
    const href = (await firstCard.locator('a[href^="/buy-ticket/"]').getAttribute('href'))!;
    const buyLink = `[data-testid=match-card] a[href="${href}"]`;
    const matchId = href.split('/').pop()!;
    const stops: FocusStop[] = [];

    // The first Tab reaches the skip link; on through the header's links and buttons, and back.
    stops.push(...(await pressUntil(page, 'Tab', '.skip-link', 1)));
    stops.push(...(await pressUntil(page, 'Tab', '.menu-button')));
    stops.push(...(await pressUntil(page, 'Shift+Tab', '.skip-link')));
    // The skip link takes the focus past the header into the page.
    await page.keyboard.press('Enter');
    expect(await isFocused(page, 'main')).toBe(true);

    // On to the first match's Get tickets: every stop on the way is looked at.
    stops.push(...(await pressUntil(page, 'Tab', buyLink)));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url()}/buy-ticket/${matchId}`);
    const form = page.getByTestId('buy-form');
    await form.waitFor();

    // Past the zones (the cheapest is chosen to start with) to the phone field; then the bar at the
    // foot of a phone's screen: three tickets with +, one less with − (Space and Enter both press a button).
    stops.push(...(await pressUntil(page, 'Tab', '[data-testid=phone-input]')));
    await page.keyboard.type('081-234-5678');
    stops.push(...(await pressUntil(page, 'Tab', '[data-testid=quantity-increase]')));
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByTestId('quantity-value').innerText()).toBe('3');
    stops.push(...(await pressUntil(page, 'Shift+Tab', '[data-testid=quantity-decrease]', 1)));
    await page.keyboard.press('Enter');
    await expect.poll(() => form.getByTestId('quantity-value').innerText()).toBe('2');
    stops.push(await focusStop(page));
    stops.push(...(await pressUntil(page, 'Tab', '[data-testid=buy-submit]')));
    // A look back up the form before buying: the fields slide out from under the bar and the header on the way.
    stops.push(...(await pressUntil(page, 'Shift+Tab', '[data-testid=phone-input]')));
    stops.push(...(await pressUntil(page, 'Tab', '[data-testid=buy-submit]')));
    await screenshot(page, 'keyboard-phone-th-buy');
    expect(problemsAt(stops)).toEqual([]);
    await page.keyboard.press('Enter');

    await page.waitForURL(new RegExp(`${url()}/payment/[0-9a-f-]{36}$`));
    const purchaseId = page.url().split('/').pop()!;
    const payment = page.locator('[data-testid=payment-page][data-status=pending]');
    await payment.waitFor();
    const purchase = await apiGet(url(), `/api/v1/purchases/${purchaseId}`, fan.token);
    expect(purchase).toMatchObject({ matchId, quantity: 2, status: 'pending' });
    await screenshot(page, 'keyboard-phone-th-payment-top');

    // Down to the slip upload, past it and back up to it: Enter opens the phone's file chooser.
    const chooseSlip = 'input[type=file], [data-testid=choose-slip]';
    stops.push(...(await pressUntil(page, 'Tab', chooseSlip)));
    stops.push(...(await pressUntil(page, 'Tab', '[data-testid=cancel-payment]')));
    stops.push(...(await pressUntil(page, 'Shift+Tab', chooseSlip)));
    await screenshot(page, 'keyboard-phone-th-payment');
    expect(problemsAt(stops)).toEqual([]);

    // Listening for the file chooser turns on its interception in the browser: well before the key is pressed.
    const chooser = page.waitForEvent('filechooser', { timeout: 15_000 });
    chooser.catch(() => {}); // awaited below; a failure before then is the test's, not this wait's

    // The payment page says by when to pay in Bangkok time, and a screen reader hears it once, politely.
    const payBy = formatClubTime(purchase.expiresAt, 'th');
    expect(await page.getByTestId('pay-by').innerText()).toBe(`ชำระภายในเวลา ${payBy} น.`);
    expect(await tickingNumberIsQuiet(page, '[data-testid=countdown]')).toBeNull();
    await expect.poll(async () => (await announcement(page)).text).toMatch(new RegExp(`^เหลือเวลาชำระเงินอีก 1[45] นาที กรุณาชำระภายในเวลา ${payBy} น\\.$`));
    expect(await announcement(page)).toMatchObject({ politeness: 'polite', hidden: true });

    expect(await focusStop(page)).toMatchObject({ name: expect.stringMatching(/choose-slip|type=file|<input/), problems: [] });
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await makeSlip() });

    // Spec section 4: the slip in, the purchase waits for staff, and the page says so by itself.
    await page.locator('[data-testid=payment-page][data-status=verifying]').waitFor();
    await page.getByTestId('verifying-view').waitFor();
    expect((await apiGet(url(), `/api/v1/purchases/${purchaseId}/status`, fan.token)).status).toBe('verifying');
    // The focus is not dropped to the top of the page: the next stop is the panel's link to the ticket.
    stops.push(...(await pressUntil(page, 'Tab', `[data-testid=verifying-view] a[href="/ticket/${purchaseId}"]`, 1)));
    await screenshot(page, 'keyboard-phone-th-verifying');

    expect(problemsAt(stops)).toEqual([]);
  }, 90_000);
});

describe('the payment countdown, for a fan who does not read a changing number', () => {
  it('says politely how long is left when the ticket payment page opens, at 10, 5, 2 and 1 minutes, and when the time is up; never each second', async () => {
    const fan = await signUpFan(url(), 'Malee Srisuk');
    const [match] = await apiGet<{ id: string }[]>(url(), '/api/v1/matches/promoting?limit=1');
    const purchase = await buyTickets(url(), fan.token, { matchId: match!.id, quantity: 1, phone: '0812345678' });
    const page = await signedInPage(fan, DESKTOP, 'en-US', true);
    await page.goto(`${url()}/payment/${purchase.id}`);
    await page.locator('[data-testid=payment-page][data-status=pending]').waitFor();

    const payBy = formatClubTime(purchase.expiresAt, 'en');
    expect(await page.getByTestId('pay-by').innerText()).toBe(`Pay by ${payBy}`);
    expect(await tickingNumberIsQuiet(page, '[data-testid=countdown]')).toBeNull();
    expect(await announcement(page)).toMatchObject({ politeness: 'polite', hidden: true });
    await expect.poll(async () => (await announcement(page)).text).toMatch(new RegExp(`^1[45] minutes left to pay\\. Pay by ${payBy}\\.$`));
    const opening = (await announcement(page)).text;
    await screenshot(page, 'countdown-desktop-en-pay-by');
    // The number ticks; the announcement stays as it was.
    const before = await page.getByTestId('countdown').innerText();
    await expect.poll(() => page.getByTestId('countdown').innerText(), { timeout: 5_000 }).not.toBe(before);
    expect((await announcement(page)).text).toBe(opening);

    // The page's clock runs ahead of this one by what the test has moved it.
    let shifted = 0;
    const leftMs = () => Date.parse(purchase.expiresAt) - (Date.now() + shifted);
    const jumpTo = async (minutesLeft: number) => {
      const by = Math.max(0, leftMs() - minutesLeft * 60_000 + 2_000);
      shifted += by;
      await page.clock.fastForward(by);
    };
    for (const minutes of [10, 5, 2, 1]) {
      await jumpTo(minutes);
      const said = minutes === 1 ? `1 minute left to pay. Pay by ${payBy}.` : `${minutes} minutes left to pay. Pay by ${payBy}.`;
      await expect.poll(async () => (await announcement(page)).text, { message: `${minutes} minutes left` }).toBe(said);
    }
    await jumpTo(0);
    await page.locator('[data-testid=payment-page][data-status=expired]').waitFor();
    await expect.poll(async () => (await announcement(page)).text).toBe('Time is up: this payment has expired.');
  }, 60_000);

  it('says how long is left on a store order in hours and minutes, with the date to pay by, in Thai', async () => {
    const fan = await signUpFan(url(), 'สมหญิง รักดี', 'th');
    const { products } = await apiGet(url(), '/api/v1/public/merchandise/products?page=1&limit=48&sort=newest');
    const scarf = (products as { id: string; name: string }[]).find((p) => p.name === 'Thunder Scarf')!;
    const [pickup] = (await apiGet(url(), '/api/v1/shipping/methods')).filter((m: { type: string }) => m.type === 'pickup');
    const [place] = await apiGet(url(), '/api/v1/shipping/pickup-locations');
    await apiSend(url(), 'POST', '/api/v1/cart/add', fan.token, { product_id: scarf.id, quantity: 1, variants: {} });
    const { order } = await apiSend(url(), 'POST', '/api/v1/orders/create-from-cart', fan.token, { shipping_method_id: pickup.id, pickup_location_id: place.id, notes: null });
    const expiresAt: string = (await apiGet(url(), `/api/v1/orders/${order.id}`, fan.token)).order.expires_at;
    const page = await signedInPage(fan, PHONE_390, 'th-TH', true);
    await page.goto(`${url()}/payment/order/${order.id}`);
    await page.getByTestId('order-time-left').waitFor();

    const date = formatClubDateTime(expiresAt, 'th');
    expect(await announcement(page)).toMatchObject({ politeness: 'polite', hidden: true });
    expect(await tickingNumberIsQuiet(page, '[data-testid=order-time-left] time')).toBeNull();
    await expect.poll(async () => (await announcement(page)).text).toMatch(new RegExp(`^เหลือเวลาชำระเงินอีก 2[34] ชั่วโมง( \\d+ นาที)? กรุณาชำระภายใน ${date}$`));

    // An hour before the end, then the end.
    await page.clock.fastForward(Date.parse(expiresAt) - Date.now() - 60 * 60_000 + 2_000);
    await expect.poll(async () => (await announcement(page)).text).toBe(`เหลือเวลาชำระเงินอีก 1 ชั่วโมง กรุณาชำระภายใน ${date}`);
    await page.clock.fastForward(61 * 60_000);
    await page.getByTestId('order-time-up').waitFor();
    await screenshot(page, 'countdown-phone-th-order-time-up');
    await expect.poll(async () => (await announcement(page)).text).toBe(await page.getByTestId('order-time-up').innerText());
  }, 60_000);
});
