import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startFakeSlipVerifier } from '@club/slip-verifier-fake';
import { bankSignature, SIGNATURE_HEADER } from '../api/src/modules/payments/bank-callback.js';
import { eventually, makeSlip, receiptForm } from '../api/src/test/fixtures.js';
import { apiGet, apiSend, signUpFan, type Fan, buyTickets } from './support/api.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signInToConsole } from './support/console.js';
import { keepSignedIn } from './support/fan.js';
import { useJourney } from './support/journey.js';

/**
 * Issue 17: the product as `npm start` runs it, pointed at the local fake of SlipOK. A fan's genuine
 * slip reaches success with no staff action, through "checking with your bank"; a slip for the
 * wrong amount waits for staff, who read the finding in English and in Thai.
 */
const STAFF = { email: 'staff@club.test', password: 'staff-password-123' };
const BANK_CALLBACK_SECRET = 'e2e-bank-callback-secret-0123456789abcdef';
let fake: Awaited<ReturnType<typeof startFakeSlipVerifier>>;
beforeAll(async () => {
  // The bank takes a moment to answer, as the real services do: long enough to see the fan's page say so.
  fake = await startFakeSlipVerifier({ key: 'e2e-key', branch: '777', latencyMs: 1500 });
});
afterAll(async () => {
  await fake?.close();
});
const journey = useJourney(() => ({
  ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password,
  BANK_CALLBACK_SECRET, SLIP_VERIFIER: 'slipok', SLIP_VERIFIER_URL: `${fake.url}/api/line/apikey`, SLIP_VERIFIER_KEY: 'e2e-key', SLIP_VERIFIER_BRANCH: '777',
}));
const url = () => journey.product.url;

/** A purchase of two tickets of the landing page's first match, and the account it is paid into. */
async function buy(fan: Fan) {
  const [match] = await apiGet<{ id: string }[]>(url(), '/api/v1/matches/promoting?limit=1');
  return buyTickets<{ id: string; referenceNumber: string; totalSatang: number; bankAccount: { accountNumber: string; accountName: string } }>(
    url(), fan.token, { matchId: match!.id, quantity: 2, phone: '0812345678' });
}

/** A transfer the fake bank knows of, and a slip of it. */
async function paidSlip(purchase: Awaited<ReturnType<typeof buy>>, amountSatang: number) {
  const transRef = `E2E${randomUUID().replace(/\D/g, '').slice(0, 12)}`;
  fake.addTransfer({
    transRef, sendingBank: '004', amount: amountSatang / 100, receiverAccount: purchase.bankAccount.accountNumber,
    receiverName: purchase.bankAccount.accountName, senderName: 'นาย สมชาย ใจดี', date: new Date().toISOString(),
  });
  return makeSlip({ transRef });
}

async function fanPage(fan: Fan, viewport: typeof PHONE, locale: 'en-US' | 'th-TH'): Promise<Page> {
  const context: BrowserContext = await journey.openContext(viewport, locale);
  await keepSignedIn(context, fan);
  return context.newPage();
}

const send = (page: Page, slip: Buffer) => page.getByTestId('receipt-input').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slip });

