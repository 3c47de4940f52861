import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { validate } from 'promptparse';
import { decodeQr, makeSlip, pngAttachments } from '../api/src/test/fixtures.js';
import { mailText, startMailServer } from '../api/src/test/mail-server.js';
import { apiGet, signUpFan, type Fan } from './support/api.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { openPurchaseFromQueue, openVerificationQueue } from './support/console.js';
import { bahtShown, firstMatchOnLanding, keepSignedIn, markPage, readQrOnScreen, signInOnLoginPage, stillSamePage } from './support/fan.js';
import { useJourney } from './support/journey.js';

const STAFF = { email: 'staff@club.test', password: 'staff-password-123' };
/** Staff's note beside the preset reason, shown to the fan as written. */
const NOTE = 'ยอดเงินในสลิปคือ 150 บาท ไม่ใช่ 1,500 บาท';
/** The preset reason amount_wrong as a Thai fan reads it. */
const REASON_TH = 'ยอดเงินในสลิปไม่ตรงกับยอดที่ต้องชำระ';
/** The phone the reviewer used. */
const PHONE_390 = { width: 390, height: 844 };
const JOURNEY_MS = 150_000;
/** Tickets namespace keys left untranslated would show as e.g. "payment.rejectedTitle". */
const RAW_KEY = /\b(status|match|common|buy|payment|success|list|detail)\.[a-z][a-zA-Z]+\b/;
const THAI = /[\u0E00-\u0E7F]{4,}/;
/** What a Thai fan reads about a slip the worker could not decode (receipts.check_error 'unreadable_image'). */
const UNREADABLE_TH = 'ไม่สามารถอ่านสลิปของคุณได้ กรุณาอัปโหลดรูปถ่ายหรือภาพหน้าจอสลิปการโอนเงินที่ชัดเจน';

let smtp: Awaited<ReturnType<typeof startMailServer>>;

// Registered before the journey's hooks: the mail server is up before the product and closed after it.
beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => {
  await smtp?.close();
});
// The expiry journey lets the payment window pass with one UPDATE, and a worker looks for expired
// purchases every half second.
const journey = useJourney(() => ({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password, SMTP_URL: smtp.url, SWEEP_INTERVAL_MS: '500' }));
/** Each test's browser profiles (closed after it): one for the fan, one for staff. */
const { openContext, openPage } = journey;
/** Staff sign in to the console on a desktop and keep the verification queue open. */
const staffWatchingQueue = async () => openVerificationQueue(await openContext(DESKTOP, 'en-US'), journey.product.url, STAFF);

const seatsLeft = async (matchId: string): Promise<number> => (await apiGet(journey.product.url, `/api/v1/matches/${matchId}`)).availableTickets;
const statusOf = async (fan: Fan, purchaseId: string): Promise<string> => (await apiGet(journey.product.url, `/api/v1/purchases/${purchaseId}/status`, fan.token)).status;
const mailsTo = (fan: Fan) => smtp.mails.filter((m) => m.to.includes(fan.email));
const paymentPageIn = (page: Page, status: string) => page.locator(`[data-testid=payment-page][data-status=${status}]`);

/**
 * The fan's way to a payment page: Get tickets on the landing page's first match, sign in when
 * asked, two tickets, a phone number, Buy. Answers the match, the purchase and the seats left before.
 */
