import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import type { Page } from 'playwright-core';
import { makeSlip, receiptForm } from '../api/src/test/fixtures.js';
import { apiGet, apiSend, signIn, signUpFan, type Fan, buyTickets } from './support/api.js';
import { DESKTOP, PHONE, screenshot as capture } from './support/browser.js';
import { signInToConsole } from './support/console.js';
import { useJourney } from './support/journey.js';

/**
 * Issue 17, part 2: staff import the club account's bank statement in the console. A credit of
 * exactly one purchase's total confirms it with no other staff action; a credit naming another
 * purchase for the wrong amount, a credit several purchases could be, and a credit nobody owes
 * wait for staff, who decide them (dismiss with a note, assign, choose "this one") and read the
 * API's refusal when the amount is wrong. In English on a desktop, then in Thai on a phone, where
 * the same file imported again brings no new line.
 */
const STAFF = { email: 'staff@club.test', password: 'staff-password-123' };
const journey = useJourney(() => ({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password }));
const url = () => journey.product.url;
/** How long a poll waits for the console to settle: a list's fetch takes seconds on a busy 2-core machine (the default is 1 s). */
const SETTLED = { timeout: 15_000 };

type Purchase = { id: string; referenceNumber: string; totalSatang: number; bankAccount: { accountNumber: string } };

/** A fan of their own buys `quantity` tickets of the landing page's first match (one account takes its payments). */
async function buy(name: string, quantity: number): Promise<{ fan: Fan; purchase: Purchase }> {
  const fan = await signUpFan(url(), name);
  const [match] = await apiGet<{ id: string }[]>(url(), '/api/v1/matches/promoting?limit=1');
  const purchase = await buyTickets<Purchase>(url(), fan.token, { matchId: match!.id, quantity, phone: '0812345678' });
  return { fan, purchase };
}

