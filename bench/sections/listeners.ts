// Live documents (docs/budgets.md, "Race day"): N listeners on one document (a race's live counts),
// each must receive every update; how long a committed change takes to reach a listener. Listeners
// are firebase-admin's (gRPC Listen, one stream each), against the stack's Firestore.
import type { Firestore } from 'firebase-admin/firestore';

import { openAdmin } from '../support/admin.js';
import {
  emptyResult,
  type BudgetCheck,
  type Section,
  type SectionTarget,
} from '../support/report.js';
import { LATENCY_COLUMNS, latencyCells, summarize } from '../support/stats.js';

export interface ListenersOptions extends SectionTarget {
  listeners: number;
  updates: number;
}

/** docs/budgets.md: a change reaches a listener within this (p95). */
const LATENCY_BUDGET_MS = 100;
/** Between updates: a live document is written at most once a second; faster here to finish sooner. */
const UPDATE_EVERY_MS = 200;

interface Listener {
  /** Update number -> ms from the start of its write to this listener's snapshot of it. */
  received: Map<number, number>;
  /** Has had its first snapshot. */
  ready(): boolean;
  stop(): void;
}

function listen(db: Firestore, path: string, sentAt: Map<number, number>): Listener {
  const received = new Map<number, number>();
  let ready = false;
  const stop = db.doc(path).onSnapshot((snapshot) => {
    ready = true;
    const update = snapshot.get('update') as number | undefined;
    const sent = update === undefined ? undefined : sentAt.get(update);
    if (update !== undefined && sent !== undefined) received.set(update, performance.now() - sent);
  });
  return { received, ready: () => ready, stop };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

export const runListeners: Section<ListenersOptions> = async (options, progress) => {
  const result = emptyResult();
  const admin = openAdmin(options.firestoreHost);
  const path = `bench-live/${options.tag}/live/counts`;
  const sentAt = new Map<number, number>();
  try {
    await admin.db.doc(path).set({ update: 0 });
    progress(`Opening ${options.listeners} listeners on ${path}...`);
    const listeners = Array.from({ length: options.listeners }, () =>
      listen(admin.db, path, sentAt),
    );
    await until(() => listeners.every((l) => l.ready()), 60_000);
    progress(`${options.updates} updates, one every ${UPDATE_EVERY_MS} ms...`);
    for (let update = 1; update <= options.updates; update++) {
      sentAt.set(update, performance.now());
      await admin.db.doc(path).set({ update });
      await new Promise((r) => setTimeout(r, UPDATE_EVERY_MS));
    }
    const complete = (l: Listener) =>
      Array.from({ length: options.updates }, (_, i) => i + 1).every((u) => l.received.has(u));
    await until(() => listeners.every(complete), 30_000);
    listeners.forEach((l) => l.stop());

    const everyUpdate = listeners.filter(complete).length;
    const latency = summarize(listeners.flatMap((l) => [...l.received.values()]));
    // The first listener of each update: the server's part, before the listeners' own processing
    // (all of them share this one process, which handles their snapshots one after another).
    const first = summarize(
      Array.from({ length: options.updates }, (_, i) =>
        Math.min(...listeners.map((l) => l.received.get(i + 1) ?? Infinity)),
      ).filter(Number.isFinite),
    );
    result.figures.listeners = {
      listeners: options.listeners,
      updates: options.updates,
      everyUpdate,
      latencyMs: latency,
    };
    result.tables.push({
      title: 'Listeners on one live document',
      header: ['deliveries', 'listeners', 'updates', 'got every update', ...LATENCY_COLUMNS],
      rows: [
        [
          'every listener',
          options.listeners,
          options.updates,
          everyUpdate,
          ...latencyCells(latency),
        ],
        ['first listener of each update', '', options.updates, '', ...latencyCells(first)],
      ],
      note: `firebase-admin listeners (one Listen stream each, all in the bench's process) on one document; latency from the start of each write to a listener's snapshot of it (${latency.count} deliveries).`,
    });
    const check: BudgetCheck = {
      budget: `${options.listeners} listeners on one document each receive every update, a change reaches a listener fast`,
      limit: `${options.listeners} of ${options.listeners}, p95 <= ${LATENCY_BUDGET_MS} ms`,
      actual: `${everyUpdate} of ${options.listeners}, p95 ${latency.p95} ms`,
      pass: everyUpdate === options.listeners && latency.p95 <= LATENCY_BUDGET_MS,
    };
    result.budgets.push(check);
  } finally {
    await admin.close();
  }
  return result;
};
