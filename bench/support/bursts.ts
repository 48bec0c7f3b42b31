// What a burst of requests measures: its server errors, its statuses and the latency of what was
// answered, and a burst beside the base burst it is judged against (the p99 ratio of
// docs/budgets.md).
import {
  LATENCY_COLUMNS,
  latencyCells,
  p99Ratio,
  summarize,
  type LatencySummary,
} from './stats.js';

/** The tail of a table comparing two bursts: server errors, latency, the p99 ratio, wall time. */
export const COMPARED_BURST_COLUMNS = ['5xx', ...LATENCY_COLUMNS, 'p99 ratio', 'wall s'];

/** What a burst sent: how long each request took, and its HTTP status (0: no answer came). */
export interface TimedAnswer {
  ms: number;
  status: number;
}

/**
 * A burst's answers measured: its server errors (every 5xx, and every request never answered), how
 * many answered each status ('0': none came), and the latency of the requests answered (one
 * without an answer has no time to count).
 */
export function measured(answers: readonly TimedAnswer[]): {
  serverErrors: number;
  statuses: Record<string, number>;
  latencyMs: LatencySummary;
} {
  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[String(a.status)] = (statuses[String(a.status)] ?? 0) + 1;
  return {
    serverErrors: answers.filter((a) => a.status >= 500 || a.status === 0).length,
    statuses,
    latencyMs: summarize(answers.filter((a) => a.status !== 0).map((a) => a.ms)),
  };
}

/** A burst beside the base burst it is judged against: both measured, and its p99 over the base's. */
export function compareBursts(base: readonly TimedAnswer[], tested: readonly TimedAnswer[]) {
  const [b, t] = [measured(base), measured(tested)];
  return { base: b, tested: t, p99Ratio: p99Ratio(t.latencyMs.p99, b.latencyMs.p99) };
}

/** A burst's cells under COMPARED_BURST_COLUMNS: its 5xx, latency, p99 ratio ('-': none) and wall time. */
export function comparedBurstCells(
  answers: readonly TimedAnswer[],
  ratio: number | null,
  wallSeconds: number,
): Array<number | string> {
  const { serverErrors, latencyMs } = measured(answers);
  return [serverErrors, ...latencyCells(latencyMs), ratio ?? '-', wallSeconds];
}

/** The first five different errors of the answers not among `expected` statuses, for a warning. */
export function firstErrors(
  answers: readonly { status: number; error: string | null }[],
  expected: readonly number[],
): string[] {
  const unexpected = answers.filter((a) => !expected.includes(a.status)).map((a) => a.error);
  return [...new Set(unexpected.map(String))].slice(0, 5);
}
