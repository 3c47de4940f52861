import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Fan } from './support/api.js';
import { LANGUAGES, MISSING, useA11ySweep, violationsOn, type FanData, type Language, type Screen } from './support/a11y-sweep.js';

/** Issue 15 on the fan site: no WCAG 2.2 A/AA violation on any fan route (support/a11y-sweep.ts; the console's in a11y-console.test.ts). */
const { url, pagesAtEachSize, storeAndReload, everything } = useA11ySweep();

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


describe('accessibility of the fan site (axe-core, WCAG 2.2 A and AA)', () => {
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
      const fresh = `${ready}:not([data-seen])`;
      await expect.poll(async () => {
        if (await page.locator(fresh).count()) return true;
        await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')));
        return false;
      }, { timeout: 20_000, interval: 250 }).toBe(true);
      return fresh;
    };
    const found = [
      ...await violationsOn({ pages, open, setLanguage: withSession(null) }, SIGNED_OUT, lang),
      ...await violationsOn({ pages, open, setLanguage: withSession(data.fan) }, fanScreens(data), lang),
    ];
    expect(found, `axe-core found on the fan site:\n${found.join('\n')}\n`).toEqual([]);
  }, 120_000);
});
