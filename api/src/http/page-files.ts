import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Language } from '@club/core';

/** Vite's manifest of a build (`build.manifest`): each source module's file, the chunks it imports, its stylesheets. */
const manifestSchema = z.record(z.string(), z.object({
  file: z.string(),
  imports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
}));

/** The source files of the page at a path (fan-web/src/entry-server.tsx, `pageSources`). */
export type PageSources = (pathname: string, language: Language) => string[];

/**
 * The index.html to send for each path and reader's language: the built one, plus, when the site
 * says which source files the page at that path needs (`sourcesOf`), links that start fetching
 * their built files (and the chunks they import) with the main script, rather than once it has run
 * and found which page it is on, and their stylesheets. Vite's manifest turns sources into files;
 * those the main script loads anyway are left out. Nothing from the request goes into the page but
 * what the site's own route table and the build's manifest make of its path.
 */
export function indexPages(dir: string, sourcesOf?: Promise<PageSources>): (pathname: string, language: Language) => Promise<string> {
  const index = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const listed = path.join(dir, '.vite', 'manifest.json');
  if (!sourcesOf || !existsSync(listed)) return async () => index;
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(listed, 'utf8')));

  /** The chunks of these manifest entries and all they import, each once. */
  const chunks = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      chunks(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const main = chunks(['index.html']);
  const kept = new Map<string, string>();
  // A renderer that failed to load names nothing (serverRenderer logs its failure with each page).
  const lookup = sourcesOf.catch((): PageSources => () => []);

  return async (pathname, language) => {
    const own = [...chunks((await lookup)(pathname, language))].filter((key) => !main.has(key));
    const key = own.join(' ');
    let html = kept.get(key);
    if (html === undefined) {
      const css = new Set(own.flatMap((chunk) => manifest[chunk]!.css ?? []));
      const links = [
        // Stylesheets as the page's own (the script adds the same link later and finds it there):
        // a page rendered on the server shows styled; `crossorigin` as the script's links have it.
        ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...own.map((chunk) => `<link rel="modulepreload" crossorigin href="/${manifest[chunk]!.file}">`),
      ];
      html = links.length ? index.replace('</head>', `    ${links.join('\n    ')}\n  </head>`) : index;
      // One copy per set of files: the site has a few dozen pages and two languages.
      kept.set(key, html);
    }
    return html;
  };
}
