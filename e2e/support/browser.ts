import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { root } from '../../scripts/build-sites.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = path.join(root, 'e2e', 'screenshots');

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/** Chromium as every journey runs it; `extraArgs` such as a fake camera's switches. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', ...extraArgs],
  });
}

/**
 * A page the server rendered is on screen before its scripts have run; a click then would do
 * nothing. `goto` and `reload` answer once React has taken the page over (its root is React's):
 * from then on events reach the page, those on a part still arriving included (React replays them).
 */
function waitForTakeOver(page: Page): void {
  for (const name of ['goto', 'reload'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    page[name] = (async (...args: unknown[]) => {
      const response = await navigate(...args);
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return !document.getElementById('server-state') || (root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
      });
      return response;
    }) as Page[typeof name];
  }
}

/** A fresh browser profile at a given size and language (what navigator.language says); `options` such as a time zone. */
export async function newContext(browser: Browser, viewport: { width: number; height: number }, locale: 'en-US' | 'th-TH' = 'en-US', options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale, isMobile: viewport.width < 600, hasTouch: viewport.width < 600, ...options });
  if (options.javaScriptEnabled !== false) context.on('page', waitForTakeOver);
  return context;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });
}
