import { textOf, type Language } from '@club/core';
import type { matches, teams, venues } from './schema/index.js';

/** A purchase's match as its holder reads it, in their language (a mail, a calendar file, the PDF): teams, kick-off, venue, and how often the kick-off moved. */
export function matchInLanguage(row: { m: typeof matches.$inferSelect; home: typeof teams.$inferSelect; away: typeof teams.$inferSelect | null; venue: typeof venues.$inferSelect }, lang: Language) {
  const th = lang === 'th';
  return {
    home: th ? row.home.nameTh : row.home.name,
    away: row.away?.id ? (th ? row.away.nameTh : row.away.name) : textOf('match.opponent_tba', lang),
    date: row.m.matchDate,
    venue: th ? row.venue.nameTh : row.venue.name,
    address: th ? row.venue.addressTh : row.venue.address,
    sequence: row.m.scheduleSequence,
  };
}
