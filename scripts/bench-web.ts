/**
 * `npm run bench:web [-- --profile stadium --runs 3 --only /merchandise --only /payment --lang th --save /tmp/lh]`
 *
 * Lighthouse 12 (mobile, its default config and simulated throttling) on the fan site's pages of
 * issue 15, as `npm start` serves them: the production build, on a fresh seeded database of the
 * real PostgreSQL, in a child process on a free port with its own DATA_DIR and queue prefix. A fan
 * signed up through the API, with a ticket purchase awaiting payment (made afresh before each
 * audit of /payment, as a fan arrives there) and one paid for, approved by staff and its tickets
 * issued (for /ticket), is signed in for /buy-ticket, /payment and /ticket as the site signs a fan
 * in (the identity provider's session cookie: the server renders their pages); the other pages are
 * audited signed out.
 *
 * `--profile` is the network and phone Lighthouse simulates:
 * - `mobile` (the default): Lighthouse's own, 150 ms round trips, 1.6 Mbps, a 4× slower CPU. Goals:
 *   performance ≥ 95, accessibility and best practices 100, SEO ≥ 95, LCP ≤ 2 s, TBT ≤ 150 ms, CLS ≤ 0.05.
 * - `stadium`: what a phone gets when 20,000 share a stadium's network (issue 28): 300 ms round
 *   trips, 700 Kbps down and up, a 6× slower CPU (Lighthouse's "regular 3G" with a slower phone).
 *   Goal: interactive within 3.5 s on the landing, buy, payment and ticket pages.
 * Both print time to interactive (Lighthouse's `interactive` audit) beside LCP, TBT and CLS.
 *
 * Chromium is /usr/bin/chromium (or CHROMIUM_PATH), driven through puppeteer-core: no browser is
 * downloaded. Each audit gets a fresh tab; Lighthouse clears the HTTP cache before loading the page
 * (its storage reset keeps local storage and cookies, where the session and language are written first).
 *
 * Prints a markdown table per run (and the median run per page with --runs above 1), goal misses
 * marked ✗, the top failing audits of every page under goal, and the machine's load at start and
 * end: simulated throttling scales the CPU time this machine observes, so a busy machine reads slow.
 * A benchmark, not a test: it exits 0 when goals are missed (1 only when it could not measure).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Result as LhResult } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { apiGet, apiSend, purchaseWithTickets, signIn, signUpFan } from '../e2e/support/api.js';
import { CHROMIUM } from '../e2e/support/browser.js';
import { startServerProcess } from './bench-support.js';
import { createScratchDatabase, freePort } from '../api/src/test/scratch.js';

import { SITES, buildIfStale, root } from './build-sites.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    only: { type: 'string', multiple: true },
    lang: { type: 'string', default: 'en' },
    save: { type: 'string' },
    profile: { type: 'string', default: 'mobile' },
  },
});
const RUNS = Number(values.runs);
function usage(problem: string): never {
  console.error(`bench:web: ${problem}\nusage: npm run bench:web [-- --profile mobile|stadium] [--runs N] [--only PATH …] [--lang en|th] [--save DIR]`);
  process.exit(2);
}
if (!Number.isInteger(RUNS) || RUNS < 1) usage('--runs must be a whole number, 1 or more');
if (values.lang !== 'en' && values.lang !== 'th') usage('--lang must be en or th');
const LANG = values.lang;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** What a profile asks of a page: each score at least, each metric at most. */
type Goals = Partial<Record<Category, number>> & { lcpSeconds?: number; tbtMs?: number; cls?: number; ttiSeconds?: number };
const PROFILES = {
  mobile: {
    about: "mobile, Lighthouse's own simulated throttling (150 ms round trips, 1.6 Mbps, 4× slower CPU)",
    throttling: throttling.mobileSlow4G,
    goals: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95, lcpSeconds: 2.0, tbtMs: 150, cls: 0.05 } as Goals,
    /** The pages the goals are for (null: every page). */
    goalPages: null as string[] | null,
  },
  stadium: {
    about: 'stadium, simulated throttling of 300 ms round trips, 700 Kbps down and up, 6× slower CPU',
    throttling: { ...throttling.mobileRegular3G, cpuSlowdownMultiplier: 6 },
    goals: { ttiSeconds: 3.5 } as Goals,
    goalPages: ['/', '/buy-ticket/{id}', '/payment/{id}', '/ticket/{id}'],
  },
};
if (!Object.hasOwn(PROFILES, values.profile)) usage(`--profile must be one of ${Object.keys(PROFILES).join(', ')}`);
const PROFILE = PROFILES[values.profile as keyof typeof PROFILES];
const GOALS = PROFILE.goals;

