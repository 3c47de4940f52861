import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { constants, crc32, createDeflate } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_RECEIPT_BYTES, readSignedTicketCode } from '@club/core';
import { awayTeams, schema } from '@club/db';
import { ADMIN, startTestApi, startTestWorker, type TestApi } from '../../test/harness.js';
import { createMatch, createSeasonPurchase, decodeQr, eventually, makeSlip, pngAttachments, receiptForm, seatsLeft, settled } from '../../test/fixtures.js';
import { mailText, startMailServer } from '../../test/mail-server.js';
import { simpleParser } from 'mailparser';
import { pdfPages } from '@club/ticket-files/read-pdf';

let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let smtp: Awaited<ReturnType<typeof startMailServer>>;
let staff: string;

beforeAll(async () => {
  smtp = await startMailServer();
  api = await startTestApi();
  worker = await startTestWorker(api, { SMTP_URL: smtp.url, SWEEP_INTERVAL_MS: '200' });
  staff = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
  await smtp?.close();
});

const buy = (token: string, matchId: string, quantity = 2, phone = '081-234-5678') =>
  api.call('POST', '/api/v1/purchases', { token, json: { matchId, quantity, phone } });
const upload = (token: string, id: string, file: Buffer, name = 'slip.png', type = 'image/png') =>
  api.call('POST', `/api/v1/purchases/${id}/upload-receipt`, { token, body: receiptForm(file, name, type) });
const statusOf = async (token: string, id: string) => (await api.call('GET', `/api/v1/purchases/${id}/status`, { token })).body.data.status as string;
const waitForStatus = (token: string, id: string, status: string) => eventually(async () => (await statusOf(token, id)) === status);

/**
 * A white RGB PNG, written here: its rows deflated as runs take a second for 268 MP, where sharp's
 * encoder took ten. A complete, valid image that any decoder reads to its last row.
 */
