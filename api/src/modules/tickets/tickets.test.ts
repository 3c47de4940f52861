import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { schema } from '@club/db';
import { ADMIN, startMailingApi, type MailingApi, type TestApi } from '../../test/harness.js';
import { createMatch, eventually, makeSlip, receiptForm, seatsLeft } from '../../test/fixtures.js';
import { mailText } from '../../test/mail-server.js';
import { pdfPages } from '@club/ticket-files/read-pdf';

let api: TestApi;
let smtp: MailingApi['smtp'];
let mailing: MailingApi;
let admin: string;

beforeAll(async () => {
  ({ api, smtp } = mailing = await startMailingApi());
  admin = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(() => mailing?.close());

interface Ticket { id: string; ticketNumber: string; seat: number; status: string; qrContent: string; transferredTo: string | null; transferableUntil: string | null; transferCancellableUntil: string | null }
type Fan = Awaited<ReturnType<TestApi['signUp']>>;

/** `fan` buys `quantity` tickets of `matchId`; staff approve the slip; the tickets are issued. */
async function bought(fan: Fan, matchId: string, quantity = 2): Promise<{ purchaseId: string; tickets: Ticket[] }> {
  const res = await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity, phone: '0812345678' } });
  expect(res.status).toBe(201);
  const purchaseId = res.body.data.id as string;
  expect((await api.call('POST', `/api/v1/purchases/${purchaseId}/upload-receipt`, { token: fan.token, body: receiptForm(await makeSlip()) })).status).toBe(201);
  await eventually(async () => (await api.call('GET', `/api/v1/purchases/${purchaseId}/status`, { token: fan.token })).body.data.status === 'verifying');
  expect((await api.call('POST', `/api/v1/admin/purchases/${purchaseId}/approve`, { token: admin })).status).toBe(200);
  const tickets = await eventually(async () => {
    const list = (await api.call('GET', `/api/v1/purchases/${purchaseId}/tickets`, { token: fan.token })).body.data as Ticket[];
    return list.length === quantity && list;
  });
  await smtp.waitFor(fan.email); // the buyer's tickets mail, out of the way of the transfer's
  return { purchaseId, tickets };
}

/** A match kicking off in 20 hours: its tickets' codes open the gate now, and they may still be passed on. */
async function matchTomorrow(seats?: number): Promise<string> {
  const matchId = await createMatch(api.database.db, seats ? { seats } : {});
  await api.database.db.update(schema.matches).set({ matchDate: new Date(Date.now() + 20 * 3_600_000) }).where(eq(schema.matches.id, matchId));
  return matchId;
}
const revocationOf = async (ticketId: string) => (await api.database.db.select().from(schema.ticketRevocations).where(eq(schema.ticketRevocations.ticketId, ticketId)))[0];
const codeVersionOf = async (ticketId: string) => (await api.database.db.select().from(schema.tickets).where(eq(schema.tickets.id, ticketId)))[0]!.codeVersion;

const transfer = (token: string, ticketId: string, email: unknown, lang = 'en') =>
  api.call('POST', `/api/v1/tickets/${ticketId}/transfer`, { token, json: { email }, headers: { 'accept-language': lang } });
const mine = async (token: string) => (await api.call('GET', '/api/v1/tickets/mine', { token })).body.data as (Ticket & { purchaseId: string; matchId: string; bought: boolean })[];
const scan = (code: string, matchId: string, lang = 'en') =>
  api.call('POST', '/api/v1/admin/check-in', { token: admin, json: { code, match_id: matchId }, headers: { 'accept-language': lang } });

