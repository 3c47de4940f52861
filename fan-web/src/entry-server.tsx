/**
 * The fan site rendered on the server: the HTML a phone paints before any script has arrived, and
 * the data it shows, which the page then takes over (main.tsx hydrates it). For a visitor, every
 * public page; for a signed-in fan, those and the pages PAGES marks, with the fan's data, fetched
 * with their session. Built with `vite build --ssr` (see vite.config.ts); the API's static
 * site calls `render` (api/src/http/server-render.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { createInstance, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { LANGUAGES, type Language } from '@club/core';
import { textOptions } from './lib/i18n';
import { AppProvider, newQueryClient } from './app/provider';
import { pageAt } from './app/pages';
import { AppRoutes, preloadPage, rendersOnServer } from './app/router';
import { preloadSession, profileQueryKey } from './lib/auth/get-profile';
import { answerRequestsWith, type ServerRequest } from './lib/server-request';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
/** Every text of both languages: a page rendered here needs no further load. */
const resources: Resource = {};
for (const [file, texts] of Object.entries(files)) {
  const [, language, namespace] = /\/locales\/([a-z]+)\/([a-z]+)\.json$/.exec(file)!;
  (resources[language!] ??= {})[namespace!] = texts;
}

export interface Rendered {
  /** What goes in <head>: the page's <title> and React's hints (the images to fetch first). */
  head: string;
  /** What goes inside <div id="root">. */
  html: string;
  /** For the page to start from: when it was rendered, and the queries it was rendered with (who is signed in among them). */
  state: { now: number; queries: DehydratedState };
}

/**
 * The source files, as Vite's manifest names them, of the page at `pathname` beyond the main
 * script: its module, its texts in `language` and the site's own. The server names their built
 * files in the HTML it sends (api/src/http/page-files.ts), so they come with the main script.
 * Any page, signed-in or not: a visitor sent to sign in has fetched little in vain.
 */
export function pageSources(pathname: string, language: Language): string[] {
  const page = pageAt(pathname, true)?.page;
  const texts = ['common', ...(page ? [page.texts] : [])].map((namespace) => `src/locales/${language}/${namespace}.json`);
  return page?.module ? [`src/features/${page.module}.tsx`, ...texts] : texts;
}

/** The request of each render under way (the API client and the clock read it: lib/server-request.ts). */
const requests = new AsyncLocalStorage<ServerRequest>();
answerRequestsWith(() => requests.getStore());

/**
 * Renders `url` (path and query) in `language`, with the data its queries fetch from the API at
 * `apiOrigin`, as the fan whose `session` token the request's cookie holds when there is one.
 * Answers null for a page the server does not render (the browser renders those), when a query
 * failed, and when the session is no longer valid: the browser then renders the page itself, as it
 * would anyway.
 */
export function render(url: string, language: Language, apiOrigin: string, session?: string): Promise<Rendered | null> {
  if (!LANGUAGES.includes(language)) throw new Error(`no language ${language}`);
  return requests.run({ apiOrigin, session, now: Date.now() }, () => renderPage(url, language, session));
}

async function renderPage(url: string, language: Language, session: string | undefined): Promise<Rendered | null> {
  const { pathname } = new URL(url, 'http://localhost');
  if (!rendersOnServer(pathname, Boolean(session))) return null;

  const texts = createInstance();
  await texts.use(initReactI18next).init({ ...textOptions, lng: language, resources, initAsync: false });
  const data = newQueryClient();
  // Who is signed in, and the page's code and first data (PAGES' firstData), at once: the page is
  // then rendered once, with them. A query it makes beyond them is rendered loading, for the
  // browser to fetch once it has taken the page over.
  await Promise.all([preloadSession(data), preloadPage(url, data)]);
  if (session && !data.getQueryData(profileQueryKey)) return null;
  // First data that failed: the browser renders the page, and says so itself.
  if (data.getQueryCache().getAll().some((query) => query.state.status === 'error')) return null;

  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider texts={texts} data={data}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    // A part that failed would be left for the browser to render, with an inline script the
    // site's policy forbids: the whole page is, instead.
    // In one piece: React would otherwise move a large part to the end of the page, to be put in
    // place by an inline script.
    { onError: (error) => { failures.push(error); }, progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  if (failures.length) throw new AggregateError(failures, `${pathname} failed to render`);
  const html = await new Response(prelude).text();
  // React puts what belongs in <head> first: its preload hints, then the page's <title>.
  const head = /^(?:<link [^>]*\/>|<meta [^>]*\/>)*<title>[^<]*<\/title>/.exec(html)?.[0];
  if (!head) throw new Error(`${pathname} rendered without a <title>`);
  return { head, html: html.slice(head.length), state: { now: requests.getStore()!.now, queries: dehydrate(data) } };
}
