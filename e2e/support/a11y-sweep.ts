import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { makeSlip, receiptForm } from '../../api/src/test/fixtures.js';
import { axeViolations } from './a11y.js';
import { apiGet, apiSend, buyTickets, signIn, signUpFan } from './api.js';
import { DESKTOP } from './browser.js';
import { useJourney } from './journey.js';

/**
 * Issue 15, accessibility checked by machine: axe-core finds no violation of the WCAG 2.0, 2.1
 * and 2.2 A/AA rules on any fan route (a11y-fan.test.ts) or console screen (a11y-console.test.ts),
 * in English and Thai, on a phone and a desktop. The two sites' sweeps are files of their own, each
 * with its product and its data, so that they run side by side. Kept quick: the data made once per
 * file through the API; per site a phone's page and a desktop's, checked side by side, signed in
 * once; moving between screens as a reader does (no reload); the language switched in storage with
 * one reload. Each page keeps its size: react-admin keeps its menu's state, so a desktop page
 * narrowed to a phone's width has the menu over it.
 */
export const ADMIN = { email: 'admin@club.test', password: 'admin-password-123' };

export const LANGUAGES = ['en', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
const SIZES = { phone: { width: 390, height: 844 }, desktop: DESKTOP };
type Size = keyof typeof SIZES;
/** No record has this id. */
export const MISSING = '00000000-0000-4000-8000-000000000000';

export interface Screen {
  name: string;
  /** The path (after `/admin/#` in the console). */
  path: string;
  /** What shows once the screen has its data. */
  ready: string;
  /** A state reached on the screen (a tab chosen, a dialog open) before it is checked. */
  then?: (page: Page) => Promise<void>;
  /** Where the state exists at one size only (the phone's menu). */
  sizes?: Size[];
}

export interface Site {
  /** A page of each size, opened at that size. */
  pages: Record<Size, Page>;
  /** Sets the language (and who is signed in) for the profile and reloads its pages. */
  setLanguage(lang: Language): Promise<void>;
  /** Shows the screen's path; answers the selector of what is new there (not left from the screen before). */
  open(page: Page, screen: Screen): Promise<string>;
}

/** Loading marks of both sites: spinners, skeletons, react-admin's progress bars. */
const LOADING = '[aria-busy=true], .skeleton, .image-placeholder[aria-hidden=true], .MuiLinearProgress-root, .MuiSkeleton-root, .MuiCircularProgress-root';

/** Waits for the page to be still: nothing loading, and every transition (a colour fading in, a dialog sliding in) at its end. */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator(LOADING).count(), { timeout: 15_000 }).toBe(0);
  await page.evaluate(async () => {
    // Ended at once rather than waited for (MUI's take 225 ms); spinners run forever. Again until a
    // frame starts none: one transition can start another (a field taking focus as a label settles).
    for (let round = 0; round < 10; round++) {
      await new Promise(requestAnimationFrame);
      const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (!running.length) break;
      for (const a of running) a.finish();
    }
  });
}

/**
 * Opens each screen in each language on the phone's page and the desktop's (side by side) and
 * runs axe-core on it; answers one readable line per violation.
 */
export async function violationsOn({ pages, setLanguage, open }: Site, screens: Screen[], lang: Language): Promise<string[]> {
  const found: string[] = [];
  const checkAll = async (lang: Language, size: Size) => {
    const page = pages[size];
    for (const screen of screens.filter((s) => !s.sizes || s.sizes.includes(size))) {
      try {
        await page.locator(await open(page, screen)).first().waitFor({ timeout: 20_000 });
        if (screen.then) {
          await settled(page);
          await screen.then(page);
        }
        await settled(page);
      } catch (err) {
        throw new Error(`${screen.name} [${lang}, ${size}] did not show: ${(err as Error).message}`);
      }
      for (const v of await axeViolations(page)) {
        const where = v.targets.slice(0, 5).join(' | ') + (v.targets.length > 5 ? ` … ${v.targets.length} in all` : '');
        found.push(`${screen.name} [${lang}, ${size}] ${v.id} (${v.help}): ${where}`);
      }
    }
  };
  await setLanguage(lang);
  await Promise.all((Object.keys(SIZES) as Size[]).map((size) => checkAll(lang, size)));
  return found.sort();
}

/**
 * A fan with something on every page: tickets paid for and issued, a purchase awaiting payment and
 * one whose slip waits for staff, a store order awaiting payment, and a cart with a promo code.
 */
