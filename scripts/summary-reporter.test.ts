import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SerializedError, TestModule, TestRunEndReason } from 'vitest/node';
import SummaryReporter from './summary-reporter.js';

type State = 'passed' | 'failed' | 'skipped';

/** The parts of vitest's TestSuite and TestModule the reporter reads. */
interface FakeSuite {
  state: State;
  errors?: SerializedError[];
  tests?: State[];
  suites?: FakeSuite[];
}

const error = (message: string): SerializedError => ({ message, name: 'Error' });

function fake(suite: FakeSuite): unknown {
  const tests = (s: FakeSuite): State[] => [...(s.tests ?? []), ...(s.suites ?? []).flatMap(tests)];
  const suites = (s: FakeSuite): FakeSuite[] => (s.suites ?? []).flatMap((child) => [child, ...suites(child)]);
  return {
    state: () => suite.state,
    errors: () => suite.errors ?? [],
    children: {
      *allTests(state?: State) {
        for (const t of tests(suite)) if (!state || t === state) yield { result: () => ({ state: t }) };
      },
      *allSuites() {
        for (const s of suites(suite)) yield fake(s);
      },
    },
  };
}

/** The closing line the reporter prints for a run of these files. */
function closingLine(files: FakeSuite[], unhandled: SerializedError[] = [], reason: TestRunEndReason = 'passed'): string {
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    new SummaryReporter().onTestRunEnd(files.map(fake) as TestModule[], unhandled, reason);
    return write.mock.calls.map(([text]) => String(text)).join('').trim();
  } finally {
    write.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe('the closing line of a test run', () => {
  it('counts passed, failed and skipped tests', () => {
    expect(closingLine([
      { state: 'failed', tests: ['passed', 'failed'] },
      { state: 'passed', tests: ['passed', 'skipped'] },
    ], [], 'failed')).toBe('Tests: 2 passed, 1 failed, 1 skipped');
    expect(closingLine([{ state: 'passed', tests: ['passed'] }])).toBe('Tests: 1 passed, 0 failed');
  });

  it('counts a file whose afterAll timed out as a failed suite, though every test in it passed', () => {
    expect(closingLine([
      { state: 'failed', errors: [error('Hook timed out in 60000ms.')], tests: ['passed', 'passed', 'passed'] },
      { state: 'passed', tests: ['passed'] },
    ], [], 'failed')).toBe('Tests: 4 passed, 0 failed; 1 suite failed');
  });

  it('counts a describe whose beforeAll threw, and a file that could not be collected, as failed suites', () => {
    expect(closingLine([
      { state: 'failed', suites: [{ state: 'failed', errors: [error('beforeAll failed')], tests: ['skipped'] }, { state: 'passed', tests: ['passed'] }] },
      { state: 'failed', errors: [error("Cannot find module './gone.js'")] },
    ], [], 'failed')).toBe('Tests: 1 passed, 0 failed, 1 skipped; 2 suites failed');
  });

  it('does not count a suite failed only because a test in it failed', () => {
    expect(closingLine([{ state: 'failed', suites: [{ state: 'failed', tests: ['failed', 'passed'] }] }], [], 'failed')).toBe('Tests: 1 passed, 1 failed');
  });

  it('counts a file that failed with neither a failed test nor an error of its own once', () => {
    expect(closingLine([{ state: 'failed', tests: ['passed'] }], [], 'failed')).toBe('Tests: 1 passed, 0 failed; 1 suite failed');
  });

  it('counts errors thrown outside any test (uncaught exceptions, unhandled rejections)', () => {
    expect(closingLine([{ state: 'passed', tests: ['passed', 'passed'] }], [error('read ECONNRESET'), error('Connection terminated unexpectedly')], 'failed'))
      .toBe('Tests: 2 passed, 0 failed; 2 unhandled errors');
  });

  it('says the run failed when it failed before any test ran (a global setup that threw)', () => {
    expect(closingLine([], [], 'failed')).toBe('Tests: 0 passed, 0 failed; the run failed');
  });

  it('puts every kind of failure on the one line', () => {
    expect(closingLine([
      { state: 'failed', errors: [error('Hook timed out in 60000ms.')], tests: ['passed', 'failed'] },
    ], [error('escaped')], 'failed')).toBe('Tests: 1 passed, 1 failed; 1 suite failed, 1 unhandled error');
  });
});
