import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs separately; in production it serves this build from the same origin.
const api = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router change rarely: in a chunk of their own they stay cached across releases.
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }] },
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
