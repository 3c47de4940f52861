import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const api = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/admin/',
  // Brotli and gzip copies of every text asset, made once at build: the server sends them as they are.
  plugins: [react(), compression({ threshold: 1024 })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // The console; the gate app (/admin/gate/: React and MUI without react-admin, no lazy chunks, so
      // its service worker keeps all of it); and that worker at /admin/gate/sw.js, not hashed since the
      // page registers it by name, and under /admin/gate/ since a worker controls only paths under its own.
      input: { index: 'index.html', gate: 'gate/index.html', 'gate-sw': 'src/gate/sw.ts' },
      output: { entryFileNames: ({ name }: { name: string }) => (name === 'gate-sw' ? 'gate/sw.js' : 'assets/[name]-[hash].js') },
    },
  },
  server: { proxy: { '/api': api, '/uploads': api, '/socket.io': { target: api, ws: true } } },
});