interface PageToAudit {
  /** As the issue names it ('/buy-ticket/{id}'). */
  label: string;
  /** The path with its ids, known once the data exists. */
  path: (ids: Ids) => string | Promise<string>;
  signedIn: boolean;
}
interface Ids { matchId: string; productId: string; purchaseId: () => Promise<string>; ticketedPurchaseId: () => Promise<string> }

const PAGES: PageToAudit[] = [
  { label: '/', path: () => '/', signedIn: false },
  { label: '/merchandise', path: () => '/merchandise', signedIn: false },
  { label: '/merchandise/product/{id}', path: (ids) => `/merchandise/product/${ids.productId}`, signedIn: false },
  { label: '/match-results', path: () => '/match-results', signedIn: false },
  { label: '/login', path: () => '/login', signedIn: false },
  { label: '/buy-ticket/{id}', path: (ids) => `/buy-ticket/${ids.matchId}`, signedIn: true },
  { label: '/payment/{id}', path: async (ids) => `/payment/${await ids.purchaseId()}`, signedIn: true },
  { label: '/ticket/{id}', path: async (ids) => `/ticket/${await ids.ticketedPurchaseId()}`, signedIn: true },
];
/** `--only /merchandise/product` (or the label itself, `/buy-ticket/{id}`) picks pages by label. */
const bare = (label: string) => label.replace(/\/\{id\}$/, '').replace(/(.)\/$/, '$1');
const chosen = values.only?.length ? PAGES.filter((p) => values.only!.some((o) => bare(o) === bare(p.label))) : PAGES;
if (values.only?.length && chosen.length !== values.only.length) {
  usage(`--only takes pages among ${PAGES.map((p) => p.label).join(', ')}`);
}

interface Row {
  label: string;
  url: string;
  scores: Record<Category, number | null>;
  lcpSeconds: number;
  tbtMs: number;
  cls: number;
  ttiSeconds: number;
  totalKb: number;
  jsKb: number;
  benchmarkIndex: number;
  lhr: LhResult;
}

const audit = (lhr: LhResult, id: string) => lhr.audits[id];
const numeric = (lhr: LhResult, id: string) => audit(lhr, id)?.numericValue ?? NaN;

