import { describe, expect, it } from 'vitest';
import { languageOf, localize } from './messages.js';

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

describe('languageOf', () => {
  it('reads the language a caller asks for from Accept-Language, English when it asks for neither', () => {
    expect(languageOf('th')).toBe('th');
    expect(languageOf('th-TH,th;q=0.9,en;q=0.8')).toBe('th');
    expect(languageOf('en-US,en;q=0.9,th;q=0.5')).toBe('en');
    expect(languageOf('fr-FR, th;q=0.4')).toBe('th');
    expect(languageOf('de, fr')).toBe('en');
    expect(languageOf('*')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('th;q=0, en;q=0.1')).toBe('en');
    expect(languageOf('th;q=abc')).toBe('en');
  });
});
