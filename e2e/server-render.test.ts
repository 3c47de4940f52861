import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STORE_PAGE_SIZE } from '@club/core';
import { mailText, startMailServer } from '../api/src/test/mail-server.js';
import { apiGet, apiSend, purchaseWithTickets, signIn, signUpFan, buyTickets } from './support/api.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { sessionOf } from './support/fan.js';

/**
 * Issue 15: a page comes rendered by the server, in the reader's language, and the site takes it
 * over in the browser without rendering it again: a visitor's public pages, and a signed-in fan's
 * own pages, with their data, for them alone. Issue 28: rendered once, with the data the route
 * table declares it shows first (PAGES' firstData): each page here shows its data with no script
 * running, and nothing on it is left loading (a loading state says aria-busy="true"), which a
 * query the table leaves out would be.
 */
let smtp: Awaited<ReturnType<typeof startMailServer>>;
// Registered before the journey's hooks: the mail server is up before the product and closed after it.
beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => {
  await smtp?.close();
});
/** The staff account the product is started with: it approves a payment, so that a ticket page has tickets to show. */
const STAFF = { email: 'staff@club.test', password: 'staff-password-123' };
const journey = useJourney(() => ({ SMTP_URL: smtp.url, ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password }));
const url = () => journey.product.url;

/** What is still loading on a page opened with no script running. */
const loading = (page: Page) => page.locator('#root [aria-busy=true]').count();

/** The query keys of the data a page the server rendered came with (its #server-state), each as JSON. */
const sentQueries = (html: string): string[] => {
  const state = /<script type="application\/json" id="server-state">(.*?)<\/script>/s.exec(html)?.[1];
  return state ? (JSON.parse(state) as { queries: { queries: { queryKey: unknown }[] } }).queries.queries.map((query) => JSON.stringify(query.queryKey)) : [];
};

