import { describe, expect, it } from 'vitest';
import { matchCalendar } from './calendar.js';

const match = { home: 'Bangkok Thunder FC', away: 'Buriram Storm', date: new Date('2026-11-28T10:45:00Z'), venue: 'Thunder Stadium', address: '1 Rama IV Rd, Bangkok', sequence: 0 };

describe("a purchase's match in a calendar", () => {
  it('is one event at kick-off (UTC), two hours, at the venue, with a reminder three hours before', () => {
    const ics = matchCalendar({ purchaseId: 'p-1', reference: 'TK-AB12-CD34', tickets: 2, lang: 'en', match });
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines).toEqual(expect.arrayContaining([
      'BEGIN:VEVENT', 'UID:purchase-p-1@tickets.bangkokthunder.example', 'SEQUENCE:0', 'DTSTART:20261128T104500Z', 'DURATION:PT2H',
      'SUMMARY:Bangkok Thunder FC vs Buriram Storm', 'LOCATION:Thunder Stadium\\, 1 Rama IV Rd\\, Bangkok', 'TRIGGER:-PT3H', 'END:VEVENT',
    ]));
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('TK-AB12-CD34');
  });

  it('is written in Thai for a Thai reader, and a moved kick-off keeps the UID with a higher SEQUENCE', () => {
    const ics = matchCalendar({ purchaseId: 'p-1', reference: 'TK-AB12-CD34', tickets: 1, lang: 'th', match: { ...match, home: 'บางกอก ธันเดอร์ เอฟซี', away: 'บุรีรัมย์ สตอร์ม', date: new Date('2026-11-29T11:00:00Z'), sequence: 1 } });
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines).toEqual(expect.arrayContaining(['UID:purchase-p-1@tickets.bangkokthunder.example', 'SEQUENCE:1', 'DTSTART:20261129T110000Z', 'SUMMARY:บางกอก ธันเดอร์ เอฟซี พบ บุรีรัมย์ สตอร์ม']));
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toMatch(/^DESCRIPTION:บัตร 1 ใบ/);
  });
});