async function buyTwoTickets(page: Page, fan: Fan, lang: 'en' | 'th', shots: string) {
  const { matchId, getTickets } = await firstMatchOnLanding(page, journey.product.url);
  const match = await apiGet(journey.product.url, `/api/v1/matches/${matchId}`);
  const seatsBefore: number = match.availableTickets;
  await getTickets.click();
  await signInOnLoginPage(page, fan, lang);
  await page.waitForURL(`${journey.product.url}/buy-ticket/${matchId}`);

  const form = page.getByTestId('buy-form');
  await form.waitFor();
  expect(await form.getByTestId('quantity-value').innerText()).toBe('1');
  await form.getByTestId('quantity-increase').click();
  await expect.poll(() => form.getByTestId('quantity-value').innerText()).toBe('2');
  expect(bahtShown(await form.getByTestId('buy-total').innerText())).toBe(2 * match.ticketPrice);
  // A wrong number is said under the field, and no longer once it is corrected.
  await form.getByTestId('phone-input').fill('12345');
  await form.getByTestId('buy-submit').click();
  await form.locator('#contact-phone-error').waitFor();
  expect(await form.getByTestId('phone-input').evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await form.getByRole('alert').count()).toBe(0);
  await form.getByTestId('phone-input').fill('081-234-5678');
  expect(await form.locator('#contact-phone-error').count()).toBe(0);
  expect(await form.locator('.form-alert').count()).toBe(0);
  await screenshot(page, `${shots}-buy`);
  await form.getByTestId('buy-submit').click();

  await page.waitForURL(new RegExp(`${journey.product.url}/payment/[0-9a-f-]{36}$`));
  const purchaseId = page.url().split('/').pop()!;
  await paymentPageIn(page, 'pending').waitFor();
  const purchase = await apiGet(journey.product.url, `/api/v1/purchases/${purchaseId}`, fan.token);
  expect(purchase).toMatchObject({ matchId, quantity: 2, status: 'pending' });
  expect(await page.getByTestId('reference-number').innerText()).toBe(purchase.referenceNumber);
  expect(await seatsLeft(matchId)).toBe(seatsBefore - 2);
  return { match, matchId, purchaseId, referenceNumber: purchase.referenceNumber as string, seatsBefore };
}

/** The fan sends the slip from the payment page; the page turns to "verifying" by itself. */
async function uploadSlip(page: Page) {
  await page.getByTestId('receipt-input').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await makeSlip() });
  await paymentPageIn(page, 'verifying').waitFor();
  await page.getByTestId('verifying-view').waitFor();
}

