import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { formatClubDateTime } from '@club/core';
import { axeViolations } from './support/a11y.js';
import { apiGet, apiSend, purchaseWithTickets, signIn, signUpFan, type Fan } from './support/api.js';
import { DESKTOP, screenshot } from './support/browser.js';
import { keepSignedIn, readQrOnScreen } from './support/fan.js';
import { useJourney } from './support/journey.js';

// Issue 32, "the fan's ticket without signal": the site's service worker (fan-web/src/sw.ts) keeps
// the ticket page a fan viewed, and the page says when its tickets were loaded.

const STAFF = { email: 'staff@club.test', password: 'staff-password-123' };
const journey = useJourney(() => ({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password }));
const url = () => journey.product.url;
const PHONE = { width: 390, height: 844 };

/** A fan with a paid purchase of two tickets (approved by staff, issued by the worker): its page, and the codes it shows. */
async function fanWithTickets(lang: 'en' | 'th') {
  const fan = await signUpFan(url(), lang === 'th' ? 'สมหญิง ใจดี' : 'Anna Offline', lang);
  const [match] = await apiGet<{ id: string }[]>(url(), '/api/v1/matches/promoting?limit=1');
  const purchase = await purchaseWithTickets(url(), fan.token, await signIn(url(), STAFF), match!.id, 2);
  const tickets = await apiGet<{ qrContent: string }[]>(url(), `/api/v1/purchases/${purchase.id}/tickets`, fan.token);
  const purchasePath = `/api/v1/purchases/${purchase.id}`;
  return { fan, path: `/ticket/${purchase.id}`, purchasePath, ticketsPath: `${purchasePath}/tickets`, codes: tickets.map((t) => t.qrContent) };
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The addresses the service worker kept for the fan, as paths. */
const keptPaths = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('fan-private')).keys()).map((request) => new URL(request.url).pathname));

/**
 * The fan opens their ticket page with signal; the site's service worker takes over and, on the
 * next visit (a reload), keeps the page, its purchase and its tickets as they come.
 */
async function viewOnline(context: BrowserContext, fan: Fan, ...[path, ...answers]: string[]): Promise<Page> {
  await keepSignedIn(context, fan);
  const page = await context.newPage();
  await page.goto(`${url()}${path}`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await expect.poll(() => keptPaths(page), { timeout: 20_000 }).toEqual(expect.arrayContaining([path!, ...answers]));
  return page;
}

/**
 * No signal: the browser is offline, and every request fails, the service worker's own included
 * (`setOffline` does not reach a worker's fetches: microsoft/playwright#2311). Answers the paths
 * the worker asked the network for in vain.
 */
async function loseSignal(context: BrowserContext): Promise<() => string[]> {
  const workerAsked: string[] = [];
  await context.setOffline(true);
  await context.route('**/*', (route) => {
    if (route.request().serviceWorker()) workerAsked.push(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  });
  return () => workerAsked;
}

async function regainSignal(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'wait' });
  await context.setOffline(false);
}

/** When the service worker stored the tickets' answer: the time the banner gives. */
const storedAt = (page: Page, ticketsPath: string) =>
  page.evaluate(async (path) => (await caches.match(path, { cacheName: 'fan-private' }))!.headers.get('x-from-cache')!, ticketsPath);

/** A text as read, its unbreakable spaces as spaces. */
const words = async (locator: Locator) => (await locator.innerText()).replaceAll('\u00a0', ' ');

