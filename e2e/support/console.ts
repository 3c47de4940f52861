import type { BrowserContext, Page } from 'playwright-core';

/**
 * Staff sign in to the console at /admin and open the verification queue (Ticket purchases,
 * filtered to Verifying by default).
 */
export async function openVerificationQueue(context: BrowserContext, baseUrl: string, staff: { email: string; password: string }): Promise<Page> {
  const page = await context.newPage();
  await signInToConsole(page, baseUrl, staff);
  await page.getByRole('menuitem', { name: 'Ticket purchases' }).click();
  await page.waitForURL(/#\/purchases/);
  return page;
}

/** The purchase shows up in the open queue (no reload), and staff open it and see who paid. */
export async function openPurchaseFromQueue(page: Page, referenceNumber: string, buyer: { email: string }): Promise<void> {
  const row = page.locator('tbody tr', { hasText: referenceNumber });
  await row.waitFor();
  await row.getByText(referenceNumber).click();
  await page.waitForURL(/#\/purchases\/[0-9a-f-]{36}\/show$/);
  // On the purchase page itself: the queue beside it names the buyer too, and may still be on screen.
  await page.getByTestId('purchase-details').getByText(buyer.email).waitFor();
}

/** Staff sign in at /admin and wait for the console's menu. */
export async function signInToConsole(page: Page, baseUrl: string, staff: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseUrl}/admin/`);
  // Generous: on a busy 2-core machine the console's sign-in form has taken 15-20 s to appear.
  await page.getByLabel(/email/i).waitFor({ timeout: 60_000 });
  await page.getByLabel(/email/i).fill(staff.email);
  await page.locator('input[type=password]').fill(staff.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  // The console's layout (its menu is folded away on a phone).
  await page.locator('#main-content').waitFor();
}