describe('buying tickets', () => {
  it('a fan buys two tickets, pays by PromptPay, staff approve the slip, and the tickets arrive by mail and on the site', async () => {
    const fan = await signUpFan(journey.product.url, 'Somchai Jaidee');
    const staffSigningIn = staffWatchingQueue();
    const page = await openPage(DESKTOP, 'en-US');
    const { match, purchaseId, referenceNumber } = await buyTwoTickets(page, fan, 'en', 'approve-desktop-en');

    // The payment page: the amount, a countdown from 15 minutes and a PromptPay QR for exactly that amount.
    expect(bahtShown(await page.getByTestId('payment-amount').innerText())).toBe(2 * match.ticketPrice);
    expect(await page.getByTestId('countdown').innerText()).toMatch(/1[45]:[0-5]\d/);
    const qr = page.locator('img[data-testid=promptpay-qr]');
    const payload = await readQrOnScreen(qr);
    expect(payload).toBe(await qr.getAttribute('data-qr-value'));
    expect(validate.anyId(payload!)).toEqual({ type: 'MSISDN', target: match.bankAccount.promptpayId.replace(/\D/g, ''), amount: 2 * match.ticketPrice });
    await screenshot(page, 'approve-desktop-en-payment');
    // The same code as a PNG to keep, drawn when the fan asks for it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download QR code' }).click()]);
    expect(await decodeQr(await readFile((await download.path())!))).toBe(payload);

    // Staff have the verification queue open when the slip comes in.
    const staff = await staffSigningIn;
    await uploadSlip(page);
    await screenshot(page, 'approve-desktop-en-verifying');
    await markPage(page);

    await openPurchaseFromQueue(staff, referenceNumber, fan);
    await screenshot(staff, 'approve-console-show');
    await staff.getByRole('button', { name: 'Approve' }).click();
    await staff.getByText('Payment approved').waitFor();
    await staff.getByTestId('purchase-status').getByText('Completed', { exact: true }).waitFor();

    // The fan's open payment page moves on to the success page by itself.
    await page.getByTestId('payment-success').waitFor();
    expect(page.url()).toBe(`${journey.product.url}/payment-success`);
    expect(await page.getByTestId('payment-success').innerText()).toContain(referenceNumber);
    expect(await stillSamePage(page)).toBe(true);
    await screenshot(page, 'approve-desktop-en-success');

    // One mail with one QR per ticket, each its signed code, as the ticket page shows it.
    const tickets = await apiGet<{ id: string; qrContent: string }[]>(journey.product.url, `/api/v1/purchases/${purchaseId}/tickets`, fan.token);
    const codes = tickets.map((t) => t.qrContent).sort();
    expect(codes.every((c) => /^TK[A-Z2-7]{162}$/.test(c))).toBe(true);
    expect(codes).toHaveLength(2);
    const mail = await smtp.waitFor(fan.email);
    const attached = pngAttachments(mail.raw);
    expect(attached).toHaveLength(2);
    expect((await Promise.all(attached.map(decodeQr))).sort()).toEqual(codes);

    // The tickets on the site: two QR codes saying the same.
    await page.getByTestId('view-tickets').click();
    await page.waitForURL(`${journey.product.url}/ticket/${purchaseId}`);
    const detail = page.locator('[data-testid=ticket-detail][data-status=completed]');
    const ticketQrs = detail.locator('img[data-testid=ticket-qr]');
    await ticketQrs.nth(1).waitFor();
    expect(await ticketQrs.count()).toBe(2);
    expect([await readQrOnScreen(ticketQrs.nth(0)), await readQrOnScreen(ticketQrs.nth(1))].sort()).toEqual(codes);
    expect((await ticketQrs.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('data-qr-value')))).sort()).toEqual(codes);
    // The PDF is always there; no wallet is configured here, so no wallet button.
    await detail.getByTestId('download-pdf').waitFor();
    expect(await detail.locator('[data-testid=apple-wallet], [data-testid=google-wallet]').count()).toBe(0);
    await screenshot(page, 'approve-desktop-en-tickets');

    expect(mailsTo(fan)).toHaveLength(1);
  }, JOURNEY_MS);

  it('staff reject a slip with a preset reason: the Thai fan on a phone reads it in Thai with the note, is mailed in Thai, and sends a new slip that takes the seats again', async () => {
    const fan = await signUpFan(journey.product.url, 'สมชาย ใจดี', 'th');
    const staffSigningIn = staffWatchingQueue();
    const page = await openPage(PHONE_390, 'th-TH');
    const { matchId, purchaseId, referenceNumber, seatsBefore } = await buyTwoTickets(page, fan, 'th', 'reject-phone-th');
    await screenshot(page, 'reject-phone-th-payment');
    const paymentText = await page.getByTestId('payment-page').innerText();
    expect(paymentText).toMatch(THAI);
    expect(paymentText).not.toMatch(RAW_KEY);

    // A slip the worker cannot read: the fan is told why once, in Thai, and may send another.
    await page.getByTestId('receipt-input').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: Buffer.concat([(await makeSlip()).subarray(0, 200), Buffer.alloc(2000, 7)]) });
    const unreadable = page.getByTestId('slip-unreadable');
    await unreadable.waitFor();
    expect(await unreadable.innerText()).toBe(UNREADABLE_TH);
    const unreadableText = await page.getByTestId('payment-page').innerText();
    expect(unreadableText.split('อ่านสลิป').length - 1).toBe(1);
    expect(unreadableText).not.toMatch(/could not read|unreadable_image/i);
    await screenshot(page, 'reject-phone-th-unreadable');

    const staff = await staffSigningIn;
    await uploadSlip(page);
    await screenshot(page, 'reject-phone-th-verifying');
    await markPage(page);

    await openPurchaseFromQueue(staff, referenceNumber, fan);
    await staff.getByRole('button', { name: 'Reject' }).click();
    const dialog = staff.getByRole('dialog');
    const confirmReject = dialog.getByRole('button', { name: 'Reject' });
    // A preset reason must be chosen; "Other" needs a note too.
    expect(await confirmReject.isEnabled()).toBe(false);
    await dialog.getByLabel('Other (write a note)').check();
    expect(await confirmReject.isEnabled()).toBe(false);
    await dialog.getByLabel('Amount is not the total').check();
    await dialog.getByLabel('Note to the fan (optional)').fill(NOTE);
    await expect.poll(() => confirmReject.isEnabled()).toBe(true);
    await screenshot(staff, 'reject-console-dialog');
    await confirmReject.click();
    await staff.getByText('Payment rejected').waitFor();
    await staff.getByTestId('purchase-status').getByText('Rejected', { exact: true }).waitFor();
    expect(await staff.getByTestId('purchase-rejection-reason').innerText()).toBe('Amount is not the total');
    expect(await staff.getByTestId('purchase-details').innerText()).toContain(NOTE);
    await screenshot(staff, 'reject-console-rejected');

    // The fan's open payment page shows the rejection, the reason in Thai and staff's note, by itself.
    const rejected = page.getByTestId('rejected-view');
    await paymentPageIn(page, 'rejected').waitFor();
    expect(await rejected.getByTestId('rejection-reason').innerText()).toBe(REASON_TH);
    expect(await rejected.getByTestId('rejection-note').innerText()).toBe(NOTE);
    expect(await stillSamePage(page)).toBe(true);
    const rejectedText = await page.getByTestId('payment-page').innerText();
    expect(rejectedText).toMatch(THAI);
    expect(rejectedText).not.toMatch(RAW_KEY);
    await rejected.scrollIntoViewIfNeeded();
    await screenshot(page, 'reject-phone-th-rejected');

    // The two seats are on sale again.
    await expect.poll(() => seatsLeft(matchId)).toBe(seatsBefore);

    // My tickets lists it as rejected, and its page says why.
    await page.getByRole('button', { name: 'เมนู' }).click();
    await page.getByRole('link', { name: 'ตั๋วของฉัน' }).first().click();
    const card = page.locator('[data-testid=purchase-card]', { hasText: referenceNumber });
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('rejected');
    await screenshot(page, 'reject-phone-th-my-tickets');
    await card.getByTestId('action-new-slip').click();
    await page.locator('[data-testid=ticket-detail][data-status=rejected]').waitFor();
    const rejectionCard = page.getByTestId('rejection-card');
    expect(await rejectionCard.getByTestId('rejection-reason').innerText()).toBe(REASON_TH);
    expect(await rejectionCard.getByTestId('rejection-note').innerText()).toBe(NOTE);
    expect(await rejectionCard.innerText()).not.toMatch(RAW_KEY);
    expect(await page.locator('img[data-testid=ticket-qr]').count()).toBe(0);
    await rejectionCard.scrollIntoViewIfNeeded();
    await screenshot(page, 'reject-phone-th-detail');

    // The mail, in Thai: the reason's words, the note and the page to send a new slip from.
    const mail = await mailText((await smtp.waitFor(fan.email)).raw);
    expect(mail.subject).toContain(referenceNumber);
    expect(mail.text).toContain(REASON_TH);
    expect(mail.text).toContain(NOTE);
    expect(mail.text).toMatch(new RegExp(`https?://\\S+/ticket/${purchaseId}`));

    // The same page at a desk in English: the reason in English, the note as written.
    const desk = await openContext(DESKTOP, 'en-US');
    await keepSignedIn(desk, fan);
    const deskPage = await desk.newPage();
    await deskPage.goto(`${journey.product.url}/ticket/${purchaseId}`);
    const deskCard = deskPage.getByTestId('rejection-card');
    await deskCard.waitFor();
    expect(await deskCard.getByTestId('rejection-reason').innerText()).toBe('The amount on the slip is not the amount due.');
    expect(await deskCard.getByTestId('rejection-note').innerText()).toBe(NOTE);
    await screenshot(deskPage, 'reject-desktop-en-detail');

    // A new slip from the ticket page: back to staff, its seats held again.
    await rejectionCard.getByTestId('receipt-input').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await makeSlip({ variant: 7 }) });
    await page.locator('[data-testid=ticket-detail][data-status=verifying]').waitFor();
    await expect.poll(() => seatsLeft(matchId)).toBe(seatsBefore - 2);
    expect(await statusOf(fan, purchaseId)).toBe('verifying');
    await screenshot(page, 'reject-phone-th-new-slip');
        expect(mailsTo(fan)).toHaveLength(1);
  }, JOURNEY_MS);

  it('a fan is reminded of a purchase awaiting payment when buying again, goes back to it and cancels it', async () => {
    const fan = await signUpFan(journey.product.url, 'Anan Wongsa');
    const page = await openPage(PHONE, 'en-US');
    const { matchId, purchaseId, referenceNumber, seatsBefore } = await buyTwoTickets(page, fan, 'en', 'cancel-phone-en');

    // Get tickets for the same match again: the buy page points at the open purchase.
    const again = await firstMatchOnLanding(page, journey.product.url);
    expect(again.matchId).toBe(matchId);
    await again.getTickets.click();
    const existing = page.getByTestId('existing-purchases');
    await existing.waitFor();
    expect(await existing.innerText()).toContain(referenceNumber);
    const form = page.getByTestId('buy-form');
    await form.getByTestId('quantity-increase').click();
    await form.getByTestId('quantity-increase').click();
    await form.getByTestId('quantity-decrease').click();
    await expect.poll(() => form.getByTestId('quantity-value').innerText()).toBe('2');
    await existing.scrollIntoViewIfNeeded();
    await screenshot(page, 'cancel-phone-en-existing');

    await existing.locator(`a[href="/payment/${purchaseId}"]`).click();
    await paymentPageIn(page, 'pending').waitFor();
    await page.getByTestId('check-status').click();
    await expect.poll(() => page.getByTestId('check-status').isEnabled()).toBe(true);
    expect(await page.getByTestId('payment-page').getAttribute('data-status')).toBe('pending');

    await page.getByTestId('cancel-payment').click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this payment?' });
    await dialog.waitFor();
    await screenshot(page, 'cancel-phone-en-confirm');
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await page.waitForURL(`${journey.product.url}/`);
    await page.getByText('Your payment was cancelled.').waitFor();
    await expect.poll(() => statusOf(fan, purchaseId)).toBe('cancelled');
    await expect.poll(() => seatsLeft(matchId)).toBe(seatsBefore);
    await screenshot(page, 'cancel-phone-en-home');
  }, JOURNEY_MS);
});