function rowOf(label: string, url: string, lhr: LhResult): Row {
  const summary = audit(lhr, 'resource-summary')?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const script = summary?.items?.find((i) => i.resourceType === 'script');
  const score = (c: Category) => { const s = lhr.categories[c]?.score; return s === null || s === undefined ? null : Math.round(s * 100); };
  return {
    label, url, lhr,
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpSeconds: numeric(lhr, 'largest-contentful-paint') / 1000,
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    ttiSeconds: numeric(lhr, 'interactive') / 1000,
    totalKb: numeric(lhr, 'total-byte-weight') / 1024,
    jsKb: (script?.transferSize ?? NaN) / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Which goals a row misses, by column. */
function misses(r: Row): Set<string> {
  const out = new Set<string>();
  if (PROFILE.goalPages && !PROFILE.goalPages.includes(r.label)) return out;
  for (const c of CATEGORIES) if (GOALS[c] !== undefined && (r.scores[c] === null || r.scores[c]! < GOALS[c]!)) out.add(c);
  // A metric Lighthouse could not measure (NaN) misses its goal.
  const over = (value: number, goal: number | undefined) => goal !== undefined && !(value <= goal);
  if (over(r.lcpSeconds, GOALS.lcpSeconds)) out.add('lcp');
  if (over(r.tbtMs, GOALS.tbtMs)) out.add('tbt');
  if (over(r.cls, GOALS.cls)) out.add('cls');
  if (over(r.ttiSeconds, GOALS.ttiSeconds)) out.add('tti');
  return out;
}

/** The profile's goals in words: "performance ≥95, …, TTI ≤3.5 s", and the pages they are for. */
function goalsInWords(): string {
  const g = GOALS;
  const words = [
    g.performance !== undefined && `performance ≥${g.performance}`, g.accessibility !== undefined && `accessibility ${g.accessibility}`,
    g['best-practices'] !== undefined && `best practices ${g['best-practices']}`, g.seo !== undefined && `SEO ≥${g.seo}`,
    g.lcpSeconds !== undefined && `LCP ≤${g.lcpSeconds} s`, g.tbtMs !== undefined && `TBT ≤${g.tbtMs} ms`, g.cls !== undefined && `CLS ≤${g.cls}`,
    g.ttiSeconds !== undefined && `TTI ≤${g.ttiSeconds} s`,
  ].filter(Boolean);
  return `${words.join(', ')}${PROFILE.goalPages ? ` on ${PROFILE.goalPages.join(', ')}` : ''}`;
}

function printTable(title: string, rows: Row[]): void {
  const cell = (text: string, missed: boolean) => (missed ? `${text} ✗` : text);
  console.log(`\n### ${title}\n`);
  console.log('| page | performance | accessibility | best practices | SEO | LCP (s) | TBT (ms) | CLS | TTI (s) | total (KB) | JS (KB) |');
  console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
  for (const r of rows) {
    const m = misses(r);
    const s = (c: Category) => cell(r.scores[c] === null ? 'n/a' : String(r.scores[c]), m.has(c));
    console.log(`| ${r.label} | ${s('performance')} | ${s('accessibility')} | ${s('best-practices')} | ${s('seo')} | ${cell(r.lcpSeconds.toFixed(2), m.has('lcp'))} | ${cell(r.tbtMs.toFixed(0), m.has('tbt'))} | ${cell(r.cls.toFixed(3), m.has('cls'))} | ${cell(r.ttiSeconds.toFixed(2), m.has('tti'))} | ${r.totalKb.toFixed(0)} | ${r.jsKb.toFixed(0)} |`);
  }
  const held = PROFILE.goalPages ? rows.filter((r) => PROFILE.goalPages!.includes(r.label)) : rows;
  const met = held.filter((r) => misses(r).size === 0).length;
  console.log(`\ngoals of the ${values.profile} profile (${goalsInWords()}): ${met} of ${held.length} pages meet them all`);
  console.log(`Lighthouse benchmarkIndex (this machine's CPU speed as Lighthouse measures it): ${rows.map((r) => r.benchmarkIndex.toFixed(0)).join(', ')}`);
}

type AuditResult = LhResult['audits'][string];
const ms = (n: number) => `${Math.round(n)} ms`;

/** A failing audit in a few words: its id, what Lighthouse says of it, and (for rules about elements) the first elements. */
function describe(a: AuditResult, origin: string): string {
  const savings = Object.entries(a.metricSavings ?? {}).filter(([, v]) => (v ?? 0) > 0).map(([k, v]) => `${k} −${k === 'CLS' ? v!.toFixed(3) : ms(v!)}`);
  const items = ((a.details as { items?: unknown[] } | undefined)?.items ?? []) as { node?: { selector?: string; nodeLabel?: string }; url?: string }[];
  const where = items.map((i) => i.node?.selector ?? i.url?.replace(origin, '')).filter(Boolean).slice(0, 3) as string[];
  const parts = [a.displayValue, savings.length ? `saves ${savings.join(', ')}` : '', where.length ? `at ${where.join(' | ')}${items.length > where.length ? ` (+${items.length - where.length})` : ''}` : ''];
  return `${a.id}${parts.some(Boolean) ? ` (${parts.filter(Boolean).join('; ')})` : ''}`;
}

/**
 * Per category under goal, the audits that cost it most: rules that fail by weight, then what would
 * save most of the metrics (which are in the table). With LCP, TBT or CLS missed, what makes them.
 */
function topFailing(r: Row, limit = 6): string[] {
  const lines: string[] = [];
  const m = misses(r);
  const origin = new URL(r.url).origin;
  const items = (id: string) => ((audit(r.lhr, id)?.details as { items?: Record<string, any>[] } | undefined)?.items ?? []);
  for (const c of CATEGORIES) {
    const category = r.lhr.categories[c];
    const metricMissed = c === 'performance' && ['lcp', 'tbt', 'cls', 'tti'].some((k) => m.has(k));
    if (!category || (!m.has(c) && !metricMissed)) continue;
    const failing = category.auditRefs
      .filter((ref) => ref.group !== 'hidden' && ref.group !== 'metrics')
      .map((ref) => ({ ref, a: r.lhr.audits[ref.id]! }))
      .filter(({ a }) => a && a.score !== null && a.score < (a.scoreDisplayMode === 'binary' ? 1 : 0.9) && !['notApplicable', 'manual', 'informative', 'error'].includes(a.scoreDisplayMode))
      // An opportunity that saves nothing ('Est savings of 0 ms') is no lead.
      .filter(({ a }) => {
        const d = a.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
        return !(d?.overallSavingsMs === 0 && !(d.overallSavingsBytes! > 0) && !Object.values(a.metricSavings ?? {}).some((v) => v! > 0));
      })
      .map(({ ref, a }) => {
        const s = a.metricSavings ?? {};
        const saved = (s.LCP ?? 0) + (s.FCP ?? 0) + (s.TBT ?? 0) + (s.CLS ?? 0) * 10_000;
        return { ref, a, rank: ref.weight * 1000 + saved + (1 - (a.score ?? 0)) };
      })
      .sort((x, y) => y.rank - x.rank)
      .slice(0, limit);
    if (c === 'performance') {
      const metric = (id: string) => audit(r.lhr, id)?.displayValue ?? 'n/a';
      lines.push(`  metrics: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, Speed Index ${metric('speed-index')}, TTI ${metric('interactive')}`);
    }
    if (failing.length) lines.push(`  ${c} ${r.scores[c]}: ${failing.map(({ a }) => describe(a, origin)).join('; ')}`);
  }
  if (m.has('tbt') || m.has('tti')) {
    const scripts = items('bootup-time').slice(0, 4).map((i) => `${String(i.url).replace(origin, '')} ${ms(i.total)} (${ms(i.scripting)} running)`);
    const tasks = items('long-tasks').slice(0, 4).map((i) => `${String(i.url).replace(origin, '')} ${ms(i.duration)}`);
    lines.push(`  TBT: main-thread time by script: ${scripts.join(', ') || 'n/a'}; longest tasks: ${tasks.join(', ') || 'n/a'}`);
  }
  if (m.has('lcp')) {
    const lcp = audit(r.lhr, 'largest-contentful-paint-element')?.details as { items?: { items?: Record<string, any>[] }[] } | undefined;
    const element = lcp?.items?.[0]?.items?.[0]?.node as { nodeLabel?: string; selector?: string } | undefined;
    const phases = lcp?.items?.[1]?.items?.map((p) => `${p.phase} ${ms(p.timing)}`).join(', ');
    if (element) lines.push(`  LCP element: ${element.selector ?? ''} "${(element.nodeLabel ?? '').slice(0, 60)}"${phases ? `; ${phases}` : ''}`);
  }
  const errors = [r.lhr.runtimeError?.message, ...r.lhr.runWarnings].filter(Boolean);
  if (errors.length) lines.push(`  Lighthouse warnings: ${errors.join(' | ')}`);
  return lines;
}

/** The staff account the product is started with: it approves the fan's payment for /ticket. */
const STAFF = { email: 'bench-staff@club.test', password: 'Bench-staff-password-9876' };

/** Polls until `check` answers true (or gives up after `seconds`, with a warning). */
async function waitFor(what: string, check: () => Promise<boolean>, seconds = 60): Promise<void> {
  for (let waited = 0; waited < seconds * 1000; waited += 500) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  console.warn(`warning: ${what} not ready after ${seconds} s; audited as it is`);
}

const loadAtStart = os.loadavg();
/** Taken when the audits end (stopping the product is no part of them). */
let loadAtEnd: number[] | null = null;
const started = Date.now();
/** Undone last first, on the way out or on Ctrl-C. */
const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | null = null;
const cleanUp = () => (cleaning ??= (async () => {
  for (const undo of cleanups.reverse()) await undo().catch((err: Error) => console.error(`cleanup: ${err.message}`));
})());
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.log(`\n${signal}: stopping the product and Chromium …`);
    void cleanUp().then(() => process.exit(130));
  });
}

