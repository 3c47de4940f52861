import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatClubLongDate, formatClubTime, type Language, type TicketPlaceDto } from '@club/core';
import { placeLines } from './place.js';

/** One ticket of a purchase: one page of the PDF. */
export interface PdfTicket {
  id: string;
  ticketNumber: string;
  /** 1-based entry number within the purchase. */
  seat: number;
  /** Its zone (its colour the accent), the gates that admit it and its numbered seat. */
  place: TicketPlaceDto;
  /** What the QR code holds: the ticket's signed code (@club/db ticketCodesOf). */
  qr: string;
  /** Its own match, where the purchase has several (a season pass's tickets); the purchase's otherwise. */
  match?: PdfMatch;
}

/** The match as its tickets print it, names already in the holder's language. */
export interface PdfMatch {
  home: string;
  away: string;
  /** Kick-off. */
  date: Date;
  venue: string;
  address: string;
  league?: string;
}

export interface TicketsPdfInput {
  lang: Language;
  reference: string;
  holderName: string;
  /** The purchase's match, every ticket's that names none of its own. */
  match?: PdfMatch;
  /** A season pass's tickets: the pass, as seasonPassTitle names it, printed instead of "Match ticket" and no entry number (each admits its holder to its own match). */
  pass?: string;
  tickets: PdfTicket[];
  /** The PDF's creation date; the same input then gives the same bytes. Now by default. */
  issuedAt?: Date;
  /** How many tickets the purchase had ("Entry 3 of 4" on a PDF of the ones still held); the tickets given, unless said. */
  quantity?: number;
}

/** Gates open this long before kick-off (the club's rule, also in the calendar reminder). */
const GATES_OPEN_HOURS = 2;

const words = {
  en: {
    club: 'Bangkok Thunder FC',
    title: 'Match ticket',
    versus: 'vs',
    kickOff: (time: string) => `Kick-off ${time} (Bangkok time)`,
    entry: (seat: number, of: number) => `Entry ${seat} of ${of}`,
    ticketNumber: 'Ticket number',
    reference: 'Purchase reference',
    holder: 'Ticket holder',
    gates: (time: string) => `Gates open at ${time}, ${GATES_OPEN_HOURS} hours before kick-off. Please arrive at least 30 minutes before kick-off.`,
    show: 'Show this QR code at the gate, printed or on your phone. Each code admits one person, once.',
    document: (ref: string) => `Tickets ${ref}`,
  },
  th: {
    club: 'บางกอก ธันเดอร์ เอฟซี',
    title: 'ตั๋วเข้าชมการแข่งขัน',
    versus: 'พบ',
    kickOff: (time: string) => `เริ่มการแข่งขัน ${time} น. (เวลาประเทศไทย)`,
    entry: (seat: number, of: number) => `ใบที่ ${seat} จาก ${of}`,
    ticketNumber: 'หมายเลขตั๋ว',
    reference: 'หมายเลขอ้างอิงการซื้อ',
    holder: 'ผู้ถือตั๋ว',
    gates: (time: string) => `ประตูสนามเปิดเวลา ${time} น. ก่อนเริ่มการแข่งขัน ${GATES_OPEN_HOURS} ชั่วโมง กรุณามาถึงก่อนเริ่มการแข่งขันอย่างน้อย 30 นาที`,
    show: 'แสดงคิวอาร์โค้ดนี้ที่ประตูทางเข้า จะพิมพ์ออกมาหรือเปิดบนโทรศัพท์ก็ได้ โค้ดหนึ่งใช้เข้าได้หนึ่งคน หนึ่งครั้ง',
    document: (ref: string) => `ตั๋ว ${ref}`,
  },
} satisfies Record<Language, unknown>;

/** The club's colours. */
const NAVY = '#0b1a3a';
const GOLD = '#ffd60a';
const INK = '#111827';
const MUTED = '#4b5563';

/** A4 in points, and the margin around the page's content. */
const PAGE = { width: 595.28, height: 841.89, margin: 48 };
/** Side of the QR symbol without its quiet zone: 200 pt is 7 cm, large enough for any phone to read from paper. */
const QR_SIZE = 200;
/** The white margin a QR symbol needs around it, in modules (ISO/IEC 18004). */
const QR_QUIET_MODULES = 4;

