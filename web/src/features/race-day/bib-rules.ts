// The bib screens' pure rules: how a job's progress, a range and the reserved list read, what a bib
// field sends, and which runners a search finds. The words are in the language shown when they are
// called (Lingui's t, at render time).
import { plural, t } from '@lingui/core/macro';
import type { BibJob } from '@run/contract/domain/api-types';

/** What a bib field sends: empty clears the bib; anything else is checked by the contract's schema. */
export function bibInput(text: string): { bib: number | null } {
  const trimmed = text.trim();
  return { bib: trimmed === '' ? null : Number(trimmed) };
}

/** A distance's range as shown: "1–500", or that it has none (its runners get no bib). */
export function rangeText(from: number | null, to: number | null): string {
  return from === null || to === null ? t`No range set` : `${from}–${to}`;
}

/** The reserved numbers, runs of consecutive ones joined: [1, 2, 3, 7] reads "1–3, 7". */
export function reservedText(bibs: readonly number[]): string {
  const sorted = [...new Set(bibs)].sort((a, b) => a - b);
  const runs: string[] = [];
  let start = sorted[0];
  for (let i = 0; i < sorted.length; i += 1) {
    const current = sorted[i] as number;
    const next = sorted[i + 1];
    if (next === current + 1) continue;
    runs.push(start === current ? String(current) : `${start}–${current}`);
    start = next;
  }
  return runs.length ? runs.join(', ') : t`None`;
}

export interface JobProgress {
  assigned: number;
  total: number;
  /** The sentence beside the bar, announced as it changes. */
  text: string;
}

/** How the assignment job is going, in words. */
export function jobProgress(job: BibJob): JobProgress {
  const { assigned, remaining } = job;
  const total = assigned + remaining;
  // The English says "bibs" for one too; a plural lets other languages say it right.
  if (job.state === 'done') {
    return {
      assigned,
      total,
      text: plural(assigned, { other: `Done: ${assigned} bibs assigned.` }),
    };
  }
  if (job.state === 'failed') {
    // The server's sentence (naming the distance whose range is too small), then the count.
    const reason = job.error ?? t`The assignment stopped.`;
    const given = plural(assigned, { other: `${assigned} bibs assigned.` });
    return { assigned, total, text: `${reason} ${given}` };
  }
  return {
    assigned,
    total,
    text: t`Assigning bibs: ${assigned} assigned, ${remaining} remaining.`,
  };
}
