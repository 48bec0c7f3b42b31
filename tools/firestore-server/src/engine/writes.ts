// Write calls: commit (plain or transactional), batch write, rollback, begin, and the single-document CRUD calls.
import { randomBytes } from 'node:crypto';

import type { StagedCommit } from './apply-writes.js';
import { applyStaged, stageWrites, writeTarget } from './apply-writes.js';
import type { Database, StoredDoc } from '../storage/database.js';
import { splitName } from '../storage/database.js';
import type {
  DocumentProto,
  Precondition,
  TransactionOptions,
  Write,
  WriteResult,
} from './proto-types.js';
import { matchesFilter } from './filters.js';
import { pathInScope } from './query.js';
import { pastReadMicros, renderDocument, toStatus } from './read-context.js';
import type { ServerState } from '../storage/state.js';
import { EXPIRED_MESSAGE } from '../storage/state.js';
import type { Transaction } from './transactions.js';
import { Code, StatusError } from './transactions.js';
import type { Timestamp } from './values.js';
import { microsToTimestamp } from './values.js';

/** True when `txn` queried a range that one of the writes enters or leaves. */
function predicateConflict(
  db: Database,
  txn: Transaction,
  staged: StagedCommit | undefined,
  paths: string[],
): boolean {
  for (const path of paths) {
    const before = db.get(path);
    const after = staged?.changes.get(path) ?? null;
    for (const p of txn.predicates) {
      if (!pathInScope(path, p.scope)) continue;
      const matches = (doc: StoredDoc | null | undefined): boolean =>
        !!doc && (!p.filter || matchesFilter(db, doc, p.filter));
      // Without a staged result (the commit will fail anyway) stay conservative.
      if (!staged || matches(before) || matches(after)) return true;
    }
  }
  return false;
}

/**
 * Applies `writes` atomically once no other transaction holds their documents or a query range they touch.
 * Plain writes (owner null) wait as long as needed and are never aborted for contention.
 */
async function commitWrites(
  state: ServerState,
  database: string,
  writes: Write[],
  owner: Transaction | null,
): Promise<{ staged: StagedCommit; commitMicros: number }> {
  const { db, locks } = state.database(database);
  const paths = [...new Set(writes.map((w) => splitName(writeTarget(w)).path))];
  let memo: { version: number; staged: StagedCommit | undefined } | undefined;
  const preview = (): StagedCommit | undefined => {
    if (memo?.version !== db.version) {
      let staged: StagedCommit | undefined;
      try {
        staged = stageWrites(db, writes, state.now());
      } catch {
        staged = undefined;
      }
      memo = { version: db.version, staged };
    }
    return memo.staged;
  };
  const result = await locks.run({
    owner,
    keys: paths,
    conflictsWithPredicates: (t) => predicateConflict(db, t, preview(), paths),
    critical: () => {
      const commitMicros = state.tick();
      const staged = stageWrites(db, writes, commitMicros);
      const changes =
        state.changeFeeds.length > 0
          ? [...staged.changes].map(([path, after]) => ({
              path,
              before: db.get(path) ?? null,
              after,
            }))
          : [];
      applyStaged(db, staged, commitMicros);
      state.stats.documentsWritten += staged.changes.size;
      for (const path of staged.changes.keys()) state.countWrite(path, commitMicros);
      const durable = state.journal?.append(db.name, staged.changes) ?? Promise.resolve();
      for (const feed of state.changeFeeds) feed.publish(db.name, changes, commitMicros, durable);
      return { staged, commitMicros, durable };
    },
    timeoutMs: owner ? state.timeouts.lockWaitMs : undefined,
  });
  await result.durable;
  return result;
}

