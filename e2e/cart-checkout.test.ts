import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MAX_UNPAID_PER_PRODUCT, formatBaht } from '@club/core';
import { apiGet, signUpFan, type Fan } from './support/api.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signInOnLoginPage } from './support/fan.js';
import { useJourney } from './support/journey.js';

const THAI = /[\u0E00-\u0E7F]{4,}/;
/** Cart and checkout keys left untranslated would show as e.g. "promo.apply" or "summary.total". */
const RAW_KEY = /\b(steps|empty|item|promo|summary|notes|method|pickup|address|form|errors)\.[a-z][a-zA-Z]+\b/;

const journey = useJourney();
const { openPage } = journey;

/** The product the seed calls `name` (its id and what one costs). */
async function productNamed(name: string): Promise<{ id: string; price: number; stock_quantity: number }> {
  const { products } = await apiGet(journey.product.url, `/api/v1/public/merchandise/products?search=${encodeURIComponent(name)}`);
  const found = products.find((p: { name: string }) => p.name === name);
  if (!found) throw new Error(`no product named ${name}`);
  return found;
}

/** Puts a product in the fan's cart through the API, as the product page does. */
async function addToCart(fan: Fan, name: string, quantity: number, variants: Record<string, string> = {}) {
  const { id } = await productNamed(name);
  const res = await fetch(`${journey.product.url}/api/v1/cart/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${fan.token}` },
    body: JSON.stringify({ product_id: id, quantity, variants }),
  });
  if (!res.ok) throw new Error(`add to cart: ${res.status} ${await res.text()}`);
}

const cartOf = (fan: Fan) => apiGet(journey.product.url, '/api/v1/cart', fan.token);
const line = (page: Page, name: string) => page.getByTestId('cart-item').filter({ hasText: name });
const lineCount = (page: Page) => page.getByTestId('cart-item').count();