/** A live connection as the fan site opens it, keeping what it hears of transfers. */
async function live(token: string) {
  const socket: Socket = io(api.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
  onTestFinished(() => { socket.disconnect(); });
  const heard: { ticketId: string }[] = [];
  socket.on('ticket:transferred', (data: { ticketId: string }) => heard.push(data));
  await new Promise<void>((resolve, reject) => { socket.once('connect', () => resolve()); socket.once('connect_error', reject); });
  return heard;
}

describe('passing a ticket on', () => {
  it('gives the ticket a new id and number: the old QR is refused at the gate as transferred, the new one admitted once, and the recipient sees it live', async () => {
    // Sold out: transfers still work, and move no seat.
    const matchId = await matchTomorrow(2);
    const buyer = await api.signUp({ name: 'Somchai Buyer' });
    const friend = await api.signUp({ name: 'Malee Friend', verified: true });
    // The friend reads Thai, the buyer English: the mail must be in the friend's language.
    expect((await api.call('PUT', '/api/v1/users/profile', { token: friend.token, json: { preferredLanguage: 'th' } })).status).toBe(200);
    const { tickets: [first, second] } = await bought(buyer, matchId, 2);
    expect(await seatsLeft(api.database.db, matchId)).toBe(0);
    const heard = await live(friend.token);

    const res = await transfer(buyer.token, first!.id, ` ${friend.email.toUpperCase()} `);
    expect(res.status).toBe(201);
    const [local, domain] = friend.email.split('@');
    expect(res.body.data).toMatchObject({ id: first!.id, status: 'transferred', qrContent: '', transferredTo: `${local![0]}•••@${domain}` });
    expect(await seatsLeft(api.database.db, matchId)).toBe(0);

    // The recipient holds a new ticket, at once and live.
    const received = await mine(friend.token);
    expect(received).toHaveLength(1);
    const gift = received[0]!;
    expect(gift).toMatchObject({ seat: first!.seat, status: 'valid', bought: false, matchId });
    expect(gift.id).not.toBe(first!.id);
    expect(gift.ticketNumber).not.toBe(first!.ticketNumber);
    expect(gift.qrContent).toMatch(/^TK[A-Z2-7]{162}$/);
    // The old ticket's codes are revoked in the transfer's transaction, for phones at the gate offline.
    expect(await revocationOf(first!.id)).toMatchObject({ matchId, belowVersion: 1 });
    await eventually(async () => heard.some((m) => m.ticketId === gift.id));

    // The buyer keeps the other ticket, and sees where the first went.
    expect((await mine(buyer.token)).map((t) => t.id)).toEqual([second!.id]);
    const theirs = (await api.call('GET', `/api/v1/purchases/${(await mine(buyer.token))[0]!.purchaseId}/tickets`, { token: buyer.token })).body.data as Ticket[];
    expect(theirs.map((t) => [t.id, t.status])).toEqual([[first!.id, 'transferred'], [second!.id, 'valid']]);

    // At the gate: the old QR and the old number are refused as transferred; the new one is admitted once.
    for (const code of [first!.qrContent, first!.ticketNumber]) {
      const refused = await scan(code, matchId);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'TICKET_REFUSED', details: { reason: 'transferred' } });
      expect(refused.body.error.message).toMatch(/transferred.*ticket office/i);
    }
    expect((await scan(first!.qrContent, matchId, 'th')).body.error.message).toMatch(/^โอนแล้ว/);
    const admitted = await scan(gift.qrContent, matchId);
    expect(admitted.status).toBe(200);
    expect(admitted.body.data.ticket).toMatchObject({ id: gift.id, holder_name: 'Malee Friend' });
    expect((await scan(gift.qrContent, matchId)).body.error.code).toBe('ALREADY_USED');
    const audited = await api.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, first!.id));
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['ticket.transferred', 'ticket.check_in_refused']));

    // Used: it can no longer be passed on; nor can the one already passed on.
    expect((await transfer(friend.token, gift.id, buyer.email)).body.error.message).toMatch(/used at the gate/);
    expect((await transfer(buyer.token, first!.id, 'someone@example.com')).body.error.message).toMatch(/already been transferred/);

    // The recipient's mail, in their language (Thai, not the sender's English), with the new
    // ticket's number; the sender's name in the text, never in the subject the club sends.
    const mail = await mailText((await smtp.waitFor(friend.email)).raw);
    expect(mail.subject).toBe('คุณได้รับตั๋วเข้าชม — บางกอก ธันเดอร์ เอฟซี');
    expect(mail.text).toContain('Somchai Buyer ได้โอนตั๋วเข้าชมการแข่งขันให้คุณ');
    expect(mail.text).toContain(gift.ticketNumber);
    expect(mail.text).not.toContain(first!.ticketNumber);
  });

  it('sends a ticket to an address with no account: the mail carries a link that gives it to whoever signs in with that address, once', async () => {
    const matchId = await createMatch(api.database.db);
    const buyer = await api.signUp({ name: 'Wichai' });
    const { tickets: [ticket] } = await bought(buyer, matchId, 1);
    const address = `new-fan-${Date.now()}@example.com`;
    expect((await api.call('PUT', '/api/v1/users/profile', { token: buyer.token, json: { preferredLanguage: 'th' } })).status).toBe(200);
    expect((await transfer(buyer.token, ticket!.id, address)).status).toBe(201);

    // In the sender's language (the recipient has none yet), with a claim link.
    const raw = (await smtp.waitFor(address)).raw;
    const mail = await mailText(raw);
    expect(mail.subject).toMatch(/คุณได้รับตั๋วเข้าชม/);
    const link = /\/my-tickets\?claim=([A-Za-z0-9_-]{43})/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect((await simpleParser(raw)).attachments.map((a) => a.contentType)).toContain('image/png');

    // Someone else signed in cannot take it with the link; the right address can, once.
    const other = await api.signUp();
    expect((await api.call('POST', '/api/v1/tickets/claim', { token: other.token, json: { token } })).status).toBe(403);
    const recipient = await api.signUp({ email: address, verified: true });
    expect(await mine(recipient.token)).toEqual([]);
    const claimed = await api.call('POST', '/api/v1/tickets/claim', { token: recipient.token, json: { token } });
    expect(claimed.status).toBe(200);
    expect((await mine(recipient.token)).map((t) => t.id)).toEqual([claimed.body.data.id]);
    expect((await api.call('POST', '/api/v1/tickets/claim', { token: recipient.token, json: { token } })).status).toBe(404);
    expect((await api.call('POST', '/api/v1/tickets/claim', { token: recipient.token, json: { token: 'x'.repeat(43) } })).status).toBe(404);
    expect((await api.call('POST', '/api/v1/tickets/claim', { token: recipient.token, json: { token: 'short' } })).status).toBe(400);
  });

  it('never puts a ticket into an account whose address is not proven: someone who signed up with a friend’s address gets nothing, the address gets the mail, and the link works once the address is confirmed', async () => {
    const matchId = await createMatch(api.database.db);
    const buyer = await api.signUp({ name: 'Somchai <b>Club Office</b>' });
    const { tickets: [ticket] } = await bought(buyer, matchId, 1);
    const address = `friend-${Date.now()}@example.com`;
    const squatter = await api.signUp({ email: address });
    expect((await transfer(buyer.token, ticket!.id, address)).status).toBe(201);
    // The unproven account holds nothing.
    expect(await mine(squatter.token)).toEqual([]);

    // The mail goes to the address with a claim link; the sender's name only in the text, escaped.
    const mail = await mailText((await smtp.waitFor(address)).raw);
    expect(mail.subject).toBe('A ticket for you — Bangkok Thunder FC');
    expect(mail.text).toContain('Somchai <b>Club Office</b> has passed');
    expect(mail.html).not.toContain('<b>Club Office');
    const link = /\/my-tickets\?claim=([\w-]{43})/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = link![1]!;

    // Nor can it claim the ticket with the link before the address is proven.
    const refused = await api.call('POST', '/api/v1/tickets/claim', { token: squatter.token, json: { token }, headers: { 'accept-language': 'th' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/^กรุณายืนยันอีเมลของคุณก่อน/);
    expect(await mine(squatter.token)).toEqual([]);

    // Whoever reads the address's mail confirms it; then the link gives the ticket.
    const confirmation = await mailText((await smtp.waitForConfirmation(address)).raw);
    const proof = /\/verify-email\?token=([\w.-]+)/.exec(confirmation.text)![1]!;
    expect((await api.call('GET', `/api/v1/auth/verify-email?token=${proof}`)).status).toBe(200);
    const claimed = await api.call('POST', '/api/v1/tickets/claim', { token: squatter.token, json: { token } });
    expect(claimed.status).toBe(200);
    expect((await mine(squatter.token)).map((t) => t.id)).toEqual([claimed.body.data.id]);
  });

  it('closes transfers at the club’s cut-off before kick-off, which admins set; both of the fan’s ticket lists say until when', async () => {
    const matchId = await createMatch(api.database.db);
    const buyer = await api.signUp();
    const { purchaseId, tickets: [ticket] } = await bought(buyer, matchId, 1);
    // The purchase's own list (the ticket page) and the list of tickets held say the same as the transfer does.
    const untilOnTicketPage = async () => ((await api.call('GET', `/api/v1/purchases/${purchaseId}/tickets`, { token: buyer.token })).body.data as Ticket[])[0]!.transferableUntil;
    expect(await untilOnTicketPage()).toBe((await mine(buyer.token))[0]!.transferableUntil);
    expect(await untilOnTicketPage()).not.toBeNull();
    // Kick-off in 90 minutes: inside the default two hours.
    const kickOff = new Date(Date.now() + 90 * 60_000);
    await api.database.db.update(schema.matches).set({ matchDate: kickOff }).where(eq(schema.matches.id, matchId));
    expect((await mine(buyer.token))[0]!.transferableUntil).toBeNull();
    expect(await untilOnTicketPage()).toBeNull();
    const closed = await transfer(buyer.token, ticket!.id, 'late@example.com', 'th');
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toMatch(/ปิดการโอนก่อนเริ่มการแข่งขัน 2 ชั่วโมง/);

    // An hour's cut-off opens it again (the settings are read every few seconds).
    const settings = (await api.call('GET', '/api/v1/admin/settings/1', { token: admin })).body.data;
    expect(settings.transfer_cutoff_minutes).toBe(120);
    const put = (value: unknown) => api.call('PUT', '/api/v1/admin/settings/1', { token: admin, json: { ...settings, transfer_cutoff_minutes: value } });
    expect((await put(10_081)).status).toBe(400);
    expect((await put(60)).status).toBe(200);
    onTestFinished(async () => { await put(120); });
    await eventually(async () => (await mine(buyer.token))[0]!.transferableUntil !== null);
    expect(await untilOnTicketPage()).toBe(new Date(kickOff.getTime() - 60 * 60_000).toISOString());
    expect((await transfer(buyer.token, ticket!.id, 'late@example.com')).status).toBe(201);
  });

  it('refuses bad input, other fans and the sender themself, changing nothing', async () => {
    const matchId = await createMatch(api.database.db);
    const buyer = await api.signUp();
    const { tickets: [ticket] } = await bought(buyer, matchId, 1);
    for (const email of ['', 'not-an-address', 42, null, 'a@b.c'.repeat(60), 'x\u0000@example.com']) {
      expect((await transfer(buyer.token, ticket!.id, email)).status, String(email)).toBe(400);
    }
    expect((await transfer(buyer.token, ticket!.id, buyer.email.toUpperCase())).body.error.message).toMatch(/already yours/);
    const stranger = await api.signUp();
    expect((await transfer(stranger.token, ticket!.id, 'a@example.com')).status).toBe(404);
    expect((await transfer(buyer.token, 'not-a-uuid', 'a@example.com')).status).toBe(404);
    expect((await api.call('POST', `/api/v1/tickets/${ticket!.id}/transfer`, { token: buyer.token, json: { email: 'a@example.com', __proto__: { x: 1 }, extra: 1 } })).status).toBe(400);
    expect((await api.call('POST', `/api/v1/tickets/${ticket!.id}/transfer`, { json: { email: 'a@example.com' } })).status).toBe(401);
    expect((await mine(buyer.token)).map((t) => [t.id, t.status])).toEqual([[ticket!.id, 'valid']]);
  });

  it('refuses a ticket taken back 255 times, in both languages: its code version, one byte of its code, has no room for another cancel', async () => {
    const matchId = await createMatch(api.database.db);
    const buyer = await api.signUp();
    const { tickets: [ticket] } = await bought(buyer, matchId, 1);
    await api.database.db.update(schema.tickets).set({ codeVersion: 255 }).where(eq(schema.tickets.id, ticket!.id));
    const refused = await transfer(buyer.token, ticket!.id, 'friend@example.com');
    expect([refused.status, refused.body.error.message]).toEqual([409, 'This ticket has been passed on and taken back too many times: ask the ticket office']);
    expect((await transfer(buyer.token, ticket!.id, 'friend@example.com', 'th')).body.error.message).toBe('ตั๋วนี้ถูกโอนและยกเลิกการโอนหลายครั้งเกินไป กรุณาติดต่อห้องจำหน่ายตั๋ว');
    expect((await mine(buyer.token)).map((t) => [t.id, t.status])).toEqual([[ticket!.id, 'valid']]);
    // One below: passed on, and taken back to the last version.
    await api.database.db.update(schema.tickets).set({ codeVersion: 254 }).where(eq(schema.tickets.id, ticket!.id));
    expect((await transfer(buyer.token, ticket!.id, 'friend@example.com')).status).toBe(201);
    expect((await cancel(buyer.token, ticket!.id)).status).toBe(200);
    expect(await codeVersionOf(ticket!.id)).toBe(255);
  });
});

