import { createHash } from 'node:crypto';
import { VERIFY_EMAIL_KEY_PREFIX, type Language } from '@club/core';
import type { Mail } from '../mailer.js';
import { mailButton, mailLayout, mailText } from './layout.js';

const texts = {
  en: {
    subject: 'Confirm your email address — Bangkok Thunder FC',
    greeting: 'Hello,',
    body: 'Please confirm that this address is yours: open the link below within 24 hours. Tickets that friends pass on to you reach your account only once your address is confirmed.',
    ignore: 'If you did not create an account on the Bangkok Thunder FC site, ignore this email: nothing reaches that account through your address until you confirm it.',
    button: 'Confirm my email address',
  },
  th: {
    subject: 'ยืนยันอีเมลของคุณ — บางกอก ธันเดอร์ เอฟซี',
    greeting: 'สวัสดี',
    body: 'กรุณายืนยันว่าอีเมลนี้เป็นของคุณ โดยเปิดลิงก์ด้านล่างภายใน 24 ชั่วโมง ตั๋วที่เพื่อนโอนให้คุณจะเข้าสู่บัญชีของคุณได้ก็ต่อเมื่อยืนยันอีเมลแล้วเท่านั้น',
    ignore: 'หากคุณไม่ได้สมัครบัญชีบนเว็บไซต์บางกอก ธันเดอร์ เอฟซี สามารถละเว้นอีเมลฉบับนี้ได้ บัญชีนั้นจะไม่ได้รับสิ่งใดผ่านอีเมลของคุณจนกว่าคุณจะยืนยัน',
    button: 'ยืนยันอีเมลของฉัน',
  },
} satisfies Record<Language, unknown>;

/**
 * The link that proves an address, in the account's language. No name in it: whoever signed up
 * chose the name, and may not be the address's owner this mail reaches.
 */
export function verifyEmailMail(input: { to: string; url: string; lang: Language }): Mail {
  const t = texts[input.lang];
  return {
    to: input.to,
    subject: t.subject,
    text: `${t.greeting}\n\n${t.body}\n\n${input.url}\n\n${t.ignore}\n`,
    html: mailLayout(input.lang, t.subject, `<p>${mailText(t.greeting)}</p><p>${mailText(t.body)}</p>${mailButton(input.url, t.button)}<p style="color:#55607a">${mailText(t.ignore)}</p>`),
    // One per link: a retried job's copy is the same message.
    key: `${VERIFY_EMAIL_KEY_PREFIX}${createHash('sha256').update(input.url).digest('base64url').slice(0, 22)}`,
  };
}
