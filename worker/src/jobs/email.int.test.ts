import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { formatClubLongDate, readSignedTicketCode, type Language } from '@club/core';
import { awayTeams, schema, ticketLifecycle, verifySignedCode } from '@club/db';
import { pdfPages } from '@club/ticket-files/read-pdf';
import { startTestApi, type TestApi } from '../../../api/src/test/harness.js';
import { createSeasonPurchase, decodeQr } from '../../../api/src/test/fixtures.js';
import type { EmailJob } from '../event-routes.js';
import type { Mail } from '../mailer.js';
import { emailProcessor } from './email.js';

/**
 * The mails of a season purchase, as the email job makes them from the database: a pass covers three
 * matches, and each of its tickets is of its own match. The mails are kept, not sent.
 */
const SITE = 'https://tickets.bangkokthunder.example';
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** Run one email job as the queue would (its progress counting the mails sent), giving back the mails. */
async function mailsOf(job: EmailJob): Promise<Mail[]> {
  const sent: Mail[] = [];
  const run = { ...job, progress: 0, updateProgress: async (n: number) => { run.progress = n; } };
  await emailProcessor(api.database.db, api.deps.ticketKeys, { send: async (mail) => void sent.push(mail), close: () => {} }, SITE)(run as unknown as Job);
  return sent;
}

/** A fan reading `lang` who bought a season pass of three matches; the matches by kick-off as the fan reads them, with their tickets. */
async function seasonHolder(lang: Language) {
  const db = api.database.db;
  const fan = await api.signUp({ name: lang === 'th' ? 'สมชาย ใจดี' : 'Sam Holder', language: lang });
  await db.update(schema.users).set({ preferredLanguage: lang }).where(eq(schema.users.id, fan.id));
  const { purchaseId, matchIds } = await createSeasonPurchase(db, fan.id);
  const [purchase] = await db.select().from(schema.purchases).where(eq(schema.purchases.id, purchaseId));
  const rows = await db.select({ id: schema.matches.id, date: schema.matches.matchDate, away: awayTeams.name, awayTh: awayTeams.nameTh })
    .from(schema.matches).innerJoin(awayTeams, eq(awayTeams.id, schema.matches.awayTeamId)).where(inArray(schema.matches.id, matchIds));
  const tickets = await db.select().from(schema.tickets).where(and(eq(schema.tickets.purchaseId, purchaseId), ne(schema.tickets.status, 'transferred')));
  const matches = matchIds.map((id) => rows.find((r) => r.id === id)!).map((m) => ({
    ...m,
    opponent: lang === 'th' ? m.awayTh : m.away,
    when: new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(m.date),
    ticket: tickets.find((t) => t.matchId === m.id)!,
  }));
  return { fan, purchase: purchase!, matches };
}

const pass = { en: 'Riverside Season Pass · 2026/27', th: 'ตั๋วรายฤดูกาล ริเวอร์ไซด์ · 2026/27' };
const versus = { en: 'vs', th: 'พบ' };
const attachment = (mail: Mail, type: string) => mail.attachments!.find((a) => a.contentType?.startsWith(type))!.content;
const events = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('BEGIN:VEVENT').slice(1);
const utc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const qrCodesOf = (mail: Mail) => Promise.all(mail.attachments!.filter((a) => a.cid).map((a) => decodeQr(a.content)));
/** The ticket a QR code names: a signed code the club's key verifies (at kick-off), else null. */
const ticketOf = async (qr: string | null | undefined, kickOff: Date) => {
  const code = readSignedTicketCode(qr ?? '');
  return code && (await verifySignedCode(api.deps.ticketKeys, code, kickOff)) ? code.fields.ticketId : null;
};
const ticketsOf = (qrs: (string | null)[], ms: { date: Date }[]) => Promise.all(qrs.map((qr, i) => ticketOf(qr, ms[i]!.date)));