/** The sender's confirmation of a transfer, once it is in. */
const sentMail = (sender: Fan, subject: RegExp) =>
  eventually(async () => {
    const found = smtp.mails.find((m) => m.to.includes(sender.email) && subject.test(m.subject));
    return found && mailText(found.raw);
  });
const cancel = (token: string, ticketId: string, lang = 'en') =>
  api.call('POST', `/api/v1/tickets/${ticketId}/cancel-transfer`, { token, headers: { 'accept-language': lang } });
const claim = (token: string, claimToken: string, lang = 'en') =>
  api.call('POST', '/api/v1/tickets/claim', { token, json: { token: claimToken }, headers: { 'accept-language': lang } });

describe('a transfer its sender is told of and may take back', () => {
  it('mails the sender what went to whom and until when, in their language; they cancel before the friend claims: they get a new code, their old one (maybe forwarded) and the friend’s link and code do not work', async () => {
    const matchId = await matchTomorrow();
    const buyer = await api.signUp({ name: 'Anong Sender' });
    expect((await api.call('PUT', '/api/v1/users/profile', { token: buyer.token, json: { preferredLanguage: 'th' } })).status).toBe(200);
    const { purchaseId, tickets: [ticket] } = await bought(buyer, matchId, 1);
    const address = `cancel-friend-${Date.now()}@example.com`;
    const sent = await transfer(buyer.token, ticket!.id, address);
    expect(sent.status).toBe(201);
    const until = sent.body.data.transferCancellableUntil as string;
    expect(Date.parse(until)).toBeGreaterThan(Date.now());

    // The sender's mail, in Thai: the ticket, the address, until when it can be cancelled, and the ticket page.
    const confirmation = await sentMail(buyer, /คุณโอนตั๋วให้ผู้อื่นแล้ว/);
    expect(confirmation.text).toContain(address);
    expect(confirmation.text).toContain(ticket!.ticketNumber);
    expect(confirmation.text).toContain(new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(new Date(until)));
    expect(confirmation.text).toContain(`/ticket/${purchaseId}`);
    // The ticket page says until when too (the club's cut-off before kick-off, which the test before may have just changed back).
    const listed = (await api.call('GET', `/api/v1/purchases/${purchaseId}/tickets`, { token: buyer.token })).body.data as Ticket[];
    expect(listed.map((t) => [t.status, typeof t.transferCancellableUntil])).toEqual([['transferred', 'string']]);

    const friendMail = await mailText((await smtp.waitFor(address)).raw);
    const claimToken = /\/my-tickets\?claim=([\w-]{43})/.exec(friendMail.text)![1]!;
    const friendCode = (await api.database.db.select().from(schema.tickets).where(eq(schema.tickets.holderEmail, address)))[0]!;
    // The code the sender had before passing the ticket on: they may have forwarded it.
    const forwarded = ticket!.qrContent;

    // Cancelled: the sender's ticket is valid again with a new code (its version raised, the old one revoked), admitted at the gate.
    const revokedBefore = await revocationOf(ticket!.id);
    const back = await cancel(buyer.token, ticket!.id);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ id: ticket!.id, status: 'valid', transferredTo: null, transferCancellableUntil: null });
    expect(back.body.data.qrContent).toMatch(/^TK[A-Z2-7]{162}$/);
    expect(back.body.data.qrContent).not.toBe(forwarded);
    expect(await codeVersionOf(ticket!.id)).toBe(1);
    expect(await revocationOf(ticket!.id)).toEqual(revokedBefore);
    expect(revokedBefore).toMatchObject({ matchId, belowVersion: 1 });
    // The friend's ticket: passed back, its codes revoked, after the sender's.
    const friendRevoked = await revocationOf(friendCode.id);
    expect(friendRevoked).toMatchObject({ matchId, belowVersion: 1 });
    expect(friendRevoked!.seq).toBeGreaterThan(revokedBefore!.seq);
    // The ticket page shows the new code.
    const page = (await api.call('GET', `/api/v1/purchases/${purchaseId}/tickets`, { token: buyer.token })).body.data as Ticket[];
    expect(page.map((t) => t.qrContent)).toEqual([back.body.data.qrContent]);
    expect((await mine(buyer.token)).map((t) => [t.id, t.status])).toEqual([[ticket!.id, 'valid']]);
    // Twice is refused, changing nothing.
    expect((await cancel(buyer.token, ticket!.id)).status).toBe(409);
    // The address is told, in the sender's language (no account has it yet): its ticket no longer opens the gate.
    const told = await eventually(async () => {
      const found = smtp.mails.find((m) => m.to.includes(address) && m.subject.startsWith('ตั๋วที่โอนให้คุณถูกยกเลิกแล้ว'));
      return found && mailText(found.raw);
    });
    expect(told.text).toContain('Anong Sender ยกเลิกการโอนตั๋วใบนี้ให้คุณแล้ว');
    expect(told.text).toContain(friendCode.ticketNumber);

    // The friend's link says the transfer was cancelled, in their words; their code opens no gate.
    const friend = await api.signUp({ email: address, verified: true });
    const refused = await claim(friend.token, claimToken, 'th');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/^ผู้ส่งยกเลิกการโอนตั๋วใบนี้แล้ว/);
    expect((await claim(friend.token, claimToken)).body.error.message).toMatch(/cancelled the transfer/);
    expect(await mine(friend.token)).toEqual([]);
    expect((await scan(`TICKET:${friendCode.ticketNumber}:${friendCode.id}`, matchId)).status).toBe(409);
    // The sender's first code is void, and so is the old form of it; the new one admits.
    const old = await scan(forwarded, matchId);
    expect(old.body.error).toMatchObject({ code: 'TICKET_REFUSED', details: { reason: 'transferred' } });
    expect((await scan(`TICKET:${ticket!.ticketNumber}:${ticket!.id}`, matchId)).body.error.details.reason).toBe('transferred');
    expect((await scan(back.body.data.qrContent, matchId)).status).toBe(200);
    const audited = await api.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, ticket!.id));
    expect(audited.map((a) => a.action)).toContain('ticket.transfer_cancelled');
  });

  it('cannot take back a ticket the friend already has (their proven account), nor one of another fan; the sender’s mail says so', async () => {
    const matchId = await createMatch(api.database.db);
    const buyer = await api.signUp({ name: 'Somsak Sender' });
    const friend = await api.signUp({ verified: true });
    const { tickets: [ticket] } = await bought(buyer, matchId, 1);
    const sent = await transfer(buyer.token, ticket!.id, friend.email);
    expect(sent.body.data.transferCancellableUntil).toBeNull();
    const confirmation = await sentMail(buyer, /^You passed a ticket on/);
    expect(confirmation.text).toMatch(/already in their tickets.*can no longer be cancelled/);
    expect(confirmation.text).toContain(friend.email);

    const refused = await cancel(buyer.token, ticket!.id, 'th');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('ผู้รับได้รับตั๋วนี้เข้าบัญชีแล้ว จึงยกเลิกการโอนไม่ได้');
    expect((await cancel((await api.signUp()).token, ticket!.id)).status).toBe(404);
    expect((await cancel(buyer.token, 'not-a-uuid')).status).toBe(404);
    expect((await mine(friend.token))).toHaveLength(1);
  });

  it('lists a received ticket its holder passed on in turn while they may take it back, in My Tickets, where their mail sends them; taken back, it is theirs again', async () => {
    const matchId = await createMatch(api.database.db);
    const buyer = await api.signUp();
    const friend = await api.signUp({ name: 'Onward Friend', verified: true });
    const { tickets: [ticket] } = await bought(buyer, matchId, 1);
    expect((await transfer(buyer.token, ticket!.id, friend.email)).status).toBe(201);
    const [gift] = await mine(friend.token);
    const address = `onward-${Date.now()}@example.com`;
    expect((await transfer(friend.token, gift!.id, address)).status).toBe(201);

    const listed = await mine(friend.token);
    expect(listed.map((t) => [t.id, t.status, t.qrContent, t.transferredTo])).toEqual([[gift!.id, 'transferred', '', `o•••@example.com`]]);
    expect(listed[0]!.transferCancellableUntil).not.toBeNull();
    expect((await sentMail(friend, /^You passed a ticket on/)).text).toContain('/my-tickets');
    // The buyer's list is theirs alone: what they passed on shows on the purchase's page.
    expect(await mine(buyer.token)).toEqual([]);

    expect((await cancel(friend.token, gift!.id)).status).toBe(200);
    const back = await mine(friend.token);
    expect(back.map((t) => [t.id, t.status])).toEqual([[gift!.id, 'valid']]);
    // With a new code: the one they held before passing it on may have been forwarded.
    expect(back[0]!.qrContent).toMatch(/^TK[A-Z2-7]{162}$/);
    expect(back[0]!.qrContent).not.toBe(gift!.qrContent);
  });

  it('decides a cancel and a claim at the same moment once: either the friend holds the ticket, or the sender does', async () => {
    const matchId = await createMatch(api.database.db, { seats: 20 });
    const buyer = await api.signUp();
    const { tickets } = await bought(buyer, matchId, 5);
    for (const [i, ticket] of tickets.entries()) {
      const address = `race-${i}-${Date.now()}@example.com`;
      expect((await transfer(buyer.token, ticket.id, address)).status).toBe(201);
      const claimToken = /\/my-tickets\?claim=([\w-]{43})/.exec((await mailText((await smtp.waitFor(address)).raw)).text)![1]!;
      const friend = await api.signUp({ email: address, verified: true });
      const [cancelled, claimed] = await Promise.all([cancel(buyer.token, ticket.id), claim(friend.token, claimToken)]);
      expect([cancelled.status, claimed.status].sort()).toEqual([200, 409]);
      const friendHolds = (await mine(friend.token)).length;
      const buyerHolds = (await mine(buyer.token)).filter((t) => t.seat === ticket.seat).length;
      expect([friendHolds, buyerHolds]).toEqual(claimed.status === 200 ? [1, 0] : [0, 1]);
    }
  });

  it('gives the friend the ticket as a PDF and the match as a calendar event, in the mail and on the site', async () => {
    const matchId = await createMatch(api.database.db);
    const buyer = await api.signUp({ name: 'Files Sender' });
    const friend = await api.signUp({ name: 'Files Friend', verified: true });
    const { tickets: [, second] } = await bought(buyer, matchId, 2);
    expect((await transfer(buyer.token, second!.id, friend.email)).status).toBe(201);
    const gift = (await mine(friend.token))[0]!;

    const mail = await simpleParser((await smtp.waitFor(friend.email)).raw);
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')!;
    expect(pdfPages(pdf.content).map((p) => p.qr)).toEqual([gift.qrContent]);
    expect(pdfPages(pdf.content)[0]!.text).toMatch(/Entry 2 of 2[\s\S]*Files Friend/);
    expect(mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content.toString()).toMatch(/BEGIN:VEVENT/);

    const file = (ext: string, token = friend.token) => api.call('GET', `/api/v1/tickets/${gift.id}/ticket.${ext}`, { token });
    const page = await file('pdf');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/application\/pdf/);
    const calendar = await file('ics');
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get('content-type')).toMatch(/text\/calendar/);
    expect((await file('pdf', buyer.token)).status).toBe(404);
  });
});