/** The page shows every ticket's code, readable from the screen as a gate's camera reads it; then the fan is back at the top. */
async function showsCodes(page: Page, codes: string[]): Promise<void> {
  const images = page.getByTestId('ticket-qr');
  await expect.poll(() => images.count()).toBe(codes.length);
  for (const [i, code] of codes.entries()) expect(await readQrOnScreen(images.nth(i))).toBe(code);
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe('the fan’s ticket without signal', () => {
  it('opens offline on a phone in Thai, with its codes and when they were loaded, says no more once back online, and is forgotten when the session ends', async () => {
    const { fan, path, purchasePath, ticketsPath, codes } = await fanWithTickets('th');
    // The worker's script is asked for again on every visit (not held by the browser's cache for a day).
    const script = await fetch(`${url()}/sw.js`);
    expect([script.status, script.headers.get('content-type'), script.headers.get('cache-control')]).toEqual([200, expect.stringMatching(/^(?:text|application)\/javascript/), 'no-cache']);
    const context = await journey.openContext(PHONE, 'th-TH');
    const page = await viewOnline(context, fan, path, purchasePath, ticketsPath);
    const status = page.getByRole('status').filter({ hasText: 'ออฟไลน์' });
    expect(await status.count()).toBe(0);

    const workerAsked = await loseSignal(context);
    await page.reload();
    // The page, its purchase and its tickets: the worker found no network, and answered with its copies.
    await expect.poll(() => workerAsked(), { timeout: 10_000 }).toEqual(expect.arrayContaining([path, purchasePath, ticketsPath]));
    await showsCodes(page, codes);
    const loadedAt = formatClubDateTime(await storedAt(page, ticketsPath), 'th');
    await status.waitFor();
    expect(await words(status)).toBe(`ออฟไลน์: ตั๋วของคุณตามที่โหลดไว้เมื่อ ${loadedAt} ยังใช้เข้าสนามได้`);
    expect(await page.getByTestId('ticket-detail').getAttribute('data-status')).toBe('completed');
    // Its images too (the club's crest, the teams' logos, the fan's slip): none shows broken.
    expect(await page.evaluate(() => [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'offline-ticket-phone-th');

    await regainSignal(context);
    await status.waitFor({ state: 'detached' });
    await showsCodes(page, codes);

    // The session ends elsewhere (the fan signed out on another phone): the API answers 401, and the worker forgets what it kept.
    await apiSend(url(), 'POST', '/api/v1/auth/sign-out', fan.token, {});
    await page.reload();
    await page.waitForURL(/\/login$/);
    await expect.poll(() => cacheNames(page), { timeout: 10_000 }).not.toContain('fan-private');
  });

  it('opens offline on a desktop in English, without a copy of its purchase too, and what was kept goes when the fan signs out', async () => {
    const { fan, path, purchasePath, ticketsPath, codes } = await fanWithTickets('en');
    const context = await journey.openContext(DESKTOP, 'en-US');
    const page = await viewOnline(context, fan, path, purchasePath, ticketsPath);

    // The worker holds the page and its tickets but not the purchase's own answer (it was not kept, or
    // is gone); at the gate a while later, the page's purchase is old enough to be asked for again.
    await page.evaluate(async (answer) => { await (await caches.open('fan-private')).delete(answer); }, purchasePath);
    await page.clock.setFixedTime(Date.now() + 10 * 60_000);
    const workerAsked = await loseSignal(context);
    await page.reload();
    // Asked for twice (once more on failure), in vain: the page keeps showing the purchase as the kept page brought it.
    await expect.poll(() => workerAsked().filter((asked) => asked === purchasePath).length, { timeout: 10_000 }).toBe(2);
    await showsCodes(page, codes);
    expect(await page.getByTestId('ticket-detail').getAttribute('data-status')).toBe('completed');
    const loadedAt = formatClubDateTime(await storedAt(page, ticketsPath), 'en');
    const banner = page.getByRole('status').filter({ hasText: 'Offline' });
    await banner.waitFor();
    expect(await words(banner)).toBe(`Offline: your ticket as loaded at ${loadedAt}. It still opens the gate`);
    await screenshot(page, 'offline-ticket-desktop-en');

    await regainSignal(context);
    await page.clock.setFixedTime(Date.now());
    await banner.waitFor({ state: 'detached' });
    expect(await cacheNames(page)).toContain('fan-private');
    await page.getByTestId('account-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.waitForURL(`${url()}/`);
    await expect.poll(() => cacheNames(page), { timeout: 10_000 }).not.toContain('fan-private');
  });
});
