import type { Language, RejectionReason } from '@club/core';
import type { Mail } from '../mailer.js';
import { escapeHtml, mailLayout } from './layout.js';

const texts = {
  en: {
    subject: (ref: string) => `Your payment for ${ref} was not accepted — please send a new slip`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (ref: string, match: string) => `We checked the slip you sent for ${ref} (${match}) and could not accept it.`,
    reason: 'Reason',
    note: 'Note from our staff',
    reasons: {
      slip_unreadable: 'We could not read the slip. Please send a clear picture or screenshot of the whole slip.',
      amount_wrong: 'The amount on the slip is not the total of this purchase.',
      transfer_not_found: 'We could not find this transfer in our bank account.',
      wrong_account: 'The money was sent to an account that is not the club\'s account for this purchase.',
      slip_reused: 'This slip was already used to pay for another purchase.',
      seats_gone: 'The payment came after the seats were sold. We will refund your transfer.',
      other: 'Please read our staff\'s note below.',
    } satisfies Record<RejectionReason, string>,
    action: 'You can send a new slip from your ticket page: if the seats are still free, they are held for you again and our staff check the new slip.',
    button: 'Send a new slip',
  },
  th: {
    subject: (ref: string) => `การชำระเงินของ ${ref} ไม่ผ่านการตรวจสอบ — กรุณาส่งสลิปใหม่`,
    greeting: (name: string) => `สวัสดีคุณ ${name}`,
    intro: (ref: string, match: string) => `เราตรวจสอบสลิปที่คุณส่งสำหรับ ${ref} (${match}) แล้ว แต่ไม่สามารถรับได้`,
    reason: 'เหตุผล',
    note: 'หมายเหตุจากเจ้าหน้าที่',
    reasons: {
      slip_unreadable: 'เราอ่านสลิปไม่ได้ กรุณาส่งรูปหรือภาพหน้าจอสลิปที่ชัดเจนและครบทั้งใบ',
      amount_wrong: 'ยอดเงินในสลิปไม่ตรงกับยอดรวมของรายการนี้',
      transfer_not_found: 'เราไม่พบรายการโอนนี้ในบัญชีธนาคารของสโมสร',
      wrong_account: 'เงินถูกโอนเข้าบัญชีที่ไม่ใช่บัญชีของสโมสรสำหรับรายการนี้',
      slip_reused: 'สลิปนี้เคยใช้ชำระรายการอื่นไปแล้ว',
      seats_gone: 'การชำระเงินมาถึงหลังจากที่นั่งถูกขายไปแล้ว เราจะคืนเงินที่คุณโอนมา',
      other: 'กรุณาอ่านหมายเหตุจากเจ้าหน้าที่ด้านล่าง',
    } satisfies Record<RejectionReason, string>,
    action: 'คุณส่งสลิปใหม่ได้จากหน้าตั๋วของคุณ หากที่นั่งยังว่างอยู่ ระบบจะกันที่นั่งให้คุณอีกครั้งและเจ้าหน้าที่จะตรวจสอบสลิปใหม่',
    button: 'ส่งสลิปใหม่',
  },
} satisfies Record<Language, unknown>;

/**
 * Staff rejected a purchase's payment: why (the preset reason in the fan's language, and staff's
 * own note as written), and the link to the ticket page where a new slip can be sent.
 */
export function purchaseRejectedMail(input: {
  to: string; name: string; lang: Language; reference: string; match: string; reason: RejectionReason; note: string | null;
  /** The ticket page on the fan site. */
  url: string;
  /** One mail per rejection: a retried job's copy is the same message. */
  key: string;
}): Mail {
  const t = texts[input.lang];
  const subject = t.subject(input.reference);
  const lines = [t.intro(input.reference, input.match), `${t.reason}: ${t.reasons[input.reason]}`, ...(input.note ? [`${t.note}: ${input.note}`] : []), t.action];
  return {
    to: input.to,
    subject,
    text: [t.greeting(input.name), '', ...lines, '', `${t.button}: ${input.url}`].join('\n'),
    html: mailLayout(input.lang, subject, [
      `<p>${escapeHtml(t.greeting(input.name))}</p>`,
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p><strong>${escapeHtml(t.reason)}:</strong> ${escapeHtml(t.reasons[input.reason])}</p>`,
      input.note ? `<p><strong>${escapeHtml(t.note)}:</strong> ${escapeHtml(input.note)}</p>` : '',
      `<p>${escapeHtml(t.action)}</p>`,
      `<p><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#ffd60a;color:#0b1a3a;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(t.button)}</a></p>`,
    ].join('')),
    key: input.key,
  };
}
