import { feedKickOff, isFinishedMatch, type CompetitionMatchDto, type Language } from '@club/core';

/** A feed's Thai text or its English twin: English readers get the twin when the feed has one. */
export const inFeedLanguage = (lang: Language, thai: string, english: string | null) => (lang === 'en' ? (english ?? thai) : thai);

const byKickOff = (a: CompetitionMatchDto, b: CompetitionMatchDto) => feedKickOff(a).getTime() - feedKickOff(b).getTime();

/** Upcoming (and in play) soonest first; finished the latest first. */
export function splitMatches(matches: readonly CompetitionMatchDto[]) {
  return {
    upcoming: matches.filter((m) => !isFinishedMatch(m)).sort(byKickOff),
    finished: matches.filter(isFinishedMatch).sort((a, b) => byKickOff(b, a)),
  };
}

// Thai vowels written before their consonant: an initial starts from the consonant.
const LEADING_THAI_VOWELS = /^[เแโใไ]/;

/** One or two letters for a team without a logo: "BT" for "Bangkok Thunder FC", "ช" for "ชลบุรี". */
export function teamInitials(thai: string, english: string | null): string {
  if (english) {
    const words = english.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w) && !/^(FC|F\.C\.|SC)$/i.test(w));
    const letters = (words.length ? words : english.split(/\s+/)).slice(0, 2).map((w) => w[0]!.toUpperCase());
    if (letters.length) return letters.join('');
  }
  return thai.trim().replace(LEADING_THAI_VOWELS, '').slice(0, 1);
}