/**
 * Sarabun, the Thai government's font, from @fontsource. Its files are split by script (its
 * unicode.json says which characters each has): the Thai one has no Latin letters or digits, the
 * Latin one no Thai, so text is set in runs, each in the first file that has its characters
 * (see runs). Read once; a PDF embeds the glyphs it uses.
 */
const require = createRequire(import.meta.url);
const SUBSETS = ['latin', 'thai', 'latin-ext', 'vietnamese'] as const;
type Subset = (typeof SUBSETS)[number];
type Weight = 'regular' | 'bold';
const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };

/** Each file's characters, from its "U+0E01-0E5B,U+25CC,…": [first, last] code points. */
const ranges = Object.fromEntries(Object.entries(require('@fontsource/sarabun/unicode.json') as Record<string, string>).map(([subset, list]) =>
  [subset, list.split(',').map((range): [number, number] => {
    const [from, to = from] = range.slice(2).split('-').map((hex) => parseInt(hex, 16));
    return [from!, to!];
  })])) as Record<Subset, [number, number][]>;
const subsetOf = (code: number): Subset => SUBSETS.find((subset) => ranges[subset].some(([from, to]) => code >= from && code <= to)) ?? 'latin';

let fontData: Map<string, Buffer> | undefined;
function fonts(): Map<string, Buffer> {
  fontData ??= new Map(SUBSETS.flatMap((subset) => Object.entries(WEIGHTS).map(([weight, css]) =>
    [`${subset}-${weight}`, sfntOf(readFileSync(require.resolve(`@fontsource/sarabun/files/sarabun-${subset}-${css}-normal.woff`)))] as const)));
  return fontData;
}

/**
 * A WOFF font as the plain TrueType/OpenType file it wraps (W3C WOFF 1.0 §4–5), made once: given the
 * WOFF, fontkit inflates every table again for each PDF with a JavaScript inflate, which took most
 * of the CPU of a sale's ticket files (bench:payments).
 */
function sfntOf(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not 'wOFF'
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compressed, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const stored = woff.subarray(offset, offset + compressed);
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data: compressed < length ? inflateSync(stored) : stored };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + count * 16);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  for (const [i, table] of tables.entries()) {
    head.writeUInt32BE(table.tag, 12 + i * 16);
    head.writeUInt32BE(table.checksum, 16 + i * 16);
    head.writeUInt32BE(offset, 20 + i * 16);
    head.writeUInt32BE(table.data.length, 24 + i * 16);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  }
  return Buffer.concat(parts);
}

/** A syllable written with SARA AM (ำ): its consonant, any marks, and the ำ ("ลำ", "น้ำ"). */
const SARA_AM = /([\u0E01-\u0E2E][\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]*\u0E33)/;

interface Run { subset: Subset; text: string; saraAm: boolean }

/**
 * The text as runs, each in the font file that has its characters; a combining mark stays in its
 * letter's run. A Thai syllable with ำ is a run of its own, that carries its text (see line).
 */
function runs(text: string): Run[] {
  const parts: { subset: Subset; text: string }[] = [];
  for (const char of text) {
    const last = parts.at(-1);
    const subset = last && /\p{M}/u.test(char) ? last.subset : subsetOf(char.codePointAt(0)!);
    if (last?.subset === subset) last.text += char;
    else parts.push({ subset, text: char });
  }
  return parts.flatMap(({ subset, text }): Run[] => (subset === 'thai'
    ? text.split(SARA_AM).filter(Boolean).map((piece) => ({ subset, text: piece, saraAm: SARA_AM.test(piece) }))
    : [{ subset, text, saraAm: false }]));
}

interface Style { size: number; weight?: Weight; color?: string }

/** The width of a line of text as `line` sets it. */
function widthOf(doc: PDFKit.PDFDocument, text: string, { size, weight = 'regular' }: Style): number {
  return runs(text).reduce((sum, run) => sum + doc.font(`${run.subset}-${weight}`).fontSize(size).widthOfString(run.text), 0);
}

/** One line of text, its top-left at x, y, run by run. */
function line(doc: PDFKit.PDFDocument, text: string, x: number, y: number, { size, weight = 'regular', color = INK }: Style): void {
  let at = x;
  for (const run of runs(text)) {
    // Sarabun draws ำ as two glyphs, NIKHAHIT (mapped back to ำ) and a plain SARA AA (า): copied or
    // searched, "ลำ" would read "ลำา". Its syllable carries its real text (ActualText) instead.
    if (run.saraAm) doc.markContent('Span', { actual: run.text });
    doc.font(`${run.subset}-${weight}`).fontSize(size).fillColor(color).text(run.text, at, y, { lineBreak: false });
    if (run.saraAm) doc.endMarkedContent();
    at += doc.widthOfString(run.text);
  }
}

