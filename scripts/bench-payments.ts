/**
 * `npm run bench:payments [-- --fans 400 --latency 700 --rate 5 --concurrency 16]`
 *
 * A sale day of payments against the real PostgreSQL and Redis: the product (`npm start`'s server,
 * with its worker) in a child process on a fresh, seeded database, asking the local fake of SlipOK
 * (this process, answering after `--latency` ms as the real service takes a moment) about every
 * slip. This process plays the fans, the banks and staff's statement import:
 *  - genuine slips (ticket purchases and store orders), each a transfer the fake bank knows, and
 *    genuine payers whose photo of the slip is too blurred for its mini-QR (the statement pays them);
 *  - slips for the wrong amount, slips of a transfer already used, slips paid to another account,
 *    edited images whose mini-QR cannot be read;
 *  - payers who only appear on the bank statement (half wrote their reference in the note; the
 *    others are told apart by their name), imported once the slips have settled, with every other
 *    credit of the day on the same statement;
 *  - bill payments the bank confirms by callback.
 * Prints the share of genuine payments confirmed with no staff action (goal ≥ 95 %), false
 * confirmations (must be 0), p50/p95 from slip upload to confirmed (goal p95 ≤ 10 s), and what is
 * left for staff. A benchmark, not a test: it exits 0 when goals are missed (1 when it could not measure).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Queue, type Job } from 'bullmq';
import pg from 'pg';
import { referenceKey } from '@club/core';
import { productSearchWords } from '@club/db';
import { startFakeSlipVerifier } from '@club/slip-verifier-fake';
import { makeSlip, receiptForm } from '../api/src/test/fixtures.js';
import { createScratchDatabase, freePort } from '../api/src/test/scratch.js';
import { bankSignature, SIGNATURE_HEADER } from '../api/src/modules/payments/bank-callback.js';
import { startServerProcess } from './bench-support.js';

const { values } = parseArgs({
  options: {
    fans: { type: 'string', default: '400' },
    latency: { type: 'string', default: '700' },
    concurrency: { type: 'string', default: '16' },
    rate: { type: 'string', default: '5' },
  },
});
const FANS = Number(values.fans);
const LATENCY = Number(values.latency);
const CONCURRENCY = Number(values.concurrency);
/** Slips and callbacks per second, spread as a sale day's peak brings them; 0: all at once. */
const RATE = Number(values.rate);
const KEY = 'bench-slip-key';
const BRANCH = '4242';
const SECRET = 'bench-bank-callback-secret-0123456789';
const BILLER = '010555000042001';
const ADMIN = { email: 'bench-admin@club.test', password: 'Bench-admin-password-9876' };

/** What each fan does, and whether their payment is genuine (they paid the right amount to the club). */
const KINDS = [
  ['slip', 0.43, true], ['order slip', 0.08, true], ['blurry slip', 0.03, true], ['statement only', 0.12, true], ['callback', 0.12, true],
  ['wrong amount', 0.06, false], ['reused slip', 0.06, false], ['other account', 0.05, false], ['no mini-QR', 0.05, false],
] as const;
type Kind = (typeof KINDS)[number][0];

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');
console.log(`machine load average (1 / 5 / 15 min, ${os.cpus().length} CPUs) at start: ${load()}`);

const fake = await startFakeSlipVerifier({ key: KEY, branch: BRANCH, latencyMs: LATENCY });
const scratch = await createScratchDatabase('club_bench_payments');
const port = await freePort();
const PREFIX = `bench-pay-${port}`;
const base = `http://127.0.0.1:${port}`;
let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
const db = new pg.Client({ connectionString: scratch.url });
db.on('error', () => {});