export async function commit(
  state: ServerState,
  req: { database?: string; writes?: Write[]; transaction?: Uint8Array },
): Promise<{ writeResults: WriteResult[]; commitTime: Timestamp }> {
  const database = req.database ?? '';
  const writes = req.writes ?? [];
  const txn =
    req.transaction && req.transaction.length > 0 ? state.resolve(req.transaction, database) : null;
  if (txn?.readOnly) {
    state.end(txn, new StatusError(Code.INVALID_ARGUMENT, EXPIRED_MESSAGE));
    if (writes.length > 0) {
      throw new StatusError(Code.INVALID_ARGUMENT, 'Cannot write in a read-only transaction.');
    }
    return { writeResults: [], commitTime: microsToTimestamp(state.now()) };
  }
  if (txn) txn.inflight++;
  try {
    const { staged, commitMicros } = await commitWrites(state, database, writes, txn);
    return { writeResults: staged.results, commitTime: microsToTimestamp(commitMicros) };
  } finally {
    if (txn) {
      txn.inflight--;
      // Committed or failed, the transaction is over; a failed one is retried by the SDK as a new one.
      state.end(txn, new StatusError(Code.INVALID_ARGUMENT, EXPIRED_MESSAGE));
    }
  }
}

export async function batchWrite(
  state: ServerState,
  req: { database?: string; writes?: Write[] },
): Promise<{ writeResults: Partial<WriteResult>[]; status: { code: number; message: string }[] }> {
  const database = req.database ?? '';
  // Each write succeeds or fails on its own.
  const outcomes = await Promise.all(
    (req.writes ?? []).map(async (w) => {
      try {
        const { staged } = await commitWrites(state, database, [w], null);
        // Firestore reports no write time for a delete in BatchWrite.
        const result = w.delete ? {} : (staged.results[0] ?? {});
        return { result, status: { code: 0, message: '' } };
      } catch (err) {
        const s = toStatus(err);
        return { result: {}, status: { code: s.code, message: s.details } };
      }
    }),
  );
  return { writeResults: outcomes.map((o) => o.result), status: outcomes.map((o) => o.status) };
}

export function rollback(
  state: ServerState,
  req: { database?: string; transaction?: Uint8Array },
): void {
  try {
    const txn = state.resolve(req.transaction ?? new Uint8Array(), req.database ?? '');
    state.end(txn, new StatusError(Code.ABORTED, 'Transaction was rolled back.'));
  } catch {
    // Rolling back an unknown or ended transaction is harmless.
  }
}

export function beginTransaction(
  state: ServerState,
  req: { database?: string; options?: TransactionOptions },
): { transaction: Buffer } {
  const database = req.database ?? '';
  const readOnly = req.options?.readOnly !== undefined;
  const at = req.options?.readOnly?.readTime;
  const readMicros = at ? pastReadMicros(state, database, at) : undefined;
  return { transaction: state.begin(database, readOnly, readMicros).id };
}

function autoId(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(20)].map((b) => chars[b % chars.length]).join('');
}

async function writeAndRender(
  state: ServerState,
  name: string,
  write: Write,
): Promise<DocumentProto> {
  const { database, path } = splitName(name);
  await commitWrites(state, database, [write], null);
  const { db } = state.database(database);
  const doc = db.get(path);
  if (!doc) throw new StatusError(Code.INTERNAL, `Document vanished after write: ${name}`);
  return renderDocument(db, doc);
}

export function createDocument(
  state: ServerState,
  req: { parent?: string; collectionId?: string; documentId?: string; document?: DocumentProto },
): Promise<DocumentProto> {
  const name = `${req.parent ?? ''}/${req.collectionId ?? ''}/${req.documentId || autoId()}`;
  return writeAndRender(state, name, {
    update: { name, fields: req.document?.fields ?? {} },
    currentDocument: { exists: false },
  });
}

export function updateDocument(
  state: ServerState,
  req: {
    document?: DocumentProto;
    updateMask?: { fieldPaths?: string[] };
    currentDocument?: Precondition;
  },
): Promise<DocumentProto> {
  const name = req.document?.name ?? '';
  return writeAndRender(state, name, {
    update: { name, fields: req.document?.fields ?? {} },
    ...(req.updateMask ? { updateMask: req.updateMask } : {}),
    ...(req.currentDocument ? { currentDocument: req.currentDocument } : {}),
  });
}

export async function deleteDocument(
  state: ServerState,
  req: { name?: string; currentDocument?: Precondition },
): Promise<void> {
  const name = req.name ?? '';
  await commitWrites(
    state,
    splitName(name).database,
    [{ delete: name, ...(req.currentDocument ? { currentDocument: req.currentDocument } : {}) }],
    null,
  );
}