describe('payments the bank confirms', () => {
  it('a fan sends a genuine slip and reaches success with no staff action, reading "checking with your bank" meanwhile (Thai, phone)', async () => {
    const fan = await signUpFan(url(), 'สมชาย ใจดี', 'th');
    const purchase = await buy(fan);
    const page = await fanPage(fan, PHONE, 'th-TH');
    await page.goto(`${url()}/payment/${purchase.id}`);
    await page.getByTestId('promptpay-qr').waitFor();
    await send(page, await paidSlip(purchase, purchase.totalSatang));
    await page.getByTestId('bank-checking').waitFor();
    expect(await page.locator('h2#outcome-title').innerText()).toBe('กำลังตรวจสอบกับธนาคารของคุณ');
    await screenshot(page, 'bank-check-phone-th-checking');
    // No one in the console touches it.
    await page.waitForURL(`${url()}/payment-success`, { timeout: 20_000 });
    await screenshot(page, 'bank-check-phone-th-success');
    const done = await apiGet(url(), `/api/v1/purchases/${purchase.id}`, fan.token);
    expect({ status: done.status, check: done.receiptCheck.bank.check }).toEqual({ status: 'completed', check: 'confirmed' });
  });

  it('a slip for the wrong amount waits for staff: the fan reads why, and staff read the finding in English and in Thai', async () => {
    const fan = await signUpFan(url(), 'Malee Sukjai');
    const purchase = await buy(fan);
    // Staff have the purchase open before the slip comes: the bank's answer reaches them live.
    const staff = await (await journey.openContext(DESKTOP, 'en-US')).newPage();
    await signInToConsole(staff, url(), STAFF);
    await staff.goto(`${url()}/admin/#/purchases/${purchase.id}/show`);
    await staff.getByTestId('purchase-reference').waitFor();
    const page = await fanPage(fan, DESKTOP, 'en-US');
    await page.goto(`${url()}/payment/${purchase.id}`);
    await page.getByTestId('promptpay-qr').waitFor();
    await send(page, await paidSlip(purchase, purchase.totalSatang - 10_000));
    const findings = page.getByTestId('bank-findings');
    await findings.waitFor({ timeout: 20_000 });
    const paid = (purchase.totalSatang - 10_000) / 100;
    expect(await findings.innerText()).toContain(`the slip shows ฿${paid.toLocaleString('en-US')}.00; this payment needs ฿${(purchase.totalSatang / 100).toLocaleString('en-US')}.00`);
    await screenshot(page, 'bank-check-desktop-en-fan-finding');

    await staff.locator('[data-testid=bank-check][data-check=to_staff]').waitFor({ timeout: 20_000 });
    for (const [lang, words] of [['en', 'The slip shows'], ['th', 'สลิปแสดงยอด']] as const) {
      // The console's language, as its language menu keeps it.
      await staff.evaluate((l) => { localStorage.setItem('RaStore.locale', JSON.stringify(l)); localStorage.setItem('club.admin.locale', l); }, lang);
      await staff.goto(`${url()}/admin/#/purchases/${purchase.id}/show`);
      await staff.reload();
      const check = staff.getByTestId('bank-check');
      await check.waitFor();
      expect(await check.getAttribute('data-check')).toBe('to_staff');
      expect(await check.locator('[data-finding=amount_mismatch]').innerText()).toContain(words);
      await screenshot(staff, `bank-check-desktop-${lang}-console-finding`);
    }
    expect((await apiGet(url(), `/api/v1/purchases/${purchase.id}`, fan.token)).status).toBe('verifying');
    // The dashboard counts today's payments the bank check confirmed (the first test's), in Thai still.
    await staff.goto(`${url()}/admin/#/`);
    const today = staff.getByTestId('confirmed-today');
    await today.waitFor();
    expect(await today.innerText()).toMatch(/ยืนยันโดยการตรวจกับธนาคาร[\s\S]*[1-9]/);
    await screenshot(staff, 'bank-check-desktop-th-dashboard');
  });

  it('a fan who paid twice is owed a refund: staff follow the dashboard to the purchase, mark it refunded saying how, and the count goes back to 0', async () => {
    const fan = await signUpFan(url(), 'Wichai Rakthai');
    const purchase = await buy(fan);
    await apiSend(url(), 'POST', `/api/v1/purchases/${purchase.id}/upload-receipt`, fan.token, receiptForm(await paidSlip(purchase, purchase.totalSatang)));
    await eventually(async () => (await apiGet(url(), `/api/v1/purchases/${purchase.id}`, fan.token)).status === 'completed', 30_000);
    // The fan pays again, minutes later, by a bill payment the bank reports for the same reference
    // (within 2 minutes of the slip's transfer it could be the same money, and would not be counted twice).
    const body = JSON.stringify({
      payeeProxyId: '010555012345601', payeeProxyType: 'BILLERID', payeeAccountNumber: purchase.bankAccount.accountNumber, payeeName: 'BANGKOK THUNDER FC',
      payerName: 'WICHAI RAKTHAI', sendingBankCode: '014', receivingBankCode: '014', amount: (purchase.totalSatang / 100).toFixed(2),
      transactionId: `SCB${randomUUID().replace(/-/g, '').slice(0, 20)}`, transactionDateandTime: new Date(Date.now() + 5 * 60_000).toISOString(),
      billPaymentRef1: purchase.referenceNumber.replace(/[^A-Z0-9]/gi, '').toUpperCase(), currencyCode: '764',
    });
    const time = Math.floor(Date.now() / 1000);
    const answer = await fetch(`${url()}/api/v1/payments/bank-callback`, {
      method: 'POST', body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: `t=${time},v1=${bankSignature(BANK_CALLBACK_SECRET, time, body)}` },
    });
    expect(((await answer.json()) as { outcome: string }).outcome).toBe('to_staff');

    const staff = await (await journey.openContext(DESKTOP, 'en-US')).newPage();
    await signInToConsole(staff, url(), STAFF);
    const owed = staff.getByRole('link', { name: /Paid twice: ticket refunds owed/ });
    await owed.waitFor();
    expect(await owed.innerText()).toMatch(/owed\s*1$/);
    await owed.click();
    await staff.locator('tbody tr', { hasText: purchase.referenceNumber }).getByText(purchase.referenceNumber).click();
    const payment = staff.getByTestId('bank-payment').filter({ has: staff.getByTestId('refund-owed') });
    await payment.waitFor();
    expect(await payment.locator('[data-finding=paid_twice]').innerText()).toContain('a refund is owed');
    await payment.getByTestId('refund-open').click();
    const dialog = staff.getByRole('dialog', { name: 'Mark this second payment refunded' });
    await dialog.getByLabel(/How and when it was given back/).fill('Transferred back to the fan’s KBank account on 27 Nov');
    await screenshot(staff, 'refund-desktop-en-dialog');
    await dialog.getByRole('button', { name: 'Refunded' }).click();
    await staff.getByTestId('refund-settled').waitFor();
    expect(await staff.getByTestId('refund-settled').innerText()).toMatch(/^Refunded on .+: Transferred back to the fan’s KBank account on 27 Nov$/);
    await screenshot(staff, 'refund-desktop-en-settled');

    await staff.goto(`${url()}/admin/#/`);
    await owed.waitFor();
    expect(await owed.innerText()).toMatch(/owed\s*0$/);
  });
});
