import { describe, expect, it } from 'vitest';
import { spreadsheetText } from './spreadsheet.js';

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
});
