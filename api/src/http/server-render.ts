import { existsSync } from 'node:fs';
import type { Request } from 'express';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { LANGUAGE_COOKIE, readerLanguage, type Language } from '@club/core';
import type { PageSources } from './page-files.js';
import { pathForLog } from './request-log.js';

/** fan-web/src/entry-server.tsx, as `vite build --ssr` makes it. */
interface Renderer {
  pageSources: PageSources;
  render(url: string, language: Language, apiOrigin: string, session?: string): Promise<{ head: string; html: string; state: object } | null>;
}


/** A page rendered for visitors is sent again for this long: thousands opening the site at once cost one render a second. */
const FRESH_MS = 1_000;
/** Pages kept at once (the store's searches make many addresses). */
const KEPT = 500;
/** Past this the fan's browser renders the page itself, as it can. */
const RENDER_TIMEOUT_MS = 1_500;
/** Renders at once per process (a flood of distinct addresses must not queue every visitor behind it). */
const MAX_RENDERING = 8;

/** One cookie's value from the request's Cookie header, or undefined. */
function cookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The identity provider's session cookie of the request (better-auth's, "__Secure-" on https), set
 * when a fan signs in: the one sign of a signed-in fan. Its value as better-auth signed it
 * (undefined when there is none).
 */
export function sessionCookie(req: Request): string | undefined {
  const value = cookie(req, '__Secure-better-auth.session_token') ?? cookie(req, 'better-auth.session_token');
  try {
    return value === undefined ? undefined : decodeURIComponent(value);
  } catch {
    return ''; // a cookie no one could have been given: there, but naming no session
  }
}

/** The language a page is rendered in: core's rule, as the site's own (fan-web/src/lib/i18n.ts), from the reader's cookie and their browser's Accept-Language. */
export const pageLanguage = (req: Request): Language => readerLanguage(req.headers['accept-language'], cookie(req, LANGUAGE_COOKIE));

/**
 * What the fan site's index.html keeps for a page the server renders, as Vite's own server
 * rendering does: its head (`<!--page-head-->…<!--/page-head-->`, the default title) and its root
 * (`<!--page-->…<!--/page-->`, the boot screen). Split on these, index.html is five parts: the
 * two kept places are parts 2 and 4. Its <html lang> is the page's language.
 */
const PAGE_PARTS = /(<!--page-head-->[\s\S]*?<!--\/page-head-->|<!--page-->[\s\S]*?<!--\/page-->)/;

/** The site's scripts and the files they import, as the build and page-files.ts name them. */
const SCRIPTS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/** Whether index.html keeps the places a page rendered on the server goes into (checked when the site is served, not when a page is). */
export const keepsPageParts = (index: string): boolean => index.split(PAGE_PARTS).length === 5 && /^<!doctype html>\s*<html lang="[a-z]+">/i.test(index);

/** The JSON of the page's data, safe inside a <script> element (no "</script>", no "<!--"). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

interface RenderedPage {
  language: Language;
  /** Rendered for a signed-in fan, with their data: for them alone. */
  private: boolean;
  /** index.html with the page inside. */
  fill(index: string): string;
}

/** The site's server renderer (fan-web's entry-server.js), when the build made one. */
export const loadRenderer = (file: string): Promise<Renderer> | undefined =>
  existsSync(file) ? (import(pathToFileURL(file).href) as Promise<Renderer>) : undefined;

/**
 * Renders a page on the server (fan-web/src/entry-server.tsx):
 * the page's HTML in index.html, in the reader's language, with the data it was rendered with for
 * the browser to start from. A visitor's page is rendered once for all who open it within a
 * second; a signed-in fan's (the request carries the identity provider's session cookie) is
 * rendered for them alone, its API calls made with that session's token, and kept for no one.
 * Any page the renderer declines, fails or is slow to render goes
 * out as plain index.html, for the browser to render. The renderer calls the API at the address
 * this request came in on: nothing from the request's headers chooses where.
 */
export function serverRenderer(renderer: Promise<Renderer>, logger?: Logger): (req: Request) => Promise<RenderedPage | null> {
  const kept = new Map<string, { at: number; page: Promise<RenderedPage | null> }>();

  /** Renders on their way: past MAX_RENDERING a visitor gets the plain page rather than wait behind a flood of others. */
  let rendering = 0;

  const renderPage = async (url: string, language: Language, apiOrigin: string, session?: string): Promise<RenderedPage | null> => {
    rendering += 1;
    // Settled (and counted) however long it takes; a failure is logged even after the time limit.
    const work = renderer
      .then(({ render }) => render(url, language, apiOrigin, session))
      .catch((err: unknown) => {
        logger?.error({ err, url: pathForLog(url) }, 'server render failed: the page is sent for the browser to render');
        return null;
      })
      .finally(() => { rendering -= 1; });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS); });
    const page = await Promise.race([work, late]).finally(() => clearTimeout(timer));
    if (!page) return null;
    return {
      language,
      private: Boolean(session),
      // The places index.html keeps for it (see PAGE_PARTS): its language, its head, and the page with its data.
      fill: (index) => {
        const [top, , middle, , bottom] = index.split(PAGE_PARTS);
        // The page is on screen before its scripts are fetched: they wait in a template until it has
        // been painted (fan-web/public/after-paint.js) rather than share a slow network with its
        // stylesheets and images (bench:web without it: the largest paint 0.7-1 s later on a phone, 2 s in a stadium).
        const held: string[] = [];
        const hold = (part: string) => part.replace(SCRIPTS, (tag) => { held.push(tag.trim()); return ''; });
        const start = hold(top!).replace(/^(<!doctype html>\s*<html) lang="[a-z]+">/i, `$1 lang="${language}">`);
        const head = hold(middle!).replace('</head>', '  <script src="/after-paint.js" defer></script>\n  </head>');
        const root = `<div id="root">${page.html}</div><script type="application/json" id="server-state">${scriptJson({ language, ...page.state })}</script>`;
        return `${start}${page.head}${head}${root}<template id="page-scripts">${held.join('')}</template>${bottom}`;
      },
    };
  };

  return (req) => {
    const language = pageLanguage(req);
    const host = req.socket.localAddress?.includes(':') ? `[${req.socket.localAddress}]` : req.socket.localAddress;
    const apiOrigin = `http://${host}:${req.socket.localPort}`;
    const session = sessionCookie(req);
    if (session !== undefined) {
      // A value no session token has (printable ASCII, as signed by better-auth) names none: the browser asks the API itself.
      if (!/^[\x21-\x7e]{1,512}$/.test(session) || rendering >= MAX_RENDERING) return Promise.resolve(null);
      return renderPage(req.originalUrl, language, apiOrigin, session);
    }
    const key = `${language} ${req.originalUrl}`;
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && now - hit.at < FRESH_MS) return hit.page;
    if (rendering >= MAX_RENDERING) return Promise.resolve(null);
    const page = renderPage(req.originalUrl, language, apiOrigin);
    kept.delete(key);
    kept.set(key, { at: now, page });
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    return page;
  };
}
