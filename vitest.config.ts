import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Two files at a time, of any project, whatever the machine (vitest would take one less than its
    // cores: one, on the 2-core CI): the API and browser tests mostly wait on servers, PostgreSQL and
    // Chromium, and each file has data of its own (its database copy, its product).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          // As the api project: a worker imports the packages once for all its files. Nothing here mocks a
          // module; summary-reporter.test's spy on stdout is put back after each test.
          isolate: false,
          include: ['packages/*/src/**/*.test.ts', 'worker/src/**/*.test.ts', 'scripts/*.test.ts', 'admin-web/src/gate/**/*.test.ts'],
          exclude: ['**/*.int.test.ts'],
        },
      },
      {
        // API and worker behaviour over HTTP against the real PostgreSQL and Redis: a database migrated
        // and seeded once per run, copied for each file (harness.ts testDatabase).
        test: {
          name: 'api',
          // A worker runs its files one after another in one process, importing the API's modules once,
          // not once per file (that was 10-20 s a file on the 2-core CI). Each file still has its own
          // database copy and queue prefix, closes what it starts, and mocks nothing but the clock.
          isolate: false,
          include: ['api/src/**/*.test.ts', 'worker/src/**/*.int.test.ts'],
          globalSetup: ['./api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The browser journeys: `npm start` in a child process driven by Chromium, each file its own.
        test: {
          name: 'e2e',
          // As the api project: a worker imports the journeys' support (Playwright, pg) once, not once
          // per file; each file starts its own product and browser and stops them.
          isolate: false,
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
