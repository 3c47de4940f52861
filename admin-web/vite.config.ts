import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const api = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/admin/',
  // Brotli and gzip copies of every text asset, made once at build: the server sends them as they are.
  plugins: [react(), compression({ threshold: 1024 })],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/api': api, '/uploads': api, '/socket.io': { target: api, ws: true } } },
});
