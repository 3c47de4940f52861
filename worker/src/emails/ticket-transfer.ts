import type { Language, TicketPlaceDto } from '@club/core';
import type { Mail } from '../mailer.js';
import { mailButton, mailLayout, mailText, qrImage } from './layout.js';
import { ticketFileAttachments, type TicketFiles } from './ticket-files.js';
import { placeHtml, placeText } from './ticket-place.js';

interface TicketTransferMailInput {
  to: string;
  lang: Language;
  /** Who passed it on, as their account names them. */
  from: string;
  match: { home: string; away: string; date: Date; venue: string; address: string };
  ticketNumber: string;
  /** Its zone, gates and seat. */
  place: TicketPlaceDto;
  qrPng: Buffer;
  /** The ticket as a PDF page and the match as a calendar event, as the tickets mail attaches them. */
  files: TicketFiles;
  /** My Tickets, or, for a recipient without a proven account yet, the link that claims it once they sign in with this address, confirmed. */
  url: string;
  /** Whether the recipient has to sign up (or in) with this address to see it on the site. */
  claim: boolean;
  /** The mail's key: the transfer's new ticket, so a retried job never mails twice. */
  ticketId: string;
}

const texts = {
  en: {
    subject: 'A ticket for you — Bangkok Thunder FC',
    title: 'A ticket for you',
    intro: (from: string) => `${from} has passed a match ticket on to you. It is yours now: show the QR code below at the gate; it lets one person in. The ticket is also attached as a PDF to print, with the match for your calendar.`,
    ticket: 'Ticket',
    versus: 'vs',
    claim: (to: string) => `To keep it in My Tickets, sign in or create an account with this address (${to}), confirm the address with the link we mail you, and open the link below.`,
    claimButton: 'Add it to my tickets',
    account: 'It is also in My Tickets on the club site.',
    accountButton: 'Open my tickets',
    arrive: 'Please arrive at least 30 minutes before kick-off.',
    locale: 'en-GB',
  },
  th: {
    subject: 'คุณได้รับตั๋วเข้าชม — บางกอก ธันเดอร์ เอฟซี',
    title: 'คุณได้รับตั๋วเข้าชม',
    intro: (from: string) => `${from} ได้โอนตั๋วเข้าชมการแข่งขันให้คุณ ตั๋วนี้เป็นของคุณแล้ว กรุณาแสดงคิวอาร์โค้ดด้านล่างที่ประตูทางเข้า 1 รหัสต่อ 1 ท่าน เราแนบตั๋วเป็นไฟล์ PDF สำหรับพิมพ์ และไฟล์นัดการแข่งขันสำหรับปฏิทินของคุณมาด้วย`,
    ticket: 'ตั๋ว',
    versus: 'พบ',
    claim: (to: string) => `หากต้องการเก็บตั๋วไว้ในหน้าตั๋วของฉัน กรุณาเข้าสู่ระบบหรือสมัครสมาชิกด้วยอีเมลนี้ (${to}) ยืนยันอีเมลด้วยลิงก์ที่เราส่งให้ แล้วเปิดลิงก์ด้านล่าง`,
    claimButton: 'เพิ่มในตั๋วของฉัน',
    account: 'ตั๋วนี้อยู่ในหน้าตั๋วของฉันบนเว็บไซต์สโมสรแล้ว',
    accountButton: 'เปิดตั๋วของฉัน',
    arrive: 'กรุณามาถึงสนามก่อนเริ่มการแข่งขันอย่างน้อย 30 นาที',
    locale: 'th-TH',
  },
} satisfies Record<Language, unknown>;

/** The recipient of a transferred ticket: who sent it, the match, the ticket's zone, gates and seat, its new QR (inline, and as a PDF with the match's calendar event), and where to find it on the site. */
export function ticketTransferMail(input: TicketTransferMailInput): Mail {
  const t = texts[input.lang];
  const when = new Intl.DateTimeFormat(t.locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(input.match.date);
  const matchLine = `${input.match.home} ${t.versus} ${input.match.away}`;
  const next = input.claim ? t.claim(input.to) : t.account;
  const button = input.claim ? t.claimButton : t.accountButton;
  return {
    to: input.to,
    // Never the sender's name: a subject from the club quoting text a stranger chose reads as the club's words.
    subject: t.subject,
    text: [t.intro(input.from), '', matchLine, when, `${input.match.venue}, ${input.match.address}`, '', `${t.ticket}: ${input.ticketNumber}`, placeText(input.place, input.lang), '', next, input.url, '', t.arrive].join('\n'),
    html: mailLayout(input.lang, t.title, `<p>${mailText(t.intro(input.from))}</p>
<p><strong>${mailText(matchLine)}</strong><br>${mailText(when)}<br>${mailText(input.match.venue)}, ${mailText(input.match.address)}</p>
<div style="border:1px solid #dde3f0;border-radius:8px;padding:12px;margin:12px 0;text-align:center">
<div style="font-weight:bold">${mailText(t.ticket)} · ${mailText(input.ticketNumber)}</div>
${placeHtml(input.place, input.lang)}
${qrImage('ticket', input.ticketNumber)}</div>
<p>${mailText(next)}</p>${mailButton(input.url, button)}
<p style="color:#55607a">${mailText(t.arrive)}</p>`),
    attachments: [{ filename: `${input.ticketNumber}.png`, content: input.qrPng, cid: 'ticket', contentType: 'image/png' }, ...ticketFileAttachments(input.ticketNumber, input.files)],
    key: `ticket-transfer-${input.ticketId}`,
  };
}
