import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@club/core';
import type { Mail } from '../mailer.js';
import { orderStatusMail } from './order-status.js';
import { passwordResetMail } from './password-reset.js';
import { purchaseRejectedMail } from './purchase-rejected.js';
import { ticketTransferMail } from './ticket-transfer.js';
import { ticketTransferCancelledMail } from './ticket-transfer-cancelled.js';
import { ticketTransferSentMail } from './ticket-transfer-sent.js';
import { ticketsMail } from './tickets.js';
import { verifyEmailMail } from './verify-email.js';

/**
 * Every mail the product sends, opened as a phone's mail app shows it: in Chromium at 390 px, its
 * inline images (cid:) shown. Nothing may be wider than the phone, in either language, no amount
 * or code is broken across lines, and the club's header and footer speak the mail's language.
 */
const SITE = 'https://tickets.bangkokthunder.example';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../e2e/screenshots');

const match = { home: 'Bangkok Thunder FC', away: 'Buriram United', date: new Date('2026-12-12T12:00:00Z'), venue: 'Thunder Stadium', address: '99 Rama 9 Road, Huai Khwang, Bangkok 10310' };
const place = (seat: number) => ({
  zone: { id: 'z1', code: 'W1', name: 'West VIP', nameTh: 'ฝั่งตะวันตก วีไอพี', colour: '#7b2cbf' },
  gates: [{ id: 'g1', code: 'A', name: 'Gate A', nameTh: 'ประตู A' }, { id: 'g2', code: 'B', name: 'Gate B', nameTh: 'ประตู B' }],
  seat: { row: 'C', number: 11 + seat, wheelchair: false },
});
const standing = { zone: { id: 'z2', code: 'GA', name: 'General admission', nameTh: 'โซนทั่วไป', colour: '#1d3557' }, gates: [], seat: null };
/** A season pass's matches, as the fan reads them. */
const seasonMatches = {
  en: [{ away: 'Buriram United', date: '2026-12-12T12:00:00Z' }, { away: 'Port FC', date: '2027-01-09T11:00:00Z' }, { away: 'Chiang Rai United', date: '2027-02-06T11:30:00Z' }],
  th: [{ away: 'บุรีรัมย์ ยูไนเต็ด', date: '2026-12-12T12:00:00Z' }, { away: 'การท่าเรือ เอฟซี', date: '2027-01-09T11:00:00Z' }, { away: 'เชียงราย ยูไนเต็ด', date: '2027-02-06T11:30:00Z' }],
};
const seasonPass = { en: 'West Stand Season Pass · 2026/27', th: 'ตั๋วรายฤดูกาล อัฒจันทร์ฝั่งตะวันตก · 2026/27' };