describe('pages rendered on the server', () => {
  it('shows a visitor the landing page, the store, a product, the results and sign-in with no script running, in English and in Thai', async () => {
    const { products } = await apiGet(url(), '/api/v1/public/merchandise/products?page=1&limit=1&sort=newest');
    const product = products[0] as { id: string; name: string; name_th: string };
    const [banners, categories] = await Promise.all([apiGet<unknown[]>(url(), '/api/v1/public/store-banners?limit=5'), apiGet<unknown[]>(url(), '/api/v1/public/merchandise/categories')]);
    // The store's address chooses its list: a search finds fewer products than a page holds.
    const search = `?search=${encodeURIComponent(product.name)}`;
    const found = await apiGet<{ products: { id: string }[] }>(url(), `/api/v1/public/merchandise/products?page=1&limit=${STORE_PAGE_SIZE}&sort=newest&search=${encodeURIComponent(product.name)}`);
    expect(found.products.length).toBeLessThan(STORE_PAGE_SIZE);
    for (const [locale, words] of [
      ['en-US', { store: 'Store', results: 'Match Results', login: 'Login', product: product.name }],
      ['th-TH', { store: 'ร้านค้า', results: 'ผลการแข่งขัน', login: 'เข้าสู่ระบบ', product: product.name_th }],
    ] as const) {
      const page = await journey.openPage(locale === 'en-US' ? DESKTOP : PHONE, locale, { javaScriptEnabled: false });
      await page.goto(url());
      expect(await page.getAttribute('html', 'lang'), locale).toBe(locale.slice(0, 2));
      expect(await page.getByTestId('match-card').count(), locale).toBe(3);
      expect(await page.locator('header').textContent(), locale).toContain(words.store);
      expect(await loading(page), `${locale} /`).toBe(0);

      await page.goto(`${url()}/merchandise`);
      expect(await page.getByTestId('product-card').count(), locale).toBeGreaterThan(3);
      expect(await page.getByTestId('featured-products').getByTestId('product-card').count(), locale).toBeGreaterThan(0);
      expect(await page.getByTestId('banner-slide').count(), locale).toBe(banners.length);
      expect(await page.getByTestId('store-category').locator('option').count(), locale).toBe(categories.length + 1);
      // The first products' images are asked for before any script, the first at high priority.
      expect(await page.locator('head link[rel=preload][as=image][fetchpriority=high]').count(), locale).toBeGreaterThan(0);
      expect(await loading(page), `${locale} /merchandise`).toBe(0);
      await page.goto(`${url()}/merchandise${search}`);
      const listed = await page.getByTestId('product-grid').getByTestId('product-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-id')));
      expect(listed, locale).toEqual(found.products.map((p) => p.id));
      expect(await loading(page), `${locale} /merchandise${search}`).toBe(0);

      await page.goto(`${url()}/merchandise/product/${product.id}`);
      expect(await page.locator('h1').innerText(), locale).toBe(words.product);
      expect(await page.title(), locale).toContain(words.product);
      expect(await loading(page), `${locale} product`).toBe(0);

      for (const tab of ['', '?tab=finished', '?tab=scoreboard']) {
        await page.goto(`${url()}/match-results${tab}`);
        expect(await page.locator('h1').innerText(), locale).toContain(words.results);
        expect(await page.getByTestId('results-page').locator('[role=tabpanel]').count(), locale).toBe(1);
        expect(await loading(page), `${locale} /match-results${tab}`).toBe(0);
      }

      await page.goto(`${url()}/login`);
      expect(await page.locator('#auth-panel form[method=post] input[type=password]').count(), locale).toBe(1);
      expect(await page.title(), locale).toContain(words.login);
      // Which sign-in providers it offers (none here): the answer came with it.
      expect(sentQueries(await page.content()), locale).toContain('["auth-providers"]');

      // Pages with no data of their own: rendered too.
      for (const path of ['/forgot-password', '/reset-password?token=made-up', '/terms-and-conditions', '/signed-in?error=access_denied']) {
        await page.goto(`${url()}${path}`);
        expect(await page.locator('#root h1').count(), `${locale} ${path}`).toBe(1);
        expect(await loading(page), `${locale} ${path}`).toBe(0);
      }
    }
  });

  it("shows a visitor who follows the confirmation link that the address is confirmed, with no script running", async () => {
    const fan = await signUpFan(url(), 'Kanya Server');
    const { text } = await mailText((await smtp.waitForConfirmation(fan.email)).raw);
    const link = /\S+\/verify-email\?token=[\w.-]+/.exec(text)?.[0];
    expect(link?.startsWith(`${url()}/verify-email?token=`)).toBe(true);
    const page = await journey.openPage(PHONE, 'en-US', { javaScriptEnabled: false });
    await page.goto(link!);
    expect(await page.getByTestId('verify-email').getAttribute('data-state')).toBe('done');
    expect(await loading(page)).toBe(0);
  });

  it('is taken over as it is: the same elements, no error, and it answers at once (the language toggle)', async () => {
    const page = await journey.openPage(PHONE, 'en-US');
    const errors: string[] = [];
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
    page.on('pageerror', (error) => errors.push(error.message));
    // The site's scripts held back until the server's page has been marked, element by element;
    // the page's own chunk comes half a second after the main script (a slow network), and a tap
    // on the page once it has been taken over must still work.
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => { await held; await route.continue(); });
    await page.route(/\/assets\/MatchResultsRoute-[^/]+\.js$/, async (route) => {
      await held;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    const navigation = page.goto(`${url()}/match-results`);
    await page.waitForSelector('[data-testid=results-page]', { state: 'attached' });
    await page.evaluate(() => {
      document.querySelectorAll('#root *').forEach((element) => { (element as HTMLElement & { fromServer?: true }).fromServer = true; });
    });
    release();
    await navigation;
    await page.getByTestId('results-tab-scoreboard').click();
    await page.locator('#results-panel-scoreboard').waitFor();
    // What the server sent is still there (React attached to it), the table added beside it.
    const kept = await page.evaluate(() => ['h1', 'header', '.results-lead', 'footer'].filter((selector) => (document.querySelector(selector) as { fromServer?: true } | null)?.fromServer));
    expect({ kept, errors }).toEqual({ kept: ['h1', 'header', '.results-lead', 'footer'], errors: [] });
    await page.getByTestId('lang-th').first().click();
    await expect.poll(() => page.locator('h1').innerText()).toContain('ผลการแข่งขัน');
    expect(errors).toEqual([]);
  });

  it("renders a signed-in fan's payment, buying, tickets, ticket and order pages with their data, for them alone, and takes them over as they are", async () => {
    const context = await journey.openContext(PHONE, 'en-US');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${url()}/login`);
    const fan = await signUpFan(url(), 'Kanya Server');
    await page.locator('#login-email').fill(fan.email);
    await page.locator('#login-password').fill(fan.password);
    await page.locator('#auth-panel form button[type=submit]').click();
    await page.waitForURL(`${url()}/`);
    const [match] = await apiGet<{ id: string }[]>(url(), '/api/v1/matches/promoting?limit=1');
    const purchase = await buyTickets<{ id: string; referenceNumber: string }>(url(), fan.token, { matchId: match!.id, quantity: 2, phone: '0812345678' });
    const [method] = (await apiGet<{ id: string; type: string }[]>(url(), '/api/v1/shipping/methods')).filter((m) => m.type === 'pickup');
    const [place] = await apiGet<{ id: string }[]>(url(), '/api/v1/shipping/pickup-locations');
    const { products: [listed] } = await apiGet<{ products: { id: string }[] }>(url(), '/api/v1/public/merchandise/products?page=1&limit=1&sort=newest');
    const product = await apiGet<{ variants: Record<string, (string | { key: string })[]> }>(url(), `/api/v1/public/merchandise/products/${listed!.id}`);
    const variants = Object.fromEntries(Object.entries(product.variants).map(([group, [first]]) => [group, typeof first === 'string' ? first : first!.key]));
    await apiSend(url(), 'POST', '/api/v1/cart/add', fan.token, { product_id: listed!.id, quantity: 1, variants });
    const { order } = await apiSend<{ order: { id: string; order_number: string } }>(url(), 'POST', '/api/v1/orders/create-from-cart', fan.token, { shipping_method_id: method!.id, pickup_location_id: place!.id, notes: null });
    const paid = await purchaseWithTickets(url(), fan.token, await signIn(url(), STAFF), match!.id, 1);
    const [ticket] = await apiGet<{ qrContent: string }[]>(url(), `/api/v1/purchases/${paid.id}/tickets`, fan.token);

    // What the server sends this browser, and what it sends anyone else for the same address.
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const pages: [path: string, shows: string][] = [
      [`/payment/${purchase.id}`, purchase.referenceNumber],
      [`/buy-ticket/${match!.id}`, 'data-testid="buy-form"'],
      ['/my-tickets', purchase.referenceNumber],
      // Awaiting payment; and paid, with its ticket's code drawn as a QR code.
      [`/ticket/${purchase.id}`, purchase.referenceNumber],
      [`/ticket/${paid.id}`, `data-qr-value="${ticket!.qrContent}"`],
      [`/orders/${order.id}`, order.order_number],
      // Unpaid, with the account it is paid into.
      [`/payment/order/${order.id}`, 'data-testid="bank-details"'],
      ['/merchandise', 'Kanya'],
    ];
    const served = new Map<string, string>();
    for (const [path, shows] of pages) {
      const mine = await fetch(`${url()}${path}`, { headers: { cookie } });
      const html = await mine.text();
      served.set(path, html);
      expect(html, path).toContain(shows);
      expect(html, path).toContain('id="server-state"');
      expect(html, path).not.toContain('aria-busy="true"');
      expect(mine.headers.get('cache-control'), path).toBe('private, no-store');
      const theirs = await (await fetch(`${url()}${path}`)).text();
      expect(theirs, path).not.toContain(shows);
    }
    // Tickets passed on to the fan, and the wallets they can be saved to (none here): the answers came with the page.
    expect(sentQueries(served.get('/my-tickets')!)).toEqual(expect.arrayContaining(['["purchases","held"]', '["wallets"]']));
    expect(sentQueries(served.get(`/ticket/${paid.id}`)!)).toContain('["wallets"]');
    // A session cookie that names no session (ended, or made up): the browser renders the page, and asks the API itself.
    const forged = await fetch(`${url()}/payment/${purchase.id}`, { headers: { cookie: cookie.replace(/(better-auth\.session_token=)[^;]*/, '$1forged.c2lnbmF0dXJl') } });
    expect(await forged.text()).not.toContain('id="server-state"');

    // Taken over as sent: the server's elements stay, the countdown ticks on, a tap works, and nothing is reported.
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => { await held; await route.continue(); });
    const navigation = page.goto(`${url()}/payment/${purchase.id}`);
    await page.waitForSelector('[data-testid=payment-page]', { state: 'attached' });
    await page.evaluate(() => {
      document.querySelectorAll('#root *').forEach((element) => { (element as HTMLElement & { fromServer?: true }).fromServer = true; });
    });
    release();
    await navigation;
    const before = await page.getByTestId('countdown').innerText();
    // It ticks once React has taken the page over: its scripts come after the first paint, which on a busy machine takes seconds.
    await expect.poll(() => page.getByTestId('countdown').innerText(), { timeout: 15_000 }).not.toBe(before);
    const kept = await page.evaluate(() => ['header', '[data-testid=payment-page]', '[data-testid=countdown]', 'footer'].filter((selector) => (document.querySelector(selector) as { fromServer?: true } | null)?.fromServer));
    expect({ kept, errors }).toEqual({ kept: ['header', '[data-testid=payment-page]', '[data-testid=countdown]', 'footer'], errors: [] });
    await page.getByTestId('cancel-payment').click();
    await page.getByRole('dialog').waitFor();
    expect(errors).toEqual([]);
    // The other pages too: taken over (React holds the root) with nothing reported.
    for (const [path] of pages.slice(1)) {
      await page.goto(`${url()}${path}`);
      expect(await page.evaluate(() => Boolean(document.getElementById('server-state'))), path).toBe(true);
      await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer'))), { message: path }).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(errors, path).toEqual([]);
    }
    // The slip on the paid ticket's page, asked for by the browser with the fan's session cookie: shown.
    await page.goto(`${url()}/ticket/${paid.id}`);
    await expect.poll(() => page.locator('img.receipt-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  it("renders a visitor's page again once a fan signs out", async () => {
    const context = await journey.openContext(DESKTOP, 'en-US');
    const page = await context.newPage();
    /** The landing page as the server sends it to this browser (its cookies and all): whose name its header shows. */
    const served = async () => {
      const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      return (await fetch(`${url()}/`, { headers: { cookie } })).text();
    };
    await page.goto(`${url()}/login`);
    expect(await served()).not.toContain('Kanya');
    const fan = await signUpFan(url(), 'Kanya Server');
    await page.locator('#login-email').fill(fan.email);
    await page.locator('#login-password').fill(fan.password);
    await page.locator('#auth-panel form button[type=submit]').click();
    await page.waitForURL(`${url()}/`);
    expect(await served()).toContain('Kanya');
    await page.reload();
    await expect.poll(() => page.locator('header').innerText()).toContain('Kanya');
    await page.locator('header').getByRole('button', { name: 'Kanya Server: account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => sessionOf(context)).toBeNull();
    expect(await served()).not.toContain('Kanya');
    await page.reload();
    expect(await page.locator('header').innerText()).not.toContain('Kanya');
  });
});
