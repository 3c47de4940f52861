import { formatBaht, type Language, type TicketPlaceDto } from '@club/core';
import type { Mail } from '../mailer.js';
import { mailButton, mailLayout, mailText, qrImage } from './layout.js';
import { ticketFileAttachments, type TicketFiles } from './ticket-files.js';
import { placeHtml, placeText } from './ticket-place.js';

type MailMatch = { home: string; away: string; date: Date; venue: string; address: string };

interface TicketsMailInput extends TicketFiles {
  to: string;
  name: string;
  lang: Language;
  reference: string;
  /** A season pass's tickets: the pass, as seasonPassTitle names it; each ticket's card then names its match. */
  pass?: string;
  /** By kick-off, each with its match (a match purchase's, all the one bought). */
  tickets: { seat: number; ticketNumber: string; qrPng: Buffer; place: TicketPlaceDto; match: MailMatch }[];
  /** What the purchase cost: said in the mail of all its tickets, never in one forwarded to a friend. */
  amountPaidSatang: number;
  /** My Tickets on the fan site (built on the configured public address). */
  url: string;
  /** One ticket of several, mailed on its own for the buyer to forward to the friend it is for (a season pass's: which of its tickets, by kick-off). */
  part?: { seat: number; of: number };
  /** The mail's Message-ID key: one per mail ever sent, so a retried job is recognised. */
  key: string;
}

const texts = {
  en: {
    subject: (ref: string) => `Your tickets — ${ref}`,
    partSubject: (ref: string, seat: number, of: number) => `Your ticket ${seat} of ${of} — ${ref}`,
    partIntro: 'Here is one ticket of your purchase, on its own so that you can forward it to the friend it is for. Its QR code lets one person in.',
    title: 'Your payment is confirmed',
    greeting: (name: string) => `Hello ${name},`,
    intro: (n: number) => `Thank you! Here ${n === 1 ? 'is your ticket' : `are your ${n} tickets`}. Show each QR code at the gate; one code lets one person in.`,
    passSubject: (ref: string) => `Your season pass tickets — ${ref}`,
    passIntro: (n: number) => `Thank you! Here ${n === 1 ? 'is the ticket' : `are the ${n} tickets`} of your season pass, one for each match it covers. Show each match's QR code at its gate; one code lets one person in.`,
    reference: 'Reference',
    paid: 'Amount paid',
    site: 'Your tickets are also in My Tickets on the club site.',
    button: 'Open My Tickets',
    ticket: 'Ticket',
    versus: 'vs',
    arrive: 'Please arrive at least 30 minutes before kick-off. Tickets are non-refundable.',
    locale: 'en-GB',
  },
  th: {
    subject: (ref: string) => `ตั๋วเข้าชมของคุณ — ${ref}`,
    partSubject: (ref: string, seat: number, of: number) => `ตั๋วเข้าชมใบที่ ${seat} จาก ${of} — ${ref}`,
    partIntro: 'นี่คือตั๋ว 1 ใบจากการสั่งซื้อของคุณ แยกส่งมาเพื่อให้คุณส่งต่อให้เพื่อนที่จะใช้ตั๋วใบนี้ได้ คิวอาร์โค้ดใช้เข้าสนามได้ 1 ท่าน',
    title: 'ยืนยันการชำระเงินเรียบร้อย',
    greeting: (name: string) => `สวัสดีคุณ ${name}`,
    intro: (n: number) => `ขอบคุณค่ะ นี่คือตั๋วเข้าชมของคุณ ${n} ใบ กรุณาแสดงคิวอาร์โค้ดที่ประตูทางเข้า 1 รหัสต่อ 1 ท่าน`,
    passSubject: (ref: string) => `ตั๋วรายฤดูกาลของคุณ — ${ref}`,
    passIntro: (n: number) => `ขอบคุณค่ะ นี่คือตั๋วเข้าชม ${n} ใบจากตั๋วรายฤดูกาลของคุณ นัดละ 1 ใบ กรุณาแสดงคิวอาร์โค้ดของแต่ละนัดที่ประตูทางเข้า 1 รหัสต่อ 1 ท่าน`,
    reference: 'หมายเลขอ้างอิง',
    paid: 'ยอดที่ชำระ',
    site: 'ตั๋วของคุณอยู่ในหน้าตั๋วของฉันบนเว็บไซต์สโมสรด้วย',
    button: 'เปิดตั๋วของฉัน',
    ticket: 'ตั๋ว',
    versus: 'พบ',
    arrive: 'กรุณามาถึงสนามก่อนเริ่มการแข่งขันอย่างน้อย 30 นาที ตั๋วไม่สามารถขอคืนเงินได้',
    locale: 'th-TH',
  },
} satisfies Record<Language, unknown>;

