import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from '../app.js';
import { startTestApi, type TestApi } from '../test/harness.js';

/** Vite's manifest of the build (fan-web/vite.config.ts, build.manifest): source modules, their files, chunks and stylesheets. */
const MANIFEST = {
  'index.html': { file: 'assets/index-Ab12Cd34.js', imports: ['_vendor-Vv.js'] },
  '_vendor-Vv.js': { file: 'assets/vendor-Vv.js' },
  '_shared-Ss.js': { file: 'assets/shared-Ss.js', imports: ['_vendor-Vv.js'], css: ['assets/shared-Ss.css'] },
  'src/features/auth/routes/LoginRoute.tsx': { file: 'assets/LoginRoute-Zz.js', imports: ['_vendor-Vv.js', '_shared-Ss.js'], css: ['assets/LoginRoute-Zz.css'] },
  'src/features/orders/routes/OrderRoute.tsx': { file: 'assets/OrderRoute-Yy.js', imports: ['_shared-Ss.js'] },
  'src/locales/en/auth.json': { file: 'assets/auth-En.js' },
  'src/locales/th/auth.json': { file: 'assets/auth-Th.js' },
  'src/locales/en/landing.json': { file: 'assets/landing-En.js' },
  'src/locales/th/landing.json': { file: 'assets/landing-Th.js' },
};

/** A stand-in for the source files fan-web's entry-server.js names for a page (its route table's matching is fan-web's own). */
const PAGE_SOURCES = `
  export function pageSources(pathname, language) {
    if (pathname === '/login') return ['src/features/auth/routes/LoginRoute.tsx', 'src/locales/' + language + '/auth.json'];
    if (pathname === '/orders/6b1f') return ['src/features/orders/routes/OrderRoute.tsx'];
    if (pathname === '/') return ['src/locales/' + language + '/landing.json'];
    return ['src/no/such/module.tsx'];
  }`;

/** The built index.html, with the places it keeps for a page the server renders: its head and its root (fan-web/index.html). */
const INDEX = '<!doctype html><html lang="th"><head><!--page-head--><title>site</title><!--/page-head--><script type="module" src="/assets/index-Ab12Cd34.js"></script></head>'
  + '<body><!--page--><div id="root" aria-busy="true"><div class="boot-screen"><span class="spinner"></span></div></div><!--/page--></body></html>';

/** A built site as Vite and its compression plugin leave it: hashed assets with .br and .gz beside them. */
const SCRIPT = `console.log(${JSON.stringify('ตั๋วเข้าชม '.repeat(400))});`;
let dir: string;
let server: Server;
let site: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'site-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await writeFile(path.join(dir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  await writeFile(path.join(dir, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dir, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  // A site that names its pages' files and renders none on the server.
  await writeFile(path.join(dir, 'sources-only.mjs'), `${PAGE_SOURCES}\nexport async function render() { return null; }`);
  const app = express().use(staticSite(dir, { render: path.join(dir, 'sources-only.mjs') }));
  server = await new Promise<Server>((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await rm(dir, { recursive: true, force: true });
});

/** fetch decompresses what it gets; the headers still say what came over the wire. */
const get = (url: string, acceptEncoding: string) => fetch(url, { headers: { 'accept-encoding': acceptEncoding } });

describe('a built site', () => {
  it('sends a script as the build compressed it: brotli when the browser takes it, else gzip, else as it is', async () => {
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const res = await get(`${site}/assets/index-Ab12Cd34.js`, accept);
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('content-type'), accept).toMatch(/javascript/);
      expect(res.headers.get('vary') ?? '', accept).toMatch(/accept-encoding/i);
      expect(await res.text(), accept).toBe(SCRIPT);
    }
  });

  it('lets browsers keep hashed assets for a year, and asks them to check everything else each time', async () => {
    expect((await get(`${site}/assets/index-Ab12Cd34.js`, 'br')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get(`${site}/favicon.svg`, 'br')).headers.get('cache-control')).toBe('no-cache');
    for (const route of ['/', '/merchandise', '/ticket/00000000-0000-4000-8000-000000000000']) {
      const res = await get(`${site}${route}`, 'br');
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(await res.text(), route).toContain('/assets/index-Ab12Cd34.js');
    }
  });
});

