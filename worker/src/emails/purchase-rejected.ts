import type { Language, RejectionReason } from '@club/core';
import { rejectionLines } from './rejection.js';
import type { Mail } from '../mailer.js';
import { mailButton, mailLayout, mailText } from './layout.js';

const texts = {
  en: {
    subject: (ref: string) => `Your payment for ${ref} was not accepted — please send a new slip`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (ref: string, bought: string) => `We checked the slip you sent for ${ref} (${bought}) and could not accept it.`,
    action: 'You can send a new slip from your ticket page: if the seats are still free, they are held for you again and our staff check the new slip.',
    button: 'Send a new slip',
  },
  th: {
    subject: (ref: string) => `การชำระเงินของ ${ref} ไม่ผ่านการตรวจสอบ — กรุณาส่งสลิปใหม่`,
    greeting: (name: string) => `สวัสดีคุณ ${name}`,
    intro: (ref: string, bought: string) => `เราตรวจสอบสลิปที่คุณส่งสำหรับ ${ref} (${bought}) แล้ว แต่ไม่สามารถรับได้`,
    action: 'คุณส่งสลิปใหม่ได้จากหน้าตั๋วของคุณ หากที่นั่งยังว่างอยู่ ระบบจะกันที่นั่งให้คุณอีกครั้งและเจ้าหน้าที่จะตรวจสอบสลิปใหม่',
    button: 'ส่งสลิปใหม่',
  },
} satisfies Record<Language, unknown>;

/**
 * Staff rejected a purchase's payment: why (the preset reason in the fan's language, and staff's
 * own note as written), and the link to the ticket page where a new slip can be sent.
 */
export function purchaseRejectedMail(input: {
  to: string; name: string; lang: Language; reference: string; reason: RejectionReason; note: string | null;
  /** What the purchase is for: its match ("Home – Away"), or its season pass (seasonPassTitle). */
  bought: string;
  /** The ticket page on the fan site. */
  url: string;
  /** One mail per rejection: a retried job's copy is the same message. */
  key: string;
}): Mail {
  const t = texts[input.lang];
  const subject = t.subject(input.reference);
  const lines = [t.intro(input.reference, input.bought), ...rejectionLines(input.lang, input.reason, input.note), t.action];
  return {
    to: input.to,
    subject,
    text: [t.greeting(input.name), '', ...lines, '', `${t.button}: ${input.url}`].join('\n'),
    html: mailLayout(input.lang, subject, [
      `<p>${mailText(t.greeting(input.name))}</p>`,
      ...lines.map((l) => `<p>${mailText(l)}</p>`),
      mailButton(input.url, t.button),
    ].join('')),
    key: input.key,
  };
}
