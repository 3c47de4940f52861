import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH } from './constants.js';
import { searchWords } from './search-words.js';

describe('search words', () => {
  it('splits Thai, which has no spaces, into its words', () => {
    expect(searchWords('เสื้อแข่งเหย้า 2026')).toEqual(['เสื้อ', 'แข่ง', 'เหย้า', '2026']);
    expect(searchWords('เสื้อเหย้า')).toEqual(['เสื้อ', 'เหย้า']);
  });

  it('lowercases, keeps each word once and leaves out spaces and punctuation', () => {
    expect(searchWords('Home Jersey — HOME jersey!')).toEqual(['home', 'jersey']);
    expect(searchWords('JER-HOME-26')).toEqual(['jer', 'home', '26']);
    expect(searchWords('% _ -')).toEqual([]);
  });

  it('cuts a word longer than any search, whole characters only', () => {
    // 𝐚 (mathematical bold a) takes two UTF-16 units: cutting by units would split one.
    const [word] = searchWords('𝐚'.repeat(SEARCH_MAX_LENGTH - 1) + 'x'.repeat(5000));
    expect(word).toBe('𝐚'.repeat(SEARCH_MAX_LENGTH - 1) + 'x');
  });
});
