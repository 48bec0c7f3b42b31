// Transactions and their pessimistic locks: exclusive document locks plus query predicate locks.
import { randomBytes } from 'node:crypto';

import type { Filter } from './proto-types.js';
import type { QueryScope } from './query.js';

/** gRPC status codes used here. */
export const Code = {
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  PERMISSION_DENIED: 7,
  ABORTED: 10,
  FAILED_PRECONDITION: 9,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
} as const;

export class StatusError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface PredicateLock {
  scope: QueryScope;
  filter: Filter | undefined;
}

export class Transaction {
  readonly id: Buffer = randomBytes(16);
  readonly key = this.id.toString('hex');
  readonly locks = new Set<string>();
  readonly predicates: PredicateLock[] = [];
  inflight = 0;
  lastActive = Date.now();
  readonly createdAt = Date.now();
  waiter: Waiter | undefined;
  ended = false;
  /** For read-only transactions: the commit time whose state every read sees. */
  readMicros: number | undefined;

  constructor(
    readonly database: string,
    readonly readOnly: boolean,
  ) {}
}

interface Waiter {
  owner: Transaction | null;
  blockers(): Set<Transaction>;
  grant(): void;
  fail(err: Error): void;
  timer: NodeJS.Timeout | undefined;
}

export interface LockRequest<T> {
  /** The transaction that will hold the locks, or null for a plain write that holds nothing. */
  owner: Transaction | null;
  keys: readonly string[];
  /** True when `txn`'s predicate locks cover one of the writes of this request. */
  conflictsWithPredicates?: (txn: Transaction) => boolean;
  /** Runs synchronously once nothing blocks the request, so no other write can interleave. */
  critical: () => T;
  timeoutMs: number | undefined;
}

/** The locks of one database. */
export class LockTable {
  private readonly holders = new Map<string, Transaction>();
  private readonly active = new Set<Transaction>();
  private readonly waiters = new Set<Waiter>();

  register(txn: Transaction): void {
    this.active.add(txn);
  }

  run<T>(req: LockRequest<T>): Promise<T> {
    const blockers = (): Set<Transaction> => {
      const out = new Set<Transaction>();
      for (const k of req.keys) {
        const h = this.holders.get(k);
        if (h && h !== req.owner) out.add(h);
      }
      if (req.conflictsWithPredicates) {
        for (const t of this.active) {
          if (
            t !== req.owner &&
            t.predicates.length > 0 &&
            !out.has(t) &&
            req.conflictsWithPredicates(t)
          )
            out.add(t);
        }
      }
      return out;
    };
    return new Promise<T>((resolve, reject) => {
      const grant = (): void => {
        if (req.owner) {
          for (const k of req.keys) {
            this.holders.set(k, req.owner);
            req.owner.locks.add(k);
          }
        }
        try {
          resolve(req.critical());
        } catch (err) {
          reject(err);
        }
      };
      const initial = blockers();
      if (initial.size === 0) {
        grant();
        return;
      }
      if (req.owner && this.wouldDeadlock(req.owner, initial)) {
        reject(
          new StatusError(
            Code.ABORTED,
            'Transaction aborted: deadlock with a concurrent transaction.',
          ),
        );
        return;
      }
      const waiter: Waiter = {
        owner: req.owner,
        blockers,
        grant,
        fail: reject,
        timer: undefined,
      };
      if (req.timeoutMs !== undefined) {
        waiter.timer = setTimeout(() => {
          this.removeWaiter(waiter);
          reject(
            new StatusError(
              Code.ABORTED,
              'Transaction aborted: timed out waiting for a lock held by another transaction.',
            ),
          );
        }, req.timeoutMs);
      }
      if (req.owner) req.owner.waiter = waiter;
      this.waiters.add(waiter);
    });
  }

  private wouldDeadlock(owner: Transaction, blockers: Set<Transaction>): boolean {
    const seen = new Set<Transaction>();
    const stack = [...blockers];
    while (stack.length > 0) {
      const t = stack.pop() as Transaction;
      if (t === owner) return true;
      if (seen.has(t)) continue;
      seen.add(t);
      if (t.waiter) stack.push(...t.waiter.blockers());
    }
    return false;
  }

  private removeWaiter(w: Waiter): void {
    this.waiters.delete(w);
    if (w.timer) clearTimeout(w.timer);
    if (w.owner && w.owner.waiter === w) w.owner.waiter = undefined;
  }

  /** Ends a transaction: drops its locks, fails its pending wait, and wakes whoever can now proceed. */
  release(txn: Transaction, reason?: Error): void {
    txn.ended = true;
    this.active.delete(txn);
    for (const k of txn.locks) if (this.holders.get(k) === txn) this.holders.delete(k);
    txn.locks.clear();
    txn.predicates.length = 0;
    if (txn.waiter) {
      const w = txn.waiter;
      this.removeWaiter(w);
      w.fail(reason ?? new StatusError(Code.ABORTED, 'Transaction aborted.'));
    }
    this.wake();
  }

  private wake(): void {
    // FIFO: earlier waiters get first claim on what was freed.
    for (const w of this.waiters) {
      if (w.blockers().size === 0) {
        this.removeWaiter(w);
        w.grant();
      }
    }
  }

  clear(): void {
    for (const t of [...this.active])
      this.release(t, new StatusError(Code.ABORTED, 'Database cleared.'));
  }
}