async function mailsIn(lang: Language): Promise<Record<string, Mail>> {
  const qrPng = await QRCode.toBuffer('BTFC1:TK-7Q4M-2XHD:1:abcdefabcdefabcdef', { type: 'png', width: 200, margin: 2 });
  const tickets = { to: 'somchai@example.com', name: 'Somchai Jaidee', lang, reference: 'TK-7Q4M-2XHD', match, calendar: 'BEGIN:VCALENDAR', pdf: Buffer.from('%PDF-1.7'), url: `${SITE}/my-tickets`, amountPaidSatang: 150_000, key: 'k' };
  const order = {
    id: 'o1', number: 'OR-8K2P-4JTW', status: 'pending_payment' as const, totalSatang: 254_000, subtotalSatang: 249_000, discountSatang: 24_900, shippingSatang: 29_900,
    expiresAt: new Date('2026-11-30T10:00:00Z'), trackingNumber: null, adminNotes: null, cancellationReason: null, rejectionReason: null, rejectionNote: null, rejectedAt: null,
    pickup: false, destination: 'Somchai Jaidee, 12/345 Soi Sukhumvit 101/1, Bang Chak, Phra Khanong, Bangkok, 10260',
  };
  const home = lang === 'th' ? 'บางกอก ธันเดอร์ เอฟซี' : 'Bangkok Thunder FC';
  const seasonTickets = seasonMatches[lang].map(({ away, date }, i) => ({
    seat: 1, ticketNumber: `T-8H${i}K-2M4Q-01`, qrPng, place: place(i), match: { ...match, home, away, date: new Date(date) },
  }));
  return {
    tickets: ticketsMail({ ...tickets, tickets: [1, 2].map((seat) => ({ seat, ticketNumber: `T-4F7K-9Q2M-0${seat}`, qrPng, place: place(seat), match })) }),
    ticketPart: ticketsMail({ ...tickets, tickets: [{ seat: 2, ticketNumber: 'T-4F7K-9Q2M-02', qrPng, place: standing, match }], part: { seat: 2, of: 2 } }),
    seasonTickets: ticketsMail({ ...tickets, amountPaidSatang: 4_500_000, pass: seasonPass[lang], tickets: seasonTickets }),
    order: orderStatusMail({
      to: 'somchai@example.com', name: 'Somchai Jaidee', lang, url: `${SITE}/orders/o1`, order,
      items: [{ name: 'Home shirt 2026 (XL, with name and number printed on the back)', quantity: 1, totalSatang: 189_000 }, { name: 'Scarf', quantity: 2, totalSatang: 60_000 }],
      bank: { bankName: 'Kasikornbank', accountNumber: '1234567890', accountName: 'Bangkok Thunder Football Club Co., Ltd.' },
    }),
    passwordReset: passwordResetMail({ to: 'somchai@example.com', name: 'Somchai', lang, url: `${SITE}/api/v1/auth/reset-password/${'x'.repeat(32)}?callbackURL=%2Freset-password` }),
    verifyEmail: verifyEmailMail({ to: 'somchai@example.com', lang, url: `${SITE}/api/v1/auth/verify-email?token=${'y'.repeat(180)}&callbackURL=%2Fverify-email` }),
    purchaseRejected: purchaseRejectedMail({ to: 'somchai@example.com', name: 'Somchai', lang, reference: 'TK-7Q4M-2XHD', bought: 'Bangkok Thunder FC – Buriram United', reason: 'amount_wrong', note: 'The slip shows ฿1,050; the total is ฿1,500.', url: `${SITE}/ticket/p1`, key: 'k' }),
    ticketTransfer: ticketTransferMail({ to: 'nok.friend.with.a.long.address@example.com', lang, from: 'Somchai Jaidee', match, ticketNumber: 'T-4F7K-9Q2M-03', place: place(3), qrPng, files: { pdf: Buffer.from('%PDF-1.7'), calendar: 'BEGIN:VCALENDAR' }, url: `${SITE}/my-tickets?claim=${'z'.repeat(43)}`, claim: true, ticketId: 't3' }),
    ticketTransferSent: ticketTransferSentMail({ to: 'somchai@example.com', name: 'Somchai', lang, recipient: 'nok.friend.with.a.long.address@example.com', match, ticketNumber: 'T-4F7K-9Q2M-03', cancellableUntil: new Date('2026-12-12T10:00:00Z'), url: `${SITE}/ticket/p1`, ticketId: 't3' }),
    ticketTransferCancelled: ticketTransferCancelledMail({ to: 'nok.friend.with.a.long.address@example.com', lang, from: 'Somchai Jaidee', match, ticketNumber: 'T-4F7K-9Q2M-03', url: `${SITE}/my-tickets` }),
  };
}

/**
 * Amounts ("฿1,890", "1,890 บาท") and codes ("TK-7Q4M-2XHD", account "123-4-56789-0") the page breaks across two lines. Run
 * in the page, so written as the page's script (the worker is compiled without the DOM's types).
 */
const brokenWords = (page: Page) => page.evaluate<string[]>(`(() => {
  const broken = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const m of node.textContent.matchAll(/-?฿?\\d{1,3}(?:,\\d{3})+|\\b[A-Z]{1,2}(?:-[A-Z0-9]{4})+(?:-\\d+)?\\b|\\b\\d+(?:-\\d+){2,}\\b/g)) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) broken.push(m[0]);
    }
  }
  return broken;
})()`);
const scrollWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

/** The mail's HTML with its inline images in place, as a mail app shows them. */
const withInlineImages = (mail: Mail) =>
  (mail.attachments ?? []).reduce((html, a) => (a.cid ? html.replaceAll(`cid:${a.cid}`, `data:${a.contentType};base64,${a.content.toString('base64')}`) : html), mail.html);

let browser: Browser;
/** One tab per screen, each mail loaded in turn: a new context and tab per mail cost more than the mail itself. */
const tabs = new Map<typeof PHONE, Promise<Page>>();
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(() => browser?.close());

function tab(viewport: typeof PHONE): Promise<Page> {
  let page = tabs.get(viewport);
  if (!page) {
    page = browser.newContext({ viewport, isMobile: viewport.width < 600, hasTouch: viewport.width < 600 }).then((context) => context.newPage());
    tabs.set(viewport, page);
  }
  return page;
}

async function open(mail: Mail, viewport: typeof PHONE, name: string): Promise<Page> {
  const page = await tab(viewport);
  await page.setContent(withInlineImages(mail));
  await page.screenshot({ path: path.join(SCREENSHOTS, `mail-${name}.png`), fullPage: true });
  return page;
}

describe.each(LANGUAGES)('every mail in %s', (lang) => {
  const clubName = { en: 'Bangkok Thunder FC', th: 'บางกอก ธันเดอร์ เอฟซี' }[lang];

  it('fits a 390 px phone, with the club header and footer in its language, and at most 600 px wide on a desk', async () => {
    for (const [name, mail] of Object.entries(await mailsIn(lang))) {
      const phone = await open(mail, PHONE, `${name}-phone-${lang}`);
      expect(await scrollWidth(phone), name).toBeLessThanOrEqual(PHONE.width);
      expect(await brokenWords(phone), name).toEqual([]);
      expect(await phone.getByRole('banner').innerText(), name).toBe(clubName);
      expect(await phone.getByRole('contentinfo').innerText(), name).toContain(clubName);

      const desk = await open(mail, DESKTOP, `${name}-desktop-${lang}`);
      expect((await desk.getByRole('banner').boundingBox())!.width, name).toBe(600);
    }
  }, 60_000);
});

