import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'worker/src/**/*.test.ts', 'scripts/*.test.ts'],
          exclude: ['**/*.int.test.ts'],
        },
      },
      {
        // API and worker behaviour over HTTP against the real PostgreSQL and Redis, one fresh database per run.
        test: {
          name: 'api',
          include: ['api/src/**/*.test.ts', 'worker/src/**/*.int.test.ts'],
          globalSetup: ['./api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The browser journeys: `npm start` in a child process driven by Chromium.
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