/**
 * A purchase's tickets, in the fan's language: the match bought and a card per ticket (its zone,
 * gates, seat and QR), or a season pass and a card per covered match's ticket (its match and
 * kick-off, zone, gates, seat and QR).
 */
export function ticketsMail(input: TicketsMailInput): Mail {
  const t = texts[input.lang];
  const { pass } = input;
  const intro = input.part ? t.partIntro : pass ? t.passIntro(input.tickets.length) : t.intro(input.tickets.length);
  const when = (match: MailMatch) => new Intl.DateTimeFormat(t.locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(match.date);
  const matchLine = (match: MailMatch) => `${match.home} ${t.versus} ${match.away}`;
  // What the purchase is for; a season pass's tickets then each say their own match above their number.
  const { match } = input.tickets[0]!;
  const bought = pass ? [pass] : [matchLine(match), when(match), `${match.venue}, ${match.address}`];
  type Ticket = TicketsMailInput['tickets'][number];
  const ownMatch = (ticket: Ticket) => (pass ? [matchLine(ticket.match), when(ticket.match), ticket.match.venue] : []);
  const numberOf = (ticket: Ticket) => (pass ? `${t.ticket} · ${ticket.ticketNumber}` : `${t.ticket} ${ticket.seat} · ${ticket.ticketNumber}`);
  const facts: [string, string][] = [[t.reference, input.reference], ...(input.part ? [] : [[t.paid, formatBaht(input.amountPaidSatang, input.lang)] as [string, string]])];
  const cards = input.tickets.map((ticket, i) => {
    const [line, ...details] = ownMatch(ticket);
    const heading = line ? `<div style="font-weight:bold">${mailText(line)}</div><div>${details.map(mailText).join('<br>')}</div>` : '';
    return `<div style="border:1px solid #dde3f0;border-radius:8px;padding:12px;margin:12px 0;text-align:center">
${heading}<div style="font-weight:bold">${mailText(numberOf(ticket))}</div>
${placeHtml(ticket.place, input.lang)}
${qrImage(`ticket-${i + 1}`, ticket.ticketNumber)}</div>`;
  }).join('');
  const [title, ...details] = bought;
  return {
    to: input.to,
    subject: input.part ? t.partSubject(input.reference, input.part.seat, input.part.of) : pass ? t.passSubject(input.reference) : t.subject(input.reference),
    text: [t.greeting(input.name), '', intro, '', ...bought,
      ...facts.map(([k, v]) => `${k}: ${v}`), '', ...input.tickets.flatMap((x) => [...(pass ? [ownMatch(x).join(' · ')] : []), `${numberOf(x)} · ${placeText(x.place, input.lang)}`]), '',
      t.site, input.url, '', t.arrive].join('\n'),
    html: mailLayout(input.lang, t.title, `<p>${mailText(t.greeting(input.name))}</p><p>${mailText(intro)}</p>
<p><strong>${mailText(title!)}</strong>${details.map((d) => `<br>${mailText(d)}`).join('')}</p>
<p>${facts.map(([k, v]) => `${mailText(k)}: <strong>${mailText(v)}</strong>`).join('<br>')}</p>${cards}
<p>${mailText(t.site)}</p>${mailButton(input.url, t.button)}<p style="color:#55607a">${mailText(t.arrive)}</p>`),
    attachments: [
      ...input.tickets.map((x, i) => ({ filename: `${x.ticketNumber}.png`, content: x.qrPng, cid: `ticket-${i + 1}`, contentType: 'image/png' })),
      ...ticketFileAttachments(input.reference, input),
    ],
    key: input.key,
  };
}
