import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { suggestStatementMapping } from '@club/core';
import { schema } from '@club/db';
import { ADMIN, recordingLogger, startTestApi, type TestApi } from '../../test/harness.js';
import { createMatch } from '../../test/fixtures.js';

/**
 * Issue 27, items 11 and 7: statement files as Thai internet banking exports them (the account and
 * the period above the column header, Thai column names, saved from Excel in Windows-874), and
 * files that are no text (a NUL, bytes of no encoding) refused in the envelope, importing nothing
 * and logging none of their content.
 */
let api: TestApi;
let staff: string;
let accountId: string;
const log = recordingLogger();

beforeAll(async () => {
  api = await startTestApi({}, log.logger);
  staff = await api.signIn(ADMIN.email, ADMIN.password);
  // An account of this file's own: no other test file's purchases are paid into it.
  const [bank] = await api.database.db.insert(schema.bankAccounts).values({
    bankName: 'Kasikornbank', bankNameTh: 'ธนาคารกสิกรไทย', accountNumber: '0987654321', accountName: 'Bangkok Thunder FC Thai Exports',
    accountHolderName: 'Somsak Rakdee', accountHolderPosition: 'Finance Manager', accountHolderPositionTh: 'ผู้จัดการฝ่ายการเงิน', promptpayId: '0899999998',
  }).returning();
  accountId = bank!.id;
});
afterAll(async () => { await api?.close(); });

const db = () => api.database.db;
const linesOfAccount = () => db().select().from(schema.statementLines).where(eq(schema.statementLines.bankAccountId, accountId));

