// Latency summaries: nearest-rank percentiles over every sample, no interpolation or sampling.

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** The latency columns of every bench table, in this order; `latencyCells` fills them. */
export const LATENCY_COLUMNS = ['p50 ms', 'p95 ms', 'p99 ms', 'max ms'] as const;

export function latencyCells(latency: LatencySummary): number[] {
  return [latency.p50, latency.p95, latency.p99, latency.max];
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    mean: round(sorted.length === 0 ? Number.NaN : sum / sorted.length),
  };
}

/**
 * A burst's p99 over the unlimited burst's p99 in the same run (docs/budgets.md: at most 1.5),
 * or null when there is no unlimited p99 to compare with.
 */
export function p99Ratio(p99: number, unlimitedP99: number | null): number | null {
  if (unlimitedP99 === null || !(unlimitedP99 > 0) || !Number.isFinite(p99)) return null;
  return round(p99 / unlimitedP99, 2);
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function kb(bytes: number): number {
  return round(bytes / 1024, 1);
}