describe('resending tickets', () => {
  it('mails the tickets the buyer still holds again, in one mail or one per ticket to forward to each friend', async () => {
    const matchId = await createMatch(api.database.db);
    const buyer = await api.signUp({ name: 'Resend Fan' });
    const { purchaseId, tickets: [first, second, third] } = await bought(buyer, matchId, 3);
    expect((await transfer(buyer.token, second!.id, `friend-${Date.now()}@example.com`)).status).toBe(201);
    await sentMail(buyer, /^You passed a ticket on/); // the transfer's confirmation, out of the way of the resent tickets
    const mailsToBuyer = () => smtp.mails.filter((m) => m.to.includes(buyer.email));
    const before = mailsToBuyer().length;
    const resend = (json: unknown) => api.call('POST', `/api/v1/purchases/${purchaseId}/resend-tickets`, { token: buyer.token, json });

    // One mail per ticket still held: seats 1 and 3, each with its own one-page PDF.
    const split = await resend({ split: true });
    expect(split.status).toBe(202);
    expect(split.body.data).toEqual({ to: buyer.email, split: true });
    await eventually(async () => mailsToBuyer().length === before + 2);
    const parts = await Promise.all(mailsToBuyer().slice(before).map((m) => simpleParser(m.raw)));
    expect(parts.map((m) => m.subject).sort()).toEqual([expect.stringMatching(/^Your ticket 1 of 3/), expect.stringMatching(/^Your ticket 3 of 3/)]);
    for (const mail of parts) {
      const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')!;
      const pages = pdfPages(pdf.content);
      expect(pages).toHaveLength(1);
      expect(pages[0]!.text).toMatch(/Entry [13] of 3/);
      expect([first!.qrContent, third!.qrContent]).toContain(pages[0]!.qr);
      expect(mail.text).not.toContain(second!.ticketNumber);
    }

    // All in one: the two tickets, and the calendar file.
    expect((await resend({})).status).toBe(202);
    await eventually(async () => mailsToBuyer().length === before + 3);
    const whole = await simpleParser(mailsToBuyer()[before + 2]!.raw);
    expect(whole.subject).toMatch(/^Your tickets/);
    expect(pdfPages(whole.attachments.find((a) => a.contentType === 'application/pdf')!.content).map((p) => p.qr)).toEqual([first!.qrContent, third!.qrContent]);
    expect(whole.attachments.some((a) => a.contentType === 'text/calendar')).toBe(true);
    // What the purchase cost (3 × ฿750, a ticket passed on since or not), and My Tickets on the site's configured address.
    expect(whole.text).toContain('Amount paid: ฿2,250');
    expect(whole.html).toContain(`href="${api.url}/my-tickets"`);
    expect(parts.every((m) => !m.text!.includes('Amount paid'))).toBe(true);

    expect((await resend({ split: 'yes' })).status).toBe(400);
    expect((await api.call('POST', `/api/v1/purchases/${purchaseId}/resend-tickets`, { token: (await api.signUp()).token, json: {} })).status).toBe(404);
  });

  it('sends one mail for two taps at once: both are answered, the second asks for nothing new', async () => {
    const matchId = await createMatch(api.database.db);
    const buyer = await api.signUp({ name: 'Double Tap Fan' });
    const { purchaseId } = await bought(buyer, matchId, 2);
    const subjects = async () => (await Promise.all(smtp.mails.filter((m) => m.to.includes(buyer.email)).map((m) => simpleParser(m.raw)))).map((m) => m.subject ?? '');
    const wholeMails = async () => (await subjects()).filter((s) => /^Your tickets/.test(s)).length;
    const before = await wholeMails();
    const resend = (split: boolean) => api.call('POST', `/api/v1/purchases/${purchaseId}/resend-tickets`, { token: buyer.token, json: { split } });

    const taps = await Promise.all([resend(false), resend(false)]);
    expect(taps.map((r) => [r.status, r.body.data])).toEqual([[202, { to: buyer.email, split: false }], [202, { to: buyer.email, split: false }]]);
    const asked = await api.database.db.select().from(schema.outboxEvents).where(eq(schema.outboxEvents.type, 'tickets.resend_requested'));
    expect(asked.filter((e) => (e.payload as { purchaseId: string }).purchaseId === purchaseId)).toHaveLength(1);
    await eventually(async () => (await wholeMails()) === before + 1);

    // Another form is another ask: its two mails come after the first, and still one whole mail.
    expect((await resend(true)).status).toBe(202);
    await eventually(async () => (await subjects()).filter((s) => /^Your ticket \d of 2/.test(s)).length === 2);
    expect(await wholeMails()).toBe(before + 1);
  });
});
