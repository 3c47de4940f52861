import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { transferKey } from '@club/core';
import { schema } from '@club/db';
import { ADMIN, startTestApi, startTestWorker, type TestApi } from '../../test/harness.js';
import { createMatch } from '../../test/fixtures.js';

/**
 * Issue 17, part 2: staff import a bank statement; each credit is matched to open purchases and
 * orders (the reference the payer wrote, else the exact amount inside the payment window, the
 * payer's name when it helps); a sure match is confirmed with no staff action, anything else waits
 * for staff, and importing overlapping files twice changes nothing.
 */
let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let staff: string;
let accountId: string;

beforeAll(async () => {
  api = await startTestApi();
  worker = await startTestWorker(api);
  staff = await api.signIn(ADMIN.email, ADMIN.password);
  // An account of this file's own: no other test file's purchases are paid into it.
  const [bank] = await api.database.db.insert(schema.bankAccounts).values({
    bankName: 'Kasikornbank', bankNameTh: 'ธนาคารกสิกรไทย', accountNumber: '0981234567', accountName: 'Bangkok Thunder FC Statements',
    accountHolderName: 'Somsak Rakdee', accountHolderPosition: 'Finance Manager', accountHolderPositionTh: 'ผู้จัดการฝ่ายการเงิน', promptpayId: '0899999999',
  }).returning();
  accountId = bank!.id;
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
});

const db = () => api.database.db;
const MAPPING = { date: 'Date', time: 'Time', credit: 'Deposit', description: 'Description', payer: 'Payer', reference: null, dateOrder: 'DMY' };

/** A fan (named) buys `quantity` tickets at `priceSatang`, paid into this file's account. */
async function purchase(priceSatang: number, quantity = 1, name = `Fan ${randomUUID().slice(0, 6)}`) {
  const fan = await api.signUp({ name });
  const matchId = await createMatch(db(), { seats: 50, priceSatang, bankAccountId: accountId });
  const bought = (await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity, phone: '0812345678' } })).body.data;
  return { fan, id: bought.id as string, reference: bought.referenceNumber as string, total: bought.totalSatang as number };
}

