// Everything the server holds: databases by name, their locks, open transactions, clock and read counters.
import { Database, splitName } from './database.js';
import type { StoredDoc } from './database.js';
import { requireIndex, unusedIndexes, type IndexFile, type IndexUses } from '../engine/indexes.js';
import type { StructuredQuery } from '../engine/proto-types.js';
import { Code, LockTable, StatusError, Transaction } from '../engine/transactions.js';

export interface Stats {
  documentsRead: number;
  documentsWritten: number;
  queries: number;
  aggregations: number;
}

export interface Journal {
  /** Resolves once the changes are durable. */
  append(database: string, changes: Map<string, StoredDoc | null>): Promise<void>;
}

export interface DocumentChange {
  path: string;
  before: StoredDoc | null;
  after: StoredDoc | null;
}

/** Told of every commit (trigger delivery, listeners); plain writes and transactions alike, not the clear endpoint. */
export interface ChangeFeed {
  /**
   * Called inside the commit's critical section, so calls per document come in commit order;
   * `durable` settles once the commit is acknowledged (rejects if it fails).
   */
  publish(
    database: string,
    changes: readonly DocumentChange[],
    commitMicros: number,
    durable: Promise<void>,
  ): void;
}

export interface TransactionTimeouts {
  /** A transaction with no call in flight for this long is ended and its locks released. */
  idleMs: number;
  /** How long a transactional read or commit waits for another transaction's lock before ABORTED. */
  lockWaitMs: number;
}

export const DEFAULT_TIMEOUTS: TransactionTimeouts = { idleMs: 30_000, lockWaitMs: 60_000 };

const EXPIRED_MESSAGE = 'The referenced transaction has expired or is no longer valid.';

export class ServerState {
  readonly databases = new Map<string, { db: Database; locks: LockTable }>();
  private readonly transactions = new Map<string, Transaction>();
  /** Recently ended transactions, so late calls get a precise error. */
  private readonly ended = new Map<string, StatusError>();
  private lastMicros = 0;
  stats: Stats = { documentsRead: 0, documentsWritten: 0, queries: 0, aggregations: 0 };
  /** The index file (`--indexes`): queries no index serves are refused, as production does. */
  indexes: IndexFile | undefined;
  /** The file's indexes some query was served by since the server started. */
  private readonly indexUses: IndexUses = new Set();
  /** Writes per document per second since the last reset (the bench's busiest-document figure). */
  writesPerSecond = new Map<string, Map<number, number>>();
  journal: Journal | undefined;
  /** Told of every commit: trigger delivery and listeners. */
  readonly changeFeeds: ChangeFeed[] = [];
  private readonly sweeper: NodeJS.Timeout;

  constructor(readonly timeouts: TransactionTimeouts = DEFAULT_TIMEOUTS) {
    this.sweeper = setInterval(() => this.expireIdle(), Math.min(1000, timeouts.idleMs / 4));
    this.sweeper.unref();
  }

  /** Refuses a query no declared index serves (FAILED_PRECONDITION); anything goes without a file. */
  requireIndex(query: StructuredQuery): void {
    if (this.indexes) requireIndex(this.indexes, query, this.indexUses);
  }

  /** The file's indexes no query has been served by since the server started; null without a file. */
  unusedIndexes() {
    return this.indexes ? unusedIndexes(this.indexes, this.indexUses) : null;
  }

  database(name: string): { db: Database; locks: LockTable } {
    const { database } = splitName(name);
    let entry = this.databases.get(database);
    if (!entry) {
      entry = { db: new Database(database), locks: new LockTable() };
      this.databases.set(database, entry);
    }
    return entry;
  }

  /** Current read time in microseconds; never behind any commit. */
  now(): number {
    return Math.max(Date.now() * 1000, this.lastMicros);
  }

  lastCommitMicros(): number {
    return this.lastMicros;
  }

  /** A fresh commit time, strictly after every earlier one. */
  tick(): number {
    this.lastMicros = Math.max(Date.now() * 1000, this.lastMicros + 1);
    return this.lastMicros;
  }

  /** `readMicros`: a read-only transaction's past read time; now when absent. */
  begin(database: string, readOnly: boolean, readMicros?: number): Transaction {
    const { database: dbName } = splitName(database);
    const txn = new Transaction(dbName, readOnly);
    this.transactions.set(txn.key, txn);
    const { locks } = this.database(dbName);
    if (readOnly) {
      // A fresh tick: every later commit is strictly after the snapshot.
      txn.readMicros = readMicros ?? this.tick();
    } else {
      locks.register(txn);
    }
    return txn;
  }

  resolve(id: Uint8Array, database: string): Transaction {
    const key = Buffer.from(id).toString('hex');
    const txn = this.transactions.get(key);
    if (!txn) throw this.ended.get(key) ?? new StatusError(Code.INVALID_ARGUMENT, EXPIRED_MESSAGE);
    if (txn.database !== splitName(database).database) {
      throw new StatusError(Code.INVALID_ARGUMENT, 'The transaction belongs to another database.');
    }
    return txn;
  }

  /** Ends a transaction; `reason` is what later calls naming it will receive. */
  end(txn: Transaction, reason: StatusError): void {
    if (txn.ended) return;
    this.transactions.delete(txn.key);
    this.ended.set(txn.key, reason);
    if (this.ended.size > 10_000) {
      const oldest = this.ended.keys().next().value;
      if (oldest !== undefined) this.ended.delete(oldest);
    }
    const { locks } = this.database(txn.database);
    locks.release(txn, reason);
  }

  private expireIdle(): void {
    const now = Date.now();
    for (const txn of this.transactions.values()) {
      if (txn.inflight === 0 && now - txn.lastActive > this.timeouts.idleMs) {
        this.end(txn, new StatusError(Code.INVALID_ARGUMENT, EXPIRED_MESSAGE));
      }
    }
  }

  /** Drops the databases whose name passes `match` (all when absent), ending their transactions. */
  clear(match: (database: string) => boolean = () => true): void {
    for (const [name, entry] of this.databases) {
      if (!match(name)) continue;
      for (const txn of this.transactions.values()) {
        if (txn.database === name)
          this.end(txn, new StatusError(Code.ABORTED, 'Database cleared.'));
      }
      entry.locks.clear();
      entry.db.clear();
    }
  }

  resetStats(): void {
    this.stats = { documentsRead: 0, documentsWritten: 0, queries: 0, aggregations: 0 };
    this.writesPerSecond.clear();
  }

  countWrite(path: string, micros: number): void {
    const perSecond = this.writesPerSecond.get(path) ?? new Map<number, number>();
    const second = Math.floor(micros / 1_000_000);
    perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    this.writesPerSecond.set(path, perSecond);
  }

  /** The `top` documents written most in any one second: path, total writes, writes per second. */
  busiestDocuments(top: number) {
    return [...this.writesPerSecond]
      .map(([path, perSecond]) => ({
        path,
        writes: [...perSecond.values()].reduce((a, b) => a + b, 0),
        perSecond: Object.fromEntries(perSecond),
      }))
      .sort(
        (a, b) =>
          Math.max(...Object.values(b.perSecond)) - Math.max(...Object.values(a.perSecond)) ||
          b.writes - a.writes,
      )
      .slice(0, top);
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}

export { EXPIRED_MESSAGE };