/** At most `n` at once, in order of arrival, and (with `perSecond`) none before its time. */
async function inTurns<T>(items: T[], n: number, work: (item: T, i: number) => Promise<void>, perSecond = 0): Promise<void> {
  let next = 0;
  const start = Date.now();
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < items.length) {
      const i = next++;
      const due = perSecond ? start + (i * 1000) / perSecond - Date.now() : 0;
      if (due > 0) await new Promise((r) => setTimeout(r, due));
      await work(items[i]!, i);
    }
  }));
}
const call = async (method: string, path: string, token: string | null, body?: unknown) => {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }), origin: base },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as { data: any; token?: string; user?: { id: string } };
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
/** "25/11/2026" and "22:05" in Bangkok time. */
const bangkok = (at: Date) => {
  const t = new Date(at.getTime() + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return [`${two(t.getUTCDate())}/${two(t.getUTCMonth() + 1)}/${t.getUTCFullYear()}`, `${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`];
};

/**
 * Where the time from slip upload to confirmed went, from the receipts queue's finished jobs (the
 * worker returns its timings) and the receipts' upload times: the outbox relay, the wait in the
 * queue, the check's parts, the bank check's wait, the verifier and the confirmation. Also how fast
 * slips were checked, and what the tickets and email queues did meanwhile on the same process.
 */
async function whereTheTimeWent(startedAt: number): Promise<string> {
  const queue = (name: string) => new Queue(name, { prefix: PREFIX, connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } });
  const receiptsQueue = queue('receipts');
  const jobs = (await receiptsQueue.getJobs(['completed'], 0, 5000)) as Job<{ receiptId: string }>[];
  const others = await Promise.all(['tickets', 'email'].map(async (name) => {
    const q = queue(name);
    const done = await q.getJobs(['completed'], 0, 5000);
    await q.close();
    const inWindow = done.filter((j) => (j.processedOn ?? 0) >= startedAt);
    return `${name} ${inWindow.length} jobs, ${(inWindow.reduce((t, j) => t + (j.finishedOn! - j.processedOn!), 0) / 1000).toFixed(1)} s of job time`;
  }));
  await receiptsQueue.close();
  const { rows } = await db.query<{ id: string; uploaded: number; confirmed: number | null }>(`
    select r.id, extract(epoch from r.uploaded_at) * 1000 as uploaded, extract(epoch from coalesce(p.completed_at, o.paid_at)) * 1000 as confirmed
    from receipts r left join purchases p on p.id = r.purchase_id left join orders o on o.id = r.order_id where r.bank_check = 'confirmed'`);
  const check = new Map(jobs.filter((j) => j.name === 'check').map((j) => [j.data.receiptId, j]));
  const bank = new Map(jobs.filter((j) => j.name === 'bank-check').map((j) => [j.data.receiptId, j]));
  const parts: Record<string, number[]> = {};
  const add = (part: string, ms: number) => (parts[part] ??= []).push(ms);
  for (const r of rows) {
    const c = check.get(r.id);
    const b = bank.get(r.id);
    if (!c?.returnvalue || !b?.returnvalue) continue;
    const t = c.returnvalue as Record<string, number>;
    add('relay to receipts queue', c.timestamp - r.uploaded);
    add('wait in queue (check)', c.processedOn! - c.timestamp);
    add('  load receipt + original', t.loadMs!);
    add('  wait for a decode slot', t.slotMs!);
    add('  decode + clean JPEG + thumbnail', t.decodeMs!);
    add('  scale for QR', t.scaleMs!);
    add('  jsQR', t.qrMs!);
    add('  store + duplicates + save', t.saveMs!);
    add('relay to bank check', b.timestamp - c.finishedOn!);
    add('wait in queue (bank check)', b.processedOn! - b.timestamp);
    add('  verifier call', (b.returnvalue as { verifyMs: number }).verifyMs);
    add('  confirmation', (b.returnvalue as { confirmMs: number }).confirmMs);
    if (r.confirmed) add('total (upload to confirmed)', r.confirmed - r.uploaded);
  }
  const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
  const lines = Object.entries(parts).map(([part, ms]) => {
    const s = sorted(ms);
    return `| ${part} | ${(percentile(s, 50) / 1000).toFixed(2)} | ${(percentile(s, 95) / 1000).toFixed(2)} | ${(ms.reduce((a, b) => a + b, 0) / ms.length / 1000).toFixed(2)} |`;
  });
  const checks = [...check.values()].filter((j) => j.finishedOn);
  const first = Math.min(...checks.map((j) => j.timestamp));
  const last = Math.max(...checks.map((j) => j.finishedOn!));
  const tries = checks.map((j) => (j.returnvalue as { qrTries?: number } | null)?.qrTries ?? 0);
  return [
    `\nwhere the time went (${rows.length} confirmed slips; seconds):\n`,
    '| part | p50 | p95 | mean |\n|---|--:|--:|--:|',
    ...lines,
    `\nslip checks: ${checks.length} in ${((last - first) / 1000).toFixed(1)} s = ${((1000 * checks.length) / (last - first)).toFixed(1)} a second; QR sizes tried: ${tries.filter((n) => n === 1).length} once, ${tries.filter((n) => n === 2).length} twice`,
    `meanwhile on the same process: ${others.join('; ')}`,
  ].join('\n');
}

