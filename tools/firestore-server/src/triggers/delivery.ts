// Delivers each committed write's CloudEvent to the functions emulator, the way the official emulator
// does: once per matching trigger, in commit order per document, after the commit is durable.
import { createHash } from 'node:crypto';

import type { StoredDoc } from '../storage/database.js';
import { docToJson } from '../storage/json-codec.js';
import type { ChangeFeed, DocumentChange } from '../storage/state.js';
import type { ChangeKind, Trigger, TriggerRegistry } from './registry.js';

/**
 * Posts to one function at once; more of its events wait. Few: the emulator starts a worker process
 * per concurrent call of a function, and many starting together on a busy machine miss its start
 * timeout. Counted per function, as the emulator keeps a pool of workers per function: a function
 * whose runs wait (a live document's refresh waits up to a second for its turn) then holds back its
 * own events only, never another function's (the mails, the activity trail).
 */
const MAX_IN_FLIGHT = 4;

/** One function's calls in flight and the events waiting for a free call. */
interface Lane {
  inFlight: number;
  waiting: Array<() => void>;
}
/**
 * How long to wait for one function run (v2 event functions default to a 60 s timeout). The functions
 * emulator never answers a call whose worker failed to start, so the wait must end.
 */
const RUN_TIMEOUT_MS = 120_000;
/** Connection failures (the functions emulator restarting) are retried this many times. */
const CONNECT_RETRIES = 5;

function kindOf(change: DocumentChange): ChangeKind | null {
  if (change.before && change.after) return 'updated';
  if (change.after) return 'created';
  if (change.before) return 'deleted';
  return null; // deleting a missing document changes nothing and fires nothing
}

function microsToIso(micros: number): string {
  const ms = Math.floor(micros / 1000);
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 19)}.${String(micros % 1_000_000).padStart(6, '0')}Z`;
}

function renderJson(dbName: string, doc: StoredDoc | null): Record<string, unknown> | undefined {
  return doc ? { name: `${dbName}/documents/${doc.path}`, ...docToJson(doc) } : undefined;
}

/**
 * The event id is derived from the write (database, document, commit time): the same write always
 * carries the same id, so a function can use it to stay idempotent.
 */
export function eventId(dbName: string, path: string, commitMicros: number): string {
  return createHash('sha256')
    .update(`${dbName}/documents/${path}@${commitMicros}`)
    .digest('hex')
    .slice(0, 32);
}

export class TriggerDelivery implements ChangeFeed {
  /** Per document path: the tail of its delivery chain. */
  private readonly chains = new Map<string, Promise<void>>();
  /** Per function (its trigger key): calls in flight and events waiting. */
  private readonly lanes = new Map<string, Lane>();
  /** Resolves when nothing is queued or in flight (tests, shutdown). */
  private idleWaiters: (() => void)[] = [];
  private pending = 0;

  constructor(
    private readonly registry: TriggerRegistry,
    /** `host:port` of the functions emulator, as firebase-tools passes it (`--functions_emulator`). */
    private readonly functionsEmulator: string,
  ) {}

  /**
   * Called inside the commit's critical section, so the order of calls per document is the commit
   * order; `durable` settles once the commit is acknowledged (a failed commit delivers nothing).
   */
  publish(
    dbName: string,
    changes: readonly DocumentChange[],
    commitMicros: number,
    durable: Promise<void>,
  ): void {
    const [, projectId = '', database = ''] = /^projects\/([^/]+)\/databases\/([^/]+)$/.exec(
      dbName,
    ) ?? [undefined, '', ''];
    for (const change of changes) {
      const kind = kindOf(change);
      if (kind === null) continue;
      const triggers = this.registry.matching(projectId, database, change.path, kind);
      if (triggers.length === 0) continue;
      const key = `${dbName}/${change.path}`;
      this.pending++;
      const previous = this.chains.get(key) ?? Promise.resolve();
      const next = previous
        .then(() => durable)
        .then(
          () => this.deliverAll(triggers, dbName, change, commitMicros),
          () => undefined,
        )
        .finally(() => {
          if (this.chains.get(key) === next) this.chains.delete(key);
          if (--this.pending === 0) for (const w of this.idleWaiters.splice(0)) w();
        });
      this.chains.set(key, next);
    }
  }

  /** Events queued or being delivered now. */
  get pendingCount(): number {
    return this.pending;
  }

  idle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async deliverAll(
    triggers: Trigger[],
    dbName: string,
    change: DocumentChange,
    commitMicros: number,
  ): Promise<void> {
    const data: Record<string, unknown> = {};
    const value = renderJson(dbName, change.after);
    const oldValue = renderJson(dbName, change.before);
    if (value) data.value = value;
    if (oldValue) data.oldValue = oldValue;
    const projectId = triggers[0]?.projectId ?? '';
    const base = {
      specversion: '1.0',
      id: eventId(dbName, change.path, commitMicros),
      source: `//firestore.googleapis.com/${dbName}`,
      subject: `documents/${change.path}`,
      time: microsToIso(commitMicros),
      datacontenttype: 'application/json',
      data,
      project: projectId,
      database: dbName.slice(dbName.lastIndexOf('/') + 1),
      namespace: '(default)',
      document: change.path,
      location: 'nam5',
    };
    // Each trigger of the document in turn: a created event and a written event of one write are
    // delivered in a fixed order too.
    for (const trigger of triggers) {
      await this.post(trigger, { ...base, type: trigger.eventType });
    }
  }

  private laneOf(key: string): Lane {
    let lane = this.lanes.get(key);
    if (lane === undefined) {
      lane = { inFlight: 0, waiting: [] };
      this.lanes.set(key, lane);
    }
    return lane;
  }

  private async slot(lane: Lane): Promise<void> {
    if (lane.inFlight < MAX_IN_FLIGHT) {
      lane.inFlight++;
      return;
    }
    await new Promise<void>((resolve) => lane.waiting.push(resolve));
  }

  private release(lane: Lane): void {
    const next = lane.waiting.shift();
    if (next) next();
    else lane.inFlight--;
  }

  private async post(trigger: Trigger, event: Record<string, unknown>): Promise<void> {
    const url = `http://${this.functionsEmulator}/functions/projects/${trigger.projectId}/triggers/${trigger.key}`;
    const lane = this.laneOf(trigger.key);
    await this.slot(lane);
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/cloudevents+json; charset=utf-8' },
            body: JSON.stringify(event),
            signal: AbortSignal.timeout(RUN_TIMEOUT_MS),
          });
          await res.arrayBuffer();
          // 404: the functions emulator reloaded the functions and forgot this key; it registers
          // the new one itself.
          if (res.status === 404) this.registry.remove(trigger);
          else if (!res.ok) {
            // The function threw: as in production without retry, the write stands.
            console.log(
              `Trigger ${trigger.key} failed on ${String(event.document)} (HTTP ${res.status}).`,
            );
          }
          return;
        } catch (err) {
          if (err instanceof DOMException && err.name === 'TimeoutError') {
            console.log(`Trigger ${trigger.key} on ${String(event.document)}: no answer in time.`);
            return;
          }
          if (attempt >= CONNECT_RETRIES) {
            console.log(
              `Trigger ${trigger.key}: the functions emulator at ${this.functionsEmulator} does not answer (${err instanceof Error ? err.message : String(err)}).`,
            );
            return;
          }
          await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
        }
      }
    } finally {
      this.release(lane);
    }
  }
}
