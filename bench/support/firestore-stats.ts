// Document reads as counted by the local Firestore server (GET/POST /run/v1/stats on its port).
// The official emulator has no such endpoint; then reads are reported as unavailable (null).
import type { Progress } from './report.js';
import { round } from './stats.js';

export interface FirestoreStats {
  documentsRead: number;
  /** Trigger events queued or in flight (a gauge; absent on an older server). */
  triggersPending?: number;
  [key: string]: unknown;
}

export async function resetStats(firestoreHost: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${firestoreHost}/run/v1/stats/reset`, { method: 'POST' });
    return res.ok;
  } catch {
    return false;
  }
}

export async function readStats(firestoreHost: string): Promise<FirestoreStats | null> {
  try {
    const res = await fetch(`http://${firestoreHost}/run/v1/stats`);
    if (!res.ok) return null;
    const body = (await res.json()) as Partial<FirestoreStats>;
    return typeof body.documentsRead === 'number' ? (body as FirestoreStats) : null;
  } catch {
    return null;
  }
}

/** Writes per second of one document, as the local server counts them (`/run/v1/stats/writes`). */
export interface DocumentWrites {
  path: string;
  writes: number;
  perSecond: Record<string, number>;
}

/** The documents written most in any one second since the last reset; null on other servers. */
export async function busiestDocuments(
  firestoreHost: string,
  top = 10,
): Promise<DocumentWrites[] | null> {
  try {
    const res = await fetch(`http://${firestoreHost}/run/v1/stats/writes?top=${top}`);
    return res.ok ? ((await res.json()) as DocumentWrites[]) : null;
  } catch {
    return null;
  }
}

/** Seconds over which a document's writes are averaged: a mail's three writes in one second are not sustained. */
export const SUSTAINED_S = 5;

/** A document's most writes a second averaged over any `SUSTAINED_S` seconds in a row. */
export function sustainedRate(perSecond: Record<string, number>): number {
  const at = new Map(Object.entries(perSecond).map(([s, n]) => [Number(s), n]));
  let most = 0;
  for (const start of at.keys()) {
    let sum = 0;
    for (let s = start; s < start + SUSTAINED_S; s += 1) sum += at.get(s) ?? 0;
    most = Math.max(most, sum / SUSTAINED_S);
  }
  return round(most, 2);
}

/** The document of `documents` written most a second, sustained; null when none was counted. */
export function busiestSustained(
  documents: readonly DocumentWrites[],
): { path: string; rate: number } | null {
  const rates = documents.map((d) => ({ path: d.path, rate: sustainedRate(d.perSecond) }));
  return rates.sort((a, b) => b.rate - a.rate)[0] ?? null;
}

/**
 * Waits until the stack has worked off what came before: no document written and no trigger event
 * pending for `quietMs` (the triggers a burst leaves, its trail entries and mails, write for a while
 * after it). So two bursts
 * compared in one run start alike, not the second while the first's triggers still run. Answers the
 * seconds waited; gives up after `maxMs` (or at once on a server without the counter).
 */
/**
 * How long a section whose figures other work distorts (the roster's time, the reads the local server
 * counts) waits for an idle stack: in a full run, `scale` seeds 100,000 registrations whose triggers
 * run for minutes, well past the usual 180 s.
 */
export const LONG_QUIET_MS = 900_000;

export async function waitUntilQuiet(
  firestoreHost: string,
  quietMs = 3_000,
  maxMs = 180_000,
): Promise<number> {
  const started = Date.now();
  let last = await readStats(firestoreHost);
  if (last === null) return 0;
  let quietSince = Date.now();
  while (Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await readStats(firestoreHost);
    if (now === null) return 0;
    // Written, or trigger events still queued for the functions emulator (a trigger may wait seconds
    // for a worker before it writes anything): not idle yet.
    const busy = now.documentsWritten !== last.documentsWritten || Number(now.triggersPending) > 0;
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) break;
    last = now;
  }
  return Math.round((Date.now() - started) / 1000);
}

/** `waitUntilQuiet` as a step of a section, saying how long it waited. */
export function untilQuiet(firestoreHost: string, progress: Progress): () => Promise<void> {
  return async () => {
    const waited = await waitUntilQuiet(firestoreHost);
    progress(`  the stack is idle (waited ${waited} s for its triggers)`);
  };
}
