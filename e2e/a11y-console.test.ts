import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiGet } from './support/api.js';
import { signInToConsole } from './support/console.js';
import { ADMIN, LANGUAGES, useA11ySweep, violationsOn, type FanData, type Language, type Screen } from './support/a11y-sweep.js';

/** Issue 15 in the staff console: no WCAG 2.2 A/AA violation on any console screen (support/a11y-sweep.ts; the fan site's in a11y-fan.test.ts). */
const { url, pagesAtEachSize, storeAndReload, everything } = useA11ySweep();

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

describe('accessibility of the staff console (axe-core, WCAG 2.2 A and AA)', () => {
  // One test per language: each is a sweep of every screen at both sizes.
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
