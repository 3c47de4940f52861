import { describe, expect, it } from 'vitest';
import { spreadsheetText, spreadsheetValues } from './spreadsheet.js';

describe('spreadsheetText', () => {
  it('puts a single quote before text a spreadsheet would take for a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']) {
      expect(spreadsheetText(`${start}HYPERLINK("http://evil.example/?x","Click")`)).toBe(`'${start}HYPERLINK("http://evil.example/?x","Click")`);
    }
    expect(spreadsheetText('=1+1')).toBe("'=1+1");
    expect(spreadsheetText('-150.00')).toBe("'-150.00");
  });

  it('leaves other text alone, Thai included', () => {
    for (const text of ['Somchai', 'สมชาย ใจดี', '0812345678', 'a=b', ' =1', "'quoted", '', '150.00', 'ก-ข']) {
      expect(spreadsheetText(text)).toBe(text);
    }
  });

  it('neutralises every string of a record, at any depth, and keeps numbers as numbers', () => {
    expect(spreadsheetValues({
      id: 'a1', name: '=HYPERLINK("http://evil.example")', total_amount: -150, active: true, note: null,
      customer: { name: '@SUM(A1)', phone: '+66812345678' }, tags: ['-x', 'ok'], name_th: 'สมชาย',
    })).toEqual({
      id: 'a1', name: '\'=HYPERLINK("http://evil.example")', total_amount: -150, active: true, note: null,
      customer: { name: '\'@SUM(A1)', phone: '\'+66812345678' }, tags: ['\'-x', 'ok'], name_th: 'สมชาย',
    });
  });
});
