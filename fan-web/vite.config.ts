import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// In development the API runs separately; in production it serves this build from the same origin.
const api = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/',
  // Brotli and gzip copies of every text asset, made once at build: the server sends them as they are.
  plugins: [react(), compression({ threshold: 1024 })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // The libraries every page needs (React, the router, i18next, TanStack Query) change rarely: in a
        // chunk of their own they stay cached across releases, and one file is one request rather than five.
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules[\\/](react|react-dom|react-router|scheduler|i18next|react-i18next|i18next-browser-languagedetector|i18next-resources-to-backend|@tanstack|use-sync-external-store)[\\/]/ }] },
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
});