describe('the page at a path', () => {
  const preloads = async (route: string, headers: Record<string, string> = { 'accept-language': 'en-US,en;q=0.9' }) => {
    const html = await (await fetch(`${site}${route}`, { headers })).text();
    return [...html.matchAll(/<link rel="(modulepreload|preload|stylesheet)"[^>]* href="([^"]+)"/g)].map(([, rel, href]) => `${rel} ${href}`);
  };

  it("names the page's own scripts, the chunks they import, its stylesheets and its texts in the reader's language in index.html, so they come with the main script", async () => {
    const login = ['stylesheet /assets/LoginRoute-Zz.css', 'stylesheet /assets/shared-Ss.css', 'modulepreload /assets/LoginRoute-Zz.js', 'modulepreload /assets/shared-Ss.js'];
    expect(await preloads('/login')).toEqual([...login, 'modulepreload /assets/auth-En.js']);
    // The texts of the reader's language only: the one they chose (the site's cookie), else the browser's, else Thai.
    expect(await preloads('/login', { 'accept-language': 'th-TH,th;q=0.9' })).toEqual([...login, 'modulepreload /assets/auth-Th.js']);
    expect(await preloads('/login', { 'accept-language': 'th', cookie: 'club_lang=en' })).toContain('modulepreload /assets/auth-En.js');
    expect(await preloads('/login', {})).toContain('modulepreload /assets/auth-Th.js');
    expect((await fetch(`${site}/login`)).headers.get('vary')).toMatch(/cookie.*accept-language/i);
    expect(await preloads('/orders/6b1f')).toEqual(['stylesheet /assets/shared-Ss.css', 'modulepreload /assets/OrderRoute-Yy.js', 'modulepreload /assets/shared-Ss.js']);
    // The landing page: its texts only (its code is the main script's).
    expect(await preloads('/')).toEqual(['modulepreload /assets/landing-En.js']);
  });

  it('answers 404 for a built file that is not there, rather than the page (a script must not get HTML)', async () => {
    const res = await get(`${site}/assets/index-Old00000.js`, 'br');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('names nothing more for a source the build does not have', async () => {
    for (const route of ['/merchandise', '/%3Cscript%3E', '//']) {
      expect(await preloads(route), route).toEqual([]);
      expect(await (await get(`${site}${route}`, 'br')).text(), route).toContain('/assets/index-Ab12Cd34.js');
    }
  });
});

describe('API answers', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('a large JSON answer (the product list) is compressed; a small one is not worth it', async () => {
    const list = await get(`${api.url}/api/v1/public/merchandise/products?page=1&limit=12&sort=newest`, 'gzip, br');
    expect(list.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(((await list.json()) as { data: { products: unknown[] } }).data.products.length).toBeGreaterThan(0);
    const health = await get(`${api.url}/api/v1/health/live`, 'gzip, br');
    expect(health.headers.get('content-encoding')).toBeNull();
  });
});

describe('a page rendered on the server', () => {
  /**
   * A stand-in for fan-web's entry-server.js: says what it was asked, declines /private, fails
   * /broken, is slow on /slow, and counts its renders, and those on their way (it runs in this process).
   */
  const RENDERER = `${PAGE_SOURCES}
    export async function render(...args) {
      globalThis.rendersSeen = (globalThis.rendersSeen ?? 0) + 1;
      globalThis.rendersOpen = (globalThis.rendersOpen ?? 0) + 1;
      try {
        return await answer(...args);
      } finally {
        globalThis.rendersOpen -= 1;
      }
    }
    async function answer(url, language, apiOrigin, session) {
      if (session) return {
        head: '<title>Yours</title>',
        html: '<main>' + language + ' ' + encodeURIComponent(url) + ' for ' + encodeURIComponent(session) + '</main>',
        state: { now: 1, queries: {} },
      };
      if (url.startsWith('/private')) return null;
      if (url.startsWith('/broken')) throw new Error('render failed');
      if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 3000));
      if (url.startsWith('/slow-failing')) throw new Error('render failed late');
      return {
        head: '<link rel="preload" as="image" href="/uploads/a.svg"/><title>Page ' + language + '</title>',
        html: '<main>' + language + ' ' + encodeURIComponent(url) + ' from ' + apiOrigin + '</main>',
        state: { now: 1, queries: { note: '</script><script>alert(1)</script><!--' } },
      };
    }`;
  const renders = () => (globalThis as { rendersSeen?: number }).rendersSeen ?? 0;
  const rendersOpen = () => (globalThis as { rendersOpen?: number }).rendersOpen ?? 0;
  let renderedSite: string;
  let renderedServer: Server;
  beforeAll(async () => {
    await writeFile(path.join(dir, 'entry-server.mjs'), RENDERER);
    const app = express().use(staticSite(dir, { render: path.join(dir, 'entry-server.mjs') }));
    renderedServer = await new Promise<Server>((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
    renderedSite = `http://127.0.0.1:${(renderedServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => renderedServer?.close(r));
  });

  const open = async (route: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${renderedSite}${route}`, { headers });
    return { res, html: await res.text() };
  };
  /** What the page says it was rendered as (the stand-in's <main>), or null for plain index.html. */
  const rendered = (html: string) => /<div id="root"><main>([^<]*)<\/main>/.exec(html)?.[1] ?? null;

  it("puts the visitor's page inside index.html: its language, title and hints, its content, its data, and its scripts held back until it is painted", async () => {
    const { res, html } = await open('/login', { 'accept-language': 'en-US,en;q=0.9,th;q=0.8' });
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    expect(res.headers.get('vary')).toMatch(/accept-language/i);
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<head><link rel="preload" as="image" href="/uploads/a.svg"/><title>Page en</title>');
    // The default title and the boot screen make way for the page's own.
    expect(html).not.toMatch(/<title>site<\/title>|boot-screen|aria-busy|<!--/);
    expect(rendered(html)).toBe(`en %2Flogin from ${renderedSite}`);
    // The data, as JSON that cannot end its script element or open a comment.
    const state = /<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(html)![1]!;
    expect(state).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(state)).toEqual({ language: 'en', now: 1, queries: { note: '</script><script>alert(1)</script><!--' } });
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // Stylesheets in the head; the site's scripts in a template, for the small script that fetches them once the page is painted.
    const head = html.slice(0, html.indexOf('</head>'));
    expect([...head.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map(([, file]) => file)).toEqual(['/assets/LoginRoute-Zz.css', '/assets/shared-Ss.css']);
    expect(head).not.toMatch(/modulepreload|type="module"/);
    expect(head).toContain('<script src="/after-paint.js" defer></script>');
    const later = /<template id="page-scripts">(.*?)<\/template>/.exec(html)![1]!;
    expect([...later.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, file]) => file)).toEqual(['/assets/index-Ab12Cd34.js', '/assets/LoginRoute-Zz.js', '/assets/shared-Ss.js', '/assets/auth-En.js']);
  });

  it("renders in the language the reader chose (cookie), else the first of the site's the browser asks for, else Thai", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ cookie: 'club_lang=th', 'accept-language': 'en' }, 'th'],
      [{ cookie: 'other=1; club_lang=en', 'accept-language': 'th' }, 'en'],
      [{ 'accept-language': 'fr-FR, en;q=0.5, th;q=0.4' }, 'en'],
      [{ 'accept-language': 'en;q=0, th' }, 'th'],
      [{ cookie: 'club_lang=de', 'accept-language': 'de, fr' }, 'th'],
      [{}, 'th'],
    ];
    for (const [headers, language] of cases) {
      const { html } = await open('/terms-and-conditions', headers);
      expect(rendered(html), JSON.stringify(headers)).toBe(`${language} %2Fterms-and-conditions from ${renderedSite}`);
      expect(html, JSON.stringify(headers)).toContain(`<html lang="${language}">`);
    }
  });

  it("renders a signed-in fan's page for them alone, with their session alone, each time (never kept for another), and private to their browser", async () => {
    const session = (user: string) => ({ cookie: `other=1; better-auth.session_token=tok-${user}.sig%3D; club_lang=en`, 'accept-language': 'en' });
    const before = renders();
    const [kanya, somchai, again] = await Promise.all([open('/my-tickets', session('kanya')), open('/my-tickets', session('somchai')), open('/my-tickets', session('kanya'))]);
    // The session's token as better-auth signed it, and no other cookie.
    expect(rendered(kanya.html)).toBe(`en %2Fmy-tickets for ${encodeURIComponent('tok-kanya.sig=')}`);
    expect(rendered(somchai.html)).toMatch(/ for tok-somchai\.sig/);
    expect(rendered(again.html)).toMatch(/ for tok-kanya\.sig/);
    expect(renders() - before).toBe(3);
    expect(kanya.res.headers.get('cache-control')).toBe('private, no-store');
    // On https better-auth names its cookie "__Secure-…".
    expect(rendered((await open('/my-tickets', { cookie: '__Secure-better-auth.session_token=tok-secure.sig' })).html)).toMatch(/ for tok-secure\.sig$/);
  });

  it('sends plain index.html for a session cookie no session could have, and for a page the renderer declines, fails or is slow to render', async () => {
    for (const [route, headers] of [['/login', { cookie: 'better-auth.session_token=%00tok' }], ['/login', { cookie: 'better-auth.session_token=%E0%A4%A' }], ['/private'], ['/broken'], ['/slow']] as const) {
      const started = Date.now();
      const { res, html } = await open(route, headers);
      expect(res.status, route).toBe(200);
      expect(rendered(html), route).toBeNull();
      expect(html, route).not.toContain('server-state');
      // The boot screen a phone shows until the site's code has rendered.
      expect(html, route).toContain('<div id="root" aria-busy="true"><div class="boot-screen">');
      expect(html.slice(0, html.indexOf('</head>')), route).toContain('<script type="module" src="/assets/index-Ab12Cd34.js"></script>');
      // The slow one is not waited for past the renderer's time limit (1.5 s).
      expect(Date.now() - started, route).toBeLessThan(2_900);
    }
  });

  it('sends the plain page at once while 8 renders are on their way (a flood of addresses), and renders again after; a render failing past its time limit harms nothing', async () => {
    const slow = Array.from({ length: 8 }, (_, i) => open(`/slow-failing?n=${i}`));
    // The server's 8 renders all on their way (one may still be the slow page of the test before).
    await expect.poll(rendersOpen, { interval: 10 }).toBe(8);
    const started = Date.now();
    const { res, html } = await open('/login?during=1');
    expect(res.status).toBe(200);
    expect(rendered(html)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
    for (const { html: page } of await Promise.all(slow)) expect(rendered(page)).toBeNull();
    // Once they have failed (after 3 s), pages are rendered again.
    let n = 0;
    await expect.poll(async () => rendered((await open(`/login?after=${++n}`)).html), { timeout: 5_000, interval: 200 }).toMatch(/^th %2Flogin%3Fafter%3D\d+ from /);
  });

  it('calls the API at the address the request came in on, whatever the Host header says', async () => {
    const { html } = await open('/merchandise?x=host', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(rendered(html)).toBe(`th %2Fmerchandise%3Fx%3Dhost from ${renderedSite}`);
  });

  it('renders a page once for many visitors at the same moment', async () => {
    const before = renders();
    const pages = await Promise.all(Array.from({ length: 20 }, () => open('/match-results?same=1', { 'accept-language': 'en' })));
    expect(pages.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
    expect(pages.every(({ html }) => rendered(html) === `en %2Fmatch-results%3Fsame%3D1 from ${renderedSite}`)).toBe(true);
    expect(renders() - before).toBe(1);
  });

  it('answers a form the browser sent itself (before the page was taken over) with the same page of this site', async () => {
    for (const [route, to] of [['/login', '/login'], ['/merchandise/product/1?x=1', '/merchandise/product/1?x=1'], ['//evil.example/x', '/evil.example/x'], ['/%5Cevil.example', '/%5Cevil.example']]) {
      const res = await fetch(`${renderedSite}${route}`, { method: 'POST', body: 'email=a%40b.c&password=secret', headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
      expect(res.status, route).toBe(303);
      expect(res.headers.get('location'), route).toBe(to);
    }
  });
});