describe('the demo, as a newcomer runs it (npm start with no configuration)', () => {
  it('a fan pays with the demo bank’s test slip and reaches success with no staff action, in Thai on a phone', async () => {
    const fan = await signUpFan(journey.product.url, 'มานี มีนา', 'th');
    const page = await openPage(PHONE, 'th-TH');
    const { purchaseId } = await buyTwoTickets(page, fan, 'th', 'demo-phone-th');
    const demo = page.getByTestId('demo-slip');
    await demo.scrollIntoViewIfNeeded();
    expect(await demo.innerText()).toContain('โหมดสาธิต');
    await screenshot(page, 'demo-phone-th-offer');
    await demo.getByRole('button', { name: 'ชำระด้วยสลิปทดสอบ' }).click();
    await page.waitForURL(`${journey.product.url}/payment-success`, { timeout: 20_000 });
    await screenshot(page, 'demo-phone-th-success');
    const done = await apiGet(journey.product.url, `/api/v1/purchases/${purchaseId}`, fan.token);
    expect({ status: done.status, check: done.receiptCheck.bank.check }).toEqual({ status: 'completed', check: 'confirmed' });
  }, JOURNEY_MS);
});

describe('the payment window', () => {
  it('a purchase left unpaid expires on the open payment page, offers to try again, and its seats go back on sale', async () => {
    const fan = await signUpFan(journey.product.url, 'สมหญิง รักดี');
    const page = await openPage(DESKTOP, 'th-TH');
    const { matchId, purchaseId, seatsBefore } = await buyTwoTickets(page, fan, 'th', 'expire-desktop-th');
    expect(await page.getByTestId('countdown').innerText()).toMatch(/1[45]:[0-5]\d/);
    await screenshot(page, 'expire-desktop-th-payment');
    await markPage(page);

    // Fifteen minutes pass on the server: the worker's sweep expires the purchase and frees its seats.
    await journey.product.sql("update purchases set expires_at = now() - interval '1 second' where id = $1", [purchaseId]);

    await paymentPageIn(page, 'expired').waitFor();
    await page.getByTestId('expired-view').waitFor();
    expect(await stillSamePage(page)).toBe(true);
    // The page shows expired as soon as the time is up; the sweep (every 500 ms here) follows on the server.
    await expect.poll(() => statusOf(fan, purchaseId)).toBe('expired');
    await expect.poll(() => seatsLeft(matchId)).toBe(seatsBefore);
    const expiredText = await page.getByTestId('payment-page').innerText();
    expect(expiredText).toMatch(THAI);
    expect(expiredText).not.toMatch(RAW_KEY);
    await screenshot(page, 'expire-desktop-th-expired');

    // Try again: back to the match's buy page, with the seats on sale and no open purchase to warn about.
    const tryAgain = page.getByTestId('try-again');
    expect(await tryAgain.getAttribute('href')).toBe(`/buy-ticket/${matchId}`);
    await tryAgain.click();
    await page.waitForURL(`${journey.product.url}/buy-ticket/${matchId}`);
    await page.getByTestId('buy-form').waitFor();
    expect(await page.getByTestId('existing-purchases').count()).toBe(0);
    expect(await page.getByTestId('buy-submit').isEnabled()).toBe(true);
  }, JOURNEY_MS);

  it('the countdown on the open payment page runs out by itself, even before the server has swept', async () => {
    const fan = await signUpFan(journey.product.url, 'Malee Srisuk');
    const context = await openContext(PHONE, 'en-US');
    // The phone's clock, which the test moves forward; it runs at normal speed until then.
    await context.clock.install();
    const page = await context.newPage();
    const { purchaseId } = await buyTwoTickets(page, fan, 'en', 'countdown-phone-en');
    const countdown = page.getByTestId('countdown');
    expect(await countdown.innerText()).toMatch(/1[45]:[0-5]\d/);

    await page.clock.fastForward('14:40');
    await expect.poll(() => countdown.innerText()).toMatch(/00:[0-2]\d/);
    await countdown.scrollIntoViewIfNeeded();
    await screenshot(page, 'countdown-phone-en-last-seconds');

    await page.clock.fastForward('00:30');
    await paymentPageIn(page, 'expired').waitFor();
    await page.getByTestId('expired-view').waitFor();
    // Only the page's own clock said so: the server's window is still open.
    expect(await statusOf(fan, purchaseId)).toBe('pending');
    await screenshot(page, 'countdown-phone-en-expired');
  }, JOURNEY_MS);
});

