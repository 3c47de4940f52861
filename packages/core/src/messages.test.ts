import { describe, expect, it } from 'vitest';
import { localize } from './messages.js';

describe('localize', () => {
  it('reads a fixed English message in Thai, and leaves unknown ones in English', () => {
    expect(localize('Please sign in to continue', 'th')).toBe('กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ');
    expect(localize('Please sign in to continue', 'en')).toBe('Please sign in to continue');
    expect(localize('Something nobody translated', 'th')).toBe('Something nobody translated');
    expect(localize({ en: 'Hi', th: 'สวัสดี' }, 'th')).toBe('สวัสดี');
  });

  it('never answers with what the lookup table inherits (a message that is a prototype key)', () => {
    for (const message of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(localize(message, 'th')).toBe(message);
    }
  });
});
