import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';

// The README's start with no configuration: the embedded database in the data folder.
const journey = useJourney(() => ({}), { embedded: true });

describe('the landing page', () => {
  it('serves the fan site, the console and a healthy API from one port', async () => {
    const health: any = await (await fetch(`${journey.product.url}/api/v1/health`)).json();
    expect(health.data).toMatchObject({ status: 'ok', database: { ok: true, kind: 'pglite' }, redis: { ok: true } });
    // Each path gets its own site: the console's page (its title, its scripts under /admin/) or the fan site's.
    const sites = { '/': 'fan', '/merchandise': 'fan', '/admin': 'console', '/admin/': 'console' } as const;
    for (const [path, site] of Object.entries(sites)) {
      const res = await fetch(`${journey.product.url}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      const scripts = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map(([, src]) => src);
      expect({ path, title, scripts }).toEqual(site === 'console'
        ? { path, title: 'Bangkok Thunder FC — Staff console', scripts: [expect.stringMatching(/^\/admin\/assets\/index-[\w-]+\.js$/)] }
        : { path, title: expect.not.stringContaining('Staff console'), scripts: [expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)] });
    }
  });

  it('shows the featured matches in English on a desktop browser', async () => {
    const context = await journey.openContext(DESKTOP, 'en-US');
    const page = await context.newPage();
    await page.goto(journey.product.url);
    await page.getByTestId('match-card').first().waitFor();
    expect(await page.getByTestId('match-card').count()).toBe(3);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    const header = page.locator('header');
    for (const text of ['Home', 'Match Results', 'Store', 'My Tickets', 'Login']) {
      expect(await header.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
    }
    expect(await page.getByTestId('match-card').first().innerText()).toMatch(/Bangkok Thunder FC/);
    await screenshot(page, 'landing-desktop-en');

    // The menu's links move within the page (no new document) and mark the page the fan is on.
    const current = () => header.locator('.header-nav [aria-current="page"]').allInnerTexts();
    expect(await current()).toEqual(['Home']);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await header.locator('.header-nav').getByRole('link', { name: 'Match Results' }).click();
    await page.waitForURL('**/match-results');
    await expect.poll(current).toEqual(['Match Results']);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await header.locator('.header-nav').getByRole('link', { name: 'Store' }).getAttribute('href')).toBe('/merchandise');
  });

  it('switches to Thai with the toggle, and keeps Thai after a reload', async () => {
    const context = await journey.openContext(DESKTOP, 'en-US');
    const page = await context.newPage();
    await page.goto(journey.product.url);
    await page.getByTestId('match-card').first().waitFor();
    await page.getByTestId('lang-th').first().click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('th');
    await expect.poll(() => page.locator('header').innerText()).toMatch(/หน้าแรก/);
    expect(await page.getByTestId('match-card').first().innerText()).toMatch(/บางกอก ธันเดอร์/);
    await page.reload();
    await page.getByTestId('match-card').first().waitFor();
    expect(await page.locator('header').innerText()).toMatch(/หน้าแรก/);
    // The choice is kept in the cookie the server reads too.
    expect((await page.context().cookies()).find((c) => c.name === 'club_lang')?.value).toBe('th');
    await screenshot(page, 'landing-desktop-th');
  });

  it('opens in Thai for a browser that prefers Thai, on a phone, with a working menu', async () => {
    const context = await journey.openContext(PHONE, 'th-TH');
    const page = await context.newPage();
    await page.goto(journey.product.url);
    await page.getByTestId('match-card').first().waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('th');
    const bodyText = await page.locator('body').innerText();
    expect(bodyText).toMatch(/[\u0E00-\u0E7F]{4,}/);
    expect(bodyText).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-z]+\b/i); // no raw i18n keys such as landing.hero.title
    await screenshot(page, 'landing-phone-th');
    await page.getByRole('button', { name: /เมนู|menu/i }).click();
    await page.getByRole('link', { name: 'ร้านค้า' }).first().waitFor();
    await screenshot(page, 'landing-phone-th-menu');
  });

  it('comes to a phone in at most 120 KB of compressed JavaScript, without any other page’s code', async () => {
    const page = await journey.openPage(PHONE, 'th-TH');
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(journey.product.url, { waitUntil: 'networkidle' });
    await page.getByTestId('match-card').first().waitFor();

    const names = scripts.map((s) => new URL(s.url()).pathname);
    expect(names.length).toBeGreaterThan(0);
    const sizes = await Promise.all(scripts.map(async (s) => (await s.request().sizes()).responseBodySize));
    // Brotli from the files made at build time, not code sent as it is (files under 1 KB gain nothing).
    expect(names.filter((_, i) => scripts[i]!.headers()['content-encoding'] !== 'br' && sizes[i]! > 1024)).toEqual([]);
    const total = sizes.reduce((sum, bytes) => sum + bytes, 0);
    expect(total, names.join('\n')).toBeLessThanOrEqual(120_000);
    // A browser without brotli gets the gzip copies: the main script and all it imports, the code the
    // built index.html names, come within 120 KiB too (as the project's first-load check counts them),
    // plus the 5 KiB issue 28 allows for the framework's own code: React Router as published, which
    // a bundler cannot trim as it could the router once rewritten in the build (about 4 KiB more).
    const built = readFileSync(fileURLToPath(new URL('../fan-web/dist/index.html', import.meta.url)), 'utf8');
    const code = [...built.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(([, src]) => src!);
    expect(code.filter((name) => !names.includes(name)), 'named in index.html but not loaded').toEqual([]);
    const gzipped = await Promise.all(
      code.map(async (name) => {
        const res = await fetch(`${journey.product.url}${name}`, { headers: { 'accept-encoding': 'gzip' } });
        await res.arrayBuffer();
        return { name, encoding: res.headers.get('content-encoding'), bytes: Number(res.headers.get('content-length')) };
      }),
    );
    expect(gzipped.filter(({ encoding, bytes }) => !(bytes > 0) || (bytes > 1024 && encoding !== 'gzip'))).toEqual([]);
    expect(gzipped.reduce((sum, { bytes }) => sum + bytes, 0), code.join('\n')).toBeLessThanOrEqual((120 + 5) * 1024);
    // Only the landing page: no other route's chunk, no zod, no live-update client before signing in.
    expect(names.filter((name) => /Route-|schemas-|socket|browser-|esm-/.test(name))).toEqual([]);
    // Its texts and the site's in the reader's language only, named in the page it came with.
    const texts = names.filter((name) => /\/assets\/(common|landing)-/.test(name));
    expect(texts).toHaveLength(2);
    const html = await (await fetch(journey.product.url, { headers: { 'accept-language': 'th' } })).text();
    for (const name of texts) expect(html).toContain(`<link rel="modulepreload" crossorigin href="${name}">`);

    // The next page's code and its Thai texts come when the fan goes there.
    await page.locator('footer').getByRole('link', { name: 'ร้านค้า', exact: true }).click();
    await page.waitForURL('**/merchandise');
    // The store itself (the landing page stays on screen, with its own images, until the store's code is in).
    await page.getByTestId('product-grid').locator('img').first().waitFor();
    expect(scripts.map((s) => new URL(s.url()).pathname).some((name) => name.includes('StoreRoute-'))).toBe(true);
  });

  it("names a page's own scripts, stylesheets and texts in the HTML it is opened with, and serves every one", async () => {
    const named = async (path: string) => {
      const html = await (await fetch(`${journey.product.url}${path}`)).text();
      return [...html.matchAll(/<link rel="(?:modulepreload|preload|stylesheet)"[^>]* href="(\/assets\/[^"]+)"/g)].map(([, href]) => href!);
    };
    const landing = await named('/');
    const id = '00000000-0000-4000-8000-000000000000';
    const pages: Record<string, RegExp> = {
      '/login': /LoginRoute-/, '/match-results': /MatchResultsRoute-/, '/merchandise': /StoreRoute-/, [`/merchandise/product/${id}`]: /ProductRoute-/,
      [`/buy-ticket/${id}`]: /BuyTicketRoute-/, [`/payment/${id}`]: /PaymentRoute-/, [`/orders/${id}`]: /OrderPaymentRoute-/,
    };
    for (const [path, chunk] of Object.entries(pages)) {
      // Each file once: a page's list holds none of the main script's (a stylesheet named again after the page's own would override them).
      const all = await named(path);
      expect(all.filter((href, i) => all.indexOf(href) !== i), path).toEqual([]);
      const own = all.filter((href) => !landing.includes(href));
      expect(own.some((href) => chunk.test(href)), `${path}: ${own.join(' ')}`).toBe(true);
      for (const href of own) {
        const res = await fetch(`${journey.product.url}${href}`);
        expect(res.status, `${path} ${href}`).toBe(200);
        expect(res.headers.get('content-type'), `${path} ${href}`).toMatch(href.endsWith('.css') ? /text\/css/ : /javascript/);
      }
    }
  });

  it('sends unknown paths to the landing page', async () => {
    const context = await journey.openContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${journey.product.url}/no/such/page`);
    await page.waitForURL(`${journey.product.url}/`);
  });
});
