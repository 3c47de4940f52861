import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** What the fan site's build lists (fan-web/vite.config.ts, routePreloads): the app's files, and each page's paths and files. */
const filesSchema = z.object({ js: z.array(z.string()), css: z.array(z.string()) });
const preloadsSchema = z.object({ app: filesSchema, pages: z.array(filesSchema.extend({ paths: z.array(z.string()) })) });

/** Links that fetch these files now. */
const linksTo = ({ js, css }: z.infer<typeof filesSchema>) => [
  // Stylesheets as the page's own (the script adds the same link later and finds it there): a page
  // rendered on the server shows styled; `crossorigin` as the script's links have it.
  ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
];

/** Whether `pathname` is shown by a route `pattern` such as /ticket/:ticketId (a :name is one non-empty segment). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/**
 * The index.html to send for each path: the built one, plus links (from the build's
 * route-preloads.json) that fetch, with the main script, the site's own scripts and stylesheets
 * and, for a page it lists, that page's (rather than once the main script has run and found
 * which page it is on). Paths are only matched against the build's own list: nothing from the
 * request goes into the page.
 */
export function indexPages(dir: string): (pathname: string) => string {
  const index = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const listed = path.join(dir, 'route-preloads.json');
  if (!existsSync(listed)) return () => index;
  const { app, pages } = preloadsSchema.parse(JSON.parse(readFileSync(listed, 'utf8')));
  const withLinks = (links: string[]) => index.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
  const site = withLinks(linksTo(app));
  const byPage = pages.map((page) => ({ paths: page.paths, html: withLinks([...linksTo(app), ...linksTo(page)]) }));
  return (pathname) => byPage.find(({ paths }) => paths.some((pattern) => matchesRoute(pattern, pathname)))?.html ?? site;
}
