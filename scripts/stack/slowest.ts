// The slowest tests of an `npm test` run, read from the JSON reports vitest and Playwright write beside
// their console output, so each run says where its minutes go.
import fs from 'node:fs';

export interface TestTime {
  /** The file, then the test's full title. */
  name: string;
  ms: number;
}

interface VitestReport {
  testResults?: {
    name: string;
    assertionResults?: { fullName: string; duration?: number | null }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file?: string; tests?: { results?: { duration?: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Every test of a vitest JSON report (`--reporter=json`), with its duration. */
export function vitestTimes(report: VitestReport, root = ''): TestTime[] {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((t) => ({
      name: `${file.name.startsWith(root) ? file.name.slice(root.length) : file.name} > ${t.fullName}`,
      ms: t.duration ?? 0,
    })),
  );
}

/** Every test of a Playwright JSON report, its attempts' durations summed. */
export function playwrightTimes(report: { suites?: PlaywrightSuite[] }): TestTime[] {
  // A top-level suite is the file itself: its title is not repeated after the file's name.
  const walk = (suite: PlaywrightSuite, titles: string[], top = false): TestTime[] => {
    const path = top ? [] : [...titles, suite.title];
    const own = (suite.specs ?? []).map((spec) => ({
      name: `e2e/${spec.file ?? suite.file ?? ''} > ${[...path, spec.title].filter(Boolean).join(' > ')}`,
      ms: (spec.tests ?? []).reduce(
        (sum, t) => sum + (t.results ?? []).reduce((s, r) => s + (r.duration ?? 0), 0),
        0,
      ),
    }));
    return [...own, ...(suite.suites ?? []).flatMap((s) => walk(s, path))];
  };
  return (report.suites ?? []).flatMap((s) => walk(s, [], true));
}

/** The `count` slowest of several reports' tests, slowest first. */
export function slowest(times: TestTime[], count = 10): TestTime[] {
  return [...times].sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** Reads a report file written by a step; a missing or broken one (the step failed early) is none. */
export function readReport(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}
