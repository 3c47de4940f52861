import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeSlip } from '../api/src/test/fixtures.js';
import { apiGet, apiSend, signUpFan, type Fan, buyTickets } from './support/api.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signInToConsole } from './support/console.js';
import { firstMatchOnLanding, signInOnLoginPage } from './support/fan.js';
import { useJourney } from './support/journey.js';

/**
 * Issue 29: paying a store order looks and works as paying for tickets (one panel: the holder in the
 * reader's language, the demo's test slip, the bank reference sent with the slip), "Pick up at the
 * stadium" lists only the shop at the stadium, and a refusal on screen follows a switch of language.
 */
const STAFF = { email: 'pay-staff@club.test', password: 'pay-staff-password-123' };
const journey = useJourney(() => ({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password }));
const { openPage } = journey;
const url = () => journey.product.url;

async function productId(name: string): Promise<string> {
  const { products } = await apiGet(url(), `/api/v1/public/merchandise/products?search=${encodeURIComponent(name)}`);
  return products.find((p: { name: string }) => p.name === name).id;
}

/** A fan's order of a mug, to collect at the stadium, placed through the API as the shipping step does. */
async function mugOrder(fan: Fan): Promise<{ id: string; order_number: string }> {
  await apiSend(url(), 'POST', '/api/v1/cart/add', fan.token, { product_id: await productId('Club Mug'), quantity: 1, variants: {} });
  const pickup = (await apiGet<{ id: string; type: string }[]>(url(), '/api/v1/shipping/methods')).find((m) => m.type === 'pickup')!;
  const [shop] = await apiGet<{ id: string }[]>(url(), `/api/v1/shipping/pickup-locations?shipping_method_id=${pickup.id}`);
  return (await apiSend(url(), 'POST', '/api/v1/orders/create-from-cart', fan.token, { shipping_method_id: pickup.id, pickup_location_id: shop!.id, notes: null })).order;
}

/** A fan's purchase of one ticket for the first match on sale, through the API as the buy page does. */
async function ticketPurchase(fan: Fan, page: Page): Promise<string> {
  const { matchId } = await firstMatchOnLanding(page, url());
  return (await buyTickets(url(), fan.token, { matchId, quantity: 1, phone: '0812345678' })).id;
}

const orderPageIn = (page: Page, status: string) => page.locator(`[data-testid=order-page][data-status=${status}]`);

/** The slip form asks for the bank reference before the image is chosen (both go in one request). */
const referenceComesFirst = (page: Page) =>
  page.getByTestId('slip-form').evaluate((form) => {
    const reference = form.querySelector('[data-testid=payment-reference]');
    const choose = form.querySelector('[data-testid=choose-slip]');
    return !!reference && !!choose && (reference.compareDocumentPosition(choose) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });

describe('one payment panel for tickets and store orders', () => {
  it('on a desktop in English: the order page lays out the bank as the ticket page does, and the demo test slip pays the order', async () => {
    const fan = await signUpFan(url(), 'Somchai Jaidee');
    const order = await mugOrder(fan);
    const page = await openPage(DESKTOP, 'en-US');
    await page.goto(`${url()}/payment/order/${order.id}`);
    await signInOnLoginPage(page, fan, 'en');
    await orderPageIn(page, 'pending').waitFor();
    expect(await page.getByTestId('reference-number').innerText()).toBe(order.order_number);
    expect(await page.getByTestId('bank-account-holder').innerText()).toBe('Somsak Rakdee (Finance Manager)');
    expect(await referenceComesFirst(page)).toBe(true);
    const demo = page.getByTestId('demo-slip');
    expect(await demo.innerText()).toContain('Demo:');
    await screenshot(page, 'pay-desktop-en-order');
    await page.getByTestId('bank-details').scrollIntoViewIfNeeded();
    await screenshot(page, 'pay-desktop-en-order-bank');

    // The ticket page: the same panel.
    const purchaseId = await ticketPurchase(fan, page);
    await page.goto(`${url()}/payment/${purchaseId}`);
    await page.locator('[data-testid=payment-page][data-status=pending]').waitFor();
    expect(await page.getByTestId('bank-account-holder').innerText()).toBe('Somsak Rakdee (Finance Manager)');
    expect(await referenceComesFirst(page)).toBe(true);
    await page.getByTestId('demo-slip').waitFor();
    await screenshot(page, 'pay-desktop-en-ticket');

    // Back on the order: the test slip pays it, confirmed with the demo bank, with no staff action.
    await page.goto(`${url()}/payment/order/${order.id}`);
    await demo.getByRole('button', { name: 'Pay with a test slip' }).click();
    await orderPageIn(page, 'paid').waitFor({ timeout: 20_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'pay-desktop-en-order-paid');
  });

  it('on a phone in Thai: the account holder in Thai on both pages, and the bank reference typed first goes with the slip, where staff read it', async () => {
    const fan = await signUpFan(url(), 'มาลี ศรีสุข', 'th');
    const order = await mugOrder(fan);
    const page = await openPage(PHONE, 'th-TH');
    await page.goto(`${url()}/payment/order/${order.id}`);
    await signInOnLoginPage(page, fan, 'th');
    await orderPageIn(page, 'pending').waitFor();
    expect(await page.getByTestId('bank-account-holder').innerText()).toBe('สมศักดิ์ รักดี (ผู้จัดการฝ่ายการเงิน)');
    expect(await page.getByTestId('demo-slip').innerText()).toContain('โหมดสาธิต');
    await screenshot(page, 'pay-phone-th-order');
    await page.getByTestId('bank-details').scrollIntoViewIfNeeded();
    await screenshot(page, 'pay-phone-th-order-bank');
    await page.getByTestId('payment-reference').fill('KBANK 112233');
    await page.getByTestId('receipt-input').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await makeSlip() });
    await orderPageIn(page, 'verifying').waitFor();
    expect((await apiGet(url(), `/api/v1/orders/${order.id}`, fan.token)).order.payment_reference).toBe('KBANK 112233');

    const purchaseId = await ticketPurchase(fan, page);
    await page.goto(`${url()}/payment/${purchaseId}`);
    await page.locator('[data-testid=payment-page][data-status=pending]').waitFor();
    expect(await page.getByTestId('bank-account-holder').innerText()).toBe('สมศักดิ์ รักดี (ผู้จัดการฝ่ายการเงิน)');
    expect(await referenceComesFirst(page)).toBe(true);
    await page.getByTestId('slip-form').scrollIntoViewIfNeeded();
    await screenshot(page, 'pay-phone-th-ticket');
    await page.getByTestId('payment-reference').fill('SCB 445566');
    await page.getByTestId('receipt-input').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await makeSlip() });
    await page.locator('[data-testid=payment-page][data-status=verifying]').waitFor();

    // Staff checking the slip read the reference the fan typed beside it.
    const desk = await openPage(DESKTOP, 'en-US');
    await signInToConsole(desk, url(), STAFF);
    await desk.goto(`${url()}/admin/#/purchases/${purchaseId}/show`);
    await expect.poll(() => desk.getByTestId('purchase-bank-reference').innerText(), { timeout: 15_000 }).toBe('SCB 445566');
  });
});

