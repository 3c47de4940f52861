import { beforeAll, describe, expect, it } from 'vitest';
import * as mupdf from 'mupdf';
import { newTicketNumber, ticketCodeFieldBytes, ticketCodeText } from '@club/core';
import { ticketsPdf, type PdfTicket } from './pdf.js';
import { pageText, pdfPageList, scanPage } from './read-pdf.js';

const reference = 'TK-7K3M-9QXD';
const zone = { id: 'z1', code: 'W1', name: 'West VIP', nameTh: 'ฝั่งตะวันตก วีไอพี', colour: '#7b2cbf' };
const gates = [{ id: 'g1', code: 'A', name: 'Gate A', nameTh: 'ประตู A' }, { id: 'g2', code: 'B', name: 'Gate B', nameTh: 'ประตู B' }];
const tickets: PdfTicket[] = [1, 2, 3].map((seat) => {
  const id = `0b6f3c2e-9d1a-4f5b-8c7e-5a1d0c3e9f0${seat}`;
  const number = newTicketNumber(seat);
  // A signed code's full 164 characters (its signature made up: the PDF only draws it).
  const qr = ticketCodeText(ticketCodeFieldBytes({ kid: 1, ticketId: id, matchPrefix: '5a1d0c3e9f0b6f3c', gateMask: 3, validFromMinutes: 29_400_000, validMinutes: 2160, codeVersion: 0 }), new Uint8Array(64).fill(seat));
  return { id, seat, ticketNumber: number, qr, place: { zone, gates, seat: { row: 'C', number: 10 + seat, wheelchair: seat === 3 } } };
});
/** 17:45 in Bangkok, gates at 15:45. */
const date = new Date('2026-11-28T10:45:00Z');
const thai = { lang: 'th' as const, reference, holderName: 'สมศักดิ์ ใจดี', tickets, match: { home: 'บางกอก ธันเดอร์ เอฟซี', away: 'ลำพูน วอริเออร์', date, venue: 'ธันเดอร์ สเตเดียม', address: '1 ถนนพระราม 4 เขตคลองเตย กรุงเทพมหานคร 10110', league: 'ไทยลีก 1' } };
const english = { lang: 'en' as const, reference, holderName: 'Zofia Wałęsa', tickets, match: { home: 'Bangkok Thunder FC', away: 'Lamphun Warriors', date, venue: 'Thunder Stadium', address: '1 Rama IV Rd, Khlong Toei, Bangkok 10110' } };

const pages = pdfPageList;
const scan = scanPage;
const text = pageText;

