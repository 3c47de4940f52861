import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeSlip, receiptForm } from '../api/src/test/fixtures.js';
import { axeViolations } from './support/a11y.js';
import { apiGet, apiSend, signUpFan, type Fan, buyTickets } from './support/api.js';
import { DESKTOP } from './support/browser.js';
import { signInToConsole } from './support/console.js';
import { useJourney } from './support/journey.js';

/**
 * Issue 15, accessibility checked by machine: axe-core finds no violation of the WCAG 2.0, 2.1
 * and 2.2 A/AA rules on any fan route or console screen, in English and Thai, on a phone and a
 * desktop. Kept quick: the data made once through the API; per site a phone's page and a
 * desktop's, checked side by side, signed in once; moving between screens as a reader does (no
 * reload); the language switched in storage with one reload. Each page keeps its size: react-admin
 * keeps its menu's state, so a desktop page narrowed to a phone's width has the menu over it.
 */
const ADMIN = { email: 'admin@club.test', password: 'admin-password-123' };
// Google and LINE configured (not reached: only their buttons are looked at), so the login page shows both.
const journey = useJourney(() => ({
  ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password,
  GOOGLE_CLIENT_ID: 'a11y.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'a11y', LINE_CHANNEL_ID: '2000000001', LINE_CHANNEL_SECRET: 'a11y',
}));
const url = () => journey.product.url;

const LANGUAGES = ['en', 'th'] as const;
type Language = (typeof LANGUAGES)[number];
const SIZES = { phone: { width: 390, height: 844 }, desktop: DESKTOP };
type Size = keyof typeof SIZES;
/** No record has this id. */
const MISSING = '00000000-0000-4000-8000-000000000000';

