import type { Language } from '@club/core';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export { escape as escapeHtml };

/** What fans read out and type (TK-7K3M-9QXD, OR-…, T-7K3M-9QXD-01, bank account 123-4-56789-0): a line never breaks inside one. */
const CODE = /\b(?:[A-Z]{1,2}(?:-[0-9A-Z]{4}){2}(?:-\d{2})?|\d+(?:-\d+){2,})\b/g;

/** Text of a mail's body (never an attribute): escaped, its codes kept whole on one line. */
export const mailText = (s: string): string => escape(s).replace(CODE, (code) => `<span style="white-space:nowrap">${code}</span>`);

const texts = {
  en: {
    club: 'Bangkok Thunder FC',
    sentBy: 'This email was sent automatically by the club’s ticket and store website.',
  },
  th: {
    club: 'บางกอก ธันเดอร์ เอฟซี',
    sentBy: 'อีเมลฉบับนี้ส่งโดยอัตโนมัติจากเว็บไซต์ขายตั๋วและร้านค้าของสโมสร',
  },
} satisfies Record<Language, unknown>;

/**
 * A plain, widely supported HTML mail body in the club's colours, in its language (the header and
 * footer too; `lang` lets mail apps and screen readers read it so). Fluid: as wide as the screen up
 * to 600 px (a phone's mail app shows it whole, no sideways scrolling); Outlook on Windows, which
 * knows no max-width, gets a fixed 600 px table of its own. Long words (links, addresses) wrap.
 */
export function mailLayout(lang: Language, title: string, bodyHtml: string): string {
  const t = texts[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>img{max-width:100%;height:auto}</style></head>
<body style="margin:0;padding:0;background:#f4f6fb;font-family:Arial,'Noto Sans Thai',sans-serif;color:#0b1a3a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%"><tr><td align="center" style="padding:16px 8px">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#fff;border-radius:12px;overflow:hidden">
<tr><td role="banner" style="background:#0b1a3a;color:#ffd60a;padding:18px 20px;font-size:20px;font-weight:bold">${escape(t.club)}</td></tr>
<tr><td style="padding:24px 20px;line-height:1.5;overflow-wrap:anywhere;word-break:break-word"><h1 style="font-size:20px;line-height:1.3;margin:0 0 16px">${mailText(title)}</h1>${bodyHtml}</td></tr>
<tr><td role="contentinfo" style="padding:16px 20px;border-top:1px solid #dde3f0;color:#55607a;font-size:13px;line-height:1.5"><strong>${escape(t.club)}</strong><br>${escape(t.sentBy)}</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table></body></html>`;
}

/** The mail's one call to action: a link drawn as a button. */
export const mailButton = (url: string, label: string): string =>
  `<p><a href="${escape(url)}" style="display:inline-block;background:#ffd60a;color:#0b1a3a;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escape(label)}</a></p>`;

/** A ticket's QR code, attached inline as `cid`: 200 px, narrower on a screen that has less. */
export const qrImage = (cid: string, alt: string): string =>
  `<img src="cid:${escape(cid)}" width="200" height="200" alt="${escape(alt)}" style="display:block;margin:8px auto 0;width:200px;max-width:100%;height:auto;border:0">`;