describe("a season purchase's tickets mail", () => {
  it.each(['th', 'en'] as const)("is one mail in the fan's language (%s) naming the pass, with each covered match's ticket and QR code, a PDF page per ticket of its own match, and a calendar event per match", async (lang) => {
    const { fan, purchase, matches } = await seasonHolder(lang);
    const mails = await mailsOf({ name: 'tickets', data: { purchaseId: purchase.id, userId: fan.id } });
    expect(mails).toHaveLength(1);
    const [mail] = mails as [Mail];
    expect(mail.to).toBe(fan.email);
    expect(mail.subject).toContain(purchase.referenceNumber);
    expect(mail.text).toContain(pass[lang]);
    for (const m of matches) {
      expect(mail.text).toContain(`${versus[lang]} ${m.opponent} · ${m.when}`);
      expect(mail.html).toContain(m.ticket.ticketNumber);
    }
    // By kick-off, each card's QR code its own ticket's.
    const qrs = await qrCodesOf(mail);
    expect(await ticketsOf(qrs, matches)).toEqual(matches.map((m) => m.ticket.id));

    const pages = pdfPages(attachment(mail, 'application/pdf'));
    expect(pages.map((p) => p.qr)).toEqual(qrs);
    pages.forEach((page, i) => {
      const words = page.text.replace(/\s+/g, ' ');
      expect(words).toContain(`${versus[lang]} ${matches[i]!.opponent}`);
      expect(words).toContain(formatClubLongDate(matches[i]!.date, lang, { weekday: true }));
      expect(words).toContain(pass[lang]);
    });

    const calendar = events(attachment(mail, 'text/calendar').toString());
    expect(calendar).toHaveLength(3);
    calendar.forEach((event, i) => {
      expect(event).toContain(`UID:purchase-${purchase.id}-match-${matches[i]!.id}@`);
      expect(event).toContain(`DTSTART:${utc(matches[i]!.date)}`);
      expect(event).toContain(`SUMMARY:`);
      expect(event.split('\r\n').find((l) => l.startsWith('SUMMARY:'))).toContain(`${versus[lang]} ${matches[i]!.opponent}`);
    });
  });

  it('sent again one per ticket is a mail per covered match, each with its own ticket, page and event', async () => {
    const { fan, purchase, matches } = await seasonHolder('en');
    const mails = await mailsOf({ name: 'tickets-resend', data: { purchaseId: purchase.id, userId: fan.id, split: true, requestId: 'r1' } });
    expect(mails.map((m) => m.subject)).toEqual([1, 2, 3].map((n) => `Your ticket ${n} of 3 — ${purchase.referenceNumber}`));
    expect(new Set(mails.map((m) => m.key)).size).toBe(3);
    for (const [i, mail] of mails.entries()) {
      const m = matches[i]!;
      expect(mail.text).toContain(`vs ${m.opponent} · ${m.when}`);
      for (const other of matches.filter((o) => o !== m)) expect(mail.text).not.toContain(other.ticket.ticketNumber);
      const qrs = await qrCodesOf(mail);
      expect(await ticketsOf(qrs, [m])).toEqual([m.ticket.id]);
      expect(pdfPages(attachment(mail, 'application/pdf')).map((p) => p.qr)).toEqual(qrs);
      const calendar = events(attachment(mail, 'text/calendar').toString());
      expect(calendar).toHaveLength(1);
      expect(calendar[0]).toContain(`UID:purchase-${purchase.id}-match-${m.id}@`);
    }
  });
});

describe('other mails of a season purchase', () => {
  it('a rejected payment names the pass, in the fan\'s language', async () => {
    for (const lang of ['th', 'en'] as const) {
      const { fan, purchase } = await seasonHolder(lang);
      const [mail] = await mailsOf({ name: 'purchase-rejected', data: { purchaseId: purchase.id, userId: fan.id, reason: 'amount_wrong', note: null, rejectedAt: new Date().toISOString() } });
      expect(mail!.text).toContain(`${purchase.referenceNumber} (${pass[lang]})`);
    }
  });

  it("a ticket passed on, and taken back, is described with its own match in each party's mail", async () => {
    const { fan, purchase, matches } = await seasonHolder('en');
    const second = matches[1]!;
    const friend = 'season.friend@club.test';
    const moved = await api.database.db.transaction((tx) => ticketLifecycle.transfer(tx, { holderId: fan.id, ticketId: second.ticket.id, email: friend, cutoffMinutes: 60, now: new Date() }));
    if (!moved.ok) throw new Error(`transfer refused: ${moved.refused}`);
    const newId = moved.old.transferredToId!;
    const [toFriend, toFan] = await mailsOf({
      name: 'ticket-transfer',
      data: { ticketId: newId, oldTicketId: second.ticket.id, purchaseId: purchase.id, matchId: second.id, fromUserId: fan.id, toUserId: null, toEmail: friend, claimToken: moved.claimToken, cancellableUntil: moved.cancellableUntil?.toISOString() ?? null },
    });
    expect(toFriend!.to).toBe(friend);
    expect(toFriend!.text).toContain(`vs ${second.opponent}\n${second.when}`);
    expect(toFan!.text).toContain(`vs ${second.opponent}\n${second.when}`);
    const [page] = pdfPages(attachment(toFriend!, 'application/pdf'));
    expect(await ticketOf(page!.qr, second.date)).toBe(newId);
    expect(page!.text.replace(/\s+/g, ' ')).toContain(`vs ${second.opponent}`);
    const calendar = events(attachment(toFriend!, 'text/calendar').toString());
    expect(calendar).toHaveLength(1);
    expect(calendar[0]).toContain(`UID:purchase-${purchase.id}-match-${second.id}@`);
    expect(calendar[0]).toContain(`DTSTART:${utc(second.date)}`);

    await api.database.db.transaction((tx) => ticketLifecycle.cancelTransfer(tx, { holderId: fan.id, ticketId: second.ticket.id, cutoffMinutes: 60, now: new Date() }));
    const [cancelled] = await mailsOf({
      name: 'ticket-transfer-cancelled',
      data: { ticketId: second.ticket.id, cancelledTicketId: newId, purchaseId: purchase.id, matchId: second.id, fromUserId: fan.id, toEmail: friend },
    });
    expect(cancelled!.text).toContain(`vs ${second.opponent}\n${second.when}`);
  });
});