/** "25/11/2569" and "22:05" as a Thai bank writes a moment (Bangkok time, Buddhist year), `minutes` from now. */
function bangkok(minutes = 0): { date: string; time: string } {
  const t = new Date(Date.now() + minutes * 60_000 + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return { date: `${two(t.getUTCDate())}/${two(t.getUTCMonth() + 1)}/${t.getUTCFullYear() + 543}`, time: `${two(t.getUTCHours())}:${two(t.getUTCMinutes())}` };
}

/** A statement file: a header row and one row per line; `deposit` in baht as the bank writes it. */
function statement(rows: { deposit?: string; withdrawal?: string; description?: string; payer?: string; minutes?: number }[]): Buffer {
  const lines = ['Date,Time,Description,Withdrawal,Deposit,Payer,Balance'];
  for (const r of rows) {
    const { date, time } = bangkok(r.minutes ?? 0);
    lines.push([date, time, r.description ?? 'Transfer', r.withdrawal ?? '', r.deposit ?? '', r.payer ?? '', '100,000.00'].map((v) => `"${v}"`).join(','));
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}
const baht = (satang: number) => (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });

function importFile(file: Buffer, mapping: Record<string, unknown> = MAPPING, account = accountId) {
  const form = new FormData();
  form.append('statement', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'statement.csv');
  form.append('bank_account_id', account);
  form.append('mapping', JSON.stringify(mapping));
  return api.call('POST', '/api/v1/admin/statement-imports', { token: staff, body: form });
}
const linesOf = async (importId: string) =>
  (await api.call('GET', `/api/v1/admin/statement-lines?filter=${encodeURIComponent(JSON.stringify({ import_id: importId }))}&range=[0,99]`, { token: staff })).body.data as {
    id: string; amount_satang: number; description: string | null; status: string; candidates: { reference: string }[]; findings: { code: string }[]; paid_for: { reference: string } | null;
  }[];
const statusOf = async (token: string, id: string) => (await api.call('GET', `/api/v1/purchases/${id}`, { token })).body.data.status as string;

describe('bank statements', () => {
  it('confirms the sure matches with no staff action, explains transfers already confirmed, and leaves the rest to staff', async () => {
    const unique = await purchase(31_337, 3); // ฿940.11, nobody else owes it
    const named = await purchase(20_000, 2); // its reference written in the note, ฿10 short
    const [twinA, twinB] = [await purchase(55_500, 1, 'Anong Srisuk'), await purchase(55_500, 1, 'Preecha Wongsa')];
    const [nameA, nameB] = [await purchase(66_600, 1, 'Kanya Rattanakorn'), await purchase(66_600, 1, 'Somchai Jaidee')];
    // Paid by a slip the bank confirmed a minute ago: its statement line is that transfer, not another fan's of the same amount.
    const bySlip = await purchase(77_700, 1);
    const sameAmountOpen = await purchase(77_700, 1);
    await db().transaction(async (tx) => {
      await tx.update(schema.purchases).set({ status: 'completed', completedAt: new Date() }).where(eq(schema.purchases.id, bySlip.id));
      const transRef = `T${randomUUID().slice(0, 12)}`;
      await tx.insert(schema.bankTransfers).values({ bankCode: '004', transRef, transferKey: transferKey(transRef)!, amountSatang: 77_700, paidAt: new Date(Date.now() - 60_000), source: 'slip', provider: 'slipok', purchaseId: bySlip.id });
    });

    const file = statement([
      { deposit: baht(unique.total), payer: 'MR SOMEONE', minutes: 1 },
      { deposit: baht(named.total - 1000), description: `PromptPay ${named.reference.replace(/-/g, '')}` },
      { deposit: baht(55_500) },
      { deposit: baht(66_600), payer: 'นาย SOMCHAI J' },
      { deposit: baht(77_700), minutes: -1 },
      { deposit: '12,345.67', payer: 'UNKNOWN COMPANY LTD' },
      { withdrawal: '500.00', description: 'Bank fee' },
    ]);
    const res = await importFile(file);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ lines: 6, new_lines: 6, counts: { confirmed: 2, already_paid: 1, ambiguous: 1, flagged: 1, unmatched: 1 } });
    const lines = await linesOf(res.body.data.id);
    const byAmount = (satang: number) => lines.find((l) => l.amount_satang === satang)!;

    expect(await statusOf(unique.fan.token, unique.id)).toBe('completed');
    expect(byAmount(unique.total)).toMatchObject({ status: 'confirmed', paid_for: { reference: unique.reference } });
    const [entry] = await db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entityId, unique.id), eq(schema.auditLog.action, 'purchase.confirmed')));
    expect(entry).toMatchObject({ actorId: null, changes: { source: 'statement' } });

    // Over- and under-payments are flagged, never confirmed.
    expect(byAmount(named.total - 1000)).toMatchObject({ status: 'flagged', findings: [{ code: 'amount_mismatch' }], candidates: [{ reference: named.reference }], paid_for: null });
    expect(await statusOf(named.fan.token, named.id)).toBe('pending');

    const twins = byAmount(55_500);
    expect(twins.status).toBe('ambiguous');
    expect(twins.candidates.map((c) => c.reference).sort()).toEqual([twinA.reference, twinB.reference].sort());
    expect([await statusOf(twinA.fan.token, twinA.id), await statusOf(twinB.fan.token, twinB.id)]).toEqual(['pending', 'pending']);

    // The payer's name tells two of the same amount apart, as banks cut it short.
    expect(byAmount(66_600)).toMatchObject({ status: 'confirmed', paid_for: { reference: nameB.reference } });
    expect(await statusOf(nameA.fan.token, nameA.id)).toBe('pending');

    expect(byAmount(77_700)).toMatchObject({ status: 'already_paid', paid_for: { reference: bySlip.reference } });
    expect(await statusOf(sameAmountOpen.fan.token, sameAmountOpen.id)).toBe('pending');
    expect(byAmount(1_234_567)).toMatchObject({ status: 'unmatched', candidates: [] });

    // The same file again, and an overlapping one with one new line: nothing changes twice.
    const again = await importFile(file);
    expect(again.body.data).toMatchObject({ lines: 6, new_lines: 0 });
    const later = await purchase(41_100, 1);
    const overlap = await importFile(Buffer.concat([file, Buffer.from(statement([{ deposit: baht(later.total), minutes: 2 }]).toString().split('\r\n')[1]! + '\r\n')]));
    expect(overlap.body.data).toMatchObject({ lines: 7, new_lines: 1, counts: { confirmed: 1 } });
    expect(await statusOf(later.fan.token, later.id)).toBe('completed');
    expect(await db().select().from(schema.statementLines).where(eq(schema.statementLines.bankAccountId, accountId))).toHaveLength(7);
  });

  it('never files a line as "already paid" for another fan’s approved purchase; a line naming a rejected purchase goes to staff (issue 29)', async () => {
    // Somchai's purchase was approved by staff 13 minutes ago (no transfer on record); Nok's, of the same ฿750, was rejected.
    const somchai = await purchase(75_000, 1, 'Somchai Jaidee');
    const nok = await purchase(75_000, 1, 'Nok Friend');
    // Another of Somchai's, approved just now: the line of his own money, before the approval, is the payment staff saw.
    const own = await purchase(75_500, 1, 'Somchai Jaidee');
    const approved = (id: string, minutesAgo: number) =>
      db().update(schema.purchases).set({ status: 'completed', completedAt: new Date(Date.now() - minutesAgo * 60_000) }).where(eq(schema.purchases.id, id));
    await approved(somchai.id, 13);
    await approved(own.id, 0);
    await db().update(schema.purchases).set({ status: 'rejected', rejectedAt: new Date(), rejectionReason: 'slip_unreadable' }).where(eq(schema.purchases.id, nok.id));

    const res = await importFile(statement([
      { deposit: '750.00', payer: 'NOK FRIEND', description: `โอนเงิน ${nok.reference}`, minutes: 4 },
      // The same payment with its note column left unmapped: only the amount and time are like Somchai's.
      { deposit: '750.00', payer: 'NOK FRIEND', minutes: 5 },
      { deposit: '755.00', payer: 'MR SOMCHAI J', minutes: -2 },
    ]));
    expect(res.status).toBe(201);
    const lines = await linesOf(res.body.data.id);
    const named = lines.find((l) => l.description?.includes(nok.reference));
    expect(named).toMatchObject({ status: 'flagged', findings: [{ code: 'names_rejected', reference: nok.reference }], paid_for: null });
    const unnamed = lines.find((l) => l.amount_satang === 75_000 && l !== named);
    expect(unnamed).toMatchObject({ status: 'flagged', findings: [{ code: 'approved_unlike', reference: somchai.reference }], paid_for: null, candidates: [{ reference: somchai.reference }] });
    expect(lines.find((l) => l.amount_satang === 75_500)).toMatchObject({ status: 'already_paid', paid_for: { reference: own.reference } });
    expect([await statusOf(nok.fan.token, nok.id), await statusOf(somchai.fan.token, somchai.id)]).toEqual(['rejected', 'completed']);
  });

  it('lets staff assign a waiting line (checked as the bank would be) or dismiss it, once', async () => {
    const [a, b] = [await purchase(88_800), await purchase(88_800)];
    const short = await purchase(99_900);
    const res = await importFile(statement([{ deposit: baht(88_800), minutes: 3 }, { deposit: '1.00', payer: 'A REFUND', minutes: 3 }]));
    const lines = await linesOf(res.body.data.id);
    const twin = lines.find((l) => l.amount_satang === 88_800)!;
    const stranger = lines.find((l) => l.amount_satang === 100)!;

    const wrong = await api.call('POST', `/api/v1/admin/statement-lines/${twin.id}/assign`, { token: staff, json: { reference: short.reference } });
    expect(wrong.status).toBe(409);
    // The finding by its code and values, for the console to word in the reader's language.
    expect(wrong.body.error).toMatchObject({ message: 'Not assigned: the line does not pass the checks for this purchase or order', details: { code: 'amount_mismatch', paidSatang: 88_800, expectedSatang: 99_900 } });
    expect((await api.call('POST', `/api/v1/admin/statement-lines/${twin.id}/assign`, { token: staff, json: { reference: 'TK-NONE-NONE' } })).status).toBe(404);
    // Typed as staff may type it: lower case, spaced.
    const assigned = await api.call('POST', `/api/v1/admin/statement-lines/${twin.id}/assign`, { token: staff, json: { reference: b.reference.toLowerCase().replaceAll('-', ' ') } });
    expect(assigned.body.data).toMatchObject({ status: 'assigned', paid_for: { reference: b.reference } });
    expect([await statusOf(a.fan.token, a.id), await statusOf(b.fan.token, b.id)]).toEqual(['pending', 'completed']);
    const [approval] = await db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entityId, b.id), eq(schema.auditLog.action, 'purchase.approved')));
    expect(approval?.actorId).toBeTruthy();
    expect((await api.call('POST', `/api/v1/admin/statement-lines/${twin.id}/assign`, { token: staff, json: { reference: a.reference } })).status).toBe(409);

    expect((await api.call('POST', `/api/v1/admin/statement-lines/${stranger.id}/dismiss`, { token: staff, json: { note: '' } })).status).toBe(400);
    const dismissed = await api.call('POST', `/api/v1/admin/statement-lines/${stranger.id}/dismiss`, { token: staff, json: { note: 'Refund from a supplier' } });
    expect(dismissed.body.data).toMatchObject({ status: 'dismissed', note: 'Refund from a supplier' });
    expect((await api.call('POST', `/api/v1/admin/statement-lines/${stranger.id}/dismiss`, { token: staff, json: { note: 'again' } })).status).toBe(409);
  });

  it('refuses a file it cannot read whole, naming the line, and imports nothing of it', async () => {
    const before = (await db().select().from(schema.statementLines).where(eq(schema.statementLines.bankAccountId, accountId))).length;
    const bad = Buffer.from(`Date,Time,Description,Withdrawal,Deposit,Payer,Balance\r\n${bangkok().date},10:00,x,,100.00,,\r\n31/02/2569,10:00,x,,200.00,,\r\n`);
    const cases: [string, Promise<Awaited<ReturnType<typeof importFile>>>, number, RegExp][] = [
      ['a date that is none', importFile(bad), 400, /Line 3: "31\/02\/2569 10:00" is not a date/],
      ['an amount that is none', importFile(Buffer.from(`Date,Time,Deposit\r\n${bangkok().date},10:00,abc\r\n`), { ...MAPPING, description: null, payer: null }), 400, /Line 2: "abc" is not an amount/],
      ['a column the file lacks', importFile(bad, { ...MAPPING, credit: 'Credit' }), 400, /no column "Credit"/],
      ['no mapping', importFile(bad, { time: 'Time' }), 400, /date/],
      ['not CSV', importFile(Buffer.from('Date,"unterminated\r\n1,2')), 400, /not a CSV/],
      ['another account', importFile(bad, MAPPING, randomUUID()), 404, /Bank account not found/],
    ];
    for (const [label, sent, status, message] of cases) {
      const res = await sent;
      expect({ label, status: res.status, message: res.body.error?.message }).toMatchObject({ label, status, message: expect.stringMatching(message) });
    }
    expect((await db().select().from(schema.statementLines).where(eq(schema.statementLines.bankAccountId, accountId))).length).toBe(before);
    expect((await api.call('GET', '/api/v1/admin/statement-imports', { token: (await api.signUp()).token })).status).toBe(403);
  });

  it('remembers the mapping of each account, and lists the imports asked for by id', async () => {
    const imported = (await importFile(statement([]))).body.data;
    const listed = await api.call('GET', `/api/v1/admin/statement-imports?filter=${encodeURIComponent(JSON.stringify({ id: [imported.id] }))}`, { token: staff });
    expect(listed.body.data.map((i: { id: string }) => i.id)).toEqual([imported.id]);
    const saved = await api.call('GET', `/api/v1/admin/statement-imports/mapping/${accountId}`, { token: staff });
    expect(saved.body.data.mapping).toMatchObject({ date: 'Date', credit: 'Deposit', dateOrder: 'DMY' });
  });
});
