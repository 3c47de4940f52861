import type { Language } from '@club/core';
import type { Mail } from '../mailer.js';
import { mailButton, mailLayout, mailText } from './layout.js';

const texts = {
  en: {
    subject: 'Reset your Bangkok Thunder FC password',
    greeting: (name: string) => `Hello ${name},`,
    body: 'We received a request to reset your password. Open the link below within one hour to choose a new one.',
    ignore: 'If you did not ask for this, you can ignore this email; your password stays the same.',
    button: 'Choose a new password',
  },
  th: {
    subject: 'ตั้งรหัสผ่านใหม่ บางกอก ธันเดอร์ เอฟซี',
    greeting: (name: string) => `สวัสดีคุณ ${name}`,
    body: 'เราได้รับคำขอตั้งรหัสผ่านใหม่ของคุณ กรุณาเปิดลิงก์ด้านล่างภายใน 1 ชั่วโมงเพื่อกำหนดรหัสผ่านใหม่',
    ignore: 'หากคุณไม่ได้ส่งคำขอนี้ สามารถละเว้นอีเมลฉบับนี้ได้ รหัสผ่านของคุณจะยังคงเหมือนเดิม',
    button: 'ตั้งรหัสผ่านใหม่',
  },
} satisfies Record<Language, unknown>;

export function passwordResetMail(input: { to: string; name: string; url: string; lang: Language }): Mail {
  const t = texts[input.lang];
  return {
    to: input.to,
    subject: t.subject,
    text: `${t.greeting(input.name)}\n\n${t.body}\n\n${input.url}\n\n${t.ignore}\n`,
    html: mailLayout(input.lang, t.subject, `<p>${mailText(t.greeting(input.name))}</p><p>${mailText(t.body)}</p>${mailButton(input.url, t.button)}<p style="color:#55607a">${mailText(t.ignore)}</p>`),
  };
}
