import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeSlip, receiptForm } from '../api/src/test/fixtures.js';
import { apiSend, signUpFan, buyTickets } from './support/api.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { signInToConsole } from './support/console.js';
import { firstMatchOnLanding, signInOnLoginPage } from './support/fan.js';
import { useJourney } from './support/journey.js';

const ADMIN = { email: 'admin@club.test', password: 'admin-password-123' };
const journey = useJourney(() => ({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }));
const url = () => journey.product.url;

/**
 * Everything the Content-Security-Policy refused on a page: the browser's console lines about it
 * and the page's securitypolicyviolation events. Also the websockets the page opened.
 */
async function watchPolicy(page: Page) {
  const refused: string[] = [];
  const sockets: string[] = [];
  page.on('console', (m) => { if (/content security policy/i.test(m.text())) refused.push(m.text()); });
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`));
  });
  return { refused, sockets };
}

/** A fan's purchase of one ticket for the first match on sale: its id. */
async function purchaseOfNewFan(matchId: string) {
  const fan = await signUpFan(url());
  const purchase = await buyTickets(url(), fan.token, { matchId, quantity: 1, phone: '0812345678' });
  return { fan, purchaseId: purchase.id as string };
}

describe('the sites under the production Content-Security-Policy', () => {
  it('the fan site loads its pages, images, QR codes and live updates without a violation', async () => {
    const page = await journey.openPage(PHONE, 'th-TH');
    const { refused, sockets } = await watchPolicy(page);

    const home = await page.goto(url());
    expect(home!.headers()['content-security-policy']).toContain("script-src 'self';");
    await page.getByTestId('match-card').first().waitFor();
    await page.goto(`${url()}/match-results`);
    await page.locator('main').waitFor();
    await page.goto(`${url()}/merchandise`);
    await page.locator('main img').first().waitFor();

    // Signed in (through the login form: a same-origin POST to better-auth): the match page, then
    // the payment page with its PromptPay QR (a data: image).
    const { matchId, getTickets } = await firstMatchOnLanding(page, url());
    const { fan, purchaseId } = await purchaseOfNewFan(matchId);
    await getTickets.click();
    await signInOnLoginPage(page, fan, 'th');
    await page.waitForURL(`${url()}/buy-ticket/${matchId}`);
    await page.getByTestId('buy-form').waitFor();
    await page.goto(`${url()}/payment/${purchaseId}`);
    await page.getByTestId('payment-page').waitFor();
    await page.locator('img[data-testid=promptpay-qr][src^="data:image/svg+xml"]').first().waitFor();
    // socket.io connects over a websocket to this server ('self').
    await expect.poll(() => sockets.some((s) => s.includes('/socket.io/'))).toBe(true);

    expect(refused).toEqual([]);
  });

  it('the staff console signs in and shows its lists and a slip without a violation', async () => {
    const page = await journey.openPage(DESKTOP, 'en-US');
    const { refused, sockets } = await watchPolicy(page);
    const { matchId } = await firstMatchOnLanding(page, url());
    const { fan, purchaseId } = await purchaseOfNewFan(matchId);
    await apiSend(url(), 'POST', `/api/v1/purchases/${purchaseId}/upload-receipt`, fan.token, receiptForm(await makeSlip()));

    await signInToConsole(page, url(), ADMIN);
    await page.getByRole('menuitem', { name: 'Products' }).click();
    await page.waitForURL(/#\/products/);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('menuitem', { name: 'Ticket purchases' }).click();
    await page.waitForURL(/#\/purchases/);
    // The slip comes from the API with the staff token and is shown as a blob: image.
    await page.goto(`${url()}/admin/#/purchases/${purchaseId}/show`);
    await page.locator('img[src^="blob:"]').first().waitFor();
    await expect.poll(() => sockets.some((s) => s.includes('/socket.io/')), { timeout: 20_000 }).toBe(true);
    expect(refused).toEqual([]);
  });
});
