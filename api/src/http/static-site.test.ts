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

/** A built site as Vite and its compression plugin leave it: hashed assets with .br and .gz beside them. */
const SCRIPT = `console.log(${JSON.stringify('ตั๋วเข้าชม '.repeat(400))});`;
let dir: string;
let server: Server;
let site: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'site-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head><title>site</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(dir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  await writeFile(path.join(dir, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dir, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The fan site's build lists each page's files (fan-web/vite.config.ts).
  await writeFile(path.join(dir, 'route-preloads.json'), JSON.stringify([
    { paths: ['/login'], js: ['assets/LoginRoute-Zz.js', 'assets/auth-En.js'], css: ['assets/LoginRoute-Zz.css'] },
    { paths: ['/orders/:orderId', '/payment/order/:orderId'], js: ['assets/OrderRoute-Yy.js'], css: [] },
  ]));
  const app = express().use(staticSite(dir));
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
  const preloads = async (route: string) => {
    const html = await (await get(`${site}${route}`, 'br')).text();
    return [...html.matchAll(/<link rel="(modulepreload|preload|stylesheet)"[^>]* href="([^"]+)"/g)].map(([, rel, href]) => `${rel} ${href}`);
  };

  it("names the page's own scripts, stylesheets and texts in index.html, so they come with the main script", async () => {
    expect(await preloads('/login')).toEqual(['stylesheet /assets/LoginRoute-Zz.css', 'modulepreload /assets/LoginRoute-Zz.js', 'modulepreload /assets/auth-En.js']);
    for (const route of ['/orders/6b1f', '/orders/6b1f/', '/payment/order/6b1f']) expect(await preloads(route), route).toEqual(['modulepreload /assets/OrderRoute-Yy.js']);
  });

  it('answers 404 for a built file that is not there, rather than the page (a script must not get HTML)', async () => {
    const res = await get(`${site}/assets/index-Old00000.js`, 'br');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('names nothing more for a path that is no listed page (or only looks like one)', async () => {
    for (const route of ['/', '/merchandise', '/orders', '/orders/6b1f/refund', '/login/x', '/LOGIN', '/%3Cscript%3E']) {
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