describe('the tickets mail', () => {
  it('says each ticket’s zone, gates and seat, in the fan’s language', async () => {
    const words = {
      en: ['Zone: West VIP · Enter by: Gate A or Gate B · Seat: Row C · Seat 12', 'Zone: General admission · Enter by: Any gate · Seat: Unreserved'],
      th: ['โซน: ฝั่งตะวันตก วีไอพี · เข้าทาง: ประตู A หรือ ประตู B · ที่นั่ง: แถว C · ที่นั่ง 12', 'โซน: โซนทั่วไป · เข้าทาง: ประตูใดก็ได้ · ที่นั่ง: ไม่ระบุที่นั่ง'],
    };
    const lines = {
      en: ['Zone: West VIP', 'Enter by: Gate A or Gate B', 'Seat: Row C · Seat 12'],
      th: ['โซน: ฝั่งตะวันตก วีไอพี', 'เข้าทาง: ประตู A หรือ ประตู B', 'ที่นั่ง: แถว C · ที่นั่ง 12'],
    };
    for (const lang of LANGUAGES) {
      const { tickets, ticketPart, ticketTransfer } = await mailsIn(lang);
      expect(tickets!.text).toContain(words[lang][0]);
      expect(ticketPart!.text).toContain(words[lang][1]);
      expect(ticketTransfer!.text).toContain(words[lang][0]!.replace('12', '14'));
      const page = await open(tickets!, PHONE, `tickets-place-${lang}`);
      // The card shows one fact a line.
      const card = await page.locator('body').innerText();
      for (const line of lines[lang]) expect(card).toContain(`\n${line}\n`);
    }
  }, 30_000);

  it('lists a season pass’s tickets, each with its match’s opponent and kick-off, zone, gates, seat and QR code, in the fan’s language', async () => {
    const words = {
      en: { subject: 'Your season pass tickets — TK-7Q4M-2XHD', versus: 'vs', ticket: 'Ticket', seat: (n: number) => `Seat: Row C · Seat ${n}`, locale: 'en-GB' },
      th: { subject: 'ตั๋วรายฤดูกาลของคุณ — TK-7Q4M-2XHD', versus: 'พบ', ticket: 'ตั๋ว', seat: (n: number) => `ที่นั่ง: แถว C · ที่นั่ง ${n}`, locale: 'th-TH' },
    };
    for (const lang of LANGUAGES) {
      const w = words[lang];
      const { seasonTickets: mail } = await mailsIn(lang);
      expect(mail!.subject).toBe(w.subject);
      const page = await open(mail!, PHONE, `tickets-season-${lang}`);
      expect(await page.getByText(seasonPass[lang]).count()).toBe(1);
      const cards = page.locator('div[style*="border:1px solid"]');
      expect(await cards.count()).toBe(3);
      for (const [i, { away, date }] of seasonMatches[lang].entries()) {
        const when = new Intl.DateTimeFormat(w.locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(new Date(date));
        const card = await cards.nth(i).innerText();
        for (const piece of [`${w.versus} ${away}`, when, `${w.ticket} · T-8H${i}K-2M4Q-01`, w.seat(11 + i)]) expect(card).toContain(piece);
        expect(mail!.text).toContain(`${w.versus} ${away} · ${when}`);
        // Its QR code is the card's own image.
        expect(await cards.nth(i).locator('img').getAttribute('alt')).toBe(`T-8H${i}K-2M4Q-01`);
      }
      expect(mail!.attachments!.filter((a) => a.cid).map((a) => a.filename)).toEqual([0, 1, 2].map((i) => `T-8H${i}K-2M4Q-01.png`));
    }
  }, 30_000);

  it('says what was paid and leads to My Tickets, in the fan’s language', async () => {
    const words = { en: { paid: 'Amount paid', amount: '฿1,500', link: 'Open My Tickets' }, th: { paid: 'ยอดที่ชำระ', amount: '1,500 บาท', link: 'เปิดตั๋วของฉัน' } };
    for (const lang of LANGUAGES) {
      const { tickets } = await mailsIn(lang);
      const page = await open(tickets!, PHONE, `tickets-link-${lang}`);
      const links = await page.$$eval('a', (as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
      expect(links).toContainEqual([words[lang].link, `${SITE}/my-tickets`]);
      expect(await page.locator('body').innerText()).toContain(`${words[lang].paid}: ${words[lang].amount}`);
      expect(tickets!.text).toContain(`${words[lang].paid}: ${words[lang].amount}`);
      expect(tickets!.text).toContain(`${SITE}/my-tickets`);
    }
  }, 30_000);
});