async function whitePng(width: number, height: number): Promise<Buffer> {
  const row = Buffer.alloc(1 + width * 3, 0xff);
  row[0] = 0; // the row's filter: none
  const rows = Readable.from((function* () { for (let y = 0; y < height; y++) yield row; })());
  const pixels = await buffer(rows.pipe(createDeflate({ strategy: constants.Z_RLE })));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, RGB, deflate, filter method 0, not interlaced
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

describe('buying tickets', () => {
  it('holds the seats, saves the phone and gives a reference and a 15-minute window', async () => {
    const matchId = await createMatch(api.database.db, { seats: 10, priceSatang: 75_000 });
    const fan = await api.signUp();
    const before = Date.now();
    const res = await buy(fan.token, matchId, 3, '+66 81 234 5678');
    expect(res.status).toBe(201);
    const p = res.body.data;
    expect(p).toMatchObject({ matchId, quantity: 3, unitPrice: 750, totalAmount: 2250, totalSatang: 225_000, status: 'pending', phone: '+66812345678', receiptImageUrl: null });
    expect(p.referenceNumber).toMatch(/^TK-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const window = Date.parse(p.expiresAt) - before;
    expect(window).toBeGreaterThan(14 * 60_000);
    expect(window).toBeLessThan(16 * 60_000);
    expect(await seatsLeft(api.database.db, matchId)).toBe(7);
    expect((await api.call('GET', '/api/v1/users/profile', { token: fan.token })).body.data.phone).toBe('+66812345678');
    const mine = await api.call('GET', `/api/v1/purchases?matchId=${matchId}`, { token: fan.token });
    expect(mine.body.data.map((x: { id: string }) => x.id)).toEqual([p.id]);
  });

  it("carries the account it is paid into (the match's), when bought and when read, so the payment page needs no second request", async () => {
    const matchId = await createMatch(api.database.db, { seats: 10 });
    const fan = await api.signUp();
    const match = (await api.call('GET', `/api/v1/matches/${matchId}`)).body.data;
    expect(match.bankAccount.promptpayId).toMatch(/^\d{10,15}$/);
    const bought = (await buy(fan.token, matchId, 1, '0812345678')).body.data;
    const read = (await api.call('GET', `/api/v1/purchases/${bought.id}`, { token: fan.token })).body.data;
    expect(bought.bankAccount).toEqual(match.bankAccount);
    expect(read.bankAccount).toEqual(match.bankAccount);
  });

  it.each([
    [{ quantity: 0 }, /at least 1/],
    [{ quantity: 11 }, /at most 10/],
    [{ quantity: 'two' }, /quantity/],
    [{ phone: '' }, /Phone number is required for ticket purchase/],
    [{ phone: undefined }, /Phone number is required for ticket purchase/],
    [{ phone: '12345' }, /Invalid phone number/],
  ])('refuses %j with 400 and holds nothing', async (override, message) => {
    const matchId = await createMatch(api.database.db, { seats: 10 });
    const fan = await api.signUp();
    const res = await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity: 2, phone: '0812345678', ...override } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect(await seatsLeft(api.database.db, matchId)).toBe(10);
    expect((await api.call('GET', '/api/v1/purchases/my-tickets', { token: fan.token })).body.data).toEqual([]);
  });

  it('answers 404 for an unknown match and 401 when signed out', async () => {
    const fan = await api.signUp();
    expect((await buy(fan.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await api.call('POST', '/api/v1/purchases', { json: { matchId: await createMatch(api.database.db), quantity: 1, phone: '0812345678' } })).status).toBe(401);
  });

  it('says 409 for a match that has kicked off or was called off, and holds nothing', async () => {
    const fan = await api.signUp();
    const kickedOff = await createMatch(api.database.db, { seats: 10 });
    await api.database.db.update(schema.matches).set({ matchDate: new Date(Date.now() - 60_000) }).where(eq(schema.matches.id, kickedOff));
    const calledOff = await createMatch(api.database.db, { seats: 10 });
    await api.database.db.update(schema.matches).set({ status: 'cancelled' }).where(eq(schema.matches.id, calledOff));
    for (const matchId of [kickedOff, calledOff]) {
      const res = await buy(fan.token, matchId, 1);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toMatch(/no longer on sale/i);
      expect(await seatsLeft(api.database.db, matchId)).toBe(10);
    }
    expect((await api.call('GET', '/api/v1/purchases/my-tickets', { token: fan.token })).body.data).toEqual([]);
  });

  it('says 409 when there are not enough seats, and never sells the last seats twice', async () => {
    const matchId = await createMatch(api.database.db, { seats: 5 });
    const fans = await Promise.all(Array.from({ length: 8 }, () => api.signUp()));
    const tooMany = await buy(fans[0]!.token, matchId, 6);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toMatch(/not enough tickets/i);
    // 24 buyers of one seat race for 5 seats.
    const results = await Promise.all(Array.from({ length: 24 }, (_, i) => buy(fans[i % fans.length]!.token, matchId, 1)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await seatsLeft(api.database.db, matchId)).toBe(0);
    const sold = await api.database.db.select().from(schema.purchases).where(eq(schema.purchases.matchId, matchId));
    expect(sold.reduce((n, p) => n + p.quantity, 0)).toBe(5);
  });

  it('does not count seats of a match with unlimited tickets', async () => {
    const matchId = await createMatch(api.database.db, { seats: 0, unlimited: true });
    const fan = await api.signUp();
    expect((await buy(fan.token, matchId, 10)).status).toBe(201);
    expect(await seatsLeft(api.database.db, matchId)).toBe(0);
  });

  it('hides a purchase from everyone but its owner (404)', async () => {
    const matchId = await createMatch(api.database.db);
    const owner = await api.signUp();
    const other = await api.signUp();
    const { id } = (await buy(owner.token, matchId)).body.data;
    for (const [method, path] of [['GET', `/api/v1/purchases/${id}`], ['GET', `/api/v1/purchases/${id}/status`], ['GET', `/api/v1/purchases/${id}/tickets`], ['DELETE', `/api/v1/purchases/${id}/cancel`]] as const) {
      const res = await api.call(method, path, { token: other.token });
      expect(res.status, path).toBe(404);
    }
    expect((await upload(other.token, id, await makeSlip())).status).toBe(404);
    expect(await statusOf(owner.token, id)).toBe('pending');
  });

  it('cancels a pending purchase once and gives the seats back', async () => {
    const matchId = await createMatch(api.database.db, { seats: 4 });
    const fan = await api.signUp();
    const { id } = (await buy(fan.token, matchId, 3)).body.data;
    const res = await api.call('DELETE', `/api/v1/purchases/${id}/cancel`, { token: fan.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect(await seatsLeft(api.database.db, matchId)).toBe(4);
    const again = await api.call('DELETE', `/api/v1/purchases/${id}/cancel`, { token: fan.token });
    expect(again.status).toBe(409);
    expect(await seatsLeft(api.database.db, matchId)).toBe(4);
  });
});

describe('payment slips', () => {
  it('refuses a file over 5 MB with 413 and a non-image named .jpg with 415', async () => {
    const fan = await api.signUp();
    const { id } = (await buy(fan.token, await createMatch(api.database.db))).body.data;
    const big = await upload(fan.token, id, Buffer.alloc(5_242_881, 1), 'huge.png');
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe('File size exceeds 5MB');
    const fake = await upload(fan.token, id, Buffer.from('%PDF-1.4 this is not a photo of a slip'), 'slip.jpg', 'image/jpeg');
    expect(fake.status).toBe(415);
    expect(fake.body.error.message).toMatch(/Only image files are supported/);
    const none = await api.call('POST', `/api/v1/purchases/${id}/upload-receipt`, { token: fan.token, body: new FormData() });
    expect(none.status).toBe(400);
    const p = (await api.call('GET', `/api/v1/purchases/${id}`, { token: fan.token })).body.data;
    expect(p).toMatchObject({ status: 'pending', receiptImageUrl: null });
  });

  it('accepts one slip, which the worker checks before the purchase turns verifying; a second is 409', async () => {
    const fan = await api.signUp();
    const { id } = (await buy(fan.token, await createMatch(api.database.db))).body.data;
    const res = await upload(fan.token, id, await makeSlip({ format: 'jpeg' }), 'IMG_0001.JPG', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ receiptImageUrl: `/api/v1/purchases/${id}/receipt`, uploadedAt: expect.any(String) });
    await waitForStatus(fan.token, id, 'verifying');
    expect((await upload(fan.token, id, await makeSlip())).status).toBe(409);

    const image = await fetch(`${api.url}/api/v1/purchases/${id}/receipt`, { headers: { authorization: `Bearer ${fan.token}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const other = await api.signUp();
    expect((await fetch(`${api.url}/api/v1/purchases/${id}/receipt`, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);
    expect((await fetch(`${api.url}/api/v1/purchases/${id}/receipt`, { headers: { authorization: `Bearer ${staff}` } })).status).toBe(200);
  });

  it('tells the fan when the image cannot be read, by a code each site words in its language, and takes a new one', async () => {
    const fan = await api.signUp();
    const { id } = (await buy(fan.token, await createMatch(api.database.db))).body.data;
    const broken = Buffer.concat([(await makeSlip()).subarray(0, 200), Buffer.alloc(2000, 7)]);
    expect((await upload(fan.token, id, broken)).status).toBe(201);
    const check = await eventually(async () => {
      const p = (await api.call('GET', `/api/v1/purchases/${id}`, { token: fan.token, headers: { 'accept-language': 'th' } })).body.data;
      return p.receiptCheck?.status === 'unreadable' && p.receiptCheck;
    });
    // The code, not words of one language: the receipt row, the fan's live message and the DTO (Thai reader or not) carry it.
    expect(check).toEqual({ status: 'unreadable', error: 'unreadable_image', bank: null });
    const [row] = await api.database.db.select({ checkError: schema.receipts.checkError }).from(schema.receipts).where(eq(schema.receipts.purchaseId, id));
    expect(row).toEqual({ checkError: 'unreadable_image' });
    const events = await api.database.db.select({ payload: schema.outboxEvents.payload }).from(schema.outboxEvents).where(eq(schema.outboxEvents.type, 'receipt.unreadable'));
    expect(events.map((e) => e.payload)).toContainEqual({ purchaseId: id, userId: fan.id, reason: 'unreadable_image' });
    const staffView = (await api.call('GET', `/api/v1/admin/purchases/${id}`, { token: staff })).body.data;
    expect(staffView.receiptCheck).toMatchObject({ status: 'unreadable', error: 'unreadable_image' });
    expect(await statusOf(fan.token, id)).toBe('pending');
    expect((await upload(fan.token, id, await makeSlip())).status).toBe(201);
    await waitForStatus(fan.token, id, 'verifying');
  });

  it('marks a slip of too many pixels unreadable from its header, small as the file is', async () => {
    // 16383×16383 (268 MP, sharp's own limit) in well under 5 MB: decoding it would take the worker most of a minute.
    const huge = await whitePng(16383, 16383);
    expect(huge.length).toBeLessThan(MAX_RECEIPT_BYTES);
    const fan = await api.signUp();
    const { id } = (await buy(fan.token, await createMatch(api.database.db))).body.data;
    expect((await upload(fan.token, id, huge)).status).toBe(201);
    const check = await eventually(async () => {
      const p = (await api.call('GET', `/api/v1/purchases/${id}`, { token: fan.token })).body.data;
      return p.receiptCheck?.status !== 'pending' && p.receiptCheck;
    });
    expect(check).toMatchObject({ status: 'unreadable', error: 'unreadable_image' });
    expect(await statusOf(fan.token, id)).toBe('pending');
  });

  it('flags a slip used before: the same file, or the same bank transaction in another image', async () => {
    const transRef = `2026${Date.now()}`.slice(0, 20);
    const slip = await makeSlip({ transRef, variant: 1 });
    const fans = await Promise.all([api.signUp(), api.signUp(), api.signUp()]);
    const matchId = await createMatch(api.database.db);
    const ids: string[] = [];
    for (const [i, file] of [slip, slip, await makeSlip({ transRef, variant: 2 })].entries()) {
      const { id } = (await buy(fans[i]!.token, matchId, 1)).body.data;
      expect((await upload(fans[i]!.token, id, file)).status).toBe(201);
      await waitForStatus(fans[i]!.token, id, 'verifying');
      ids.push(id);
    }
    const staffView = async (id: string) => (await api.call('GET', `/api/v1/admin/purchases/${id}`, { token: staff })).body.data.receiptCheck;
    expect(await staffView(ids[0]!)).toMatchObject({ transactionRef: transRef, duplicates: [] });
    expect((await staffView(ids[1]!)).duplicates).toEqual([{ kind: 'purchase', id: ids[0], reason: 'same_file' }]);
    expect((await staffView(ids[2]!)).duplicates).toEqual(expect.arrayContaining([
      { kind: 'purchase', id: ids[0], reason: 'same_transaction' },
      { kind: 'purchase', id: ids[1], reason: 'same_transaction' },
    ]));
    // The fan never sees other people's purchases.
    const fanView = (await api.call('GET', `/api/v1/purchases/${ids[1]}`, { token: fans[1]!.token })).body.data.receiptCheck;
    expect(fanView.duplicates).toBeUndefined();
  });
});

describe('staff decisions', () => {
  it('lists the queue with each buyer and match, oldest slip first, found by reference, buyer name or email', async () => {
    const matchId = await createMatch(api.database.db);
    const [early, late] = [await api.signUp({ name: 'Somsak Early' }), await api.signUp({ name: 'Malee Late' })];
    const ids: string[] = [];
    for (const fan of [early, late]) {
      const { id } = (await buy(fan.token, matchId, 2, '089-999-0000')).body.data;
      await upload(fan.token, id, await makeSlip());
      await waitForStatus(fan.token, id, 'verifying');
      ids.push(id);
    }
    const list = (filter: Record<string, unknown>, sort = '["receiptUploadedAt","ASC"]') =>
      api.call('GET', `/api/v1/admin/purchases?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(sort)}`, { token: staff });
    const queue = await list({ status: 'verifying', matchId });
    expect(queue.body.data.map((p: { id: string }) => p.id)).toEqual(ids);
    const [home] = await api.database.db.select().from(schema.teams).where(eq(schema.teams.isHomeClub, true));
    expect(queue.body.data[0]).toMatchObject({
      buyer: { name: 'Somsak Early', email: early.email, id: expect.any(String) }, phone: '0899990000', totalAmount: 1500,
      matchDetails: { homeTeam: { name: home!.name }, matchDate: expect.any(String) }, receiptUploadedAt: expect.any(String),
    });
    expect((await list({ status: 'verifying', matchId }, '["receiptUploadedAt","DESC"]')).body.data.map((p: { id: string }) => p.id)).toEqual([...ids].reverse());
    expect((await list({ matchId }, '["matchDetails.matchDate","ASC"]')).status).toBe(200);
    const shown = (await api.call('GET', `/api/v1/admin/purchases/${ids[1]}`, { token: staff })).body.data;
    expect(shown).toMatchObject({ buyer: { name: 'Malee Late', email: late.email }, matchDetails: { homeTeam: { name: home!.name } } });
    for (const q of [shown.referenceNumber.toLowerCase(), 'malee late', late.email.toUpperCase()]) {
      expect((await list({ matchId, q })).body.data.map((p: { id: string }) => p.id)).toEqual([ids[1]]);
    }
    expect((await list({ matchId, q: '100%_' })).body.data).toEqual([]);
  });

  it('approves: tickets issued once and mailed once, with one QR per ticket: its signed code, as its page shows it', async () => {
    const fan = await api.signUp({ name: 'Approved Fan' });
    const { id } = (await buy(fan.token, await createMatch(api.database.db), 2)).body.data;
    await upload(fan.token, id, await makeSlip());
    await waitForStatus(fan.token, id, 'verifying');

    const queue = await api.call('GET', `/api/v1/admin/purchases?filter=${encodeURIComponent('{"status":"verifying"}')}`, { token: staff });
    expect(queue.body.data.map((p: { id: string }) => p.id)).toContain(id);

    const approved = await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    const twice = await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toMatch(/already approved/);

    const tickets = await eventually(async () => {
      const list = (await api.call('GET', `/api/v1/purchases/${id}/tickets`, { token: fan.token })).body.data;
      return list.length === 2 && list;
    });
    const mail = await smtp.waitFor(fan.email);
    const codes = await Promise.all(pngAttachments(mail.raw).map(decodeQr));
    expect(codes.map((c) => readSignedTicketCode(c!)?.fields.ticketId).sort()).toEqual(tickets.map((t: { id: string }) => t.id).sort());
    expect(codes.sort()).toEqual(tickets.map((t: { qrContent: string }) => t.qrContent).sort());
    await eventually(async () => (await api.call('GET', `/api/v1/purchases/${id}`, { token: fan.token })).body.data.ticketsEmailedAt);
    await settled(api.database.db, { purchaseId: id });
    expect(smtp.mails.filter((m) => m.to.includes(fan.email))).toHaveLength(1);
    const audit = await api.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, id)).orderBy(schema.auditLog.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'purchase.approved' })]);
  });

  it("puts the match in the fan's calendar: a file attached to the tickets mail and downloadable, replaced (same UID, higher SEQUENCE) when the kick-off moves", async () => {
    const fan = await api.signUp({ name: 'Calendar Fan' });
    const matchId = await createMatch(api.database.db);
    const { id, referenceNumber } = (await buy(fan.token, matchId, 2)).body.data;
    const ics = (token: string, lang = 'en') => api.call('GET', `/api/v1/purchases/${id}/tickets.ics`, { token, headers: { 'accept-language': lang } });
    expect((await ics(fan.token)).status).toBe(409);
    await upload(fan.token, id, await makeSlip());
    await waitForStatus(fan.token, id, 'verifying');
    await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff });

    const mail = await simpleParser((await smtp.waitFor(fan.email)).raw);
    const attached = mail.attachments.find((a) => a.contentType === 'text/calendar');
    expect(attached?.filename).toBe(`${referenceNumber}.ics`);
    const [match] = await api.database.db.select().from(schema.matches).where(eq(schema.matches.id, matchId));
    const utc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const inMail = attached!.content.toString();
    expect(inMail).toContain(`UID:purchase-${id}@`);
    expect(inMail).toContain(`DTSTART:${utc(match!.matchDate)}`);
    expect(inMail).toContain('SEQUENCE:0');
    expect(inMail).toContain('TRIGGER:-PT3H');

    const downloaded = await ics(fan.token, 'th');
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(downloaded.body).toContain(`UID:purchase-${id}@`);
    expect(downloaded.body).toMatch(/SUMMARY:.* พบ /);
    expect((await ics((await api.signUp()).token)).status).toBe(404);

    // The kick-off moves (the console, or the feed): the next file replaces the event.
    const later = new Date(match!.matchDate.getTime() + 86_400_000);
    await api.database.db.update(schema.matches).set({ matchDate: later }).where(eq(schema.matches.id, matchId));
    const moved = (await ics(fan.token)).body as string;
    expect(moved).toContain(`UID:purchase-${id}@`);
    expect(moved).toContain('SEQUENCE:1');
    expect(moved).toContain(`DTSTART:${utc(later)}`);
  });

  it('mails the tickets as a PDF, a page per ticket whose QR code decodes, and serves it to its owner in their language', async () => {
    const fan = await api.signUp({ name: 'Paper Fan' });
    const matchId = await createMatch(api.database.db);
    const { id, referenceNumber } = (await buy(fan.token, matchId, 3)).body.data;
    const pdf = (token: string, lang = 'en') => api.call('GET', `/api/v1/purchases/${id}/tickets.pdf`, { token, headers: { 'accept-language': lang } });
    expect((await pdf(fan.token)).status).toBe(409);
    await upload(fan.token, id, await makeSlip());
    await waitForStatus(fan.token, id, 'verifying');
    await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff });

    const mail = await simpleParser((await smtp.waitFor(fan.email)).raw);
    const attached = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(attached?.filename).toBe(`${referenceNumber}.pdf`);
    const tickets = (await api.call('GET', `/api/v1/purchases/${id}/tickets`, { token: fan.token })).body.data as { qrContent: string }[];
    expect(pdfPages(attached!.content)).toEqual(tickets.map((t) => ({ qr: t.qrContent, text: expect.stringContaining('Paper Fan') })));

    const downloaded = await fetch(`${api.url}/api/v1/purchases/${id}/tickets.pdf`, { headers: { authorization: `Bearer ${fan.token}`, 'accept-language': 'th' } });
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe('application/pdf');
    expect(downloaded.headers.get('content-disposition')).toBe(`attachment; filename="${referenceNumber}.pdf"`);
    const pages = pdfPages(Buffer.from(await downloaded.arrayBuffer()));
    expect(pages.map((p) => p.qr)).toEqual(tickets.map((t) => t.qrContent));
    expect(pages[0]!.text).toMatch(/ใบที่ 1 จาก 3/);
    expect((await pdf((await api.signUp()).token)).status).toBe(404);
  });

  it("mails and serves a season pass's files: a calendar event per covered match, a PDF page per ticket printing its own match", async () => {
    const fan = await api.signUp({ name: 'Season Fan' });
    const { purchaseId: id, matchIds } = await createSeasonPurchase(api.database.db, fan.id);
    const tickets = (await api.database.db.select().from(schema.tickets).where(eq(schema.tickets.purchaseId, id)))
      .sort((a, b) => matchIds.indexOf(a.matchId) - matchIds.indexOf(b.matchId));
    const matches = await Promise.all(matchIds.map(async (matchId) => (await api.database.db.select({ matchDate: schema.matches.matchDate, awayTeam: awayTeams })
      .from(schema.matches).innerJoin(awayTeams, eq(awayTeams.id, schema.matches.awayTeamId)).where(eq(schema.matches.id, matchId)))[0]!));
    const utc = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const events = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('BEGIN:VEVENT').slice(1);

    const mail = await simpleParser((await smtp.waitFor(fan.email)).raw);
    expect(events(mail.attachments.find((a) => a.contentType === 'text/calendar')!.content.toString())).toHaveLength(3);
    expect(pdfPages(mail.attachments.find((a) => a.contentType === 'application/pdf')!.content)).toHaveLength(3);

    const ics = await api.call('GET', `/api/v1/purchases/${id}/tickets.ics`, { token: fan.token, headers: { 'accept-language': 'th' } });
    expect(ics.status).toBe(200);
    const calendar = events(ics.body);
    expect(calendar).toHaveLength(3);
    matchIds.forEach((matchId, i) => {
      expect(calendar[i]).toContain(`UID:purchase-${id}-match-${matchId}@`);
      expect(calendar[i]).toContain(`DTSTART:${utc(matches[i]!.matchDate)}`);
      expect(calendar[i]).toContain(`พบ ${matches[i]!.awayTeam.nameTh}`);
    });

    const downloaded = await fetch(`${api.url}/api/v1/purchases/${id}/tickets.pdf`, { headers: { authorization: `Bearer ${fan.token}`, 'accept-language': 'en' } });
    expect(downloaded.status).toBe(200);
    const pages = pdfPages(Buffer.from(await downloaded.arrayBuffer()));
    expect(pages.map((p) => readSignedTicketCode(p.qr!)?.fields.ticketId)).toEqual(tickets.map((t) => t.id));
    pages.forEach((page, i) => {
      expect(page.text.replace(/\s+/g, ' ')).toContain(`vs ${matches[i]!.awayTeam.name}`);
      expect(page.text).toContain('Riverside Season Pass · 2026/27');
    });
  });

  it('rejects with a preset reason and a note, releasing the seats, and mails the fan in their language with the page to send a new slip', async () => {
    const matchId = await createMatch(api.database.db, { seats: 6 });
    const fan = await api.signUp({ name: 'Nok' });
    await api.database.db.update(schema.users).set({ preferredLanguage: 'th' }).where(eq(schema.users.id, fan.id));
    const { id, referenceNumber } = (await buy(fan.token, matchId, 2)).body.data;
    await upload(fan.token, id, await makeSlip());
    await waitForStatus(fan.token, id, 'verifying');
    expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: fan.token })).status).toBe(403);
    expect(await seatsLeft(api.database.db, matchId)).toBe(4);

    const rejected = await api.call('POST', `/api/v1/admin/purchases/${id}/reject`, { token: staff, json: { reason: 'amount_wrong', note: 'Slip shows ฿150, not ฿1,500' } });
    expect(rejected.status).toBe(200);
    const p = (await api.call('GET', `/api/v1/purchases/${id}`, { token: fan.token })).body.data;
    expect(p).toMatchObject({ status: 'rejected', rejectionReason: 'amount_wrong', rejectionNote: 'Slip shows ฿150, not ฿1,500', rejectedAt: expect.any(String) });
    expect(await seatsLeft(api.database.db, matchId)).toBe(6);
    expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff })).status).toBe(409);

    const mail = await mailText((await smtp.waitFor(fan.email)).raw);
    expect(mail.subject).toBe(`การชำระเงินของ ${referenceNumber} ไม่ผ่านการตรวจสอบ — กรุณาส่งสลิปใหม่`);
    expect(mail.text).toContain('เหตุผล: ยอดเงินในสลิปไม่ตรงกับยอดที่ต้องชำระ');
    expect(mail.text).toContain('หมายเหตุจากเจ้าหน้าที่: Slip shows ฿150, not ฿1,500');
    expect(mail.text).toMatch(new RegExp(`https?://[^\\s]+/ticket/${id}`));
    const audit = await api.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, id));
    expect(audit).toEqual([expect.objectContaining({ action: 'purchase.rejected', changes: { status: ['verifying', 'rejected'], reason: 'amount_wrong', note: 'Slip shows ฿150, not ฿1,500' } })]);
  });

  it.each([
    [{}, 'Choose one of the reasons'],
    [{ reason: 'The amount on the slip is wrong' }, 'Choose one of the reasons'],
    [{ reason: 'other' }, 'Write a note for the fan when the reason is "Other"'],
    [{ reason: 'amount_wrong', note: 'x'.repeat(501) }, 'The note is at most 500 characters'],
  ])('refuses a rejection of %j with 400, deciding nothing', async (json, message) => {
    const fan = await api.signUp();
    const { id } = (await buy(fan.token, await createMatch(api.database.db), 1)).body.data;
    await upload(fan.token, id, await makeSlip());
    await waitForStatus(fan.token, id, 'verifying');
    const res = await api.call('POST', `/api/v1/admin/purchases/${id}/reject`, { token: staff, json });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: { message: expect.stringContaining(message) } });
    expect(await statusOf(fan.token, id)).toBe('verifying');
  });

  it('lets only one of two staff members decide the same slip', async () => {
    const fan = await api.signUp();
    const { id } = (await buy(fan.token, await createMatch(api.database.db), 1)).body.data;
    await upload(fan.token, id, await makeSlip());
    await waitForStatus(fan.token, id, 'verifying');
    const [a, b] = await Promise.all([
      api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff }),
      api.call('POST', `/api/v1/admin/purchases/${id}/reject`, { token: staff, json: { reason: 'amount_wrong' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });
});

describe('the payment window', () => {
  it('expires an unpaid purchase and gives its seats back, but never a verifying one', async () => {
    const matchId = await createMatch(api.database.db, { seats: 5 });
    const fan = await api.signUp();
    const unpaid = (await buy(fan.token, matchId, 2)).body.data.id;
    const paid = (await buy(fan.token, matchId, 1)).body.data.id;
    await upload(fan.token, paid, await makeSlip());
    await waitForStatus(fan.token, paid, 'verifying');
    expect(await seatsLeft(api.database.db, matchId)).toBe(2);

    await api.database.db.update(schema.purchases).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.purchases.matchId, matchId));
    await waitForStatus(fan.token, unpaid, 'expired');
    expect(await seatsLeft(api.database.db, matchId)).toBe(4);
    // Both were due at once: the sweep that expired the unpaid one looked at this one in the same transaction.
    expect(await statusOf(fan.token, paid)).toBe('verifying');
  });

  it('still takes a slip for an expired purchase, and approving it takes the seats again', async () => {
    const matchId = await createMatch(api.database.db, { seats: 3 });
    const fan = await api.signUp();
    const { id } = (await buy(fan.token, matchId, 2)).body.data;
    await api.database.db.update(schema.purchases).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.purchases.id, id));
    await waitForStatus(fan.token, id, 'expired');
    expect(await seatsLeft(api.database.db, matchId)).toBe(3);
    expect((await upload(fan.token, id, await makeSlip())).status).toBe(201);
    await waitForStatus(fan.token, id, 'verifying');
    expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff })).status).toBe(200);
    expect(await seatsLeft(api.database.db, matchId)).toBe(1);
  });
  it('takes a new slip for a rejected purchase: back to staff with its seats taken again, the rejected slip replaced', async () => {
    const matchId = await createMatch(api.database.db, { seats: 3 });
    const fan = await api.signUp();
    const { id } = (await buy(fan.token, matchId, 2)).body.data;
    await upload(fan.token, id, await makeSlip({ variant: 1 }));
    await waitForStatus(fan.token, id, 'verifying');
    await api.call('POST', `/api/v1/admin/purchases/${id}/reject`, { token: staff, json: { reason: 'slip_unreadable' } });
    expect(await seatsLeft(api.database.db, matchId)).toBe(3);

    expect((await upload(fan.token, id, await makeSlip({ variant: 2 }))).status).toBe(201);
    expect(await statusOf(fan.token, id)).toBe('verifying');
    expect(await seatsLeft(api.database.db, matchId)).toBe(1);
    const p = (await api.call('GET', `/api/v1/purchases/${id}`, { token: fan.token })).body.data;
    expect(p).toMatchObject({ rejectionReason: null, rejectionNote: null, rejectedAt: null });
    expect(await api.database.db.select().from(schema.receipts).where(eq(schema.receipts.purchaseId, id))).toHaveLength(1);
    await settled(api.database.db, { purchaseId: id });
    // Approved: the seats it holds are not taken a second time.
    expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff })).status).toBe(200);
    expect(await seatsLeft(api.database.db, matchId)).toBe(1);
  });

  it('takes another slip when the new slip of a rejected purchase cannot be read', async () => {
    const fan = await api.signUp();
    const { id } = (await buy(fan.token, await createMatch(api.database.db, { seats: 4 }), 1)).body.data;
    await upload(fan.token, id, await makeSlip({ variant: 5 }));
    await waitForStatus(fan.token, id, 'verifying');
    await api.call('POST', `/api/v1/admin/purchases/${id}/reject`, { token: staff, json: { reason: 'amount_wrong' } });
    expect((await upload(fan.token, id, Buffer.concat([(await makeSlip()).subarray(0, 200), Buffer.alloc(2000, 7)]))).status).toBe(201);
    await eventually(async () => (await api.call('GET', `/api/v1/purchases/${id}`, { token: fan.token })).body.data.receiptCheck?.status === 'unreadable');
    expect((await upload(fan.token, id, await makeSlip({ variant: 6 }))).status).toBe(201);
    await eventually(async () => (await api.call('GET', `/api/v1/purchases/${id}`, { token: fan.token })).body.data.receiptCheck?.status === 'accepted');
    expect(await statusOf(fan.token, id)).toBe('verifying');
    // A readable slip is kept: a third is refused.
    expect((await upload(fan.token, id, await makeSlip({ variant: 7 }))).status).toBe(409);
  });

  it('refuses a new slip for a rejected purchase whose seats are gone, in the reader\'s language, changing nothing', async () => {
    const matchId = await createMatch(api.database.db, { seats: 2 });
    const fan = await api.signUp();
    const { id } = (await buy(fan.token, matchId, 2)).body.data;
    await upload(fan.token, id, await makeSlip({ variant: 3 }));
    await waitForStatus(fan.token, id, 'verifying');
    await api.call('POST', `/api/v1/admin/purchases/${id}/reject`, { token: staff, json: { reason: 'transfer_not_found' } });
    const other = await api.signUp();
    expect((await buy(other.token, matchId, 1)).status).toBe(201);
    const [before] = await api.database.db.select().from(schema.receipts).where(eq(schema.receipts.purchaseId, id));

    const refused = await api.call('POST', `/api/v1/purchases/${id}/upload-receipt`, { token: fan.token, body: receiptForm(await makeSlip({ variant: 4 })), headers: { 'accept-language': 'th' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/ที่นั่งของรายการนี้ถูกขายไปแล้ว/);
    const p = (await api.call('GET', `/api/v1/purchases/${id}`, { token: fan.token })).body.data;
    expect(p).toMatchObject({ status: 'rejected', rejectionReason: 'transfer_not_found' });
    expect(await seatsLeft(api.database.db, matchId)).toBe(1);
    expect(await api.database.db.select().from(schema.receipts).where(eq(schema.receipts.purchaseId, id))).toEqual([before]);
  });
});