/**
 * A paragraph in `width`, its top at y: first made smaller (down to minSize) to stay on one line,
 * then wrapped at spaces (Thai separates phrases with spaces). Returns the y below it.
 */
function paragraph(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, style: Style & { minSize?: number }): number {
  let size = style.size;
  while (size > (style.minSize ?? size) && widthOf(doc, text, { ...style, size }) > width) size -= 1;
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && widthOf(doc, `${last} ${word}`, { ...style, size }) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const leading = size * 1.45;
  lines.forEach((text, i) => line(doc, text, x, y + i * leading, { ...style, size }));
  return y + lines.length * leading;
}

/** The club's crest (its SVG, viewBox 0 0 120 140) with its top-left corner at x, y. */
function crest(doc: PDFKit.PDFDocument, x: number, y: number, scale: number): void {
  doc.save().translate(x, y).scale(scale);
  doc.path('M60 5 112 23v47c0 34-24 56-52 66C32 126 8 104 8 70V23Z').lineWidth(7).lineJoin('round').fillAndStroke(NAVY, GOLD);
  doc.path('M60 21 97 34v36c0 25-17 41-37 49-20-8-37-24-37-49V34Z').lineWidth(2).strokeOpacity(0.55).stroke(GOLD);
  doc.strokeOpacity(1).path('M68 30 40 80h19l-8 36 32-53H64Z').fill(GOLD);
  doc.restore();
}

/**
 * The QR code of `text` as vector squares (sharp at any zoom or printer), error correction M: it
 * still reads with a crease or a smudge. Its quiet zone, top-left at x, y, is left white. Returns its
 * full side, quiet zone included.
 */
function qrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number): number {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = QR_SIZE / modules.size;
  const quiet = QR_QUIET_MODULES * cell;
  doc.rect(x, y, QR_SIZE + 2 * quiet, QR_SIZE + 2 * quiet).fill('#ffffff');
  // One rectangle per run of dark modules in a row, all filled as one path: no seams between them.
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const start = col;
      while (col + 1 < modules.size && modules.get(row, col + 1)) col++;
      doc.rect(x + quiet + start * cell, y + quiet + row * cell, (col - start + 1) * cell, cell);
    }
  }
  doc.fill('#000000');
  return QR_SIZE + 2 * quiet;
}

/** A label and its value, one under the other; returns the y below them. */
function field(doc: PDFKit.PDFDocument, label: string, value: string, x: number, y: number, width: number, size = 16): number {
  line(doc, label, x, y, { size: 10, color: MUTED });
  return paragraph(doc, value, x, y + 14, width, { size, minSize: 10, weight: 'bold' }) + 10;
}

