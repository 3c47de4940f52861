import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { apiGet, signUpFan } from './support/api.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { bahtShown, sessionOf, signInOnLoginPage } from './support/fan.js';
import { useJourney } from './support/journey.js';

const THAI = /[\u0E00-\u0E7F]{4,}/;
/** Store namespace keys left untranslated would show as e.g. "list.title" or "detail.addToCart". */
const RAW_KEY = /\b(common|hero|banners|nav|featured|filters|list|pagination|card|stock|detail|added|price)\.[a-z][a-zA-Z]+\b/;

const journey = useJourney();
const { openPage } = journey;

/** The list as the API has it, to compare the screen with. */
const listed = (query: string) => apiGet(journey.product.url, `/api/v1/public/merchandise/products?limit=12&${query}`);
const cards = (page: Page) => page.getByTestId('product-grid').getByTestId('product-card');
const cardNames = (page: Page) => cards(page).locator('.product-card-name').allInnerTexts();
/** The price a fan pays on each card: the first amount (the sale price when there is one). */
const cardPrices = async (page: Page) => (await cards(page).locator('.price-current').allInnerTexts()).map(bahtShown);
const query = (page: Page) => new URL(page.url()).searchParams;

/** Waits until the grid shows what the API lists for the same query (the debounce and the fetch are done). */
async function gridShows(page: Page, apiQuery: string, lang: 'en' | 'th' = 'en') {
  const expected = (await listed(apiQuery)).products.map((p: any) => (lang === 'th' ? p.name_th : p.name));
  await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual(expected);
}

