import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** The site's own modules that the chunk groups below gather: not its texts (a file per language), nor the service worker (an entry of its own). */
const siteCode = /fan-web[\\/]src[\\/](?!locales|sw\.ts$)/;

// In development the API runs separately; in production it serves this build from the same origin.
const api = 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  // Brotli and gzip copies of every text asset, made once at build: the server sends them as they are.
  // The server's build (`vite build --ssr`, src/entry-server.tsx, into dist-server) has none to send.
  plugins: [react(), ...(isSsrBuild ? [] : [compression({ threshold: 1024 })])],
  resolve: {
    // React's own hook rather than the shim's copy of it for React before 18.
    alias: [{ find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: fileURLToPath(new URL('src/lib/use-sync-external-store.ts', import.meta.url)) }],
  },
  build: {
    outDir: 'dist',
    // .vite/manifest.json: each source module's file and the files it imports, from which the server
    // names a page's files in the HTML it sends (api/src/http/page-files.ts).
    manifest: !isSsrBuild,
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The site, and its service worker (src/sw.ts) at /sw.js: not hashed, since a page registers it
      // by name, and at the root, since a worker controls only the paths under its own.
      ...(isSsrBuild ? {} : { input: { index: 'index.html', sw: 'src/sw.ts' } }),
      // The server's build has every text of both languages (entry-server.tsx), so the browser's
      // loader of each page's texts (i18n.ts) cannot split them off there: as meant, not a warning.
      checks: { ineffectiveDynamicImport: !isSsrBuild },
      output: {
        ...(isSsrBuild ? {} : { entryFileNames: ({ name }: { name: string }) => (name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js') }),
        // The libraries every page needs (React, the router, i18next, TanStack Query) change rarely: in a
        // chunk of their own they stay cached across releases, and one file is one request rather than five.
        codeSplitting: { groups: [
          { name: 'vendor', priority: 2, tags: ['$initial'], test: /node_modules[\\/](react|react-dom|react-router|scheduler|i18next|react-i18next|i18next-resources-to-backend|@tanstack)[\\/]/ },
          // zod and the site's setting of it (lib/no-eval.ts), for the pages whose forms parse (sign-in,
          // the promo code, addresses): a file of their own (24 KB as gzip), rather than merged with small
          // modules that other pages share (the text field, the phone check), which made the buying and
          // ticket pages fetch zod too.
          { name: 'zod', priority: 2, test: /node_modules[\\/]zod[\\/]|fan-web[\\/]src[\\/]lib[\\/]no-eval\.ts$/ },
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