/** "25/11/2569" and "22:05", Bangkok time with the Buddhist year, `minutes` from now. */
function bangkok(minutes = 0): { date: string; time: string } {
  const t = new Date(Date.now() + minutes * 60_000 + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return { date: `${two(t.getUTCDate())}/${two(t.getUTCMonth() + 1)}/${t.getUTCFullYear() + 543}`, time: `${two(t.getUTCHours())}:${two(t.getUTCMinutes())}` };
}

/**
 * A statement as KBank's internet banking exports it: the statement's title, the account, its name
 * and the period on lines of their own, a blank line, then the header and one row per transaction
 * (withdrawal or deposit, the running balance, the channel, and the note the payer wrote).
 */
function kbankStatement(rows: { deposit?: string; withdrawal?: string; note?: string; details?: string; minutes?: number }[], { above = true } = {}): string {
  const { date } = bangkok();
  const lines = [
    ...(above ? ['"รายการเดินบัญชีเงินฝากออมทรัพย์"', '"เลขที่บัญชี","098-7-65432-1"', '"ชื่อบัญชี","บจก. บางกอก ธันเดอร์ เอฟซี"', `"รอบระหว่างวันที่","01/11/2569 - ${date}"`, ''] : []),
    '"วันที่","เวลา","รายการ","ถอนเงิน","ฝากเงิน","ยอดคงเหลือ","ช่องทาง","รายละเอียด","หมายเหตุ"',
  ];
  for (const r of rows) {
    const at = bangkok(r.minutes ?? 0);
    lines.push([at.date, at.time, r.deposit ? 'รับโอนเงิน' : 'โอนเงิน', r.withdrawal ?? '', r.deposit ?? '', '100,000.00', 'K PLUS', r.details ?? '', r.note ?? ''].map((v) => `"${v}"`).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
const windows874 = (text: string) => iconv.encode(text, 'windows-874');

function importFile(file: Buffer, mapping: Record<string, unknown>, fileName = 'statement.csv') {
  const form = new FormData();
  form.append('statement', new Blob([new Uint8Array(file)], { type: 'text/csv' }), fileName);
  form.append('bank_account_id', accountId);
  form.append('mapping', JSON.stringify(mapping));
  return api.call('POST', '/api/v1/admin/statement-imports', { token: staff, body: form });
}

async function purchase(priceSatang: number) {
  const fan = await api.signUp({ name: `Fan ${randomUUID().slice(0, 6)}` });
  const matchId = await createMatch(db(), { seats: 50, priceSatang, bankAccountId: accountId });
  const bought = (await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity: 1, phone: '0812345678' } })).body.data;
  return { reference: bought.referenceNumber as string, total: bought.totalSatang as number };
}

const HEADER = ['วันที่', 'เวลา', 'รายการ', 'ถอนเงิน', 'ฝากเงิน', 'ยอดคงเหลือ', 'ช่องทาง', 'รายละเอียด', 'หมายเหตุ'];

describe('Thai bank statement files', () => {
  it('guesses the columns Thai and English exports name, never a withdrawal as the credit', () => {
    expect(suggestStatementMapping(HEADER)).toEqual({ date: 'วันที่', time: 'เวลา', credit: 'ฝากเงิน', description: 'หมายเหตุ' });
    expect(suggestStatementMapping(['วันที่ทำรายการ', 'ถอนเงิน', 'จำนวนเงินฝาก', 'ชื่อผู้โอน', 'เลขที่อ้างอิง', 'รายการ'])).toEqual({
      date: 'วันที่ทำรายการ', credit: 'จำนวนเงินฝาก', payer: 'ชื่อผู้โอน', reference: 'เลขที่อ้างอิง', description: 'รายการ',
    });
    expect(suggestStatementMapping(['Transaction Date', 'Particulars', 'Withdrawal (Baht)', 'Deposit (Baht)', 'Remarks', 'Ref No.'])).toEqual({
      date: 'Transaction Date', credit: 'Deposit (Baht)', description: 'Remarks', reference: 'Ref No.',
    });
    expect(suggestStatementMapping(['วันที่', 'ถอนเงิน', 'Withdrawal', 'Debit']).credit).toBeUndefined();
  });

  it('reads a KBank export with the account and period above its header, saved in Windows-874 or in UTF-8, as the same lines', async () => {
    const paid = await purchase(75_000);
    const text = kbankStatement([
      { deposit: '750.00', details: 'จาก X1234 นาย สมชาย ใจดี++', note: `ค่าตั๋ว ${paid.reference}` },
      { withdrawal: '120.00', details: 'ค่าธรรมเนียม' },
    ]);
    const mapping = { ...suggestStatementMapping(HEADER), dateOrder: 'DMY' };
    const res = await importFile(windows874(text), mapping, 'รายการเดินบัญชี พ.ย.csv');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ lines: 1, new_lines: 1, file_name: 'รายการเดินบัญชี พ.ย.csv' });
    const [line] = await db().select().from(schema.statementLines).where(eq(schema.statementLines.importId, res.body.data.id));
    expect(line).toMatchObject({ amountSatang: 75_000, description: `ค่าตั๋ว ${paid.reference}` });

    // The same statement in UTF-8 with a byte-order mark: the same line, so nothing new.
    const again = await importFile(Buffer.from(`\uFEFF${text}`), mapping);
    expect(again.body.data).toMatchObject({ lines: 1, new_lines: 0 });
  });

  it('finds the header of the mapping staff saved for the account, and keeps that mapping as it is', async () => {
    // A bank whose names no guess knows, with lines above the header that are as wide as it.
    const { date, time } = bangkok(-30);
    const file = Buffer.from([
      'Account,0987654321,,',
      'Period,01/11/2026,to,30/11/2026',
      'Txn Dt,Txn Tm,Amt In,Memo X',
      `${date},${time},"1,234.00",OR-ZZ99-YY88`,
    ].join('\n'));
    const mapping = { date: 'Txn Dt', time: 'Txn Tm', credit: 'Amt In', description: 'Memo X', payer: null, reference: null, dateOrder: 'DMY' };
    const res = await importFile(file, mapping);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ lines: 1, new_lines: 1 });
    const saved = await api.call('GET', `/api/v1/admin/statement-imports/mapping/${accountId}`, { token: staff });
    expect(saved.body.data.mapping).toEqual(mapping);
  });

  it('names the line of the file as the bank numbered it when the header is not the first line', async () => {
    const text = kbankStatement([{ deposit: '750.00' }, { deposit: 'many' }]);
    const res = await importFile(Buffer.from(text), { ...suggestStatementMapping(HEADER), dateOrder: 'DMY' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^Line 8: "many" is not an amount/);
  });

  it('refuses a file that is no text (a NUL, bytes of no encoding) or a NUL in its name or fields with 400, importing nothing and logging none of it', async () => {
    const before = (await linesOfAccount()).length;
    const mapping = { ...suggestStatementMapping(HEADER), dateOrder: 'DMY' };
    const payer = 'นาย ประเสริฐ ลับมาก';
    // Without the lines above the header: a file the reader always took, up to its NUL.
    const text = kbankStatement([{ deposit: '750.00', details: payer, note: 'ค่าตั๋ว' }], { above: false });
    const cases: [string, Buffer][] = [
      ['a NUL in a cell', Buffer.from(text.replace('ค่าตั๋ว', 'ค่า\0ตั๋ว'))],
      ['a NUL in a Windows-874 file', windows874(text.replace('ค่าตั๋ว', 'ค่า\0ตั๋ว'))],
      ['a byte Windows-874 has no character for', Buffer.concat([windows874(text), Buffer.from([0xfc, 0xff])])],
      ['a lone surrogate, as WTF-8 writes it', Buffer.concat([Buffer.from(text.replace('ค่าตั๋ว', 'x')), Buffer.from([0xed, 0xa0, 0x80])])],
      ['UTF-16, as Excel saves "Unicode text"', Buffer.from(`\uFEFF${text}`, 'utf16le')],
    ];
    for (const [label, file] of cases) {
      const res = await importFile(file, mapping);
      expect({ label, status: res.status, body: res.body }).toMatchObject({ label, status: 400, body: { success: false, error: { code: 'VALIDATION_ERROR' } } });
    }
    // A NUL in the file's name, percent-encoded as RFC 5987 allows (a raw one is refused as a malformed form).
    const boundary = 'statement-boundary';
    const part = (headers: string, body: string | Buffer) => Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
    const named = await api.call('POST', '/api/v1/admin/statement-imports', {
      token: staff,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat([
        part('Content-Disposition: form-data; name="bank_account_id"', accountId),
        part('Content-Disposition: form-data; name="mapping"', JSON.stringify(mapping)),
        part('Content-Disposition: form-data; name="statement"; filename*=UTF-8\'\'state%00ment.csv\r\nContent-Type: text/csv', text),
        Buffer.from(`--${boundary}--\r\n`),
      ]),
    });
    expect(named).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR', details: [{ path: 'file.name' }] } } });

    const form = new FormData();
    form.append('statement', new Blob([text], { type: 'text/csv' }), 'statement.csv');
    form.append('bank_account_id', accountId);
    form.append('mapping', JSON.stringify(mapping).replace('DMY', 'D\u0000MY'));
    const field = await api.call('POST', '/api/v1/admin/statement-imports', { token: staff, body: form });
    expect(field).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR' } } });

    expect((await linesOfAccount()).length).toBe(before);
    const logged = JSON.stringify(log.lines);
    expect(logged).not.toContain(payer);
    expect(logged).not.toContain('unhandled error');
  });
});