try {
  server = await startServerProcess({
    DATABASE_URL: scratch.url, PORT: String(port), QUEUE_PREFIX: PREFIX, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password,
    SLIP_VERIFIER: 'slipok', SLIP_VERIFIER_URL: `${fake.url}/api/line/apikey`, SLIP_VERIFIER_KEY: KEY, SLIP_VERIFIER_BRANCH: BRANCH, BANK_CALLBACK_SECRET: SECRET,
  });
  await db.connect();

  // The day's matches: one paid into the seeded account (slips, statements), one into an account with a biller id (bill payments).
  const { rows: [club] } = await db.query<{ id: string; account: string; name: string }>('select id, account_number as account, account_name as name from bank_accounts where for_merchandise limit 1');
  const { rows: [billed] } = await db.query<{ id: string }>(`insert into bank_accounts (bank_name, bank_name_th, account_number, account_name, account_holder_name, account_holder_position, account_holder_position_th, promptpay_id, biller_id)
    values ('Siam Commercial Bank', 'ธนาคารไทยพาณิชย์', '4059990001', 'Bangkok Thunder FC Bills', 'Somsak Rakdee', 'Finance Manager', 'ผู้จัดการฝ่ายการเงิน', '0812345678', $1) returning id`, [BILLER]);
  // Each sells one zone (bought without naming it): the Riverside Arena's, whatever zones the club's stadium has.
  const newMatch = async (account: string) => {
    const id = (await db.query<{ id: string }>(`insert into matches (home_team_id, away_team_id, venue_id, bank_account_id, match_date, league, league_th)
      select home_team_id, away_team_id, (select venue_id from venue_zones group by venue_id having count(*) = 1 limit 1), $1, now() + interval '10 days', league, league_th
      from matches where status = 'scheduled' limit 1 returning id`, [account])).rows[0]!.id;
    await db.query(`insert into match_zones (match_id, zone_id, price_satang) select m.id, z.id, 75000 from matches m join venue_zones z on z.venue_id = m.venue_id where m.id = $1`, [id]);
    // Its 100,000 places in the zone's 8 shards.
    await db.query(`insert into match_zone_shards (match_id, zone_id, shard, available) select match_id, zone_id, s, 12500 from match_zones, generate_series(0, 7) s where match_id = $1`, [id]);
    return id;
  };
  const slipMatch = await newMatch(club!.id);
  const billMatch = await newMatch(billed!.id);
  const { rows: [product] } = await db.query<{ id: string }>(`insert into products (sku, category_id, name, name_th, search_words, price_satang, stock_quantity)
    select 'BENCH-PAY', (select id from categories limit 1), 'Thunder Scarf', 'ผ้าพันคอธันเดอร์', $1, 39000, 100000 returning id`,
    [productSearchWords({ name: 'Thunder Scarf', nameTh: 'ผ้าพันคอธันเดอร์' })]);
  const [pickup] = (await call('GET', '/api/v1/shipping/methods', null)).data.filter((m: { type: string }) => m.type === 'pickup');
  const [place] = (await call('GET', '/api/v1/shipping/pickup-locations', null)).data;

  // Who does what.
  const kinds: Kind[] = [];
  for (const [kind, share] of KINDS) for (let i = 0; i < Math.round(share * FANS); i++) kinds.push(kind);
  console.log(`\n${kinds.length} fans: ${KINDS.map(([k]) => `${kinds.filter((x) => x === k).length} ${k}`).join(', ')}; the fake answers after ${LATENCY} ms; slips and callbacks arrive ${RATE ? `${RATE} a second` : 'all at once'}`);

  interface Payment { kind: Kind; token: string; name: string; target: 'purchase' | 'order'; id: string; reference: string; totalSatang: number; transRef?: string; paidAt?: Date }
  const payments: Payment[] = [];
  await inTurns(kinds, CONCURRENCY, async (kind, i) => {
    const name = `Fan${i} Surname${i}`;
    const signed = await call('POST', '/api/v1/auth/sign-up/email', null, { email: `pay-${i}-${randomUUID().slice(0, 6)}@club.test`, password: 'bench-password-123', name });
    const token = signed.token!;
    if (kind === 'order slip') {
      await call('POST', '/api/v1/cart/add', token, { product_id: product!.id, quantity: 1 + (i % 3) });
      const { order } = (await call('POST', '/api/v1/orders/create-from-cart', token, { shipping_method_id: pickup.id, pickup_location_id: place.id, notes: null })).data;
      payments[i] = { kind, token, name, target: 'order', id: order.id, reference: order.order_number, totalSatang: order.total_satang };
      return;
    }
    const bought = (await call('POST', '/api/v1/purchases', token, { matchId: kind === 'callback' ? billMatch : slipMatch, quantity: 1 + (i % 4), phone: '0812345678' })).data;
    payments[i] = { kind, token, name, target: 'purchase', id: bought.id, reference: bought.referenceNumber, totalSatang: bought.totalSatang };
  });

  // The fake bank's ledger: what each fan really transferred.
  const transfer = (p: Payment, amountSatang: number, to: string) => {
    const transRef = `BNK${randomUUID().replace(/-/g, '').slice(0, 18).toUpperCase()}`;
    const paidAt = new Date();
    fake.addTransfer({ transRef, sendingBank: '004', amount: amountSatang / 100, receiverAccount: to, receiverName: club!.name, senderName: p.name, date: paidAt.toISOString() });
    Object.assign(p, { transRef, paidAt });
    return transRef;
  };
  const genuineSlips = payments.filter((p) => p.kind === 'slip');
  for (const p of payments) {
    if (p.kind === 'slip' || p.kind === 'order slip' || p.kind === 'blurry slip' || p.kind === 'statement only') transfer(p, p.totalSatang, club!.account);
    if (p.kind === 'wrong amount') transfer(p, p.totalSatang - 5000, club!.account);
    if (p.kind === 'other account') transfer(p, p.totalSatang, '7770001112');
  }
  // A reused slip is another picture of a genuine fan's transfer, sent for a purchase of the same amount.
  for (const p of payments.filter((x) => x.kind === 'reused slip')) p.transRef = genuineSlips.find((g) => g.totalSatang === p.totalSatang)?.transRef ?? genuineSlips[0]!.transRef;

  // The slips come in.
  const slipKinds: Kind[] = ['slip', 'order slip', 'blurry slip', 'wrong amount', 'reused slip', 'other account', 'no mini-QR'];
  const started = Date.now();
  const slipCount = payments.filter((p) => slipKinds.includes(p.kind)).length;
  await inTurns(payments.filter((p) => slipKinds.includes(p.kind)), CONCURRENCY, async (p, i) => {
    const slip = await makeSlip({ transRef: p.kind === 'no mini-QR' || p.kind === 'blurry slip' ? undefined : p.transRef, variant: i });
    await call('POST', p.target === 'purchase' ? `/api/v1/purchases/${p.id}/upload-receipt` : `/api/v1/orders/${p.id}/payment-receipt`, p.token, receiptForm(slip));
  }, RATE);
  const slipsSent = (Date.now() - started) / 1000;
  // The bank confirms the bill payments.
  await inTurns(payments.filter((p) => p.kind === 'callback'), CONCURRENCY, async (p) => {
    const body = JSON.stringify({
      transactionId: `SCB${randomUUID().replace(/-/g, '').slice(0, 20)}`, amount: (p.totalSatang / 100).toFixed(2), transactionDateandTime: new Date().toISOString(),
      currencyCode: '764', sendingBankCode: '014', payeeProxyType: 'BILLERID', payeeProxyId: BILLER, billPaymentRef1: referenceKey(p.reference), payerName: p.name.toUpperCase(),
    });
    const t = Math.floor(Date.now() / 1000);
    const res = await fetch(`${base}/api/v1/payments/bank-callback`, { method: 'POST', body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: `t=${t},v1=${bankSignature(SECRET, t, body)}` } });
    if (!res.ok) throw new Error(`callback: ${res.status} ${await res.text()}`);
  }, RATE);
  const sent = (Date.now() - started) / 1000;
  console.log(`${slipCount} slips sent in ${slipsSent.toFixed(1)} s (${(slipCount / slipsSent).toFixed(1)} a second), the callbacks by ${sent.toFixed(1)} s; machine load ${load()}`);
  // Every slip read and checked with the bank.
  for (let waited = 0; ; waited += 500) {
    const { rows: [open] } = await db.query<{ n: number }>("select count(*)::int as n from receipts where check_status = 'pending' or bank_check = 'checking'");
    if (!open!.n) break;
    if (waited > 600_000) throw new Error(`${open!.n} slips still being checked after 10 minutes`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const settled = (Date.now() - started) / 1000;
  const stages = await whereTheTimeWent(started);

  // Staff import the day's statement: every credit into the club's account, the statement-only payers among them.
  const staff = (await call('POST', '/api/v1/auth/sign-in/email', null, ADMIN)).token!;
  const credits = payments.filter((p) => p.paidAt && p.kind !== 'reused slip');
  const csv = ['Date,Time,Description,Withdrawal,Deposit,Payer'];
  credits.forEach((p, i) => {
    const [date, time] = bangkok(p.paidAt!);
    const amount = p.kind === 'wrong amount' ? p.totalSatang - 5000 : p.totalSatang;
    // Half the statement-only payers wrote their reference in the transfer's note.
    const note = p.kind === 'statement only' && i % 2 === 0 ? `PromptPay ${p.reference}` : 'PromptPay transfer';
    if (p.kind !== 'other account') csv.push([date, time, note, '', (amount / 100).toFixed(2), `MR ${p.name.toUpperCase().split(' ')[0]} ${p.name.toUpperCase().split(' ')[1]![0]}`].map((v) => `"${v}"`).join(','));
  });
  const form = new FormData();
  form.append('statement', new Blob([csv.join('\r\n')], { type: 'text/csv' }), 'statement.csv');
  form.append('bank_account_id', club!.id);
  form.append('mapping', JSON.stringify({ date: 'Date', time: 'Time', credit: 'Deposit', description: 'Description', payer: 'Payer', reference: null, dateOrder: 'DMY' }));
  const imported = (await call('POST', '/api/v1/admin/statement-imports', staff, form)).data;

  // What became of each payment.
  const { rows: outcomes } = await db.query<{ id: string; paid: boolean; by_system: boolean }>(`
    select p.id, p.status = 'completed' as paid, exists (select 1 from audit_log a where a.entity_id = p.id::text and a.action = 'purchase.confirmed' and a.actor_id is null) as by_system from purchases p
    union all
    select o.id, o.status <> 'pending_payment' and o.status <> 'cancelled', exists (select 1 from audit_log a where a.entity_id = o.id::text and a.action = 'order.paid' and a.actor_id is null) from orders o`);
  const outcome = new Map(outcomes.map((o) => [o.id, o]));
  const genuine = payments.filter((p) => KINDS.find(([k]) => k === p.kind)![2]);
  const byKind = (kind: Kind) => payments.filter((p) => p.kind === kind);
  const auto = genuine.filter((p) => outcome.get(p.id)?.by_system);
  const falseConfirmations = payments.filter((p) => !KINDS.find(([k]) => k === p.kind)![2] && outcome.get(p.id)?.paid);
  const { rows: timings } = await db.query<{ s: number }>(`
    select extract(epoch from (p.completed_at - r.uploaded_at))::float as s from purchases p join receipts r on r.purchase_id = p.id where r.bank_check = 'confirmed'
    union all
    select extract(epoch from (o.paid_at - r.uploaded_at))::float from orders o join receipts r on r.order_id = o.id where r.bank_check = 'confirmed'`);
  const seconds = timings.map((t) => t.s).sort((a, b) => a - b);
  // Slips still waiting for a decision (one the statement paid since is not).
  const { rows: staffSlips } = await db.query<{ code: string; n: number }>(`
    select coalesce(f->>'code', 'none') as code, count(*)::int as n from receipts r
    left join purchases p on p.id = r.purchase_id left join orders o on o.id = r.order_id
    left join lateral jsonb_array_elements(r.bank_findings) f on true
    where r.bank_check = 'to_staff' and coalesce(p.status in ('pending', 'verifying', 'expired'), o.status = 'pending_payment')
    group by 1 order by 2 desc`);
  const { rows: staffLines } = await db.query<{ status: string; n: number }>("select status, count(*)::int as n from statement_lines where status in ('ambiguous', 'unmatched', 'flagged') group by 1 order by 2 desc");

  console.log(`\n### Payments on a sale day (${payments.length} fans; slips and callbacks sent in ${sent.toFixed(1)} s, all settled ${settled.toFixed(1)} s after the first)\n`);
  console.log('| fans who | count | confirmed with no staff action | paid (any way) |\n|---|--:|--:|--:|');
  for (const [kind] of KINDS) {
    const list = byKind(kind);
    console.log(`| ${kind} | ${list.length} | ${list.filter((p) => outcome.get(p.id)?.by_system).length} | ${list.filter((p) => outcome.get(p.id)?.paid).length} |`);
  }
  const share = (100 * auto.length) / genuine.length;
  console.log(`\ngenuine payments confirmed with no staff action: ${auto.length} of ${genuine.length} = ${share.toFixed(1)} % (goal ≥ 95 %) ${share >= 95 ? '✓' : '✗'}`);
  console.log(`false confirmations: ${falseConfirmations.length} (must be 0) ${falseConfirmations.length === 0 ? '✓' : '✗'}`);
  console.log(`slip upload to confirmed (${seconds.length} slips): p50 ${percentile(seconds, 50).toFixed(2)} s, p95 ${percentile(seconds, 95).toFixed(2)} s, max ${seconds.at(-1)?.toFixed(2)} s (goal p95 ≤ 10 s) ${percentile(seconds, 95) <= 10 ? '✓' : '✗'}`);
  console.log(stages);
  console.log(`statement: ${imported.lines} credit lines, ${JSON.stringify(imported.counts)}`);
  console.log(`left for staff: slips ${staffSlips.map((r) => `${r.code} ${r.n}`).join(', ') || 'none'}; statement lines ${staffLines.map((r) => `${r.status} ${r.n}`).join(', ') || 'none'}`);
  console.log(`\nmachine load average when done: ${load()}`);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await db.end().catch(() => {});
  await server?.stop();
  await fake.close();
  await scratch.drop();
}