async function fanWithEverything(site: string, adminToken: string) {
  const fan = await signUpFan(site, 'Somchai Jaidee');
  const [first, second] = await apiGet<{ id: string }[]>(site, '/api/v1/matches/promoting?limit=3');
  const buy = (matchId: string, quantity: number) => buyTickets<{ id: string }>(site, fan.token, { matchId, quantity, phone: '0812345678' });
  const [paid, verifying] = [await buy(first!.id, 2), await buy(first!.id, 1)];
  for (const { id } of [paid, verifying]) await apiSend(site, 'POST', `/api/v1/purchases/${id}/upload-receipt`, fan.token, receiptForm(await makeSlip()));
  const statusOf = async (id: string) => (await apiGet(site, `/api/v1/purchases/${id}/status`, fan.token)).status;
  await expect.poll(() => statusOf(paid.id), { timeout: 20_000 }).toBe('verifying');
  await apiSend(site, 'POST', `/api/v1/admin/purchases/${paid.id}/approve`, adminToken);
  const pending = await buy(second!.id, 1);

  const { products } = await apiGet(site, '/api/v1/public/merchandise/products?page=1&limit=48&sort=newest');
  const named = (name: string) => (products as { id: string; name: string }[]).find((p) => p.name === name)!;
  const [pickup] = (await apiGet(site, '/api/v1/shipping/methods')).filter((m: { type: string }) => m.type === 'pickup');
  const [place] = await apiGet(site, '/api/v1/shipping/pickup-locations');
  await apiSend(site, 'POST', '/api/v1/cart/add', fan.token, { product_id: named('Thunder Scarf').id, quantity: 1, variants: {} });
  const { order } = await apiSend(site, 'POST', '/api/v1/orders/create-from-cart', fan.token, { shipping_method_id: pickup.id, pickup_location_id: place.id, notes: null });
  const jersey = named('Home Jersey 2026');
  await apiSend(site, 'POST', '/api/v1/cart/add', fan.token, { product_id: jersey.id, quantity: 2, variants: { size: 'M', color: 'home' } });
  await apiSend(site, 'POST', '/api/v1/cart/add', fan.token, { product_id: named('Club Mug').id, quantity: 1, variants: {} });
  await apiSend(site, 'POST', '/api/v1/cart/promo', fan.token, { code: 'THUNDER10' });
  await expect.poll(() => statusOf(verifying.id), { timeout: 20_000 }).toBe('verifying');
  await expect.poll(async () => (await apiGet(site, `/api/v1/purchases/${paid.id}/tickets`, fan.token).catch(() => [])).length, { timeout: 20_000 }).toBe(2);
  return { fan, paid, verifying, pending, order: order as { id: string }, jersey, matchId: second!.id };
}

export type FanData = Awaited<ReturnType<typeof fanWithEverything>>;

/**
 * The product and Chromium for a file of the sweep (Google and LINE configured, not reached: only
 * their buttons are looked at, so the login page shows both), and the data its screens show.
 */
export function useA11ySweep() {
  const journey = useJourney(() => ({
    ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password,
    GOOGLE_CLIENT_ID: 'a11y.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'a11y', LINE_CHANNEL_ID: '2000000001', LINE_CHANNEL_SECRET: 'a11y',
  }));
  const url = () => journey.product.url;

  /** A page of each size, each in a browser profile of its own (as a phone and a laptop are). */
  async function pagesAtEachSize(): Promise<Record<Size, Page>> {
    return { phone: await journey.openPage(SIZES.phone), desktop: await journey.openPage(SIZES.desktop) };
  }

  /**
   * Writes these entries to the site's local storage in each page (`null` removes one), then reloads
   * them, and waits for `ready` when given (a site whose router must be listening before the next move).
   */
  async function storeAndReload(pages: Page[], entries: Record<string, string | null>, home: string, ready?: string): Promise<void> {
    await Promise.all(pages.map(async (page) => {
      if (!page.url().startsWith(url())) await page.goto(home);
      await page.evaluate((all) => {
        for (const [key, value] of Object.entries(all)) if (value === null) localStorage.removeItem(key); else localStorage.setItem(key, value);
      }, entries);
      await page.reload();
      if (ready) await page.locator(ready).waitFor();
    }));
  }

  /** Made once, by the first test that needs it. */
  let made: Promise<{ adminToken: string; data: FanData }> | undefined;
  const everything = () => (made ??= signIn(url(), ADMIN).then(async (adminToken) => ({ adminToken, data: await fanWithEverything(url(), adminToken) })));
  return { url, pagesAtEachSize, storeAndReload, everything };
}