describe('the store', () => {
  it('browses in English on a desktop: banners, search (debounced), category, sort, pages in the URL, a product, sign-in to add, add to cart and go to the cart', async () => {
    const page = await openPage(DESKTOP, 'en-US');
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/public/merchandise/products' && url.searchParams.has('search')) searches.push(url.searchParams.get('search')!);
    });
    await page.goto(`${journey.product.url}/merchandise`);

    // Banners rotate on their own, and each one opens its link in a new tab.
    const carousel = page.getByTestId('banner-carousel');
    await carousel.waitFor();
    const dots = page.getByTestId('banner-dot');
    expect(await dots.count()).toBe(3);
    expect(await dots.nth(0).getAttribute('aria-current')).toBe('true');
    await page.mouse.move(0, 0);
    await expect.poll(() => dots.nth(1).getAttribute('aria-current'), { timeout: 8_000 }).toBe('true');
    await dots.nth(2).click();
    expect(await dots.nth(2).getAttribute('aria-current')).toBe('true');
    const link = page.locator('[data-testid=banner-slide][aria-hidden=false] a');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await link.innerText()).toMatch(/Free delivery over 500 baht/);

    // Featured products, then the whole catalogue: 24 products on sale, 12 a page.
    expect(await page.getByTestId('featured-products').getByTestId('product-card').count()).toBeGreaterThan(0);
    await gridShows(page, 'sort=newest');
    expect(await page.getByTestId('page-status').innerText()).toBe('Page 1 of 2');
    expect(await page.getByTestId('product-total').innerText()).toBe('24 products');
    expect(await page.getByTestId('store-nav').count()).toBe(0); // signed out: no cart or order history
    const soldOut = cards(page).filter({ hasText: 'Retro 1998 Jersey' });
    expect(await soldOut.getByTestId('stock-badge').innerText()).toBe('Out of stock');
    const onSale = cards(page).filter({ hasText: 'Away Jersey 2026' });
    expect(await onSale.locator('.price-original').innerText()).toMatch(/1,890/);
    expect(await onSale.locator('.price-current').innerText()).toMatch(/1,590/);

    // Typing a word asks the API once, for the whole word, and starts again at page 1.
    await page.getByTestId('page-next').click();
    await expect.poll(() => query(page).get('page')).toBe('2');
    await page.getByTestId('store-search').pressSequentially('jersey', { delay: 40 });
    await expect.poll(() => query(page).get('search')).toBe('jersey');
    await gridShows(page, 'sort=newest&search=jersey');
    expect(query(page).get('page')).toBeNull();
    expect(searches).toEqual(['jersey']);
    const found = (await listed('search=jersey')).pagination.total;
    expect(await page.getByTestId('product-total').innerText()).toBe(`${found} products`);

    // Category: accessories only.
    await page.getByTestId('store-search').fill('');
    const accessories = (await apiGet(journey.product.url, '/api/v1/public/merchandise/categories')).find((c: any) => c.name === 'Accessories');
    await page.getByTestId('store-category').selectOption({ label: 'Accessories' });
    await expect.poll(() => query(page).get('category')).toBe(accessories.id);
    await gridShows(page, `sort=newest&category_id=${accessories.id}`);
    expect(await cards(page).locator('.product-card-category').allInnerTexts()).toEqual(Array(6).fill('ACCESSORIES'));

    // Sort: every category, cheapest first, then the dearest first.
    await page.getByTestId('store-category').selectOption('');
    await page.getByTestId('store-sort').selectOption('price_low');
    await expect.poll(() => query(page).get('sort')).toBe('price_low');
    await gridShows(page, 'sort=price_low');
    const low = await cardPrices(page);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    await page.getByTestId('store-sort').selectOption('price_high');
    await gridShows(page, 'sort=price_high');
    const high = await cardPrices(page);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    expect(high[0]).toBeGreaterThan(low[0]!);

    // Pages: next, back and forward, and a reload keep sort and page.
    await page.getByTestId('page-next').click();
    await gridShows(page, 'sort=price_high&page=2');
    expect(await page.getByTestId('page-status').innerText()).toBe('Page 2 of 2');
    expect(await page.getByTestId('page-next').isDisabled()).toBe(true);
    await page.goBack();
    await gridShows(page, 'sort=price_high');
    await page.goForward();
    await gridShows(page, 'sort=price_high&page=2');
    await page.reload();
    await gridShows(page, 'sort=price_high&page=2');
    expect(await page.getByTestId('store-sort').inputValue()).toBe('price_high');

    // A product: price with percent off, SKU, stock, option groups; adding needs a signed-in fan.
    await page.goto(`${journey.product.url}/merchandise?search=away`);
    await cards(page).filter({ hasText: 'Away Jersey 2026' }).click();
    await page.waitForURL(/\/merchandise\/product\/[0-9a-f-]{36}$/);
    const productUrl = page.url();
    const detail = page.getByTestId('product-detail');
    await detail.waitFor();
    expect(await page.getByTestId('product-name').innerText()).toBe('Away Jersey 2026');
    expect(await page.getByTestId('product-sku').innerText()).toBe('JER-AWAY-26');
    expect(await page.getByTestId('discount-badge').innerText()).toBe('16% off');
    expect(await page.getByTestId('stock-status').innerText()).toBe('In stock');
    expect(await page.getByTestId('variant-group-size').getByTestId('variant-option').allInnerTexts()).toEqual(['S', 'M', 'L', 'XL', '2XL']);
    expect(await page.getByTestId('variant-group-color').getByTestId('variant-option').allInnerTexts()).toEqual(['Home (Navy)', 'Away (White)']);
    expect(await page.getByTestId('variant-group-size').getAttribute('role')).toBe('radiogroup');
    expect(await page.getByTestId('delivery-info').innerText()).toMatch(/3–5 business days/);
    expect(await page.getByTestId('login-prompt').isVisible()).toBe(true);

    // Quantity: + and −, never below 1; a typed number above the stock is ignored.
    await page.getByTestId('quantity-increase').click();
    expect(await page.getByTestId('quantity-input').inputValue()).toBe('2');
    await page.getByTestId('quantity-decrease').click();
    expect(await page.getByTestId('quantity-decrease').isDisabled()).toBe(true);
    await page.getByTestId('quantity-input').fill('500');
    await page.getByTestId('quantity-input').blur();
    expect(await page.getByTestId('quantity-input').inputValue()).toBe('1');

    await page.getByTestId('add-to-cart').click();
    await signInOnLoginPage(page, await signUpFan(journey.product.url), 'en');
    // Back on the product after signing in: options are still to choose.
    await page.waitForURL(productUrl);
    await page.getByTestId('add-to-cart').click();
    expect(await page.getByTestId('options-error').innerText()).toBe('Please choose the size and colour before adding to the cart.');
    await page.getByTestId('variant-group-size').getByText('M', { exact: true }).click();
    await page.getByTestId('add-to-cart').click();
    expect(await page.getByTestId('options-error').innerText()).toBe('Please choose the colour before adding to the cart.');
    await page.getByTestId('variant-group-color').getByText('Away (White)').click();
    await page.getByTestId('add-to-cart').click();
    const added = page.getByTestId('added-dialog');
    await added.waitFor();
    expect(await added.innerText()).toMatch(/Away Jersey 2026 × 1 is in your cart/);
    await page.getByTestId('continue-shopping').click();
    await added.waitFor({ state: 'hidden' });

    // The last 3 bucket hats: all of them go in the cart, one more is refused with the server's reason.
    const hat = (await listed('search=Bucket')).products[0];
    await page.goto(`${journey.product.url}/merchandise/product/${hat.id}`);
    await page.getByTestId('quantity-input').fill('3');
    expect(await page.getByTestId('quantity-increase').isDisabled()).toBe(true);
    await page.getByTestId('add-to-cart').click();
    await added.waitFor();
    expect(await added.innerText()).toMatch(/Bucket Hat × 3 is in your cart/);
    await page.getByTestId('continue-shopping').click();
    await page.getByTestId('quantity-input').fill('1');
    await page.getByTestId('add-to-cart').click();
    expect(await page.getByTestId('add-error').innerText()).toMatch(/Bucket Hat.*stock|stock.*Bucket Hat/i);
    const cart = ((await (await fetch(`${journey.product.url}/api/v1/cart`, { headers: { cookie: (await sessionOf(page.context()))! } })).json()) as { data: any }).data;
    expect(cart.items.map((i: any) => [i.name, i.quantity, i.variants])).toEqual(expect.arrayContaining([['Bucket Hat', 3, {}], ['Away Jersey 2026', 1, expect.anything()]]));

    // The breadcrumb leads back to the list the fan came from; signed in, the store offers cart and orders.
    await page.goto(`${journey.product.url}/merchandise?search=away`);
    await cards(page).first().locator('a').click();
    await page.getByTestId('breadcrumb-store').click();
    await page.waitForURL(/\/merchandise\?search=away$/);
    await page.getByTestId('store-nav').waitFor();
    expect(await page.getByTestId('store-nav-cart').getAttribute('href')).toBe('/cart');
    expect(await page.getByTestId('store-nav-orders').getAttribute('href')).toBe('/orders');

    // From the confirmation straight to the cart.
    await page.goto(`${journey.product.url}/merchandise/product/${(await listed('search=Keyring')).products[0].id}`);
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('go-to-cart').click();
    await page.waitForURL(/\/cart$/);
  });

  it('browses in Thai on a phone: Thai names, a Thai search, Thai option labels, and sign-in to add', async () => {
    const page = await openPage(PHONE, 'th-TH');
    await page.goto(`${journey.product.url}/merchandise`);
    await gridShows(page, 'sort=newest', 'th');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('th');
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/สินค้าทั้งหมด/);
    expect(text).toMatch(/สินค้าแนะนำ/);
    expect(text).not.toMatch(RAW_KEY);
    expect(await cards(page).filter({ hasText: 'เสื้อแข่งเยือน 2026' }).locator('.price-current').innerText()).toBe('1,590 บาท');
    expect(await page.getByTestId('page-status').innerText()).toBe('หน้า 1 จาก 2');
    expect(await page.getByTestId('product-total').innerText()).toBe('24 รายการ');
    expect(await page.getByTestId('store-category').locator('option').allInnerTexts()).toEqual(['ทุกหมวดหมู่', 'เสื้อแข่ง', 'เครื่องประดับและของใช้', 'ของที่ระลึก', 'อุปกรณ์กีฬา']);

    // A search in Thai finds the Thai name; a word that matches nothing says so.
    await page.getByTestId('store-search').fill('ผ้าพันคอ');
    await expect.poll(() => cardNames(page), { timeout: 10_000 }).toEqual(['ผ้าพันคอธันเดอร์']);
    await page.getByTestId('store-search').fill('ไม่มีสินค้านี้');
    await page.getByTestId('products-empty').waitFor();
    expect(await page.getByTestId('products-empty').innerText()).toMatch(/ไม่พบสินค้า/);
    await page.getByTestId('clear-filters').click();
    await gridShows(page, 'sort=newest', 'th');
    expect(await page.getByTestId('store-search').inputValue()).toBe('');

    // The product in Thai: Thai option labels and stock; add to cart sends a visitor to /login.
    // Tapped at once, on the card already in view, while the category waits for its debounce and
    // the product page's code is slow to come: the fan lands on the product, not back on the list.
    await page.route(/\/assets\/ProductRoute-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByTestId('store-category').selectOption({ label: 'เสื้อแข่ง' });
    await cards(page).filter({ hasText: 'เสื้อซ้อม' }).locator('a').click();
    await page.getByTestId('product-detail').waitFor();
    expect(await page.getByTestId('product-name').innerText()).toBe('เสื้อซ้อม');
    expect(await page.getByTestId('variant-group-color').getByTestId('variant-option').allInnerTexts()).toEqual(['กรมท่า', 'เหลืองธันเดอร์']);
    expect(await page.getByTestId('variant-group-color').locator('legend').innerText()).toBe('สี');
    expect(await page.getByTestId('stock-status').innerText()).toBe('มีสินค้า');
    expect(await page.getByTestId('discount-badge').count()).toBe(0); // no sale price, no badge
    const detailText = await page.locator('main').innerText();
    expect(detailText).toMatch(/จัดส่งภายใน 3–5 วันทำการ/);
    expect(detailText).toMatch(THAI);
    expect(detailText).not.toMatch(RAW_KEY);
    await page.getByTestId('variant-group-color').getByText('กรมท่า').click();
    expect(await page.getByTestId('variant-group-color').locator('input:checked').getAttribute('value')).toBe('navy');
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL(/\/login$/);
  });

  it('shows low stock, out of stock and a not-found product', async () => {
    const page = await openPage(DESKTOP, 'en-US');
    const { products } = await listed('search=Bucket');
    await page.goto(`${journey.product.url}/merchandise/product/${products[0].id}`);
    expect(await page.getByTestId('stock-status').innerText()).toBe('Only 3 left');

    const retro = (await listed('search=Retro')).products[0];
    await page.goto(`${journey.product.url}/merchandise/product/${retro.id}`);
    expect(await page.getByTestId('stock-status').innerText()).toBe('Out of stock');
    expect(await page.getByTestId('add-to-cart').isDisabled()).toBe(true);

    await page.goto(`${journey.product.url}/merchandise/product/${randomUUID()}`);
    await page.getByTestId('product-not-found').waitFor();
    expect(await page.getByTestId('product-not-found').innerText()).toMatch(/Product not found/);
    await page.getByTestId('product-not-found').getByRole('link', { name: 'Back to store' }).click();
    await page.waitForURL(/\/merchandise$/);
  });
});
