import type { Language } from '@club/core';
import type { Mail } from '../mailer.js';
import { mailButton, mailLayout, mailText } from './layout.js';

interface TransferCancelledMailInput {
  to: string;
  lang: Language;
  /** Who passed it on and took it back, as their account names them. */
  from: string;
  match: { home: string; away: string; date: Date };
  /** The friend's ticket that no longer opens the gate. */
  ticketNumber: string;
  /** The club site, where the friend's other tickets are. */
  url: string;
}

const texts = {
  en: {
    subject: 'A ticket passed on to you was taken back — Bangkok Thunder FC',
    title: 'The ticket was taken back',
    body: (from: string) =>
      `${from} cancelled the transfer of this ticket to you. Its QR code and PDF no longer open the gate, and the link in our earlier mail no longer works. Ask them if you think this is a mistake.`,
    ticket: 'Ticket',
    versus: 'vs',
    button: 'Open the club site',
    locale: 'en-GB',
  },
  th: {
    subject: 'ตั๋วที่โอนให้คุณถูกยกเลิกแล้ว — บางกอก ธันเดอร์ เอฟซี',
    title: 'ตั๋วที่โอนให้คุณถูกยกเลิกแล้ว',
    body: (from: string) =>
      `${from} ยกเลิกการโอนตั๋วใบนี้ให้คุณแล้ว คิวอาร์โค้ดและไฟล์ PDF ของตั๋วใบนี้ใช้เข้าสนามไม่ได้ และลิงก์ในอีเมลฉบับก่อนใช้ไม่ได้อีกต่อไป หากคิดว่าผิดพลาด โปรดสอบถามผู้ส่ง`,
    ticket: 'ตั๋ว',
    versus: 'พบ',
    button: 'ไปที่เว็บไซต์สโมสร',
    locale: 'th-TH',
  },
} satisfies Record<Language, unknown>;

/** The friend of a transfer its sender took back: the ticket mailed to them no longer opens the gate. */
export function ticketTransferCancelledMail(input: TransferCancelledMailInput): Mail {
  const t = texts[input.lang];
  const when = new Intl.DateTimeFormat(t.locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(input.match.date);
  const matchLine = `${input.match.home} ${t.versus} ${input.match.away}`;
  return {
    to: input.to,
    // Never the sender's name in the subject: text a stranger chose would read as the club's words.
    subject: t.subject,
    text: [t.body(input.from), '', matchLine, when, `${t.ticket}: ${input.ticketNumber}`, '', input.url].join('\n'),
    html: mailLayout(input.lang, t.title, `<p>${mailText(t.body(input.from))}</p>
<p><strong>${mailText(matchLine)}</strong><br>${mailText(when)}<br>${mailText(t.ticket)}: ${mailText(input.ticketNumber)}</p>${mailButton(input.url, t.button)}`),
    key: `ticket-transfer-cancelled-${input.ticketNumber}`,
  };
}