interface Screen {
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

interface Site {
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
async function violationsOn({ pages, setLanguage, open }: Site, screens: Screen[], lang: Language): Promise<string[]> {
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

const signIn = async (who: { email: string; password: string }) => {
  const res = await fetch(`${url()}/api/v1/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url() }, body: JSON.stringify(who) });
  return ((await res.json()) as { token: string }).token;
};

/**
 * A fan with something on every page: tickets paid for and issued, a purchase awaiting payment and
 * one whose slip waits for staff, a store order awaiting payment, and a cart with a promo code.
 */
async function fanWithEverything(adminToken: string) {
  const fan = await signUpFan(url(), 'Somchai Jaidee');
  const [first, second] = await apiGet<{ id: string }[]>(url(), '/api/v1/matches/promoting?limit=3');
  const buy = (matchId: string, quantity: number) => buyTickets<{ id: string }>(url(), fan.token, { matchId, quantity, phone: '0812345678' });
  const [paid, verifying] = [await buy(first!.id, 2), await buy(first!.id, 1)];
  for (const { id } of [paid, verifying]) await apiSend(url(), 'POST', `/api/v1/purchases/${id}/upload-receipt`, fan.token, receiptForm(await makeSlip()));
  const statusOf = async (id: string) => (await apiGet(url(), `/api/v1/purchases/${id}/status`, fan.token)).status;
  await expect.poll(() => statusOf(paid.id), { timeout: 20_000 }).toBe('verifying');
  await apiSend(url(), 'POST', `/api/v1/admin/purchases/${paid.id}/approve`, adminToken);
  const pending = await buy(second!.id, 1);

  const { products } = await apiGet(url(), '/api/v1/public/merchandise/products?page=1&limit=48&sort=newest');
  const named = (name: string) => (products as { id: string; name: string }[]).find((p) => p.name === name)!;
  const [pickup] = (await apiGet(url(), '/api/v1/shipping/methods')).filter((m: { type: string }) => m.type === 'pickup');
  const [place] = await apiGet(url(), '/api/v1/shipping/pickup-locations');
  await apiSend(url(), 'POST', '/api/v1/cart/add', fan.token, { product_id: named('Thunder Scarf').id, quantity: 1, variants: {} });
  const { order } = await apiSend(url(), 'POST', '/api/v1/orders/create-from-cart', fan.token, { shipping_method_id: pickup.id, pickup_location_id: place.id, notes: null });
  const jersey = named('Home Jersey 2026');
  await apiSend(url(), 'POST', '/api/v1/cart/add', fan.token, { product_id: jersey.id, quantity: 2, variants: { size: 'M', color: 'home' } });
  await apiSend(url(), 'POST', '/api/v1/cart/add', fan.token, { product_id: named('Club Mug').id, quantity: 1, variants: {} });
  await apiSend(url(), 'POST', '/api/v1/cart/promo', fan.token, { code: 'THUNDER10' });
  await expect.poll(() => statusOf(verifying.id), { timeout: 20_000 }).toBe('verifying');
  await expect.poll(async () => (await apiGet(url(), `/api/v1/purchases/${paid.id}/tickets`, fan.token).catch(() => [])).length, { timeout: 20_000 }).toBe(2);
  return { fan, paid, verifying, pending, order: order as { id: string }, jersey, matchId: second!.id };
}
type FanData = Awaited<ReturnType<typeof fanWithEverything>>;

const SIGNED_OUT: Screen[] = [
  { name: 'login', path: '/login', ready: '#auth-panel .button-line' },
  {
    name: 'sign-up, sent empty', path: '/login', ready: '#auth-tab-register',
    then: async (page) => {
      await page.locator('#auth-tab-register').click();
      await page.locator('#auth-panel form button[type=submit]').click();
      await page.locator('#auth-panel .form-alert').waitFor();
    },
  },
  { name: 'forgot password', path: '/forgot-password', ready: '#forgot-email' },
  { name: 'reset password', path: '/reset-password?token=a11y-token', ready: '#reset-password' },
  { name: 'reset password: link used or expired', path: '/reset-password?error=INVALID_TOKEN', ready: 'main a[href="/forgot-password"]' },
  { name: 'back from a provider: cancelled', path: '/signed-in?error=access_denied', ready: 'main .form-alert' },
];

function fanScreens(data: FanData): Screen[] {
  return [
    { name: 'landing', path: '/', ready: '[data-testid=match-card]' },
    { name: 'terms', path: '/terms-and-conditions', ready: '#terms-contact' },
    { name: 'match results', path: '/match-results', ready: '[data-testid=results-page] [role=tabpanel]' },
    {
      name: 'match results: table', path: '/match-results', ready: '[data-testid=results-tab-scoreboard]',
      then: async (page) => { await page.getByTestId('results-tab-scoreboard').click(); await page.locator('#results-panel-scoreboard').waitFor(); },
    },
    { name: 'merchandise', path: '/merchandise', ready: '[data-testid=product-card]' },
    { name: 'merchandise: nothing found', path: '/merchandise?search=zzzzqqq', ready: '[data-testid=products-empty]' },
    { name: 'product', path: `/merchandise/product/${data.jersey.id}`, ready: '[data-testid=product-detail]' },
    { name: 'buy ticket', path: `/buy-ticket/${data.matchId}`, ready: '[data-testid=buy-form]' },
    { name: 'payment (slip sent)', path: `/payment/${data.verifying.id}`, ready: '[data-testid=payment-page][data-status=verifying]' },
    { name: 'payment success', path: `/payment/${data.paid.id}`, ready: '[data-testid=payment-success] [data-testid=view-tickets]' },
    { name: 'payment (pending)', path: `/payment/${data.pending.id}`, ready: '[data-testid=payment-page][data-status=pending] img[data-testid=promptpay-qr]' },
    {
      // Followed by another page: the dialog's state goes with the payment page.
      name: 'payment: cancel?', path: `/payment/${data.pending.id}`, ready: '[data-testid=cancel-payment]',
      then: async (page) => { await page.getByTestId('cancel-payment').click(); await page.locator('dialog[open], [role=dialog], [role=alertdialog]').first().waitFor(); },
    },
    { name: 'my tickets', path: '/my-tickets', ready: '[data-testid=purchase-card]' },
    { name: 'ticket', path: `/ticket/${data.paid.id}`, ready: 'img[data-testid=ticket-qr]' },
    { name: 'ticket: not found', path: `/ticket/${MISSING}`, ready: '[data-testid=load-failed]' },
    { name: 'cart', path: '/cart', ready: '[data-testid=cart-item]' },
    { name: 'checkout: shipping', path: '/checkout/shipping', ready: '[data-testid=shipping-page] [data-testid=create-order]' },
    {
      name: 'checkout: new address', path: '/checkout/shipping', ready: '[data-testid=shipping-method-delivery]',
      then: async (page) => { await page.getByTestId('shipping-method-delivery').check(); await page.getByTestId('add-address').click(); await page.getByTestId('address-dialog').waitFor(); },
    },
    { name: 'orders', path: '/orders', ready: '[data-testid=order-card]' },
    { name: 'account', path: '/account', ready: '[data-testid=account-add-address]' },
    {
      // The same page: the menu closes as the next screen's button is clicked.
      name: 'account: header menu open', path: '/account', ready: '[data-testid=account-add-address]', sizes: ['desktop'],
      then: async (page) => { await page.getByTestId('account-menu').click(); await page.getByRole('menu').waitFor(); },
    },
    {
      // Followed by another page: the dialog goes with the account page.
      name: 'account: delete?', path: '/account', ready: '[data-testid=account-add-address]',
      then: async (page) => { await page.getByTestId('delete-account').click(); await page.locator('dialog[open]').waitFor(); },
    },
    { name: 'order payment', path: `/payment/order/${data.order.id}`, ready: '[data-testid=order-page][data-status=pending] img[data-testid=promptpay-qr]' },
    {
      // Last: the menu stays open until one of its links is followed.
      name: 'landing: menu open', path: '/', ready: '[data-testid=match-card]', sizes: ['phone'],
      then: async (page) => {
        await page.locator('[aria-controls=mobile-menu]').click();
        await page.getByTestId('mobile-menu').waitFor();
      },
    },
  ];
}

/** Every console screen: the dashboard, each menu entry's list, a record's page of each resource, the gate. */
async function consoleScreens(adminToken: string, data: FanData): Promise<Screen[]> {
  const firstId = async (resource: string) => (await apiGet<{ id: string | number }[]>(url(), `/api/v1/admin/${resource}`, adminToken))[0]!.id;
  const [fanUser] = await apiGet<{ id: string }[]>(url(), `/api/v1/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: data.fan.email }))}`, adminToken);
  const lists = ['purchases', 'orders', 'statement-imports', 'statement-lines', 'competition-results', 'matches', 'teams', 'venues', 'bank-accounts', 'products', 'categories', 'banners', 'promo-codes', 'shipping-methods', 'pickup-locations', 'users', 'audit-log', 'failed-jobs'];
  const editable = ['competition-results', 'matches', 'teams', 'venues', 'bank-accounts', 'products', 'categories', 'banners', 'promo-codes', 'shipping-methods', 'pickup-locations'];
  const ids = Object.fromEntries(await Promise.all([...editable, 'audit-log'].map(async (r) => [r, await firstId(r)] as const)));
  const main = '#main-content';
  /** Staff import a statement with one credit nobody owes (the same file each time: its line is kept once and waits for staff). */
  const statement = '\uFEFFDate,Time,Description,Withdrawal,Deposit,Payer,Balance\r\n01/11/2569,10:00:00,"Transfer, mobile",,"9,876.54",NOBODY KNOWN,"19,876.54"\r\n';
  const chooseStatement = async (page: Page) => {
    const account = page.getByTestId('statement-account');
    await expect.poll(() => account.locator('option').count()).toBeGreaterThan(1);
    await account.selectOption((await account.locator('option').nth(1).getAttribute('value'))!);
    await page.getByTestId('statement-file').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
    await expect.poll(() => page.getByTestId('statement-import-submit').isEnabled()).toBe(true);
  };
  return [
    { name: 'dashboard', path: '/', ready: `${main} .MuiCard-root` },
    ...lists.map((r) => ({ name: `${r} list`, path: `/${r}`, ready: `${main} :is(.RaList-main, .RaList-noResults)` })),
    { name: 'purchase (slip to check)', path: `/purchases/${data.verifying.id}/show`, ready: '[data-testid=purchase-details]' },
    {
      name: 'purchase: reject?', path: `/purchases/${data.verifying.id}/show`, ready: '[data-testid=purchase-reject]',
      then: async (page) => { await page.getByTestId('purchase-reject').click(); await page.getByRole('dialog').waitFor(); },
    },
    { name: 'purchase (paid)', path: `/purchases/${data.paid.id}/show`, ready: '[data-testid=purchase-details]' },
    { name: 'purchase (awaiting payment)', path: `/purchases/${data.pending.id}/show`, ready: '[data-testid=purchase-details]' },
    { name: 'order', path: `/orders/${data.order.id}/show`, ready: '[data-testid=order-show]' },
    {
      name: 'order: cancel?', path: `/orders/${data.order.id}/show`, ready: '[data-testid=order-action-cancelled]',
      then: async (page) => { await page.getByTestId('order-action-cancelled').click(); await page.getByRole('dialog').waitFor(); },
    },
    { name: 'statement import', path: '/statement-imports/create', ready: '[data-testid=statement-import-form]' },
    { name: 'statement import: columns', path: '/statement-imports/create', ready: '[data-testid=statement-import-form]', then: chooseStatement },
    {
      name: 'statement import: result', path: '/statement-imports/create', ready: '[data-testid=statement-import-form]',
      then: async (page) => { await chooseStatement(page); await page.getByTestId('statement-import-submit').click(); await page.getByTestId('statement-import-result').waitFor(); },
    },
    { name: 'statement imports (one imported)', path: '/statement-imports', ready: '[data-testid=import-counts]' },
    { name: 'lines to check (one waiting)', path: '/statement-lines', ready: '[data-testid=statement-line]' },
    {
      name: 'line: assign refused', path: '/statement-lines', ready: '[data-testid=statement-line-assign]',
      then: async (page) => {
        await page.getByTestId('statement-line-assign').first().click();
        await page.getByTestId('statement-line-dialog-input').fill('TK-0000-0000');
        await page.getByTestId('statement-line-dialog-submit').click();
        await page.getByTestId('statement-line-refusal').waitFor();
      },
    },
    {
      name: 'line: dismiss?', path: '/statement-lines', ready: '[data-testid=statement-line-dismiss]',
      then: async (page) => { await page.getByTestId('statement-line-dismiss').first().click(); await page.getByRole('dialog').waitFor(); },
    },
    { name: 'product', path: `/products/${ids.products}/show`, ready: `${main} .RaShow-main` },
    { name: 'user', path: `/users/${fanUser!.id}/show`, ready: `${main} .RaShow-main` },
    { name: 'user: edit', path: `/users/${fanUser!.id}`, ready: `${main} form` },
    { name: 'audit entry', path: `/audit-log/${ids['audit-log']}/show`, ready: `${main} .RaShow-main` },
    ...editable.map((r) => ({ name: `${r}: edit`, path: `/${r}/${ids[r]}`, ready: `${main} form` })),
    { name: 'match: create', path: '/matches/create', ready: `${main} form` },
    { name: 'product: create', path: '/products/create', ready: `${main} form` },
    { name: 'settings', path: '/settings', ready: `${main} form` },
    { name: 'gate check-in', path: '/check-in', ready: '[data-testid=checkin-count]' },
    {
      name: 'menu on a phone', path: '/', ready: `${main} .MuiCard-root`, sizes: ['phone'],
      then: async (page) => {
        await page.locator('header button:has([class*=RaSidebarToggleButton-menuButtonIcon])').click();
        await page.locator('.RaSidebar-modal [role=menuitem]').first().waitFor();
      },
    },
  ];
}

describe('accessibility (axe-core, WCAG 2.2 A and AA)', () => {
  /** Made once, by the first test that needs it. */
  let made: Promise<{ adminToken: string; data: FanData }> | undefined;
  const everything = () => (made ??= signIn(ADMIN).then(async (adminToken) => ({ adminToken, data: await fanWithEverything(adminToken) })));

  // One test per language: each is a sweep of every screen at both sizes.
  it.each(LANGUAGES)('finds nothing on any fan route, in %s, on a phone and a desktop', async (lang) => {
    const { data } = await everything();
    const pages = await pagesAtEachSize();
    // The site keeps the fan's session and the language choice in cookies. Its page frame (main)
    // shows once the router has rendered and listens to the history.
    const withSession = (fan: Fan | null) => async (lang: Language) => {
      await Promise.all(Object.values(pages).map(async (page) => {
        await page.context().clearCookies();
        await page.context().addCookies([{ name: 'club_lang', value: lang, url: url() }, ...(fan ? [fan.cookie] : [])]);
      }));
      await storeAndReload(Object.values(pages), {}, url(), 'main#main');
    };
    // Within the site, as its own links do (the router follows the history): no reload. What
    // the last screen showed is marked, so the next one is not taken for ready while it loads.
    // A screen at the same address is a state of the one shown (a tab, a dialog): no move.
    const open = async (page: Page, { path, ready }: Screen) => {
      const moved = await page.evaluate((to) => {
        if (location.pathname + location.search === to) return false;
        document.querySelectorAll('main *').forEach((el) => el.setAttribute('data-seen', ''));
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
        return true;
      }, path);
      if (!moved) return ready;
      // A server-rendered page's router listens once React has hydrated it, a moment after the
      // reload answered: a move announced before then is announced again until the screen shows.
      // Looked for every 50 ms (expect.poll's default): most screens show within a look or two.
      const fresh = `${ready}:not([data-seen])`;
      await expect.poll(async () => {
        if (await page.locator(fresh).count()) return true;
        await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')));
        return false;
      }, { timeout: 20_000 }).toBe(true);
      return fresh;
    };
    const found = [
      ...await violationsOn({ pages, open, setLanguage: withSession(null) }, SIGNED_OUT, lang),
      ...await violationsOn({ pages, open, setLanguage: withSession(data.fan) }, fanScreens(data), lang),
    ];
    expect(found, `axe-core found on the fan site:\n${found.join('\n')}\n`).toEqual([]);
  }, 120_000);

  it.each(LANGUAGES)('finds nothing on any console screen, in %s, on a phone and a desktop', async (lang) => {
    const pages = await pagesAtEachSize();
    const { adminToken, data } = await everything();
    // react-admin's store: the language, and the menu's state left to each size's default (open beside the page on a desktop, folded away on a phone).
    const setLanguage = (lang: Language) => storeAndReload(Object.values(pages), { 'RaStore.locale': JSON.stringify(lang), 'club.admin.locale': lang, 'RaStore.sidebar.open': null }, `${url()}/admin/`);
    // The console moves between screens in the same document: through a page with nothing on it,
    // so what is waited for next cannot be the last screen's.
    const open = async (page: Page, { path, ready }: Screen) => {
      await page.goto(`${url()}/admin/#/nowhere`);
      await page.locator('.RaNotFound-message').waitFor();
      await page.goto(`${url()}/admin/#${path}`);
      return ready;
    };
    const signInPage: Screen = { name: 'sign-in', path: '/login', ready: 'input[type=password]' };
    const found = await violationsOn({ pages, setLanguage, open: async () => signInPage.ready }, [signInPage], lang);
    // Signed in once: the session (in local storage) copied to the phone.
    await setLanguage('en');
    await signInToConsole(pages.desktop, url(), ADMIN);
    const session = await pages.desktop.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    await storeAndReload([pages.phone], session, `${url()}/admin/`);
    found.push(...await violationsOn({ pages, setLanguage, open }, await consoleScreens(adminToken, data), lang));
    expect(found, `axe-core found in the console:\n${found.join('\n')}\n`).toEqual([]);
    // About 40 screens at two sizes: 2 minutes in English on a busy 2-core machine.
  }, 240_000);
});