describe('collecting at the stadium', () => {
  for (const { viewport, locale, lang, shop, shot } of [
    { viewport: DESKTOP, locale: 'en-US', lang: 'en', shop: 'Thunder Stadium Club Shop', shot: 'pickup-desktop-en' },
    { viewport: PHONE, locale: 'th-TH', lang: 'th', shop: 'ร้านค้าสโมสร สนามธันเดอร์', shot: 'pickup-phone-th' },
  ] as const) {
    it(`lists only the club shop at the stadium under "Pick up at the stadium" (${lang})`, async () => {
      const fan = await signUpFan(url(), 'Suda Rakdee', lang);
      await apiSend(url(), 'POST', '/api/v1/cart/add', fan.token, { product_id: await productId('Club Mug'), quantity: 1, variants: {} });
      const page = await openPage(viewport, locale);
      await page.goto(`${url()}/checkout/shipping`);
      await signInOnLoginPage(page, fan, lang);
      await page.getByTestId('shipping-method-pickup').check();
      await page.getByTestId('pickup-location').first().waitFor();
      expect(await page.getByTestId('pickup-section').innerText()).toContain(shop);
      expect(await page.getByTestId('pickup-location').count()).toBe(1);
      await screenshot(page, shot);
    });
  }
});

describe('a refusal follows a switch of language', () => {
  for (const { viewport, locale, lang, other, before, after, shot } of [
    { viewport: DESKTOP, locale: 'en-US', lang: 'en', other: 'th', before: 'Invalid promo code', after: 'รหัสโปรโมชันไม่ถูกต้อง', shot: 'promo-desktop-en-to-th' },
    { viewport: PHONE, locale: 'th-TH', lang: 'th', other: 'en', before: 'รหัสโปรโมชันไม่ถูกต้อง', after: 'Invalid promo code', shot: 'promo-phone-th-to-en' },
  ] as const) {
    it(`words a refused promo code again in the new language (${lang} to ${other})`, async () => {
      const fan = await signUpFan(url(), 'Niran Chaiyo', lang);
      await apiSend(url(), 'POST', '/api/v1/cart/add', fan.token, { product_id: await productId('Club Mug'), quantity: 1, variants: {} });
      const page = await openPage(viewport, locale);
      await page.goto(`${url()}/cart`);
      await signInOnLoginPage(page, fan, lang);
      await page.getByTestId('promo-input').fill('NOT-A-CODE');
      await page.getByTestId('promo-apply').click();
      await expect.poll(() => page.getByTestId('promo-error').innerText()).toBe(before);
      await page.getByTestId(`lang-${other}`).click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(other);
      await expect.poll(() => page.getByTestId('promo-error').innerText()).toBe(after);
      await screenshot(page, shot);
    });
  }
});