/** A screenshot of the screen as it settles: transitions (a button turning enabled, a chip chosen) at their end. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    for (const a of document.getAnimations()) if (a.effect?.getComputedTiming().endTime !== Infinity) a.finish();
  });
  await capture(page, name);
}

/** Baht as a Thai bank's CSV writes it: "5,250.00". */
const bahtText = (satang: number) => (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Now, in Bangkok time, as a Thai bank writes its statement: 25/11/2569 (Buddhist year) and 13:10:05. */
function bangkokNow(secondsAgo: number): { date: string; time: string } {
  const at = new Date(Date.now() - secondsAgo * 1000 + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${two(at.getUTCDate())}/${two(at.getUTCMonth() + 1)}/${at.getUTCFullYear() + 543}`,
    time: `${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}`,
  };
}

/** Opens the import screen from the list's button and chooses `csv` (text as UTF-8, or the bytes given) for the account `accountNumber` holds; answers the import button. */
async function importStatement(page: Page, accountNumber: string, csv: string | Buffer, shot: string, name = 'kbank-statement.csv') {
  await page.getByTestId('statement-import-open').click();
  const account = page.getByTestId('statement-account');
  await expect.poll(() => account.locator('option').count(), SETTLED).toBeGreaterThan(1);
  const options = await account.locator('option').evaluateAll((all) => all.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })));
  const digits = (s: string) => s.replace(/\D/g, '');
  await account.selectOption(options.find((o) => o.value && digits(o.text).includes(digits(accountNumber)))!.value);
  await page.getByTestId('statement-file').setInputFiles({ name, mimeType: 'text/csv', buffer: typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv });
  await page.getByTestId('statement-mapping').waitFor();
  // The account's mapping is read before the form may be sent.
  await expect.poll(() => page.getByTestId('statement-import-submit').isEnabled(), SETTLED).toBe(true);
  await screenshot(page, shot);
  return page.getByTestId('statement-import-submit');
}

const countOf = async (page: Page, name: string) => Number(await page.getByTestId(`import-count-${name}`).first().getAttribute('data-count'));
const lineOf = (page: Page, amountSatang: number) => page.locator(`[data-testid=statement-line][data-amount="${amountSatang}"]`);

describe('bank statements staff import', () => {
  it('confirms the one sure payment, leaves the rest to staff who decide them, in English on a desktop and in Thai on a phone', async () => {
    // Price × 7 is nobody else's total; two purchases of 3 share theirs.
    const sure = await buy('Somchai Jaidee', 7);
    const named = await buy('Wichai Dee', 2);
    const twinA = await buy('Malee Sukjai', 3);
    const twinB = await buy('Anan Chaiyo', 3);
    expect(twinA.purchase.totalSatang).toBe(twinB.purchase.totalSatang);
    const wrongAmount = named.purchase.totalSatang - 10_000;
    const stranger = 432_199;
    // The credits came in over the last 20 seconds, in order.
    const times = [0, 1, 2, 3, 4].map((n) => bangkokNow(20 - n));
    const at = (n: number) => times[n]!;
    // As the bank exports it: a byte order mark, quoted amounts with thousands separators, a withdrawal between the credits.
    const csv = '\uFEFF' + [
      'Date,Time,Description,Withdrawal,Deposit,Payer,Balance',
      `${at(0).date},${at(0).time},"PromptPay transfer, mobile",,"${bahtText(sure.purchase.totalSatang)}",SOMCHAI J,"105,250.00"`,
      `${at(1).date},${at(1).time},Transfer ${named.purchase.referenceNumber},,"${bahtText(wrongAmount)}",WICHAI D,"106,650.00"`,
      `${at(2).date},${at(2).time},Bank fee,20.00,,,"106,630.00"`,
      `${at(3).date},${at(3).time},Sponsorship November,,"${bahtText(stranger)}",ACME SPONSOR CO LTD,"110,951.99"`,
      `${at(4).date},${at(4).time},PromptPay transfer,,"${bahtText(twinA.purchase.totalSatang)}",,"113,201.99"`,
    ].join('\r\n') + '\r\n';

    // ---- English, desktop ----
    const page = await journey.openPage(DESKTOP, 'en-US');
    await signInToConsole(page, url(), STAFF);
    await page.getByRole('menuitem', { name: 'Bank statements' }).click();
    await page.getByTestId('statement-imports-empty').waitFor();
    const submit = await importStatement(page, sure.purchase.bankAccount.accountNumber, csv, 'statements-desktop-en-import');
    // Guessed from the header names (no mapping saved for the account yet).
    expect(await page.getByTestId('statement-mapping-from').getAttribute('data-from')).toBe('suggested');
    const columns = Object.fromEntries(await Promise.all(['date', 'time', 'credit', 'description', 'payer', 'reference'].map(async (f) => [f, await page.getByTestId(`statement-column-${f}`).inputValue()])));
    expect(columns).toEqual({ date: 'Date', time: 'Time', credit: 'Deposit', description: 'Description', payer: 'Payer', reference: '' });
    expect(await page.getByTestId('statement-date-order').inputValue()).toBe('DMY');
    // A wrong column: the API names the line and nothing is imported; corrected, the file goes in.
    await page.getByTestId('statement-column-date').selectOption('Description');
    await submit.click();
    const problem = page.getByTestId('statement-import-error');
    await problem.waitFor();
    expect(await problem.innerText()).toBe('Line 2: "PromptPay transfer, mobile 22:40:29" is not a date; nothing was imported'.replace('22:40:29', at(0).time));
    await screenshot(page, 'statements-desktop-en-import-error');
    await page.getByTestId('statement-column-date').selectOption('Date');
    await submit.click();
    const result = page.getByTestId('statement-import-result');
    await result.waitFor();
    expect(await result.getByTestId('statement-import-lines').getAttribute('data-new')).toBe('4');
    expect({ confirmed: await countOf(page, 'confirmed'), waiting: await countOf(page, 'waiting') }).toEqual({ confirmed: 1, waiting: 3 });
    await screenshot(page, 'statements-desktop-en-import-result');

    // The sure one is paid: the purchase completed with no one approving it.
    await expect.poll(async () => (await apiGet(url(), `/api/v1/purchases/${sure.purchase.id}`, sure.fan.token)).status, { timeout: 15_000 }).toBe('completed');
    expect((await apiGet(url(), `/api/v1/purchases/${named.purchase.id}`, named.fan.token)).status).toBe('pending');

    // The lines waiting for staff.
    await result.getByTestId('statement-import-check').click();
    await page.waitForURL(/#\/statement-lines/);
    await expect.poll(() => page.getByTestId('statement-line').count(), SETTLED).toBe(3);
    const flagged = lineOf(page, wrongAmount);
    expect(await flagged.getAttribute('data-status')).toBe('flagged');
    expect(await flagged.getByTestId('statement-line-finding').innerText()).toBe(`The line is ฿${bahtText(wrongAmount)}; it needs ฿${bahtText(named.purchase.totalSatang)}.`);
    expect(await flagged.getByTestId('statement-candidate').getAttribute('data-reference')).toBe(named.purchase.referenceNumber);
    expect(await lineOf(page, twinA.purchase.totalSatang).getAttribute('data-status')).toBe('ambiguous');
    expect(await lineOf(page, twinA.purchase.totalSatang).getByTestId('statement-candidate').count()).toBe(2);
    expect(await lineOf(page, stranger).getAttribute('data-status')).toBe('unmatched');
    await screenshot(page, 'statements-desktop-en-lines');

    // The stranger: dismissed with a note, by keyboard. Focus moves on to the next line.
    await lineOf(page, stranger).getByTestId('statement-line-dismiss').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.type('Sponsor ACME paying for the November banners');
    await screenshot(page, 'statements-desktop-en-dismiss');
    await dialog.getByTestId('statement-line-dialog-submit').click();
    await expect.poll(() => lineOf(page, stranger).count(), SETTLED).toBe(0);
    const focusedLine = () => page.evaluate(() => document.activeElement?.closest('[data-testid=statement-line]')?.getAttribute('data-amount') ?? null);
    await expect.poll(focusedLine, SETTLED).toBe(String(wrongAmount));

    // The wrong amount: assigning it to the purchase it names is refused, and the dialog says why.
    await flagged.getByTestId('statement-line-assign').click();
    await dialog.waitFor();
    await page.keyboard.type(named.purchase.referenceNumber);
    await page.keyboard.press('Enter');
    const refusal = dialog.getByTestId('statement-line-refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('Not assigned');
    expect(await refusal.innerText()).toContain(bahtText(named.purchase.totalSatang));
    // The reference stays, to be corrected and sent again.
    expect(await dialog.getByTestId('statement-line-dialog-submit').isEnabled()).toBe(true);
    await screenshot(page, 'statements-desktop-en-assign-refused');
    // Escape closes it; focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), SETTLED).toBe('statement-line-assign');
    expect(await flagged.getAttribute('data-status')).toBe('flagged');
    expect((await apiGet(url(), `/api/v1/purchases/${named.purchase.id}`, named.fan.token)).status).toBe('pending');

    // The import in the list; its row opens its lines, every status.
    await page.getByRole('menuitem', { name: 'Bank statements' }).click();
    const row = page.locator('tbody tr', { hasText: 'kbank-statement.csv' });
    await row.waitFor();
    expect(await row.getByTestId('import-count-waiting').getAttribute('data-count')).toBe('2');
    await screenshot(page, 'statements-desktop-en-imports');
    await row.click();
    await page.waitForURL(/#\/statement-lines\?.*import_id/);
    await expect.poll(() => page.getByTestId('statement-line').count(), SETTLED).toBe(4);

    // ---- Thai, phone ----
    // Signed in as the English sign-in form asks, then switched to Thai as the language menu does.
    const phone = await journey.openPage(PHONE, 'en-US');
    await signInToConsole(phone, url(), STAFF);
    await phone.evaluate(() => { localStorage.setItem('RaStore.locale', '"th"'); localStorage.setItem('club.admin.locale', 'th'); });
    await phone.goto(`${url()}/admin/#/statement-imports`);
    await phone.reload();
    await phone.getByTestId('import-counts').first().waitFor();
    await screenshot(phone, 'statements-phone-th-imports');

    // The same file again: its lines are known, none is new; the columns come from the account's saved mapping.
    const again = await importStatement(phone, sure.purchase.bankAccount.accountNumber, csv, 'statements-phone-th-import');
    expect(await phone.getByTestId('statement-mapping-from').getAttribute('data-from')).toBe('saved');
    expect(await phone.getByTestId('statement-column-credit').inputValue()).toBe('Deposit');
    await again.click();
    const repeat = phone.getByTestId('statement-import-result');
    await repeat.waitFor();
    const lines = repeat.getByTestId('statement-import-lines');
    expect({ lines: await lines.getAttribute('data-lines'), new: await lines.getAttribute('data-new') }).toEqual({ lines: '4', new: '0' });
    expect(await repeat.innerText()).toContain('ทุกรายการในไฟล์นี้เคยนำเข้าแล้ว');
    await screenshot(phone, 'statements-phone-th-import-again');

    // The lines to check, in Thai: the refusal in Thai; then the twin chosen with "this one".
    await phone.goto(`${url()}/admin/#/statement-lines`);
    await expect.poll(() => phone.getByTestId('statement-line').count(), SETTLED).toBe(2);
    await screenshot(phone, 'statements-phone-th-lines');
    const flaggedTh = lineOf(phone, wrongAmount);
    expect(await flaggedTh.getByTestId('statement-line-finding').innerText()).toContain('รายการนี้มียอด');
    await flaggedTh.getByTestId('statement-line-assign').click();
    const dialogTh = phone.getByRole('dialog');
    await dialogTh.getByTestId('statement-line-dialog-input').fill(named.purchase.referenceNumber);
    await dialogTh.getByTestId('statement-line-dialog-submit').click();
    await dialogTh.getByTestId('statement-line-refusal').waitFor();
    expect(await dialogTh.getByTestId('statement-line-refusal').innerText()).toContain('ยังไม่ได้จับคู่');
    await screenshot(phone, 'statements-phone-th-assign-refused');
    await dialogTh.getByRole('button', { name: 'ยกเลิก' }).click();
    await dialogTh.waitFor({ state: 'detached' });

    const twins = lineOf(phone, twinA.purchase.totalSatang);
    await twins.getByRole('button', { name: `รายการนี้: ${twinA.purchase.referenceNumber}` }).click();
    await expect.poll(() => lineOf(phone, twinA.purchase.totalSatang).count(), SETTLED).toBe(0);
    await expect.poll(async () => (await apiGet(url(), `/api/v1/purchases/${twinA.purchase.id}`, twinA.fan.token)).status, { timeout: 15_000 }).toBe('completed');
    expect((await apiGet(url(), `/api/v1/purchases/${twinB.purchase.id}`, twinB.fan.token)).status).toBe('pending');

    // Every line, decided ones with who decided and why.
    await phone.getByTestId('statement-line-view-all').click();
    await expect.poll(() => phone.getByTestId('statement-line').count(), SETTLED).toBe(4);
    expect(await phone.getByTestId('statement-line-view-all').getAttribute('aria-pressed')).toBe('true');
    expect(await lineOf(phone, stranger).innerText()).toContain('Sponsor ACME paying for the November banners');
    await screenshot(phone, 'statements-phone-th-all-lines');
  }, 240_000);

  it('reads a Thai bank export saved in Windows-874, with the account and period above its header: ฝากเงิน is the credit and หมายเหตุ the note', async () => {
    const { purchase } = await buy('Prasert Lapmak', 1);
    const [paid, fee] = [bangkokNow(10), bangkokNow(5)];
    const note = `ค่าตั๋ว ${purchase.referenceNumber}`;
    // As KBank's internet banking lays it out and Thai Excel saves it (TIS-620 bytes, no byte order mark).
    const csv = [
      '"รายการเดินบัญชีเงินฝากออมทรัพย์"',
      `"เลขที่บัญชี","${purchase.bankAccount.accountNumber}"`,
      '"ชื่อบัญชี","สโมสรฟุตบอลบางกอก ธันเดอร์"',
      `"รอบระหว่างวันที่","01/11/2569 - ${fee.date}"`,
      '',
      '"วันที่","เวลา","รายการ","ถอนเงิน","ฝากเงิน","ยอดคงเหลือ","ช่องทาง","รายละเอียด","หมายเหตุ"',
      `"${paid.date}","${paid.time}","รับโอนเงิน","","${bahtText(purchase.totalSatang)}","120,750.00","K PLUS","จาก X9876 นาย ประเสริฐ ล++","${note}"`,
      `"${fee.date}","${fee.time}","ค่าธรรมเนียม","25.00","","120,725.00","อัตโนมัติ","",""`,
    ].join('\r\n') + '\r\n';

    const page = await journey.openPage(DESKTOP, 'en-US');
    await signInToConsole(page, url(), STAFF);
    await page.getByRole('menuitem', { name: 'Bank statements' }).click();
    const submit = await importStatement(page, purchase.bankAccount.accountNumber, iconv.encode(csv, 'windows-874'), 'statements-desktop-en-import-thai-bank', 'รายการเดินบัญชี.csv');
    // The account's saved mapping (Date, Deposit) is not this file's: its columns are guessed from their Thai names.
    expect(await page.getByTestId('statement-mapping-from').getAttribute('data-from')).toBe('suggested');
    const columns = Object.fromEntries(await Promise.all(['date', 'time', 'credit', 'description', 'payer', 'reference'].map(async (f) => [f, await page.getByTestId(`statement-column-${f}`).inputValue()])));
    expect(columns).toEqual({ date: 'วันที่', time: 'เวลา', credit: 'ฝากเงิน', description: 'หมายเหตุ', payer: '', reference: '' });
    // Each shown with the first line's value, read in Thai.
    const helper = async (f: string) => page.locator(`#${(await page.getByTestId(`statement-column-${f}`).getAttribute('id'))!}-helper-text`).innerText();
    expect(await helper('credit')).toBe(`First line: ${bahtText(purchase.totalSatang)}`);
    expect(await helper('description')).toBe(`First line: ${note}`);
    await submit.click();
    const result = page.getByTestId('statement-import-result');
    await result.waitFor();
    expect(await result.innerText()).toContain('รายการเดินบัญชี.csv');
    const lines = result.getByTestId('statement-import-lines');
    expect({ lines: await lines.getAttribute('data-lines'), new: await lines.getAttribute('data-new') }).toEqual({ lines: '1', new: '1' });
    await screenshot(page, 'statements-desktop-en-import-thai-bank-result');
    await result.getByTestId('statement-import-all-lines').click();
    await expect.poll(() => page.getByTestId('statement-line').count(), SETTLED).toBe(1);
    expect(await lineOf(page, purchase.totalSatang).innerText()).toContain(note);
  }, 180_000);

  it('chooses the only account and maps an export with Thai and English headers (หมายเหตุ / Note the references); a line naming a rejected purchase waits for staff, worded in English and in Thai at 1280 px', async () => {
    // Totals of 4 and 5 tickets are nobody else's in this file.
    const paid = await buy('Kanya Rattanakorn', 4);
    const rejected = await buy('Nok Friend', 5);
    // Nok's slip, rejected by staff: a later transfer naming it is for staff to see, never filed away.
    const staffToken = await signIn(url(), STAFF);
    await apiSend(url(), 'POST', `/api/v1/purchases/${rejected.purchase.id}/upload-receipt`, rejected.fan.token, receiptForm(await makeSlip()));
    await expect.poll(async () => (await apiGet(url(), `/api/v1/purchases/${rejected.purchase.id}`, rejected.fan.token)).status, { timeout: 30_000 }).toBe('verifying');
    await apiSend(url(), 'POST', `/api/v1/admin/purchases/${rejected.purchase.id}/reject`, staffToken, { reason: 'transfer_not_found' });
    const [first, second] = [bangkokNow(30), bangkokNow(20)];
    // As SCB writes its header, each column named in Thai and English; the payer's note holds the references.
    const csv = '\uFEFF' + [
      'วันที่ / Date,เวลา / Time,รายการ / Transaction,ถอนเงิน / Debit,ฝากเงิน / Credit,ยอดคงเหลือ / Balance,ผู้โอน / From,หมายเหตุ / Note,เลขที่อ้างอิง / Reference',
      `${first.date},${first.time},รับโอนเงิน,,"${bahtText(paid.purchase.totalSatang)}","130,000.00",MS KANYA R,ค่าตั๋ว ${paid.purchase.referenceNumber},FT${Date.now()}A`,
      `${second.date},${second.time},รับโอนเงิน,,"${bahtText(rejected.purchase.totalSatang)}","133,750.00",NOK FRIEND,${rejected.purchase.referenceNumber},FT${Date.now()}B`,
    ].join('\r\n') + '\r\n';
    const expected = {
      date: 'วันที่ / Date', time: 'เวลา / Time', credit: 'ฝากเงิน / Credit', description: 'หมายเหตุ / Note', payer: 'ผู้โอน / From', reference: 'เลขที่อ้างอิง / Reference',
    };
    /** Opens the import screen, chooses the file without choosing the account, and reads what the screen chose. */
    const openWithFile = async (page: Page) => {
      await page.getByTestId('statement-import-open').click();
      const account = page.getByTestId('statement-account');
      // The club has one account: it is chosen already.
      await expect.poll(() => account.inputValue(), SETTLED).not.toBe('');
      expect(await account.locator('option:checked').innerText()).toContain(paid.purchase.bankAccount.accountNumber);
      await page.getByTestId('statement-file').setInputFiles({ name: 'scb-statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
      await page.getByTestId('statement-mapping').waitFor();
      await expect.poll(() => page.getByTestId('statement-import-submit').isEnabled(), SETTLED).toBe(true);
      return Object.fromEntries(await Promise.all(Object.keys(expected).map(async (f) => [f, await page.getByTestId(`statement-column-${f}`).inputValue()])));
    };

    // ---- English, desktop: the form as it opens ----
    const page = await journey.openPage(DESKTOP, 'en-US');
    await signInToConsole(page, url(), STAFF);
    await page.getByRole('menuitem', { name: 'Bank statements' }).click();
    expect(await openWithFile(page)).toEqual(expected);
    await screenshot(page, 'statements-desktop-en-import-one-account');

    // ---- Thai, desktop: imported ----
    const th = await journey.openPage(DESKTOP, 'en-US');
    await signInToConsole(th, url(), STAFF);
    await th.evaluate(() => { localStorage.setItem('RaStore.locale', '"th"'); localStorage.setItem('club.admin.locale', 'th'); });
    await th.goto(`${url()}/admin/#/statement-imports`);
    await th.reload();
    expect(await openWithFile(th)).toEqual(expected);
    await screenshot(th, 'statements-desktop-th-import-one-account');
    await th.getByTestId('statement-import-submit').click();
    const result = th.getByTestId('statement-import-result');
    await result.waitFor();
    expect({ confirmed: await countOf(th, 'confirmed'), waiting: await countOf(th, 'waiting') }).toEqual({ confirmed: 1, waiting: 1 });
    await expect.poll(async () => (await apiGet(url(), `/api/v1/purchases/${paid.purchase.id}`, paid.fan.token)).status, { timeout: 15_000 }).toBe('completed');

    await result.getByTestId('statement-import-check').click();
    const flaggedTh = lineOf(th, rejected.purchase.totalSatang);
    await flaggedTh.waitFor();
    expect(await flaggedTh.getAttribute('data-status')).toBe('flagged');
    expect(await flaggedTh.getByTestId('statement-line-finding').innerText()).toBe(`ระบุ ${rejected.purchase.referenceNumber} ซึ่งการชำระเงินถูกปฏิเสธไปแล้ว รายการนี้อาจเป็นการชำระใหม่ของรายการนั้น ให้เปิดรายการอีกครั้งหรือคืนเงิน`);
    await screenshot(th, 'statements-desktop-th-line-names-rejected');
    expect((await apiGet(url(), `/api/v1/purchases/${rejected.purchase.id}`, rejected.fan.token)).status).toBe('rejected');

    // The same line in English.
    await page.goto(`${url()}/admin/#/statement-lines`);
    const flagged = lineOf(page, rejected.purchase.totalSatang);
    await flagged.waitFor();
    expect(await flagged.getByTestId('statement-line-finding').innerText())
      .toBe(`It names ${rejected.purchase.referenceNumber}, whose payment was rejected: this may be its new payment. Reopen it or refund the money.`);
    await screenshot(page, 'statements-desktop-en-line-names-rejected');
  }, 240_000);
});
