import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, newContext } from './browser.js';
import { startProduct, type ProductOptions, type RunningProduct } from './product.js';

type Viewport = { width: number; height: number };
type Locale = 'en-US' | 'th-TH';

export interface Journey {
  /** The product under test; set once the file's beforeAll has run. */
  product: RunningProduct;
  /** A browser profile of its own at a size and language, closed after the test. */
  openContext(viewport: Viewport, locale?: Locale, options?: BrowserContextOptions): Promise<BrowserContext>;
  openPage(viewport: Viewport, locale?: Locale, options?: BrowserContextOptions): Promise<Page>;
}

/**
 * What every browser test file needs: the product (`npm start`) and one Chromium started before
 * its tests, the profiles a test opened closed after it, and both stopped at the end. `env` is
 * read when the product starts, so it can name a mail server another beforeAll started first.
 */
export function useJourney(env: () => Record<string, string> = () => ({}), options: ProductOptions = {}): Journey {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const openContext = async (viewport: Viewport, locale: Locale = 'en-US', options: BrowserContextOptions = {}) => {
    const context = await newContext(browser, viewport, locale, options);
    contexts.push(context);
    return context;
  };
  const journey: Journey = {
    product: undefined as unknown as RunningProduct,
    openContext,
    openPage: async (viewport, locale, options) => (await openContext(viewport, locale, options)).newPage(),
  };
  beforeAll(async () => {
    journey.product = await startProduct(env(), options);
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await journey.product?.stop();
  });
  return journey;
}
