/**
 * The gate app's service worker (/admin/gate/sw.js, scope /admin/gate/): the app opens with no
 * network. Its page (and manifest, icons) is network-first (3 s), then the copy kept; the hashed files under
 * /admin/assets/ never change, so they come from the cache first, are kept across versions and
 * pruned after 30 days. The API is never cached: scans and packs live in IndexedDB.
 */
declare const self: ServiceWorkerGlobalScope;

const PAGES = 'gate-pages';
const ASSETS = 'gate-assets';
const PAGE = '/admin/gate/';
const NETWORK_WAIT_MS = 3000;
const KEEP_ASSETS_MS = 30 * 24 * 3_600_000;

/** The page's own files (its scripts, styles, manifest, icons), named in its HTML. */
const filesOf = (html: string) => [...html.matchAll(/(?:src|href)="(\/admin\/(?:assets|gate)\/[^"]+)"/g)].map((m) => m[1]!);

async function keepPage(): Promise<void> {
  const res = await fetch(PAGE, { cache: 'no-cache' });
  if (!res.ok) return;
  await (await caches.open(PAGES)).put(PAGE, res.clone());
  const files = filesOf(await res.text());
  const assets = await caches.open(ASSETS);
  await Promise.all(files.map(async (url) => { if (!(await assets.match(url))) await assets.add(url); }));
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepPage().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const assets = await caches.open(ASSETS);
    for (const request of await assets.keys()) {
      const kept = await assets.match(request);
      const at = Date.parse(kept?.headers.get('date') ?? '');
      if (at && Date.now() - at > KEEP_ASSETS_MS) await assets.delete(request);
    }
    await self.clients.claim();
  })());
});

/** The network's answer when it comes within 3 s, else the copy kept under `key` (every path of the app is its one page). */
async function networkFirst(request: Request, cacheName: string, key: string | Request = request): Promise<Response> {
  const cache = await caches.open(cacheName);
  const network = fetch(request).then(async (res) => {
    if (res.ok) await cache.put(key, res.clone());
    return res;
  });
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), NETWORK_WAIT_MS));
  const first = await Promise.race([network.catch(() => null), late]);
  if (first) return first;
  return (await cache.match(key)) ?? network;
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const res = await fetch(request);
  if (res.ok) await cache.put(request, res.clone());
  return res;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') return event.respondWith(networkFirst(request, PAGES, PAGE));
  if (url.pathname.startsWith('/admin/assets/')) return event.respondWith(cacheFirst(request));
  // The manifest and the icons: not hashed, so the network's when there is one.
  if (url.pathname.startsWith('/admin/gate/')) event.respondWith(networkFirst(request, ASSETS));
});
