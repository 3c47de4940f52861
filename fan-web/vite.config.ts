import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { PAGES } from './src/app/pages';

/** The plugins below act on the browser's build only (not the server's, `vite build --ssr`, nor the dev server). */
const browserBuild: Plugin['apply'] = (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild;

/**
 * Writes route-preloads.json: for the landing page and each page of src/app/pages.ts, its paths and
 * the files it needs beyond the main script's (its chunk, the chunks it imports, its stylesheets, and
 * its texts and the site's own by language). The server announces them in the index.html it sends for that page, with the texts
 * of the reader's language only, so a phone fetches them with the main script instead of after it has run.
 */
function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: browserBuild,
    // After Vite's own: it removes the chunks that only carried a stylesheet.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const chunkOf = (source: string) => chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(source));
      const withImports = (chunk: Rollup.OutputChunk, into = new Set<string>()) => {
        if (!into.has(chunk.fileName)) {
          into.add(chunk.fileName);
          for (const name of chunk.imports) withImports(bundle[name] as Rollup.OutputChunk, into);
        }
        return into;
      };
      // The main script's (the entry of index.html; early.ts is an entry too, of its own).
      const main = withImports(chunks.find((chunk) => chunk.isEntry && chunk.name === 'index')!);
      /** The files of these namespaces' texts, by language. */
      const textFiles = (namespaces: string[]) => {
        const files: Record<string, string[]> = {};
        for (const c of chunks) {
          const [, language, namespace] = /\/src\/locales\/([a-z]+)\/([a-z]+)\.json$/.exec(c.facadeModuleId?.replaceAll('\\', '/') ?? '') ?? [];
          if (language && namespaces.includes(namespace!)) (files[language] ??= []).push(c.fileName);
        }
        return files;
      };
      const preloads: { paths: readonly string[]; js: string[]; css: string[]; texts: Record<string, string[]> }[] = PAGES.map(({ paths, module, texts }) => {
        const chunk = chunkOf(`/src/features/${module}.tsx`);
        if (!chunk) throw new Error(`route-preloads: no chunk for ${module}`);
        const js = [...withImports(chunk)].filter((file) => !main.has(file));
        const css = js.flatMap((file) => [...((bundle[file] as Rollup.OutputChunk).viteMetadata?.importedCss ?? [])]);
        return { paths, js, css: [...new Set(css)], texts: textFiles(['common', texts]) };
      });
      // The landing page: its code is the main script's, its texts are fetched as every page's are.
      preloads.push({ paths: ['/'], js: [], css: [], texts: textFiles(['common', 'landing']) });
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}

/**
 * Names early.ts, built as an entry of its own, in index.html before the main script (async): it
 * runs as soon as it arrives and starts the page's first API calls while the rest of the code is
 * still on its way (see early.ts).
 */
function earlyScript(): Plugin {
  return {
    name: 'early-script',
    apply: browserBuild,
    enforce: 'post',
    generateBundle(_options, bundle) {
      const early = Object.values(bundle).find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry && file.name === 'early');
      const index = bundle['index.html'];
      if (!early || index?.type !== 'asset') throw new Error('early-script: no early.ts chunk or index.html');
      if (early.imports.length) throw new Error(`early-script: early.ts must import nothing, it imports ${early.imports.join(', ')}`);
      index.source = String(index.source).replace('<script type="module"', `<script type="module" async crossorigin src="/${early.fileName}"></script>\n    <script type="module"`);
    },
  };
}

/**
 * React Router's bundle creates its contexts and components (`React.createContext(…)`,
 * `React.forwardRef(…)`) without a pure mark and then sets each one's `displayName`, so a bundler
 * keeps all of them, used or not: the router's own Link with its prefetching, NavLink, Form,
 * ScrollRestoration. Marking those calls pure and dropping the names (React DevTools names
 * components by their functions, which stay) leaves out what the site does not use (components/Link.tsx).
 */
function treeShakeableRouter(): Plugin {
  return {
    name: 'tree-shakeable-router',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/ },
      handler: (code) => ({
        code: code
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/^((?:var|const|let) [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2'),
        map: null,
      }),
    },
  };
}

/** The site's own modules that the chunk groups below gather: not its texts (a file per language) nor early.ts (a file alone). */
const siteCode = /fan-web[\\/]src[\\/](?!locales|early)/;

// In development the API runs separately; in production it serves this build from the same origin.
const api = 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  // Brotli and gzip copies of every text asset, made once at build: the server sends them as they are.
  // The server's build (`vite build --ssr`, src/entry-server.tsx, into dist-server) has none to send.
  plugins: [react(), treeShakeableRouter(), ...(isSsrBuild ? [] : [compression({ threshold: 1024 }), routePreloads(), earlyScript()])],
  resolve: {
    // React's own hook rather than the shim's copy of it for React before 18.
    alias: [{ find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: fileURLToPath(new URL('src/lib/use-sync-external-store.ts', import.meta.url)) }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The server's build has every text of both languages (entry-server.tsx), so the browser's
      // loader of each page's texts (i18n.ts) cannot split them off there: as meant, not a warning.
      checks: { ineffectiveDynamicImport: !isSsrBuild },
      ...(isSsrBuild ? {} : { input: { index: 'index.html', early: 'src/early.ts' } }),
      output: {
        // The libraries every page needs (React, the router, i18next, TanStack Query) change rarely: in a
        // chunk of their own they stay cached across releases, and one file is one request rather than five.
        codeSplitting: { groups: [
          { name: 'vendor', priority: 2, tags: ['$initial'], test: /node_modules[\\/](react|react-dom|react-router|scheduler|i18next|react-i18next|i18next-resources-to-backend|@tanstack)[\\/]/ },
          // The site's own code the first page needs, in one file rather than a few small ones (a phone on
          // HTTP/1.1 pays a round trip per file).
          { name: 'start', priority: 1, tags: ['$initial'], test: siteCode },
          // Code that several pages share, grouped by the pages that use it, small groups merged: a page
          // fetches a few files, and little of other pages' code.
          { name: 'shared', priority: 0, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 4000, test: siteCode },
        ] },
      },
    },
  },
  server: {
    proxy: {
      '/api': api,
      '/uploads': api,
      '/socket.io': { target: api, ws: true },
    },
  },
}));