describe('cart and shipping step', () => {
  it('on a desktop in English: quantities up to the stock, below 1 removes the line, promo code applied and removed, totals from the server, clear after confirming', async () => {
    const fan = await signUpFan(journey.product.url, 'Somchai Jaidee');
    await addToCart(fan, 'Third Jersey 2026', 3, { size: 'S' });
    await addToCart(fan, 'Club Mug', 1);
    await addToCart(fan, 'Home Jersey 2026', 1, { size: 'M', color: 'home' });

    const page = await openPage(DESKTOP, 'en-US');
    await page.goto(`${journey.product.url}/cart`);
    await signInOnLoginPage(page, fan, 'en');
    await page.waitForURL(`${journey.product.url}/cart`);
    await page.getByTestId('cart-item').first().waitFor();
    expect(await lineCount(page)).toBe(3);
    const home = line(page, 'Home Jersey 2026');
    expect(await home.innerText()).toContain('JER-HOME-26');
    expect(await home.innerText()).toContain('Home (Navy)');

    // Four Third Jerseys are all there are: + stops there.
    const third = line(page, 'Third Jersey 2026');
    expect(await third.getByTestId('cart-item-stock').innerText()).toBe('Only 4 left');
    await third.getByTestId('cart-item-increase').click();
    await expect.poll(() => third.getByTestId('cart-item-quantity').innerText()).toBe('4');
    expect(await third.getByTestId('cart-item-increase').isDisabled()).toBe(true);
    let cart = await cartOf(fan);
    expect(await third.getByTestId('cart-item-total').innerText()).toBe(formatBaht(4 * 199_000, 'en'));
    expect(await page.getByTestId('cart-subtotal').innerText()).toBe(formatBaht(cart.summary.subtotal_satang, 'en'));
    expect(await page.getByTestId('cart-discount').count()).toBe(0);

    // Below 1 the line goes.
    await line(page, 'Club Mug').getByTestId('cart-item-decrease').click();
    await expect.poll(() => lineCount(page)).toBe(2);

    // A promo code must be typed first; a wrong one shows the server's reason; a good one the discount.
    await page.getByTestId('promo-apply').click();
    expect(await page.getByTestId('promo-error').innerText()).toBe('Please enter a promo code');
    await page.getByTestId('promo-input').fill('NOT-A-CODE');
    await page.getByTestId('promo-apply').click();
    await expect.poll(() => page.getByTestId('promo-error').innerText()).toMatch(/invalid promo code/i);
    await page.getByTestId('promo-input').fill('thunder10');
    await page.keyboard.press('Enter');
    await page.getByTestId('promo-applied').waitFor();
    cart = await cartOf(fan);
    expect(cart.summary).toMatchObject({ promo_code: 'THUNDER10', discount_satang: Math.floor(cart.summary.subtotal_satang / 10) });
    expect(await page.getByTestId('promo-code').innerText()).toBe('THUNDER10');
    expect(await page.getByTestId('cart-discount').innerText()).toBe(`−${formatBaht(cart.summary.discount_satang, 'en')}`);
    expect(await page.getByTestId('cart-total').innerText()).toBe(formatBaht(cart.summary.total_satang, 'en'));
    await screenshot(page, 'cart-desktop-en');
    await page.getByTestId('promo-remove').click();
    await page.getByTestId('promo-input').waitFor();
    expect(await page.getByTestId('cart-discount').count()).toBe(0);

    await home.getByTestId('cart-item-remove').click();
    await expect.poll(() => lineCount(page)).toBe(1);

    // Clearing asks first: Escape keeps the cart, confirming empties it.
    await page.getByTestId('cart-clear').click();
    await page.getByTestId('cart-clear-confirm').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('cart-clear-confirm').waitFor({ state: 'hidden' });
    expect(await lineCount(page)).toBe(1);
    await page.getByTestId('cart-clear').click();
    await page.getByTestId('cart-clear-confirm').click();
    await page.getByTestId('cart-empty').waitFor();
    expect(await page.getByTestId('cart-empty').locator('a').getAttribute('href')).toBe('/merchandise');
    expect((await cartOf(fan)).items).toEqual([]);
  });

  it('on a phone in Thai: an empty cart goes back to /cart, delivery under 500 baht costs 50, a new method resets the choice, an address is added in the overlay and the order is created', async () => {
    const fan = await signUpFan(journey.product.url, 'Malee Srisuk');
    const page = await openPage(PHONE, 'th-TH');
    await page.goto(`${journey.product.url}/checkout/shipping`);
    await signInOnLoginPage(page, fan, 'th');
    await page.waitForURL(`${journey.product.url}/cart`);
    await page.getByTestId('cart-empty').waitFor();

    await addToCart(fan, 'Club Mug', 1);
    await page.goto(`${journey.product.url}/checkout/shipping`);
    const create = page.getByTestId('create-order');
    await create.waitFor();
    expect(await create.isDisabled()).toBe(true);
    expect(await page.getByTestId('checkout-missing').innerText()).toBe('กรุณาเลือกวิธีจัดส่ง');

    // Delivery of a 250-baht order costs 50 baht; pickup is free.
    await page.getByTestId('shipping-method-delivery').check();
    await page.getByTestId('no-addresses').waitFor();
    expect(await page.getByTestId('checkout-shipping').innerText()).toBe('50 บาท');
    expect(await page.getByTestId('checkout-total').innerText()).toBe('300 บาท');
    expect(await page.getByTestId('checkout-missing').innerText()).toBe('กรุณาเลือกที่อยู่จัดส่ง');
    await page.getByTestId('shipping-method-pickup').check();
    await page.getByTestId('pickup-location').first().waitFor();
    expect(await page.getByTestId('checkout-shipping').innerText()).toBe('ฟรี');
    expect(await page.getByTestId('checkout-missing').innerText()).toBe('กรุณาเลือกจุดรับสินค้า');
    await page.getByTestId('pickup-location').first().check();
    expect(await create.isEnabled()).toBe(true);
    // Another method starts over: back on pickup, no shop is chosen any more.
    await page.getByTestId('shipping-method-delivery').check();
    await page.getByTestId('shipping-method-pickup').check();
    await page.getByTestId('pickup-location').first().waitFor();
    expect(await page.getByTestId('pickup-location').evaluateAll((radios) => radios.some((r) => (r as HTMLInputElement).checked))).toBe(false);
    expect(await create.isDisabled()).toBe(true);

    // The overlay: Escape closes it and gives the focus back; the form checks every field before sending.
    await page.getByTestId('shipping-method-delivery').check();
    await page.getByTestId('add-address').click();
    const dialog = page.getByTestId('address-dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('add-address');
    await page.getByTestId('add-address').click();
    // The recipient is the fan's own name to begin with; the account has no phone to start from.
    expect(await dialog.getByTestId('address-recipient-name').inputValue()).toBe('Malee Srisuk');
    await dialog.getByTestId('address-save').click();
    await expect.poll(() => dialog.locator('[aria-invalid=true]').count()).toBe(5);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('address-phone');
    await dialog.getByTestId('address-recipient-name').fill('มาลี ศรีสุข');
    await dialog.getByTestId('address-phone').fill('12345');
    await dialog.getByTestId('address-address-line1').fill('88/8 ถนนพหลโยธิน');
    await dialog.getByTestId('address-address-line2').fill('ลาดยาว');
    await dialog.getByTestId('address-district').fill('จตุจักร');
    await dialog.getByTestId('address-province').fill('กรุงเทพมหานคร');
    await dialog.getByTestId('address-postal-code').fill('109');
    await dialog.getByTestId('address-save').click();
    expect(await dialog.locator('#address-phone-error').innerText()).toBe('กรุณากรอกเบอร์โทรศัพท์ไทยให้ถูกต้อง เช่น 081-234-5678');
    expect(await dialog.locator('#address-postal_code-error').innerText()).toBe('รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก');
    await dialog.getByTestId('address-phone').fill('089-765-4321');
    await dialog.getByTestId('address-postal-code').fill('10900');
    await screenshot(page, 'checkout-phone-th-address');
    await dialog.getByTestId('address-save').click();
    await dialog.waitFor({ state: 'detached' });

    // The new (and first, so default) address is chosen; the order can be created.
    const address = page.getByTestId('delivery-address');
    await expect.poll(() => address.first().isChecked()).toBe(true);
    expect(await page.getByTestId('address-section').innerText()).toContain('ที่อยู่หลัก');
    const text = await page.getByTestId('shipping-page').innerText();
    expect(THAI.test(text)).toBe(true);
    expect(text).not.toMatch(RAW_KEY);
    await screenshot(page, 'checkout-phone-th-shipping');
    await create.click();
    await page.waitForURL(new RegExp(`${journey.product.url}/payment/order/[0-9a-f-]{36}$`));
    const order = (await apiGet(journey.product.url, `/api/v1/orders/${page.url().split('/').pop()}`, fan.token)).order;
    expect(order).toMatchObject({
      status: 'pending_payment', shipping_method_type: 'delivery', subtotal_satang: 25_000, shipping_satang: 5_000, total_satang: 30_000,
      delivery_recipient_name: 'มาลี ศรีสุข', delivery_phone: '0897654321', delivery_postal_code: '10900', delivery_address_line2: 'ลาดยาว',
    });
    expect((await cartOf(fan)).items).toEqual([]);
  });

  it('a fan already awaiting payment for 6 caps: the cart stops a line at 10, and placing 6 more is refused naming the product', async () => {
    const fan = await signUpFan(journey.product.url, 'Suda Rakdee');
    const methods = await apiGet(journey.product.url, '/api/v1/shipping/methods');
    const shops = await apiGet(journey.product.url, '/api/v1/shipping/pickup-locations');
    await addToCart(fan, 'Club Cap', 6, { color: 'navy' });
    const first = await fetch(`${journey.product.url}/api/v1/orders/create-from-cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${fan.token}` },
      body: JSON.stringify({ shipping_method_id: methods.find((m: { type: string }) => m.type === 'pickup').id, pickup_location_id: shops[0].id, delivery_address_id: null, notes: null }),
    });
    expect(first.status).toBe(201);
    await addToCart(fan, 'Club Cap', 9, { color: 'yellow' });

    const page = await openPage(DESKTOP, 'en-US');
    await page.goto(`${journey.product.url}/cart`);
    await signInOnLoginPage(page, fan, 'en');
    await page.waitForURL(`${journey.product.url}/cart`);
    const caps = line(page, 'Club Cap');
    await caps.waitFor();
    await caps.getByTestId('cart-item-increase').click();
    await expect.poll(() => caps.getByTestId('cart-item-quantity').innerText()).toBe('10');
    expect(await caps.getByTestId('cart-item-increase').isDisabled()).toBe(true);
    expect(await caps.getByTestId('cart-item-stock').innerText()).toBe('Up to 10 of a product per fan until paid');

    await page.goto(`${journey.product.url}/checkout/shipping`);
    await page.getByTestId('shipping-method-pickup').check();
    await page.getByTestId('pickup-location').first().check();
    await page.getByTestId('create-order').click();
    await expect.poll(() => page.getByTestId('create-order-error').innerText())
      .toBe('You can hold at most 10 of Club Cap in orders awaiting payment: pay for the orders you have first');
    expect(page.url()).toBe(`${journey.product.url}/checkout/shipping`);
  });

  it('stock sold to someone else meanwhile: creating the order is refused naming the product, and the cart asks for a smaller quantity', async () => {
    const fan = await signUpFan(journey.product.url, 'Anan Wongsa');
    const gloves = await productNamed('Goalkeeper Gloves');
    await addToCart(fan, 'Goalkeeper Gloves', 2, { size: '8' });

    const page = await openPage(DESKTOP, 'en-US');
    await page.goto(`${journey.product.url}/checkout/shipping`);
    await signInOnLoginPage(page, fan, 'en');
    await page.waitForURL(`${journey.product.url}/checkout/shipping`);
    await page.getByTestId('shipping-method-pickup').check();
    await page.getByTestId('pickup-location').first().check();

    // Rivals buy all but one pair first (each at most MAX_UNPAID_PER_PRODUCT awaiting payment).
    const methods = await apiGet(journey.product.url, '/api/v1/shipping/methods');
    const shops = await apiGet(journey.product.url, '/api/v1/shipping/pickup-locations');
    for (let left = gloves.stock_quantity - 1, n = 1; left > 0; left -= MAX_UNPAID_PER_PRODUCT, n++) {
      const rival = await signUpFan(journey.product.url, `Krit Boonma ${n}`);
      await addToCart(rival, 'Goalkeeper Gloves', Math.min(left, MAX_UNPAID_PER_PRODUCT), { size: '9' });
      const res = await fetch(`${journey.product.url}/api/v1/orders/create-from-cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${rival.token}` },
        body: JSON.stringify({ shipping_method_id: methods.find((m: { type: string }) => m.type === 'pickup').id, pickup_location_id: shops[0].id, delivery_address_id: null, notes: null }),
      });
      expect(res.status).toBe(201);
    }

    await page.getByTestId('create-order').click();
    await expect.poll(() => page.getByTestId('create-order-error').innerText()).toBe('Not enough stock available: only 1 of Goalkeeper Gloves left');
    expect(page.url()).toBe(`${journey.product.url}/checkout/shipping`);

    await page.goto(`${journey.product.url}/cart`);
    const gloveLine = line(page, 'Goalkeeper Gloves');
    await gloveLine.waitFor();
    expect(await gloveLine.getByTestId('cart-item-stock').innerText()).toBe('Not enough stock available: only 1 left');
    expect(await page.getByTestId('cart-checkout').isDisabled()).toBe(true);
    await gloveLine.getByTestId('cart-item-decrease').click();
    await expect.poll(() => gloveLine.getByTestId('cart-item-quantity').innerText()).toBe('1');
    expect(await page.getByTestId('cart-checkout').isEnabled()).toBe(true);
  });
});
