/**
 * The fan site's service worker (built to /sw.js, scope /; registered on signed-in pages by
 * lib/offline-tickets.ts): a fan whose phone has no signal at the gate still opens the ticket pages
 * they viewed before, with the answers those pages showed (docs/design/issue-32-offline-gate.md §10).
 * It keeps nothing else: every other request goes to the network untouched.
 */
declare const self: ServiceWorkerGlobalScope;

/** The fan's own pages and answers: deleted on sign-out (lib/offline-tickets.ts) and on a 401 from the API. */
const PRIVATE = 'fan-private';
/** The built files (named by their content, so a copy never goes stale). */
const ASSETS = 'fan-assets';
/** A phone with a bar of signal may answer slowly: past this the kept copy is shown. */
const NETWORK_MS = 4_000;

/** The ticket pages (app/pages.ts) and the answers they show: the purchase, its tickets and slip, the fan's tickets, who is signed in. */
const PRIVATE_PAGES = /^\/(?:ticket\/[^/]+|my-tickets)$/;
const PRIVATE_ANSWERS = /^\/api\/v1\/(?:purchases\/[^/]+(?:\/tickets|\/receipt)?|tickets\/mine|users\/profile)$/;
/** The club's crest and the teams' logos those pages show (a few dozen small images). */
const LOGOS = '/uploads/team-logos/';

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // A bearer token is the console's or the gate app's (the fan site signs in by cookie): never kept here.
  if (request.method !== 'GET' || url.origin !== self.location.origin || request.headers.has('authorization')) return;
  // Only what it keeps passes through it: the API's other calls, the console's and the rest of the
  // site go to the network as if there were no worker.
  if (PRIVATE_ANSWERS.test(url.pathname)) {
    event.respondWith(networkFirst(request, PRIVATE));
  } else if (request.mode === 'navigate' && PRIVATE_PAGES.test(url.pathname)) {
    event.respondWith(networkFirst(request, PRIVATE, NETWORK_MS));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname === '/after-paint.js' || url.pathname.startsWith(LOGOS)) {
    // Not named by their content; after-paint.js fetches a kept page's scripts (api/src/http/server-render.ts).
    event.respondWith(networkFirst(request, ASSETS));
  }
});

/**
 * The network's answer (a 200 kept for later); else, or past `ms`, the kept copy; else the network's
 * failure. A 401 (the session is over: the profile call every page the browser renders makes
 * among them) forgets every copy of the fan's.
 */
async function networkFirst(request: Request, cacheName: string, ms?: number): Promise<Response> {
  const network = fetch(request).then(async (response) => {
    if (response.status === 401) await caches.delete(PRIVATE);
    if (response.status === 200) await keep(cacheName, request, response.clone());
    return response;
  });
  const late = new Promise<undefined>((resolve) => ms && setTimeout(resolve, ms));
  const answer = await Promise.race([network, late]).catch(() => undefined);
  return answer ?? (await keptCopy(cacheName, request)) ?? network;
}

async function cacheFirst(request: Request): Promise<Response> {
  const copy = await caches.match(request, { cacheName: ASSETS });
  if (copy) return copy;
  const response = await fetch(request);
  if (response.status === 200) await keep(ASSETS, request, response.clone());
  return response;
}

/** Stored with the time it was stored, which a kept copy carries as `x-from-cache` (the ticket page's offline banner says it). */
async function keep(cacheName: string, request: Request, response: Response): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set('x-from-cache', new Date().toISOString());
  await (await caches.open(cacheName)).put(request, new Response(await response.blob(), { status: 200, statusText: response.statusText, headers }));
}

/** Pages and answers vary by cookie and language; the copy is the signed-in fan's own, in the language they last read it in. */
const keptCopy = (cacheName: string, request: Request) => caches.match(request, { cacheName, ignoreVary: true });
