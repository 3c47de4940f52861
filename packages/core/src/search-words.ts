import { SEARCH_MAX_LENGTH } from './constants.js';

// Made on first use: a browser without Intl.Segmenter may still load the rest of this package.
let segmenter: Intl.Segmenter | undefined;

/**
 * The words of a text, lowercase, each once: what a search is made of and what a catalogue is
 * found by. Thai, written without spaces between words, is split by ICU's dictionary
 * ("เสื้อแข่งเหย้า" is เสื้อ, แข่ง, เหย้า); spaces and punctuation are not words. A word longer
 * than the longest search is cut to it: it still begins with every word a search can hold.
 */
export function searchWords(text: string): string[] {
  segmenter ??= new Intl.Segmenter('th', { granularity: 'word' });
  const words = new Set<string>();
  for (const { segment, isWordLike } of segmenter.segment(text.toLowerCase())) {
    if (isWordLike) words.add(segment.length > SEARCH_MAX_LENGTH ? [...segment].slice(0, SEARCH_MAX_LENGTH).join('') : segment);
  }
  return [...words];
}
