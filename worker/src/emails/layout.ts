import type { Language } from '@club/core';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export { escape as escapeHtml };

/** A plain, widely supported HTML mail body in the club's colours, marked with its language (mail apps and screen readers read it so). */
export function mailLayout(lang: Language, title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="${lang}"><body style="margin:0;background:#f4f6fb;font-family:Arial,'Noto Sans Thai',sans-serif;color:#0b1a3a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0b1a3a;color:#ffd60a;padding:20px 24px;font-size:20px;font-weight:bold">Bangkok Thunder FC</td></tr>
<tr><td style="padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escape(title)}</h1>${bodyHtml}</td></tr>
</table></td></tr></table></body></html>`;
}
