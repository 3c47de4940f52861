import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@club/core';

/** What the fan site's build lists per page (fan-web/vite.config.ts, routePreloads): its paths and files, its texts by language. */
const preloadsSchema = z.array(z.object({
  paths: z.array(z.string()), js: z.array(z.string()), css: z.array(z.string()),
  texts: z.record(z.enum(LANGUAGES), z.array(z.string())),
}));

/** Whether `pathname` is shown by a route `pattern` such as /ticket/:ticketId (a :name is one non-empty segment). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  // A trailing slash is not a segment ("/orders/6b1f/"), unless it is the whole path ("/").
  const got = pathname.replace(/([^/])\/+$/, '$1').split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/**
 * The index.html to send for each path and reader's language: the built one, plus, for a page the
 * build listed in route-preloads.json, links that start fetching that page's scripts and its texts
 * in that language with the main script, and its stylesheets (rather than once it has run and
 * found which page it is on). Paths are only matched against the build's own list: nothing from
 * the request goes into the page.
 */
export function indexPages(dir: string): (pathname: string, language: Language) => string {
  const index = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const listed = path.join(dir, 'route-preloads.json');
  if (!existsSync(listed)) return () => index;
  const pages = preloadsSchema.parse(JSON.parse(readFileSync(listed, 'utf8'))).map(({ paths, js, css, texts }) => {
    const html = (language: Language) => {
      const links = [
        // Stylesheets as the page's own (the script adds the same link later and finds it there):
        // a page rendered on the server shows styled; `crossorigin` as the script's links have it.
        ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...[...js, ...texts[language]].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ];
      return index.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
    };
    return { paths, html: Object.fromEntries(LANGUAGES.map((language) => [language, html(language)])) as Record<Language, string> };
  });
  return (pathname, language) => pages.find(({ paths }) => paths.some((pattern) => matchesRoute(pattern, pathname)))?.html[language] ?? index;
}
