import { createEvents } from 'ics';
import type { Language } from '@club/core';

/** A match as a fan's calendar holds it. */
export interface CalendarMatch {
  id: string;
  home: string;
  away: string;
  /** Kick-off. */
  date: Date;
  venue: string;
  address: string;
  /** Raised each time the kick-off moves (matches.schedule_sequence): calendars replace the event they hold. */
  sequence: number;
}

/** How long the event lasts in a calendar: the match and its break. */
const MATCH_HOURS = 2;
/** The reminder, ahead of kick-off: time to travel and be at the gate 30 minutes before. */
const REMINDER_HOURS = 3;

const words = {
  en: { versus: 'vs', tickets: (n: number, ref: string) => `${n} ticket${n === 1 ? '' : 's'}, reference ${ref}. Show each QR code at the gate, and arrive at least 30 minutes before kick-off.`, reminder: 'Kick-off in 3 hours: bring your tickets' },
  th: { versus: 'พบ', tickets: (n: number, ref: string) => `ตั๋ว ${n} ใบ หมายเลขอ้างอิง ${ref} กรุณาแสดงคิวอาร์โค้ดแต่ละใบที่ประตู และมาถึงก่อนเริ่มการแข่งขันอย่างน้อย 30 นาที`, reminder: 'อีก 3 ชั่วโมงจะเริ่มการแข่งขัน อย่าลืมตั๋วของคุณ' },
} satisfies Record<Language, unknown>;

/**
 * The matches of a purchase's tickets as iCalendar events (RFC 5545), one per match saying how many
 * of the tickets are for it: kick-off in UTC, the venue and its address, a reminder, in the holder's
 * language. An event's UID is the purchase's (a season pass's: the purchase's and its match's, as it
 * has a ticket for each match it covers), so a later file (the kick-off moved: a higher SEQUENCE)
 * replaces the event rather than adding another.
 */
export function matchCalendar({ purchaseId, reference, season, tickets, lang }: {
  purchaseId: string;
  reference: string;
  /** A season pass's purchase, whose tickets are each of their own match. */
  season: boolean;
  tickets: { match: CalendarMatch }[];
  lang: Language;
}): string {
  const matches = new Map<string, CalendarMatch & { tickets: number }>();
  for (const { match } of tickets) matches.set(match.id, { ...match, tickets: (matches.get(match.id)?.tickets ?? 0) + 1 });
  const t = words[lang];
  const { error, value } = createEvents([...matches.values()].map((match) => ({
    uid: `purchase-${purchaseId}${season ? `-match-${match.id}` : ''}@tickets.bangkokthunder.example`,
    sequence: match.sequence,
    start: match.date.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: MATCH_HOURS },
    title: `${match.home} ${t.versus} ${match.away}`,
    description: t.tickets(match.tickets, reference),
    location: `${match.venue}, ${match.address}`,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    alarms: [{ action: 'display', description: t.reminder, trigger: { hours: REMINDER_HOURS, before: true } }],
  })), { productId: 'bangkok-thunder-fc/tickets', method: 'PUBLISH' });
  if (error || !value) throw error ?? new Error('no calendar event made');
  return foldByOctets(value);
}

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/**
 * RFC 5545 section 3.1 folds content lines at 75 octets; the ics library counts characters, so a
 * Thai line (3 octets a character) ran to 200. Unfold its lines and fold them again by octets,
 * only between grapheme clusters (a Thai vowel or tone mark stays with its consonant), or between
 * code points for a cluster longer than a whole line: never inside a UTF-8 character.
 */
function foldByOctets(ics: string): string {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n').map((line) => {
    const parts: string[] = [];
    let part = '';
    let room = 75;
    const add = (piece: string) => {
      const size = Buffer.byteLength(piece);
      if (size > room && part) {
        parts.push(part);
        part = '';
        room = 74; // a continuation line starts with one space
      }
      part += piece;
      room -= size;
    };
    for (const { segment } of graphemes.segment(line)) {
      if (Buffer.byteLength(segment) <= 74) add(segment);
      else for (const codePoint of segment) add(codePoint);
    }
    parts.push(part);
    return parts.join('\r\n ');
  }).join('\r\n');
}
