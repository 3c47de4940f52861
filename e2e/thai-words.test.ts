import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeSlip, receiptForm } from '../api/src/test/fixtures.js';
import { mailText, startMailServer } from '../api/src/test/mail-server.js';
import { apiGet, apiSend, signUpFan, type Fan, buyTickets } from './support/api.js';
import { useJourney } from './support/journey.js';
import { keepSignedIn } from './support/fan.js';

/**
 * A fan who reads Thai sees no English: every fan route, signed in with a pending and a paid
 * purchase, a cart and an order, is read in Thai on a phone (the text on screen and what a screen
 * reader says: alt, aria-label, title, placeholder), and so are the mails the fan gets. Latin
 * script is allowed only for names (teams, the club, brands) and for codes (references, ticket
 * numbers), e-mail addresses and links.
 */
const ADMIN = { email: 'admin@club.test', password: 'admin-password-123' };
const PHONE_390 = { width: 390, height: 844 };
/** Names written in Latin script in Thai too: the club, payment and file brands, the language toggle. */
const ALLOWED = new Set([
  'Bangkok', 'Thunder', 'FC', 'PromptPay', 'QR', 'EN', 'TH', 'Google', 'LINE', 'Facebook', 'Instagram', 'YouTube', 'TikTok',
  'JPG', 'JPEG', 'PNG', 'WebP', 'HEIC', 'MB', 'KB', 'PDF', 'SKU', 'Apple', 'Wallet',
]);

let smtp: Awaited<ReturnType<typeof startMailServer>>;
beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => {
  await smtp?.close();
});
// Every fan route and mail on the embedded database (the README's start), as the landing test is.
const journey = useJourney(() => ({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: smtp.url }), { embedded: true });
const url = () => journey.product.url;

/** The Latin-script words of a text that are not allowed names: codes, addresses and links skipped. */
function englishWords(text: string, names: Set<string>): string[] {
  const words = text
    .split(/\s+/)
    // Codes: anything with a digit, and references such as TK-WZZM-ZXDR (capitals joined by hyphens), which may have none.
    .filter((token) => !/\d|@|:\/\//.test(token) && !/^\W*[A-Z]+(?:-[A-Z]+)+\W*$/.test(token))
    .flatMap((token) => token.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g) ?? [])
    .filter((word) => word.length > 1 && !ALLOWED.has(word) && !names.has(word));
  return [...new Set(words)];
}

/**
 * Everything a reader of the page gets: the page title, the text shown, and the accessible names
 * in attributes. Left out is what the page itself marks as not Thai on purpose: names and codes
 * (`translate="no"`, as HTML means it) and words in another language (`lang="en"`: the toggle's "English").
 */
async function whatTheReaderGets(page: Page): Promise<string> {
  return page.evaluate(() => {
    const notThai = (el: Element | null) => !!el?.closest('[translate=no], [lang]:not([lang|=th]):not(html)');
    const shown: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || notThai(parent) || parent.closest('script, style, noscript') || !parent.checkVisibility()) continue;
      shown.push(node.textContent ?? '');
    }
    const attributes = Array.from(document.querySelectorAll('[alt], [aria-label], [title], [placeholder], [aria-description]'))
      .filter((el) => !el.closest('[aria-hidden=true]') && !notThai(el))
      .flatMap((el) => ['alt', 'aria-label', 'title', 'placeholder', 'aria-description'].map((a) => el.getAttribute(a) ?? ''));
    return [document.title, ...shown, ...attributes].join('\n');
  });
}

