import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { validate } from 'promptparse';
import sharp from 'sharp';
import { makeSlip } from '../api/src/test/fixtures.js';
import { startMailServer } from '../api/src/test/mail-server.js';
import { apiGet, apiSend, signUpFan, type Fan } from './support/api.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signInToConsole } from './support/console.js';
import { markPage, readQrOnScreen, signInOnLoginPage, stillSamePage } from './support/fan.js';
import { useJourney } from './support/journey.js';

const STAFF = { email: 'staff@club.test', password: 'staff-password-123' };
const TRACKING = 'TH0123456789X';
const THAI = /[\u0E00-\u0E7F]{4,}/;

let smtp: Awaited<ReturnType<typeof startMailServer>>;

// Registered before the journey's hooks: the mail server is up before the product and closed after it.
beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => {
  await smtp?.close();
});
const journey = useJourney(() => ({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password, SMTP_URL: smtp.url }));
const { openPage } = journey;

const mailsTo = (fan: Fan) => smtp.mails.filter((m) => m.to.includes(fan.email));
const orderPageIn = (page: Page, status: string) => page.locator(`[data-testid=order-page][data-status=${status}]`);

describe('the store', () => {
  it('a fan on a phone, in Thai, finds a jersey, picks size and kit, pays a discounted order by PromptPay and follows it to shipped while staff work in the console', async () => {
    const fan = await signUpFan(journey.product.url, 'Malee Srisuk');
    // The fan reads mail in Thai (the language toggle saves this choice to the profile).
    await fetch(`${journey.product.url}/api/v1/users/profile`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${fan.token}` }, body: JSON.stringify({ preferredLanguage: 'th' }) });
    const categories = await apiGet<{ id: string; name: string }[]>(journey.product.url, '/api/v1/public/merchandise/categories');
    const jerseys = categories.find((c) => c.name === 'Jerseys')!;
    const [jersey] = (await apiGet(journey.product.url, '/api/v1/public/merchandise/products?search=Home%20Jersey%202026')).products;
    // Staff give the jersey a photo: an upload, which the site offers in sizes (the seed artwork is SVG).
    const staff = (await (await fetch(`${journey.product.url}/api/v1/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF) })).json()).token;
    const photo = new FormData();
    photo.append('folder', 'products');
    photo.append('image', new Blob([new Uint8Array(await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#0b1a3a' } }).jpeg().toBuffer())]), 'jersey.jpg');
    const { url: photoUrl } = await apiSend(journey.product.url, 'POST', '/api/v1/admin/uploads', staff, photo);
    const { images } = await apiGet(journey.product.url, `/api/v1/admin/products/${jersey.id}`, staff);
    await apiSend(journey.product.url, 'PUT', `/api/v1/admin/products/${jersey.id}`, staff, { images: images.map((image: { is_main: boolean }) => (image.is_main ? { ...image, url: photoUrl } : image)) });

    // Browse: search, filter by category, sort; the list follows each change.
    const page = await openPage(PHONE, 'th-TH');
    await page.goto(`${journey.product.url}/merchandise`);
    await page.getByTestId('product-card').first().waitFor();
    // The banners come from their own call: the hero shows once it has answered.
    await page.getByTestId('store-hero').or(page.getByTestId('banner-carousel')).first().waitFor();
    await page.getByTestId('store-search').fill('jersey');
    await page.waitForURL(/search=jersey/);
    await page.getByTestId('store-category').selectOption(jerseys.id);
    await page.waitForURL(new RegExp(`category=${jerseys.id}|category_id=${jerseys.id}`));
    await page.getByTestId('store-sort').selectOption('price_low');
    await page.waitForURL(/sort=price_low/);
    const names = page.getByTestId('product-grid').getByTestId('product-link');
    await expect.poll(async () => (await names.allInnerTexts()).join('\n')).toContain('เสื้อแข่งเหย้า 2026');
    const expected = (await apiGet(journey.product.url, `/api/v1/public/merchandise/products?search=jersey&category_id=${jerseys.id}&sort=price_low`)).products.map((p: { id: string }) => p.id);
    const shownIds = () => page.getByTestId('product-grid').getByTestId('product-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-product-id')));
    // Only jerseys, in Thai, cheapest first.
    await expect.poll(shownIds).toEqual(expected);
    const shirts = await names.allInnerTexts();
    expect(shirts.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
    expect(shirts.every((n) => n.includes('เสื้อ'))).toBe(true);
    // The photo at the size of its card, square like its box, lazy in the grid, as WebP on a phone.
    const photoShown = page.locator(`[data-testid=product-grid] [data-product-id="${jersey.id}"] img`);
    expect(await photoShown.evaluate((img: HTMLImageElement) => [img.getAttribute('srcset'), img.sizes, img.width === img.height, img.getAttribute('height'), img.loading])).toEqual([
      `${photoUrl.replace('.jpg', '-480.webp')} 480w, ${photoUrl.replace('.jpg', '-960.webp')} 960w, ${photoUrl} 1600w`, '(max-width: 599px) 62vw, 350px', true, '480', 'lazy',
    ]);
    await photoShown.scrollIntoViewIfNeeded();
    await expect.poll(() => photoShown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname)).toBe(photoUrl.replace('.jpg', '-480.webp'));
    await screenshot(page, 'store-phone-th-list');

    // The product: a visitor is asked to sign in before adding to the cart, then comes back.
    await page.getByTestId('product-grid').locator(`a[href="/merchandise/product/${jersey.id}"]`).click();
    await page.waitForURL(`${journey.product.url}/merchandise/product/${jersey.id}`);
    await page.getByTestId('product-detail').waitFor();
    expect(await page.getByTestId('product-sku').innerText()).toContain('JER-HOME-26');
    // The page's main picture is fetched first.
    expect(await page.locator('.product-gallery-main img').evaluate((img: HTMLImageElement) => [img.fetchPriority, img.loading, !!img.srcset])).toEqual(['high', 'eager', true]);
    await page.getByTestId('add-to-cart').click();
    await signInOnLoginPage(page, fan, 'th');
    await page.waitForURL(`${journey.product.url}/merchandise/product/${jersey.id}`);

    // Every option must be chosen: size alone is not enough.
    await page.locator('[data-testid=variant-option][data-group=size][data-key=M]').click();
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('options-error').waitFor();
    await page.locator('[data-testid=variant-option][data-group=color][data-key=home]').click();
    await page.getByTestId('quantity-increase').click();
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('added-dialog').waitFor();
    await screenshot(page, 'store-phone-th-added');
    await page.getByTestId('go-to-cart').click();
    await page.waitForURL(`${journey.product.url}/cart`);

    // The cart: two jerseys, the promo code, totals from the server.
    const line = page.getByTestId('cart-item');
    await line.waitFor();
    expect(await line.getByTestId('cart-item-quantity').inputValue().catch(() => line.getByTestId('cart-item-quantity').innerText())).toBe('2');
    await page.getByTestId('promo-input').fill('thunder10');
    await page.getByTestId('promo-apply').click();
    await page.getByTestId('promo-applied').waitFor();
    const cart = await apiGet(journey.product.url, '/api/v1/cart', fan.token);
    expect(cart.summary).toMatchObject({ subtotal: 3780, discount: 378, total: 3402, promo_code: 'THUNDER10' });
    expect(await page.getByTestId('cart-discount').innerText()).toContain('378');
    await screenshot(page, 'store-phone-th-cart');

    // Shipping: home delivery to a new address, added in the overlay.
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL(`${journey.product.url}/checkout/shipping`);
    await page.getByTestId('shipping-method-delivery').check();
    await page.getByTestId('add-address').click();
    const dialog = page.getByTestId('address-dialog');
    await dialog.getByTestId('address-recipient-name').fill('มาลี ศรีสุข');
    await dialog.getByTestId('address-phone').fill('089-765-4321');
    await dialog.getByTestId('address-address-line1').fill('88/8 ถนนพหลโยธิน');
    await dialog.getByTestId('address-district').fill('จตุจักร');
    await dialog.getByTestId('address-province').fill('กรุงเทพมหานคร');
    await dialog.getByTestId('address-postal-code').fill('1090');
    await dialog.getByTestId('address-save').click();
    await dialog.getByTestId('address-error').or(dialog.locator('[aria-invalid=true]')).first().waitFor();
    await dialog.getByTestId('address-postal-code').fill('10900');
    await screenshot(page, 'store-phone-th-address');
    await dialog.getByTestId('address-save').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('delivery-address').first().isChecked()).toBe(true);
    await screenshot(page, 'store-phone-th-shipping');
    await page.getByTestId('create-order').click();
    await page.waitForURL(new RegExp(`${journey.product.url}/payment/order/[0-9a-f-]{36}$`));
    const orderId = page.url().split('/').pop()!;
    const order = (await apiGet(journey.product.url, `/api/v1/orders/${orderId}`, fan.token)).order;
    expect(order).toMatchObject({ status: 'pending_payment', total_amount: 3402, shipping_cost: 0, delivery_postal_code: '10900', delivery_recipient_name: 'มาลี ศรีสุข' });
    expect((await apiGet(journey.product.url, '/api/v1/cart', fan.token)).items).toEqual([]);

    // The payment screen: a PromptPay QR for exactly the order's total.
    await orderPageIn(page, 'pending').waitFor();
    expect(await page.getByTestId('order-number').innerText()).toContain(order.order_number);
    const bank = (await apiGet(journey.product.url, '/api/v1/orders/public/merchandise/bank-account')).bankAccount;
    const qr = page.locator('img[data-testid=promptpay-qr]');
    const payload = await readQrOnScreen(qr);
    expect(validate.anyId(payload!)).toEqual({ type: 'MSISDN', target: bank.promptpay_id, amount: 3402 });
    expect(THAI.test(await page.getByTestId('order-page').innerText())).toBe(true);
    await screenshot(page, 'store-phone-th-payment');

    // The slip; the page turns to verifying by itself.
    await page.getByTestId('payment-reference').fill('KBANK 778899');
    await page.getByTestId('receipt-input').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await makeSlip() });
    await orderPageIn(page, 'verifying').waitFor();
    await screenshot(page, 'store-phone-th-verifying');
    await markPage(page);

    // Staff, in the console on a desktop, mark it paid, then shipped with a tracking number.
    const consolePage = await openPage(DESKTOP, 'en-US');
    await signInToConsole(consolePage, journey.product.url, STAFF);
    await consolePage.goto(`${journey.product.url}/admin/#/orders/${orderId}/show`);
    await consolePage.getByTestId('order-show').waitFor();
    await consolePage.getByText(fan.email).first().waitFor();
    await screenshot(consolePage, 'store-console-order');
    await consolePage.getByTestId('order-action-paid').click();
    await orderPageIn(page, 'paid').waitFor();
    await consolePage.getByTestId('order-action-shipped').click();
    await consolePage.getByTestId('order-tracking-input').fill(TRACKING);
    await consolePage.getByTestId('order-action-confirm').click();

    // The fan's open page shows each status and the tracking number without a reload.
    await orderPageIn(page, 'shipped').waitFor();
    await expect.poll(() => page.getByTestId('tracking-number').innerText()).toBe(TRACKING);
    expect(await stillSamePage(page)).toBe(true);
    await screenshot(page, 'store-phone-th-shipped');

    // The mails, in Thai: placed, paid, shipped (with the tracking number).
    await expect.poll(() => mailsTo(fan).length, { timeout: 20_000 }).toBe(3);
    // Sent by several mail jobs at once: in any order.
    const subjects = mailsTo(fan).map((m) => m.subject).sort();
    expect(subjects).toEqual([
      `ได้รับคำสั่งซื้อ ${order.order_number} แล้ว — กรุณาชำระเงินเพื่อยืนยัน`,
      `ได้รับการชำระเงินสำหรับคำสั่งซื้อ ${order.order_number} แล้ว`,
      `คำสั่งซื้อ ${order.order_number} จัดส่งแล้ว`,
    ].sort());
    expect(mailsTo(fan).find((m) => m.subject.includes('จัดส่งแล้ว'))!.raw).toContain(TRACKING);
  });
});
