import type { Language } from '@club/core';
import type { Mail } from '../mailer.js';
import { mailButton, mailLayout, mailText } from './layout.js';

interface TransferSentMailInput {
  /** The sender, as their account has them. */
  to: string;
  name: string;
  lang: Language;
  /** The address they passed it on to, as they typed it (their own mail: not masked). */
  recipient: string;
  match: { home: string; away: string; date: Date; venue: string };
  /** The sender's ticket that no longer opens the gate. */
  ticketNumber: string;
  /** Until when the sender may cancel (unless the recipient claims it first); null: the recipient has it already. */
  cancellableUntil: Date | null;
  /** Where the sender sees the ticket, and cancels. */
  url: string;
  /** The mail's key: the transfer's new ticket, so a retried job never mails twice. */
  ticketId: string;
}

const texts = {
  en: {
    subject: 'You passed a ticket on — Bangkok Thunder FC',
    title: 'You passed a ticket on',
    greeting: (name: string) => `Hello ${name},`,
    intro: (to: string) => `You passed your ticket for this match on to ${to}. They get a ticket with a new QR code; the code of yours no longer opens the gate.`,
    ticket: 'Your ticket',
    sentTo: 'Sent to',
    versus: 'vs',
    pending: (to: string, until: string) =>
      `Changed your mind? Until ${to} adds it to their tickets, and at the latest until ${until}, you can cancel the transfer on your ticket page: your ticket and its code are yours again, and the link we mailed them stops working.`,
    received: 'It is already in their tickets on the club site, so the transfer can no longer be cancelled.',
    button: 'Open my ticket',
    locale: 'en-GB',
  },
  th: {
    subject: 'คุณโอนตั๋วให้ผู้อื่นแล้ว — บางกอก ธันเดอร์ เอฟซี',
    title: 'คุณโอนตั๋วให้ผู้อื่นแล้ว',
    greeting: (name: string) => `สวัสดีคุณ ${name}`,
    intro: (to: string) => `คุณได้โอนตั๋วเข้าชมการแข่งขันนัดนี้ให้ ${to} แล้ว ผู้รับจะได้ตั๋วพร้อมคิวอาร์โค้ดใหม่ และคิวอาร์โค้ดของคุณใช้เข้าสนามไม่ได้อีกต่อไป`,
    ticket: 'ตั๋วของคุณ',
    sentTo: 'โอนให้',
    versus: 'พบ',
    pending: (to: string, until: string) =>
      `หากเปลี่ยนใจ คุณยกเลิกการโอนได้ที่หน้าตั๋วของคุณ จนกว่า ${to} จะรับตั๋วเข้าบัญชี และไม่เกิน ${until} เมื่อยกเลิกแล้ว ตั๋วและคิวอาร์โค้ดเดิมจะกลับมาเป็นของคุณ และลิงก์ที่เราส่งให้ผู้รับจะใช้ไม่ได้`,
    received: 'ตั๋วนี้อยู่ในบัญชีของผู้รับบนเว็บไซต์สโมสรแล้ว จึงยกเลิกการโอนไม่ได้',
    button: 'เปิดหน้าตั๋วของฉัน',
    locale: 'th-TH',
  },
} satisfies Record<Language, unknown>;

/** The sender's confirmation of a transfer: what went to whom, and until when they may take it back. */
export function ticketTransferSentMail(input: TransferSentMailInput): Mail {
  const t = texts[input.lang];
  const format = (date: Date, style: 'full' | 'medium') => new Intl.DateTimeFormat(t.locale, { dateStyle: style, timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(date);
  const matchLine = `${input.match.home} ${t.versus} ${input.match.away}`;
  const facts: [string, string][] = [[t.ticket, input.ticketNumber], [t.sentTo, input.recipient]];
  const next = input.cancellableUntil ? t.pending(input.recipient, format(input.cancellableUntil, 'medium')) : t.received;
  return {
    to: input.to,
    subject: t.subject,
    text: [t.greeting(input.name), '', t.intro(input.recipient), '', matchLine, format(input.match.date, 'full'), input.match.venue, '',
      ...facts.map(([k, v]) => `${k}: ${v}`), '', next, input.url].join('\n'),
    html: mailLayout(input.lang, t.title, `<p>${mailText(t.greeting(input.name))}</p><p>${mailText(t.intro(input.recipient))}</p>
<p><strong>${mailText(matchLine)}</strong><br>${mailText(format(input.match.date, 'full'))}<br>${mailText(input.match.venue)}</p>
<p>${facts.map(([k, v]) => `${mailText(k)}: <strong>${mailText(v)}</strong>`).join('<br>')}</p>
<p>${mailText(next)}</p>${mailButton(input.url, t.button)}`),
    key: `ticket-transfer-sent-${input.ticketId}`,
  };
}
