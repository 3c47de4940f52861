import { describe, expect, it } from 'vitest';
import { readerLanguage } from './language.js';

describe('readerLanguage', () => {
  it('takes the language the caller asks for most from Accept-Language, Thai when it asks for neither of ours', () => {
    expect(readerLanguage('th')).toBe('th');
    expect(readerLanguage('th-TH,th;q=0.9,en;q=0.8')).toBe('th');
    expect(readerLanguage('en-US,en;q=0.9,th;q=0.5')).toBe('en');
    expect(readerLanguage('fr-FR, en;q=0.5, th;q=0.4')).toBe('en');
    expect(readerLanguage('fr-FR, th;q=0.4')).toBe('th');
    expect(readerLanguage('en;q=0, th')).toBe('th');
    expect(readerLanguage('de, fr')).toBe('th');
    expect(readerLanguage('*')).toBe('th');
    expect(readerLanguage(undefined)).toBe('th');
    expect(readerLanguage('th;q=0, en;q=0.1')).toBe('en');
    expect(readerLanguage('en;q=abc')).toBe('th');
  });

  it("puts the reader's own choice first, when it is one of ours, and reads a browser's list in its order", () => {
    expect(readerLanguage('th', 'en')).toBe('en');
    expect(readerLanguage('en', 'th')).toBe('th');
    expect(readerLanguage('en', 'de')).toBe('en');
    expect(readerLanguage(['fr-FR', 'en-US', 'th'])).toBe('en');
    expect(readerLanguage(['th-TH', 'en'])).toBe('th');
    expect(readerLanguage([], null)).toBe('th');
  });
});
