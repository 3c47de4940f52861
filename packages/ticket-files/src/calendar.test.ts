import { describe, expect, it } from 'vitest';
import { matchCalendar } from './calendar.js';

const match = { id: 'm-1', home: 'Bangkok Thunder FC', away: 'Buriram Storm', date: new Date('2026-11-28T10:45:00Z'), venue: 'Thunder Stadium', address: '1 Rama IV Rd, Bangkok', sequence: 0 };

describe("a purchase's match in a calendar", () => {
  it('is one event at kick-off (UTC), two hours, at the venue, with a reminder three hours before', () => {
    const ics = matchCalendar({ purchaseId: 'p-1', reference: 'TK-AB12-CD34', season: false, tickets: [{ match }, { match }], lang: 'en' });
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines).toEqual(expect.arrayContaining([
      'BEGIN:VEVENT', 'UID:purchase-p-1@tickets.bangkokthunder.example', 'SEQUENCE:0', 'DTSTART:20261128T104500Z', 'DURATION:PT2H',
      'SUMMARY:Bangkok Thunder FC vs Buriram Storm', 'LOCATION:Thunder Stadium\\, 1 Rama IV Rd\\, Bangkok', 'TRIGGER:-PT3H', 'END:VEVENT',
    ]));
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('TK-AB12-CD34');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it("is an event per match of a season pass's tickets, each with a UID of the purchase and its match, a ticket each", () => {
    const later = { ...match, id: 'm-2', away: 'Port FC', date: new Date('2026-12-05T12:00:00Z'), sequence: 2 };
    const ics = matchCalendar({ purchaseId: 'p-1', reference: 'TK-AB12-CD34', season: true, tickets: [{ match }, { match: later }], lang: 'en' });
    const events = ics.replace(/\r\n[ \t]/g, '').split('BEGIN:VEVENT').slice(1).map((e) => e.split('\r\n'));
    expect(events).toEqual([
      expect.arrayContaining(['UID:purchase-p-1-match-m-1@tickets.bangkokthunder.example', 'SEQUENCE:0', 'DTSTART:20261128T104500Z', 'SUMMARY:Bangkok Thunder FC vs Buriram Storm', expect.stringMatching(/^DESCRIPTION:1 ticket\\, reference TK-AB12-CD34/)]),
      expect.arrayContaining(['UID:purchase-p-1-match-m-2@tickets.bangkokthunder.example', 'SEQUENCE:2', 'DTSTART:20261205T120000Z', 'SUMMARY:Bangkok Thunder FC vs Port FC', expect.stringMatching(/^DESCRIPTION:1 ticket\\, reference TK-AB12-CD34/)]),
    ]);
    expect(ics.match(/^(METHOD:PUBLISH|PRODID:.*)$/gm)).toHaveLength(2);
  });

  it('is written in Thai for a Thai reader, and a moved kick-off keeps the UID with a higher SEQUENCE', () => {
    const ics = matchCalendar({ purchaseId: 'p-1', reference: 'TK-AB12-CD34', season: false, tickets: [{ match: { ...match, home: 'บางกอก ธันเดอร์ เอฟซี', away: 'บุรีรัมย์ สตอร์ม', date: new Date('2026-11-29T11:00:00Z'), sequence: 1 } }], lang: 'th' });
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines).toEqual(expect.arrayContaining(['UID:purchase-p-1@tickets.bangkokthunder.example', 'SEQUENCE:1', 'DTSTART:20261129T110000Z', 'SUMMARY:บางกอก ธันเดอร์ เอฟซี พบ บุรีรัมย์ สตอร์ม']));
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toMatch(/^DESCRIPTION:ตั๋ว 1 ใบ/);
  });

  it('folds Thai lines at 75 octets (RFC 5545), never inside a character or a Thai cluster, and unfolds to the exact text', () => {
    const thai = { ...match, home: 'บางกอก ธันเดอร์ เอฟซี', away: 'บุรีรัมย์ สตอร์ม', venue: 'สนามธันเดอร์ สเตเดียม', address: 'เลขที่ 1 ถนนพระรามที่สี่ แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110' };
    const ics = matchCalendar({ purchaseId: 'p-1', reference: 'TK-AB12-CD34', season: false, tickets: [thai, thai, thai].map((m) => ({ match: m })), lang: 'th' });
    const bytes = Buffer.from(ics, 'utf8');
    const lines: Buffer[] = [];
    for (let start = 0, end; (end = bytes.indexOf('\r\n', start)) !== -1; start = end + 2) lines.push(bytes.subarray(start, end));
    const strict = new TextDecoder('utf-8', { fatal: true });
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(75);
      const text = strict.decode(line); // throws on a character cut in two
      expect(text).not.toMatch(/^ \p{M}/u); // a vowel or tone mark is never carried away from its consonant
    }
    expect(lines.some((l) => l[0] === 0x20)).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded).toEqual(expect.arrayContaining([
      'SUMMARY:บางกอก ธันเดอร์ เอฟซี พบ บุรีรัมย์ สตอร์ม',
      'DESCRIPTION:ตั๋ว 3 ใบ หมายเลขอ้างอิง TK-AB12-CD34 กรุณาแสดงคิวอาร์โค้ดแต่ละใบที่ประตู และมาถึงก่อนเริ่มการแข่งขันอย่างน้อย 30 นาที',
      `LOCATION:${thai.venue}\\, ${thai.address}`,
    ]));
  });
});