/** WCAG contrast of an element's text against the first painted background behind it. */
async function contrastOf(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R, G, B] = [r, g, b].map((v) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    return elements.map((el) => {
      let bg: number[] = [255, 255, 255];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const c = rgb(getComputedStyle(node).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3]! > 0)) { bg = c.slice(0, 3); break; }
      }
      const [a, b] = [luminance(rgb(getComputedStyle(el).color)), luminance(bg)];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
  });
}

describe('pages that cannot be shown', () => {
  it('say so with a way back a fan can read, in English on a desktop and in Thai on a phone', async () => {
    const fan = await signUpFan(journey.product.url);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [viewport, locale] of [[DESKTOP, 'en-US'], [PHONE, 'th-TH']] as const) {
      const context = await openContext(viewport, locale);
      await keepSignedIn(context, fan);
      const page = await context.newPage();
      for (const path of [`/ticket/${missing}`, `/payment/${missing}`, `/buy-ticket/${missing}`]) {
        await page.goto(`${journey.product.url}${path}`);
        await page.getByTestId('load-failed').waitFor();
        const ratios = await contrastOf(page, '[data-testid=load-failed] a, [data-testid=load-failed] button');
        expect(ratios.length, path).toBeGreaterThan(0);
        for (const ratio of ratios) expect(ratio, `${path} (${locale})`).toBeGreaterThanOrEqual(4.5);
      }
      await screenshot(page, `not-found-${locale}`);
    }
  }, JOURNEY_MS);
});
