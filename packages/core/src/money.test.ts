import { describe, expect, it } from 'vitest';
import { bahtToSatang, formatBankAmount, formatBaht, satangToBaht } from './money.js';

describe('money in satang', () => {
  it('converts without float drift', () => {
    expect(bahtToSatang(19.99)).toBe(1999);
    expect(bahtToSatang(0.1 + 0.2)).toBe(30);
    expect(satangToBaht(75_000)).toBe(750);
  });

  it('shows baht without decimals and bank amounts with two', () => {
    expect(formatBaht(75_000, 'en')).toBe('฿750');
    expect(formatBaht(900_000, 'th')).toBe('9,000 บาท');
    expect(formatBaht(74_990, 'en')).toBe('฿750');
    expect(formatBankAmount(75_050, 'en')).toBe('฿750.50');
    expect(formatBankAmount(150_000, 'th')).toBe('1,500.00 บาท');
  });
});
