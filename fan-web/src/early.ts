/**
 * The site's first script, run as soon as it has arrived (async: it waits neither for the page's
 * stylesheets nor for the rest of its code; a file of its own, named before the main script by the
 * build: see vite.config.ts). On a page the browser renders itself (a fan with a session), it
 * starts the calls that page makes first, who is signed in and the page's own data (the same calls
 * as router.tsx's FIRST_DATA), so their answers travel beside the code rather than after it. The API client takes an answer
 * (window.earlyAnswers.take) when it makes the same call with the same token; an answer that is
 * not a success is dropped and the call made again as usual.
 *
 * Shares no module with the main script, which would make it wait for that file (or the bundler
 * put the main script's code in this one): the two meet on `window`.
 */

/** Where the bearer token is kept: as lib/api-client.ts's TOKEN_KEY (e2e/landing.test.ts's early-calls test fails when they differ). */
const TOKEN_KEY = 'club.token';

/** The first calls of each page that shows one record by its id: the path pattern, the API paths, and whether they need a session. */
const FIRST_CALLS: [page: RegExp, calls: (id: string) => string[], signedIn: boolean][] = [
  // The match, and the fan's open purchases for it (the page warns of one already waiting).
  [/^\/buy-ticket\/([\w-]+)\/?$/, (id) => [`/api/v1/matches/${id}`, `/api/v1/purchases?matchId=${id}`], true],
  [/^\/payment\/([\w-]+)\/?$/, (id) => [`/api/v1/purchases/${id}`], true],
  [/^\/merchandise\/product\/([\w-]+)\/?$/, (id) => [`/api/v1/public/merchandise/products/${id}`], false],
];

interface EarlyAnswer {
  token: string | null;
  answer: Promise<Response | null>;
}

/** The answers of the calls this script started, for the API client. */
export interface EarlyAnswers {
  /** The answer to GET `path` made with this token, once (a later call goes to the API); null when there is none, or it failed. */
  take(path: string, token: string | null): Promise<Response | null>;
}

declare global {
  interface Window {
    earlyAnswers?: EarlyAnswers;
  }
}

const answers = new Map<string, EarlyAnswer>();

function call(path: string, token: string | null): void {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  answers.set(path, { token, answer: fetch(path, { headers }).catch(() => null) });
}

async function take(path: string, token: string | null): Promise<Response | null> {
  const early = answers.get(path);
  if (!early) return null;
  answers.delete(path);
  const response = await early.answer;
  if (early.token === token && response?.ok) return response;
  // An answer dropped unread keeps its connection open (a private, no-store answer is read by nobody else): let it go.
  response?.body?.cancel().catch(() => undefined);
  return null;
}

function start(): void {
  // A page the server rendered has its data inside it (its scripts, this one too, run once it is painted).
  if (document.getElementById('server-state')) return;
  let token: string | null = null;
  try {
    token = localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return; // storage blocked: the site says so itself once it runs
  }
  window.earlyAnswers = { take };
  if (token) call('/api/v1/users/profile', token);
  for (const [page, calls, signedIn] of FIRST_CALLS) {
    const id = page.exec(window.location.pathname)?.[1];
    // Without a session a signed-in page sends the visitor to sign in: nothing to ask for.
    if (id && (token || !signedIn)) for (const path of calls(id)) call(path, token);
  }
}

start();