/** One ticket's page: the club, the match and when and where, the QR code and what identifies the ticket. */
function ticketPage(doc: PDFKit.PDFDocument, input: TicketsPdfInput, ticket: PdfTicket): void {
  const t = words[input.lang];
  const match = matchOf(input, ticket);
  const { margin } = PAGE;
  const width = PAGE.width - 2 * margin;

  // The band: crest, club, and which entry of the purchase this is.
  doc.rect(0, 0, PAGE.width, 128).fill(NAVY);
  crest(doc, margin, 20, 0.63);
  line(doc, t.club, margin + 96, 34, { size: 24, weight: 'bold', color: '#ffffff' });
  paragraph(doc, input.pass ?? t.title, margin + 96, 70, width - 96, { size: 14, minSize: 11, color: GOLD });
  if (!input.pass) {
    const entry = t.entry(ticket.seat, input.quantity ?? input.tickets.length);
    line(doc, entry, PAGE.width - margin - widthOf(doc, entry, { size: 16, weight: 'bold' }), 72, { size: 16, weight: 'bold', color: GOLD });
  }

  // The match, then when and where.
  let y = 156;
  if (match.league) y = paragraph(doc, match.league, margin, y, width, { size: 12, color: MUTED }) + 2;
  y = paragraph(doc, `${match.home} ${t.versus} ${match.away}`, margin, y, width, { size: 30, minSize: 18, weight: 'bold' }) + 6;
  y = paragraph(doc, formatClubLongDate(match.date, input.lang, { weekday: true }), margin, y, width, { size: 16, weight: 'bold' });
  y = paragraph(doc, t.kickOff(formatClubTime(match.date, input.lang)), margin, y, width, { size: 14 }) + 8;
  y = paragraph(doc, match.venue, margin, y, width, { size: 14, weight: 'bold' });
  y = paragraph(doc, match.address, margin, y, width, { size: 12, color: MUTED }) + 16;

  // Where to go: zone, gate and seat side by side, the zone's colour beside them.
  const column = (width - 16) / 3;
  const placeTop = y;
  let placeBottom = y;
  placeLines(ticket.place, input.lang).forEach(({ label, value }, i) => {
    placeBottom = Math.max(placeBottom, field(doc, label, value, margin + 16 + i * column, y + 2, column - 12, 18));
  });
  doc.rect(margin, placeTop, 6, placeBottom - placeTop - 6).fill(ticket.place.zone.colour);
  y = placeBottom + 10;

  // The QR code on the left (framed, its quiet zone inside the frame), what identifies the ticket on the right.
  doc.moveTo(margin, y).lineTo(PAGE.width - margin, y).lineWidth(1).stroke('#d1d5db');
  y += 20;
  const side = qrCode(doc, ticket.qr, margin, y);
  doc.rect(margin, y, side, side).lineWidth(1).stroke('#d1d5db');
  const right = margin + side + 24;
  const rightWidth = PAGE.width - margin - right;
  let fy = y + 8;
  fy = field(doc, t.ticketNumber, ticket.ticketNumber, right, fy, rightWidth, 20);
  fy = field(doc, t.reference, input.reference, right, fy, rightWidth);
  field(doc, t.holder, input.holderName, right, fy, rightWidth);
  y += side + 24;

  // When to come, and how to get in.
  const advice = [t.gates(formatClubTime(new Date(match.date.getTime() - GATES_OPEN_HOURS * 3_600_000), input.lang)), t.show];
  const boxTop = y;
  y += 14;
  for (const text of advice) y = paragraph(doc, text, margin + 16, y, width - 32, { size: 12 }) + 4;
  doc.rect(margin, boxTop, 4, y - boxTop + 6).fill(GOLD);
}

/** The match a ticket prints: its own, else the purchase's. */
function matchOf(input: TicketsPdfInput, ticket: PdfTicket): PdfMatch {
  const match = ticket.match ?? input.match;
  if (!match) throw new Error(`ticket ${ticket.ticketNumber} has no match to print`);
  return match;
}

/**
 * A purchase's tickets as a PDF: one A4 page per ticket, in the holder's language, with the club's
 * crest, its match, kick-off in Bangkok time, the venue, the zone, gate and seat, when gates open, the entry number, the
 * ticket number, the purchase reference, the holder's name and the ticket's QR code (about 7 cm,
 * vector, so it scans from paper). Sarabun is embedded, so Thai shows the same on every reader.
 */
export function ticketsPdf(input: TicketsPdfInput): Promise<Buffer> {
  if (input.tickets.length === 0) throw new Error('a tickets PDF needs at least one ticket');
  const t = words[input.lang];
  const first = matchOf(input, input.tickets[0]!);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    lang: input.lang,
    displayTitle: true,
    info: {
      Title: `${t.document(input.reference)}: ${input.pass ?? `${first.home} ${t.versus} ${first.away}`}`,
      Author: t.club,
      Subject: t.title,
      Creator: t.club,
      ...(input.issuedAt ? { CreationDate: input.issuedAt, ModDate: input.issuedAt } : {}),
    },
  });
  for (const [name, data] of fonts()) doc.registerFont(name, data);
  // fontkit keeps the first Unicode it meets for a glyph, and the PDF's text layer (copy, search)
  // maps each glyph to it: meeting SARA AA first inside ำ would leave every า without one. Each
  // Thai letter is measured on its own first, so every glyph is met as itself.
  for (const weight of ['regular', 'bold']) {
    doc.font(`thai-${weight}`);
    for (let code = 0x0e01; code <= 0x0e5b; code++) doc.widthOfString(String.fromCharCode(code));
  }

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const ticket of input.tickets) {
    doc.addPage();
    ticketPage(doc, input, ticket);
  }
  doc.end();
  return done;
}
