import type { Reporter, SerializedError, TestModule, TestRunEndReason } from 'vitest/node';

export interface RunSummary {
  passed: number;
  failed: number;
  skipped: number;
  /** Test files and suites that failed themselves: collection, a beforeAll or afterAll (a timeout too). */
  suitesFailed: number;
  /** Errors thrown outside any test: uncaught exceptions, unhandled rejections, a failing global setup. */
  unhandledErrors: number;
  /** The run failed with nothing above to show for it (vitest says so in `reason`). */
  runFailed: boolean;
}

/**
 * Suites of a test file that failed on their own account (an error of their own: collection, a
 * beforeAll or afterAll), not because a test in them failed. A file that failed with neither such
 * an error nor a failed test still failed: it counts once.
 */
function suitesFailedIn(module: TestModule): number {
  const own = [module, ...module.children.allSuites()].filter((suite) => suite.errors().length > 0).length;
  if (own > 0 || module.state() !== 'failed') return own;
  for (const _ of module.children.allTests('failed')) return 0;
  return 1;
}

export function summarize(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>, reason?: TestRunEndReason): RunSummary {
  const summary: RunSummary = { passed: 0, failed: 0, skipped: 0, suitesFailed: 0, unhandledErrors: unhandledErrors.length, runFailed: false };
  for (const m of modules) {
    for (const t of m.children.allTests()) {
      const state = t.result().state;
      if (state === 'passed') summary.passed++;
      else if (state === 'failed') summary.failed++;
      else summary.skipped++;
    }
    summary.suitesFailed += suitesFailedIn(m);
  }
  summary.runFailed = reason === 'failed' && !summary.failed && !summary.suitesFailed && !summary.unhandledErrors;
  return summary;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function summaryLine(s: RunSummary): string {
  const problems = [
    s.suitesFailed ? plural(s.suitesFailed, 'suite failed', 'suites failed') : '',
    s.unhandledErrors ? plural(s.unhandledErrors, 'unhandled error', 'unhandled errors') : '',
    s.runFailed ? 'the run failed' : '',
  ].filter(Boolean);
  return `Tests: ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''}${problems.length ? `; ${problems.join(', ')}` : ''}`;
}

/**
 * Prints one plain closing line that any CI can read: "Tests: N passed, N failed, N skipped", and
 * after a semicolon whatever else failed: suites (a failed hook or collection), errors outside any
 * test. Passing tests do not make a run good when a suite or the process around them failed.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>, reason: TestRunEndReason): void {
    process.stdout.write(`\n${summaryLine(summarize(modules, unhandledErrors, reason))}\n`);
  }
}