describe('tickets as a PDF', () => {
  // The first PDF written (fonts read, PDFKit started) and read (mupdf's WebAssembly warmed) takes
  // seconds on a loaded machine: done once here, under a hook's time limit, not a test's.
  beforeAll(async () => { scan(pages(await ticketsPdf(thai))[0]!); }, 60_000);

  it('has one page per ticket, each with its own QR code, in order', async () => {
    const pdf = await ticketsPdf(thai);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const all = pages(pdf);
    expect(all).toHaveLength(3);
    expect(all.map(scan)).toEqual(tickets.map((t) => t.qr));
    // A4.
    expect(all[0]!.getBounds()).toEqual([0, 0, expect.closeTo(595.28, 1), expect.closeTo(841.89, 1)]);
  });

  it('is written in Thai for a Thai holder: the match, the Buddhist-era date, Bangkok time, the ticket', async () => {
    const all = pages(await ticketsPdf(thai));
    all.forEach((page, i) => {
      const words = text(page).replace(/\s+/g, ' ');
      for (const expected of ['บางกอก ธันเดอร์ เอฟซี พบ ลำพูน วอริเออร์', 'วันเสาร์ที่ 28 พฤศจิกายน 2569', 'เริ่มการแข่งขัน 17:45 น.', 'ประตูสนามเปิดเวลา 15:45 น.',
        'ธันเดอร์ สเตเดียม', 'กรุงเทพมหานคร 10110', 'ไทยลีก 1', `ใบที่ ${i + 1} จาก 3`, tickets[i]!.ticketNumber, reference, 'สมศักดิ์ ใจดี',
        'โซน ฝั่งตะวันตก วีไอพี', 'เข้าทาง ประตู A หรือ ประตู B', `ที่นั่ง แถว C · ที่นั่ง ${11 + i}`]) {
        expect(words).toContain(expected);
      }
      expect(words).not.toMatch(/Kick-off|Entry|\b2026\b/);
    });
  });

  it('is written in English for an English holder', async () => {
    const words = text(pages(await ticketsPdf(english))[1]!).replace(/\s+/g, ' ');
    for (const expected of ['Bangkok Thunder FC vs Lamphun Warriors', 'Saturday, 28 November 2026', 'Kick-off 17:45 (Bangkok time)', 'Gates open at 15:45',
      'Thunder Stadium', 'Entry 2 of 3', tickets[1]!.ticketNumber, reference, 'Zofia Wałęsa', 'Zone West VIP', 'Enter by Gate A or Gate B', 'Seat Row C · Seat 12']) {
      expect(words).toContain(expected);
    }
    expect(words).not.toMatch(/[\u0E00-\u0E7F]/);
    expect(text(pages(await ticketsPdf(english))[2]!).replace(/\s+/g, ' ')).toContain('Row C · Seat 13 (wheelchair space)');
  });

  it('says any gate and no numbered seat for a zone without them', async () => {
    const general = { zone: { ...zone, name: 'General admission', nameTh: 'โซนทั่วไป' }, gates: [], seat: null };
    const words = text(pages(await ticketsPdf({ ...english, tickets: [{ ...tickets[0]!, place: general }] }))[0]!).replace(/\s+/g, ' ');
    for (const expected of ['Zone General admission', 'Enter by Any gate', 'Seat Unreserved']) expect(words).toContain(expected);
    const thaiWords = text(pages(await ticketsPdf({ ...thai, tickets: [{ ...tickets[0]!, place: general }] }))[0]!).replace(/\s+/g, ' ');
    for (const expected of ['โซน โซนทั่วไป', 'เข้าทาง ประตูใดก็ได้', 'ที่นั่ง ไม่ระบุที่นั่ง']) expect(thaiWords).toContain(expected);
  });

  it('reads back a Thai name on an English ticket as written, ำ included', async () => {
    const words = text(pages(await ticketsPdf({ ...english, holderName: 'น้ำทิพย์ ค้าขาย' }))[0]!);
    expect(words).toContain('น้ำทิพย์ ค้าขาย');
  });

  it('embeds Sarabun for all its text, with a glyph for every character', async () => {
    for (const input of [thai, english]) {
      const pdf = await ticketsPdf(input);
      const fonts = [...pdf.toString('latin1').matchAll(/\/BaseFont \/(\S+)/g)].map((m) => m[1]);
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+Sarabun-(Regular|Bold)$/);
      // A character without a glyph is drawn as a box, and reads back as U+FFFD.
      for (const page of pages(pdf)) expect(text(page)).not.toMatch(/[\uFFFD\0]/);
    }
  });

  it('says what it is: title, author and language', async () => {
    const pdf = await ticketsPdf({ ...thai, issuedAt: new Date('2026-11-01T00:00:00Z') });
    const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
    expect(doc.getMetaData('info:Title')).toBe('ตั๋ว TK-7K3M-9QXD: บางกอก ธันเดอร์ เอฟซี พบ ลำพูน วอริเออร์');
    expect(doc.getMetaData('info:Author')).toBe('บางกอก ธันเดอร์ เอฟซี');
    expect(doc.getMetaData('info:CreationDate')).toMatch(/^D:20261101000000/);
    expect(pdf.toString('latin1')).toContain('/Lang (th)');
  });

  it("prints a season pass's tickets each with its own match, under the pass's name, in the holder's language", async () => {
    const matches = [
      { home: 'บางกอก ธันเดอร์ เอฟซี', away: 'ลำพูน วอริเออร์', date },
      { home: 'บางกอก ธันเดอร์ เอฟซี', away: 'การท่าเรือ เอฟซี', date: new Date('2026-12-05T12:00:00Z') },
      { home: 'บางกอก ธันเดอร์ เอฟซี', away: 'บุรีรัมย์ ยูไนเต็ด', date: new Date('2027-01-09T12:00:00Z') },
    ].map((m) => ({ ...m, venue: 'ธันเดอร์ สเตเดียม', address: '1 ถนนพระราม 4' }));
    const season = { lang: 'th' as const, reference, holderName: 'สมศักดิ์ ใจดี', pass: 'ตั๋วรายฤดูกาล ฝั่งตะวันตก · 2026/27', quantity: 1,
      tickets: tickets.map((t, i) => ({ ...t, seat: 1, match: matches[i]! })) };
    const pdf = await ticketsPdf({ ...season, issuedAt: new Date('2026-11-01T00:00:00Z') });
    const all = pages(pdf);
    expect(all.map(scan)).toEqual(tickets.map((t) => t.qr));
    const expected = [['ลำพูน วอริเออร์', 'วันเสาร์ที่ 28 พฤศจิกายน 2569', '17:45 น.'], ['การท่าเรือ เอฟซี', 'วันเสาร์ที่ 5 ธันวาคม 2569', '19:00 น.'], ['บุรีรัมย์ ยูไนเต็ด', 'วันเสาร์ที่ 9 มกราคม 2570', '19:00 น.']];
    all.forEach((page, i) => {
      const words = text(page).replace(/\s+/g, ' ');
      for (const piece of [...expected[i]!, 'ตั๋วรายฤดูกาล ฝั่งตะวันตก · 2026/27', tickets[i]!.ticketNumber]) expect(words).toContain(piece);
      for (const other of expected.filter((_, j) => j !== i)) expect(words).not.toContain(other[0]);
      expect(words).not.toContain('ใบที่ 1 จาก 1');
    });
    expect(mupdf.Document.openDocument(pdf, 'application/pdf').getMetaData('info:Title')).toBe('ตั๋ว TK-7K3M-9QXD: ตั๋วรายฤดูกาล ฝั่งตะวันตก · 2026/27');
  });

  it('is the same bytes for the same input and issue date', async () => {
    const issuedAt = new Date('2026-11-01T00:00:00Z');
    expect((await ticketsPdf({ ...english, issuedAt })).equals(await ticketsPdf({ ...english, issuedAt }))).toBe(true);
  });
});
