/**
 * `npm run bench:store [-- --buyers 300 --stock 40 --reads 3000 --concurrency 64 --processes 1]`
 *
 * Against the real PostgreSQL and Redis: the product (`npm start`'s server, with its worker)
 * runs in a child process on a fresh, seeded database; this process plays the shoppers.
 *  1. catalogue reads: the product list (pages and sorts), search (English and Thai), product detail;
 *  2. the race: every buyer has the same product in the cart and checks out at once, for a
 *     product with little stock.
 * Prints requests per second and p50/p95/p99 latency of each, and units oversold (must be 0).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PRODUCT_SORTS } from '@club/core';
import { productSearchWords } from '@club/db';
import { measure, report, signUpMany, startServerProcess } from './bench-support.js';
import { createScratchDatabase, freePort } from '../api/src/test/scratch.js';

const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '300' },
    stock: { type: 'string', default: '40' },
    reads: { type: 'string', default: '3000' },
    concurrency: { type: 'string', default: '64' },
    processes: { type: 'string', default: '1' },
  },
});
const BUYERS = Number(values.buyers);
const STOCK = Number(values.stock);
const READS = Number(values.reads);
const CONCURRENCY = Number(values.concurrency);
const PROCESSES = Number(values.processes);

const scratch = await createScratchDatabase('club_bench_store');
const port = await freePort();
const server = await startServerProcess({ DATABASE_URL: scratch.url, PORT: String(port), QUEUE_PREFIX: `bench-${port}` }, PROCESSES);
const base = `http://127.0.0.1:${port}`;
const db = new pg.Client({ connectionString: scratch.url });
// A lost connection fails the awaited query; as an 'error' event without a listener it would end the process.
db.on('error', () => {});
await db.connect();
const json = (method: string, path: string, token: string, body?: unknown) =>
  fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });

try {
  const { rows: ids } = await db.query<{ id: string }>("select id from products where status = 'active'");
  const SEARCHES = ['jersey', 'JERSEY', 'cap', 'ball', 'เสื้อ', 'ผ้าพันคอ', 'สโมสร', 'bag'];
  const get = (path: string) => () => fetch(`${base}${path}`);
  const reads: [string, (i: number) => Promise<Response>][] = [
    ['catalogue: product list (page 1–2, every sort)', (i) => get(`/api/v1/public/merchandise/products?page=${1 + (i % 2)}&sort=${PRODUCT_SORTS[i % PRODUCT_SORTS.length]}`)()],
    ['catalogue: search in English and Thai', (i) => get(`/api/v1/public/merchandise/products?search=${encodeURIComponent(SEARCHES[i % SEARCHES.length]!)}`)()],
    ['catalogue: product detail', (i) => get(`/api/v1/public/merchandise/products/${ids[i % ids.length]!.id}`)()],
  ];
  await measure(300, CONCURRENCY, reads[0]![1]); // warm-up
  for (const [label, request] of reads) report(`${label}: ${READS} requests`, await measure(READS, CONCURRENCY, request), CONCURRENCY);

  console.log(`\nsigning up ${BUYERS} buyers, each with the last-units product in the cart …`);
  const tokens = await signUpMany(base, BUYERS);
  const { rows: [product] } = await db.query<{ id: string }>(`insert into products (sku, category_id, name, name_th, search_words, price_satang, stock_quantity, created_at)
    select 'BENCH-LAST', (select id from categories limit 1), 'Derby Scarf (last units)', 'ผ้าพันคอนัดดาร์บี้ (ชิ้นสุดท้าย)', $2, 45000, $1, now() - interval '10 years' returning id`,
    [STOCK, productSearchWords({ name: 'Derby Scarf (last units)', nameTh: 'ผ้าพันคอนัดดาร์บี้ (ชิ้นสุดท้าย)' })]);
  const { rows: [pickup] } = await db.query<{ method: string; place: string }>("select (select id from shipping_methods where type = 'pickup' limit 1) as method, (select id from pickup_locations limit 1) as place");
  for (let i = 0; i < tokens.length; i += 50) {
    await Promise.all(tokens.slice(i, i + 50).map(async (token) => {
      const res = await json('POST', '/api/v1/cart/add', token, { product_id: product!.id, quantity: 1 });
      if (res.status !== 201) throw new Error(`add to cart failed: ${res.status} ${await res.text()}`);
    }));
  }

  const race = await measure(tokens.length, CONCURRENCY, (i) =>
    json('POST', '/api/v1/orders/create-from-cart', tokens[i]!, { shipping_method_id: pickup!.method, pickup_location_id: pickup!.place, notes: null }));
  report(`race: ${BUYERS} checkouts at once for ${STOCK} units`, race, CONCURRENCY);
  const { rows: [left] } = await db.query<{ n: number }>('select stock_quantity as n from products where id = $1', [product!.id]);
  const { rows: [sold] } = await db.query<{ n: string }>('select coalesce(sum(quantity), 0) as n from order_items where product_id = $1', [product!.id]);
  const unitsSold = Number(sold!.n);
  const oversold = Math.max(0, unitsSold - STOCK);
  console.log(`  orders created:      ${race.statuses.get(201) ?? 0}; refused as sold out: ${race.statuses.get(409) ?? 0}`);
  console.log(`  units sold:          ${unitsSold} of ${STOCK} (left ${left!.n}); units oversold: ${oversold}`);
  if (oversold !== 0 || unitsSold + left!.n !== STOCK) {
    console.error('OVERSOLD or stock lost: this is a bug');
    process.exitCode = 1;
  }
} finally {
  await db.end();
  await server.stop();
  await scratch.drop();
}
