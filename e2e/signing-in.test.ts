import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startFakeOAuth, type FakeOAuth } from '@club/oauth-fake';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';

/**
 * Issue 27, item 14: a fan who signs in with Google or LINE comes back to the site signed in. The
 * product (`npm start`) is pointed at the local fake of both providers (packages/oauth-fake);
 * the fake starts first, so useJourney's beforeAll reads its address.
 */
let fake: FakeOAuth;
beforeAll(async () => {
  fake = await startFakeOAuth();
});
afterAll(async () => {
  await fake?.close();
});
const journey = useJourney(() => fake.env);

/** On the fake provider's page: sign in as this person. */
async function allowAs(page: Page, name: string, email: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Allow' }).click();
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('club.token') ?? sessionStorage.getItem('club.token'));

it('a fan signs in with Google and comes back to the site signed in, under their name', async () => {
  const email = `google-${randomUUID().slice(0, 8)}@example.com`;
  const page = await journey.openPage(DESKTOP, 'en-US');
  await page.goto(`${journey.product.url}/login`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL(`${fake.url}/google/**`);
  await allowAs(page, 'Ada Google', email);

  await page.waitForURL(`${journey.product.url}/`);
  await page.locator('header').getByText('Ada Google').first().waitFor();
  expect(await storedToken(page)).toBeTruthy();
  // The site's token works for the API on its own, as after an email sign-in.
  const profile: any = await (await fetch(`${journey.product.url}/api/v1/users/profile`, { headers: { authorization: `Bearer ${await storedToken(page)}` } })).json();
  expect(profile.data).toMatchObject({ email, name: 'Ada Google' });
  // A reload keeps the fan signed in.
  await page.reload();
  await page.locator('header').getByText('Ada Google').first().waitFor();
});

it('a fan signs in with LINE from the Thai site on a phone, back to the page that asked them to sign in', async () => {
  const email = `line-${randomUUID().slice(0, 8)}@example.com`;
  const page = await journey.openPage(PHONE, 'th-TH');
  // A signed-in page sends the visitor to sign in, and back there afterwards.
  await page.goto(`${journey.product.url}/my-tickets`);
  await page.waitForURL(`${journey.product.url}/login`);
  const line = page.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' });
  // LINE's own colours, white on its green.
  const colours = await line.evaluate((button) => {
    const label = button.querySelector('span') ?? button;
    return { face: getComputedStyle(button).backgroundColor, text: getComputedStyle(label).color };
  });
  expect(colours).toEqual({ face: 'rgb(6, 199, 85)', text: 'rgb(255, 255, 255)' });
  await screenshot(page, 'login-social-phone-th');
  await line.click();
  await page.waitForURL(`${fake.url}/line/**`);
  await allowAs(page, 'สมหญิง ไลน์', email);

  await page.waitForURL(`${journey.product.url}/my-tickets`);
  expect(await storedToken(page)).toBeTruthy();
  await page.getByRole('button', { name: /เมนู|menu/i }).click();
  await page.getByText('สมหญิง ไลน์').filter({ visible: true }).first().waitFor();
});

it('a fan who cancels at the provider is told so and can try again', async () => {
  const page = await journey.openPage(DESKTOP, 'en-US');
  await page.goto(`${journey.product.url}/login`);
  await page.getByRole('button', { name: 'Sign in with LINE' }).click();
  await page.waitForURL(`${fake.url}/line/**`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alert').getByText(/not signed in/i).waitFor();
  expect(await storedToken(page)).toBeNull();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.waitForURL(`${journey.product.url}/login`);
});
