import { describe, expect, it } from 'vitest';
import { offeredStatementMapping, referencesIn, statementAmount, statementHeaderRow, statementTime, suggestStatementMapping } from './statements.js';

describe('reading a bank statement', () => {
  it('reads dates as Thai banks write them, in Bangkok time, Buddhist years included', () => {
    expect(statementTime('25/11/2569', '22:05', 'DMY')?.toISOString()).toBe('2026-11-25T15:05:00.000Z');
    expect(statementTime('25/11/2026 22:05:30', null, 'DMY')?.toISOString()).toBe('2026-11-25T15:05:30.000Z');
    expect(statementTime('2026-11-25', '09:00', 'YMD')?.toISOString()).toBe('2026-11-25T02:00:00.000Z');
    expect(statementTime('11/25/26', null, 'MDY')?.toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(statementTime('25.11.2569', '00:00', 'DMY')?.toISOString()).toBe('2026-11-24T17:00:00.000Z');
  });

  it('refuses what is no date: 31 February, month 13, 25 o’clock, words', () => {
    for (const [date, time] of [['31/02/2569', '10:00'], ['01/13/2026', null], ['25/11/2026', '25:00'], ['yesterday', null], ['25/11/2026', 'noon'], ['', null]] as const) {
      expect(statementTime(date, time, 'DMY'), `${date} ${time}`).toBeNull();
    }
  });

  it('reads amounts to the satang, and nothing for an empty cell or a dash', () => {
    expect(statementAmount('1,500.00')).toBe(150_000);
    expect(statementAmount('฿ 1,500.5')).toBe(150_050);
    expect(statementAmount('940.11 บาท')).toBe(94_011);
    expect(statementAmount('')).toBeNull();
    expect(statementAmount('-')).toBeNull();
    expect(statementAmount('1.005')).toBeNull();
    expect(statementAmount('abc')).toBeNull();
  });

  it('finds the references a payer wrote, however the bank spaced them', () => {
    expect(referencesIn('PromptPay TKAB12CD34 from K PLUS / or-zz99-yy88')).toEqual(['TK-AB12-CD34', 'OR-ZZ99-YY88']);
    expect(referencesIn('TK AB12 CD34')).toEqual(['TK-AB12-CD34']);
    expect(referencesIn('nothing here TK-123')).toEqual([]);
  });

  it('guesses the columns from English and Thai headers', () => {
    expect(suggestStatementMapping(['วันที่', 'เวลา', 'รายการ', 'ถอน', 'ฝาก', 'ยอดคงเหลือ'])).toEqual({ date: 'วันที่', time: 'เวลา', credit: 'ฝาก', description: 'รายการ' });
    expect(suggestStatementMapping(['Date', 'Deposit', 'Payer Name', 'Reference'])).toEqual({ date: 'Date', credit: 'Deposit', payer: 'Payer Name', reference: 'Reference' });
  });

  it('finds the note column (where references are) by its Thai or English name, also in headers giving both, never a withdrawal or a bare amount as the credit', () => {
    // As an SCB export writes its header in both languages.
    const scb = ['วันที่ / Date', 'เวลา / Time', 'รายการ / Transaction', 'ถอนเงิน / Debit', 'ฝากเงิน / Credit', 'ยอดคงเหลือ / Balance', 'รายละเอียด / Description', 'หมายเหตุ (Note)'];
    expect(suggestStatementMapping(scb)).toEqual({ date: 'วันที่ / Date', time: 'เวลา / Time', credit: 'ฝากเงิน / Credit', description: 'หมายเหตุ (Note)' });
    // KBank's, a zero-width space after the note's name as some exports leave it; Bangkok Bank's English one.
    expect(suggestStatementMapping(['วันที่', 'เวลา', 'รายการ', 'ถอนเงิน', 'ฝากเงิน', 'ยอดคงเหลือ', 'ช่องทาง', 'รายละเอียด', 'หมายเหตุ\u200B']))
      .toEqual({ date: 'วันที่', time: 'เวลา', credit: 'ฝากเงิน', description: 'หมายเหตุ\u200B' });
    expect(suggestStatementMapping(['Date', 'Description', 'Debit', 'Credit', 'Balance', 'Channel'])).toEqual({ date: 'Date', credit: 'Credit', description: 'Description' });
    expect(suggestStatementMapping(['วันที่ทำธุรกรรม', 'จำนวนเงินฝาก', 'บันทึก', 'ชื่อผู้ฝาก', 'อ้างอิง']))
      .toEqual({ date: 'วันที่ทำธุรกรรม', credit: 'จำนวนเงินฝาก', description: 'บันทึก', payer: 'ชื่อผู้ฝาก', reference: 'อ้างอิง' });
    // A column of both directions, or of signed amounts, is no credit.
    expect(suggestStatementMapping(['Date', 'Debit/Credit', 'จำนวนเงิน', 'Amount'])).toEqual({ date: 'Date' });
  });

  it('offers the account’s saved mapping for the same bank’s file, and guesses what it lacks: a note column is never left unmapped', () => {
    const kbank = ['วันที่', 'เวลา', 'รายการ', 'ถอนเงิน', 'ฝากเงิน', 'ยอดคงเหลือ', 'รายละเอียด', 'หมายเหตุ'];
    const saved = { date: 'วันที่', time: null, credit: 'ฝากเงิน', description: 'Description', payer: null, reference: null, dateOrder: 'YMD' as const };
    expect(offeredStatementMapping(kbank, saved)).toEqual({ from: 'saved', mapping: { date: 'วันที่', time: 'เวลา', credit: 'ฝากเงิน', description: 'หมายเหตุ', dateOrder: 'YMD' } });
    expect(offeredStatementMapping(kbank, { ...saved, description: 'รายละเอียด' }).mapping.description).toBe('รายละเอียด');
    // Another bank's file: the guess alone.
    expect(offeredStatementMapping(['Date', 'Deposit', 'Note'], saved)).toEqual({ from: 'suggested', mapping: { date: 'Date', credit: 'Deposit', description: 'Note' } });
  });

  it('finds the header row below the lines a bank writes above it', () => {
    const above = [['Account Statement'], ['Account No.', '098-7-65432-1'], ['Period', '01/11/2569 - 30/11/2569']];
    // By the columns staff chose, by the names banks use, else the first row with the most cells filled.
    expect(statementHeaderRow([...above, ['Txn Dt', 'Amt In', 'Memo'], ['25/11/2569', '', 'x']], { date: 'Txn Dt', credit: 'Amt In' })).toBe(3);
    expect(statementHeaderRow([...above, ['วันที่', 'เวลา', 'ถอนเงิน', 'ฝากเงิน'], ['25/11/2569', '10:00', '', '750.00']])).toBe(3);
    expect(statementHeaderRow([...above, ['Txn Dt', 'Amt Out', 'Amt In', 'Memo'], ['25/11/2569', '', '750.00', 'x']])).toBe(3);
    expect(statementHeaderRow([['Date', 'Deposit'], ['25/11/2569', '750.00']], { date: 'Date', credit: 'Deposit' })).toBe(0);
    expect(statementHeaderRow([])).toBe(0);
  });
});