try {
  console.log(`bench:web: Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ${PROFILE.about}; ${RUNS} run${RUNS === 1 ? '' : 's'} of ${chosen.length} page${chosen.length === 1 ? '' : 's'}, in ${LANG === 'en' ? 'English' : 'Thai'}`);
  console.log(`machine: ${os.cpus().length} CPUs, load average at start ${loadAtStart.map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`);
  // Built here rather than in the server's start-up, so a build shows before the clock of the audits starts.
  SITES.forEach(buildIfStale);
  // The server reads the fan site's files from fan-web/dist as it serves them: a build made meanwhile
  // (another `npm start`, a test run's set-up) changes what is measured mid-run. Noted, not prevented.
  const builtIndex = path.join(root, 'fan-web', 'dist', 'index.html');
  const builtAt = statSync(builtIndex).mtimeMs;
  const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';
  const uncommitted = git('status', '--porcelain', '--', 'fan-web', 'packages/core').split('\n').filter(Boolean).length;
  console.log(`measuring fan-web/dist built ${new Date(builtAt).toISOString()} from commit ${git('rev-parse', '--short', 'HEAD') || '?'}${uncommitted ? ` with ${uncommitted} uncommitted file${uncommitted === 1 ? '' : 's'} under fan-web/ and packages/core/` : ''}`);
  cleanups.push(async () => {
    if (statSync(builtIndex).mtimeMs !== builtAt) console.warn('\nwarning: fan-web/dist was rebuilt while the audits ran: the figures may mix two builds');
  });

  const scratch = await createScratchDatabase('club_bench_web');
  cleanups.push(() => scratch.drop());
  const port = await freePort();
  const starting = startServerProcess({ DATABASE_URL: scratch.url, PORT: String(port), QUEUE_PREFIX: `bench-web-${port}`, ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password });
  // Stopped even when interrupted while it starts.
  cleanups.push(async () => (await starting.catch(() => null))?.stop());
  await starting;
  const base = `http://127.0.0.1:${port}`;

  // The data: the landing's first match, the store's first product, a fan who buys tickets.
  // Signed up as the site's form does: the bearer token for the bench's own calls, the session cookie for the browser.
  const fan = await signUpFan(base, 'Bench Fan');
  const token = fan.token;
  const matches = await apiGet<{ id: string }[]>(base, '/api/v1/matches/promoting?limit=3');
  if (!matches.length) throw new Error('the seeded data has no match on sale');
  const { products } = await apiGet<{ products: { id: string }[] }>(base, '/api/v1/public/merchandise/products?page=1&limit=12&sort=newest');
  if (!products.length) throw new Error('the seeded data has no product');
  const ids: Ids = {
    matchId: matches[0]!.id,
    productId: products[0]!.id,
    // A purchase of another match than the one on /buy-ticket, made just before its page is audited.
    purchaseId: async () => (await apiSend<{ id: string }>(base, 'POST', '/api/v1/purchases', token, { matchId: (matches[1] ?? matches[0])!.id, quantity: 1, phone: '0812345678' })).id,
    ticketedPurchaseId: () => (ticketed ??= signIn(base, STAFF).then(async (staffToken) => (await purchaseWithTickets(base, token, staffToken, (matches[2] ?? matches[1] ?? matches[0])!.id)).id)),
  };
  let ticketed: Promise<string> | undefined;
  if (chosen.some((p) => p.label === '/match-results')) {
    await waitFor('the competition results (first sync of the worker)', async () => {
      const data = await apiGet<{ matches?: unknown[] } | unknown[]>(base, '/api/v1/competition/matches');
      return (Array.isArray(data) ? data : data.matches ?? []).length > 0;
    });
  }

  const launching = puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    defaultViewport: null,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
    // Ctrl-C and SIGTERM are this script's (it stops the product too); puppeteer's own would exit at once.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  cleanups.push(async () => {
    const launched = await launching.catch(() => null);
    if (!launched) return;
    await Promise.race([launched.close(), new Promise((r) => setTimeout(r, 5000))]);
    launched.process()?.kill('SIGKILL');
  });
  const browser: Browser = await launching;

  /** The only tab, on the site's origin, with the language, and for a signed-in fan's page the fan's session as the site keeps it. */
  const tabFor = async (page: PageToAudit) => {
    const tab = await browser.newPage();
    await tab.goto(`${base}/api/v1/health`);
    const cookies = [{ name: fan.cookie.name, value: fan.cookie.value, httpOnly: true, domain: '127.0.0.1', path: '/', sameSite: 'Lax' as const }];
    if (page.signedIn) await browser.setCookie(...cookies);
    else await browser.deleteMatchingCookies(...cookies.map(({ name, domain, path }) => ({ name, domain, path })));
    await browser.setCookie({ name: 'club_lang', value: LANG, domain: '127.0.0.1', path: '/', sameSite: 'Lax' });
    for (const other of await browser.pages()) if (other !== tab) await other.close();
    return tab;
  };

  // Warm-up, not measured: each page once, so the server answers as a running one does (its code
  // compiled, its connections open). Lighthouse empties the browser's cache before each audit.
  for (const page of chosen) {
    const tab = await tabFor(page);
    await tab.goto(`${base}${await page.path(ids)}`, { waitUntil: 'networkidle0' });
    await tab.close();
  }

  const all: Row[][] = [];
  for (let run = 1; run <= RUNS; run++) {
    const rows: Row[] = [];
    for (const page of chosen) {
      const url = `${base}${await page.path(ids)}`;
      // Lighthouse now and then fails to record a load (NO_NAVSTART, NO_FCP): tried again, up to 3 times.
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt++) {
        const tab = await tabFor(page);
        try {
          result = await lighthouse(url, {
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
            throttling: PROFILE.throttling,
            output: values.save ? 'html' : 'json',
            locale: 'en-US',
          }, undefined, tab);
        } finally {
          await tab.close().catch(() => {});
        }
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const error = result.lhr.runtimeError;
        if (!error || attempt === 3) break;
        console.warn(`run ${run}: ${page.label}: Lighthouse failed (${error.code}), again`);
      }
      const row = rowOf(page.label, url, result.lhr);
      rows.push(row);
      if (result.lhr.finalDisplayedUrl !== url) console.warn(`warning: ${url} ended at ${result.lhr.finalDisplayedUrl}`);
      if (values.save) {
        mkdirSync(values.save, { recursive: true });
        const file = path.join(values.save, `run${run}${page.label.replace(/[/{}]+/g, '-').replace(/-$/, '') || '-landing'}.html`);
        writeFileSync(file, result.report as string);
      }
      console.log(`run ${run}: ${page.label} performance ${row.scores.performance}, LCP ${row.lcpSeconds.toFixed(2)} s, TBT ${row.tbtMs.toFixed(0)} ms${result.lhr.runtimeError ? ` (Lighthouse failed: ${result.lhr.runtimeError.code})` : ''}`);
    }
    all.push(rows);
  }
  loadAtEnd = os.loadavg();

  for (const [i, rows] of all.entries()) printTable(`Run ${i + 1} of ${RUNS}`, rows);
  // The median run per page (by performance score, as Lighthouse's own median-run picks by its metrics).
  const final = chosen.map((_, p) => {
    const measured = all.map((rows) => rows[p]!).filter((r) => !r.lhr.runtimeError);
    const runs = (measured.length ? measured : all.map((rows) => rows[p]!)).sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
    return runs[Math.floor((runs.length - 1) / 2)]!;
  });
  if (RUNS > 1) printTable(`Median run of ${RUNS} per page`, final);

  const under = final.filter((r) => misses(r).size > 0);
  if (under.length) {
    console.log(`\n### Top failing audits of the pages under goal${RUNS > 1 ? ' (median run)' : ''}\n`);
    for (const r of under) {
      console.log(`${r.label} (${r.url}): misses ${[...misses(r)].join(', ')}`);
      for (const line of topFailing(r)) console.log(line);
    }
  }
  if (values.save) console.log(`\nLighthouse HTML reports in ${path.resolve(values.save)}`);
} catch (err) {
  // Interrupted, what was running fails as the product and Chromium stop: not worth printing.
  if (!interrupted) console.error(err);
  process.exitCode = 1;
} finally {
  await cleanUp();
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' / ');
  console.log(`\nmachine load average (1 / 5 / 15 min, ${os.cpus().length} CPUs): at start ${load(loadAtStart)}, when the audits ended ${loadAtEnd ? load(loadAtEnd) : 'n/a'}; ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
}
