import type { BrowserContext, Locator, Page } from 'playwright-core';
import { decodeQr } from '../../api/src/test/fixtures.js';
import type { Fan } from './api.js';

const LOGIN_WORDS = {
  en: { email: 'Email', password: 'Password', submit: 'Login' },
  th: { email: 'อีเมล', password: 'รหัสผ่าน', submit: 'เข้าสู่ระบบ' },
};

/** The fan signed in in this browser profile as the site keeps it (the identity provider's session cookie), before its first page. */
export async function keepSignedIn(context: BrowserContext, fan: Fan): Promise<void> {
  await context.addCookies([{ ...fan.cookie, httpOnly: true, sameSite: 'Lax' }]);
}

/** The session cookie this browser profile holds (the site's one sign of a signed-in fan), as a Cookie header for the API; null when signed out. */
export async function sessionOf(context: BrowserContext): Promise<string | null> {
  const session = (await context.cookies()).find((c) => c.name.endsWith('better-auth.session_token') && c.value !== '');
  return session ? `${session.name}=${session.value}` : null;
}

/** On /login (where a signed-out fan is sent), sign in with email and password. */
export async function signInOnLoginPage(page: Page, fan: Fan, lang: 'en' | 'th'): Promise<void> {
  const words = LOGIN_WORDS[lang];
  await page.waitForURL(/\/login$/);
  await page.getByLabel(words.email, { exact: true }).fill(fan.email);
  await page.getByLabel(words.password, { exact: true }).fill(fan.password);
  await page.locator('form').getByRole('button', { name: words.submit, exact: true }).click();
}

/** The first match on the landing page and its Get tickets link (the same in every language). */
export async function firstMatchOnLanding(page: Page, baseUrl: string): Promise<{ matchId: string; getTickets: Locator }> {
  await page.goto(baseUrl);
  const getTickets = page.getByTestId('match-card').first().locator('a[href^="/buy-ticket/"]');
  const href = await getTickets.getAttribute('href');
  return { matchId: href!.split('/').pop()!, getTickets };
}

/** What a QR code on screen says, read from the pixels the fan sees (as a phone camera would). */
export async function readQrOnScreen(image: Locator): Promise<string | null> {
  await image.scrollIntoViewIfNeeded();
  return decodeQr(await image.screenshot());
}

/** Baht amounts as shown ("฿1,500.00", "1,500.00 บาท") reduced to a number. */
export function bahtShown(text: string): number {
  return Number(text.replace(/[^\d.]/g, '').replace(/^\.+|\.+$/g, ''));
}

/**
 * Marks the page's JavaScript world: the mark survives everything but a reload or a full
 * navigation, so `stillSamePage` proves a screen changed by itself.
 */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => { (window as unknown as { e2eMark: boolean }).e2eMark = true; });
}

export function stillSamePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark === true);
}