const signIn = async (who: { email: string; password: string }) => {
  const res = await fetch(`${url()}/api/v1/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url() }, body: JSON.stringify(who) });
  return ((await res.json()) as { token: string }).token;
};

/** A purchase the fan paid for and staff approved, with its tickets issued. */
async function paidPurchase(fan: Fan, matchId: string, adminToken: string) {
  const purchase = await buyTickets(url(), fan.token, { matchId, quantity: 1, phone: '0812345678' });
  await apiSend(url(), 'POST', `/api/v1/purchases/${purchase.id}/upload-receipt`, fan.token, receiptForm(await makeSlip()));
  await expect.poll(async () => (await apiGet(url(), `/api/v1/purchases/${purchase.id}/status`, fan.token)).status, { timeout: 20_000 }).toBe('verifying');
  await apiSend(url(), 'POST', `/api/v1/admin/purchases/${purchase.id}/approve`, adminToken);
  const tickets = () => apiGet<{ id: string }[]>(url(), `/api/v1/purchases/${purchase.id}/tickets`, fan.token).catch(() => []);
  await expect.poll(async () => (await tickets()).length, { timeout: 20_000 }).toBe(1);
  return { purchase, tickets: await tickets() };
}

describe('a fan reading Thai', () => {
  it('sees no English words on any fan route, on a phone, nor in the mails they get', async () => {
    const fan = await signUpFan(url(), 'สมชาย ใจดี', 'th');
    const adminToken = await signIn(ADMIN);
    const matches = await apiGet(url(), '/api/v1/matches/promoting?limit=3');
    const [first, second] = matches as { id: string }[];
    const names = new Set<string>();
    /** Names of teams and venues in Latin script (the feed names teams in English only): every `*name*` field not in Thai. */
    const addNames = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(addNames);
      if (!value || typeof value !== 'object') return;
      for (const [key, v] of Object.entries(value)) {
        if (typeof v === 'string' && /name/i.test(key) && !/_th$|Th$/.test(key)) for (const w of v.match(/[A-Za-z]+/g) ?? []) names.add(w);
        else addNames(v);
      }
    };
    addNames(matches);

    const { purchase: paid, tickets } = await paidPurchase(fan, first!.id, adminToken);
    const pending = await buyTickets(url(), fan.token, { matchId: second!.id, quantity: 2, phone: '0812345678' });

    // An order placed for pickup, and another product left in the cart.
    const { products } = await apiGet(url(), '/api/v1/public/merchandise/products?page=1&limit=12&sort=newest');
    const details = await Promise.all((products as { id: string }[]).map((p) => apiGet(url(), `/api/v1/public/merchandise/products/${p.id}`)));
    const plain = details.filter((p: { variants: object; available_quantity: number }) => Object.keys(p.variants).length === 0 && p.available_quantity > 2) as { id: string }[];
    expect(plain.length).toBeGreaterThanOrEqual(2);
    await apiSend(url(), 'POST', '/api/v1/cart/add', fan.token, { product_id: plain[0]!.id, quantity: 1, variants: {} });
    const methods = await apiGet(url(), '/api/v1/shipping/methods');
    const shops = await apiGet(url(), '/api/v1/shipping/pickup-locations');
    const { order } = await apiSend(url(), 'POST', '/api/v1/orders/create-from-cart', fan.token, {
      shipping_method_id: methods.find((m: { type: string }) => m.type === 'pickup').id, pickup_location_id: shops[0].id, delivery_address_id: null, notes: null,
    });
    await apiSend(url(), 'POST', '/api/v1/cart/add', fan.token, { product_id: plain[1]!.id, quantity: 1, variants: {} });
    addNames(await apiGet(url(), '/api/v1/competition/matches').catch(() => null));
    addNames(await apiGet(url(), '/api/v1/competition/standings').catch(() => null));

    const page = await journey.openPage(PHONE_390, 'th-TH');
    await keepSignedIn(page.context(), fan);
    const missing = '00000000-0000-4000-8000-000000000000';
    const routes = [
      '/', '/terms-and-conditions', '/match-results', '/merchandise', `/merchandise/product/${plain[1]!.id}`,
      `/buy-ticket/${second!.id}`, `/payment/${pending.id}`, `/payment/${paid.id}`, '/my-tickets', `/ticket/${tickets[0]!.id}`,
      '/cart', '/checkout/shipping', '/orders', `/payment/order/${order.id}`,
      `/ticket/${missing}`, `/payment/${missing}`, `/buy-ticket/${missing}`, `/payment/order/${missing}`, `/merchandise/product/${missing}`,
    ];
    const found: Record<string, string[]> = {};
    for (const route of routes) {
      await page.goto(`${url()}${route}`);
      await page.waitForLoadState('networkidle');
      // Loaded: no skeletons or spinners left.
      await expect.poll(() => page.locator('[aria-busy=true], .skeleton, .image-placeholder[aria-hidden=true]').count(), { timeout: 10_000 }).toBe(0);
      const text = await whatTheReaderGets(page);
      expect(text, route).toMatch(/[\u0E00-\u0E7F]{20,}/);
      const words = englishWords(text, names);
      if (words.length) found[route] = words;
    }
    // Signed out: the login page.
    await page.context().clearCookies({ name: fan.cookie.name });
    await page.goto(`${url()}/login`);
    await page.waitForLoadState('networkidle');
    const login = englishWords(await whatTheReaderGets(page), names);
    if (login.length) found['/login'] = login;
    expect(found).toEqual({});

    // The mails of a fan who signed up in Thai: tickets, the order, and whatever else came.
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes(fan.email)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    const mails = await Promise.all(smtp.mails.filter((m) => m.to.includes(fan.email)).map((m) => mailText(m.raw)));
    // Written in Thai, not just free of English: the tickets mail and the order mail, each in Thai from its subject on.
    for (const m of mails) {
      expect(`${m.subject}\n${m.text}`, m.subject).toMatch(/[\u0E00-\u0E7F]{20,}/);
      expect(m.html, m.subject).toContain('<html lang="th">');
    }
    expect(mails.map((m) => m.text).join('\n')).toContain(paid.referenceNumber);
    const inMail = mails.flatMap((m) => englishWords(`${m.subject}\n${m.text}`, names).map((w) => `${m.subject}: ${w}`));
    expect(inMail).toEqual([]);
  });
});
