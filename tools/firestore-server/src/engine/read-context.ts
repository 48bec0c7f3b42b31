// Shared pieces of read calls: which transaction a read belongs to, document rendering, error mapping.
import type { Database, StoredDoc } from '../storage/database.js';
import { InvalidNameError } from '../storage/database.js';
import { WriteError } from './apply-writes.js';
import { projectFields } from './field-paths.js';
import type { ConsistencySelector, DocumentProto } from './proto-types.js';
import { QueryError } from './filters.js';
import type { ServerState } from '../storage/state.js';
import type { Transaction } from './transactions.js';
import { Code, StatusError } from './transactions.js';
import { microsToTimestamp, timestampMicros } from './values.js';

export interface ReadContext {
  txn: Transaction | null;
  /** Set when this read started the transaction; the first response must carry it. */
  newId: Buffer | undefined;
  /** The time the read sees (a read-only transaction's snapshot or a readTime); latest when absent. */
  readMicros: number | undefined;
}

export function readContext(
  state: ServerState,
  req: ConsistencySelector,
  database: string,
): ReadContext {
  if (req.transaction && req.transaction.length > 0) {
    const txn = state.resolve(req.transaction, database);
    checkReadable(state, txn.database, txn.readMicros);
    return { txn, newId: undefined, readMicros: txn.readMicros };
  }
  if (req.newTransaction) {
    const readOnly = req.newTransaction.readOnly !== undefined;
    const at = req.newTransaction.readOnly?.readTime;
    const txn = state.begin(
      database,
      readOnly,
      at ? pastReadMicros(state, database, at) : undefined,
    );
    return { txn, newId: txn.id, readMicros: txn.readMicros };
  }
  const readMicros = req.readTime ? pastReadMicros(state, database, req.readTime) : undefined;
  return { txn: null, newId: undefined, readMicros };
}

const TOO_OLD = 'The requested snapshot version is too old.';

/** Fails as Firestore does when `micros` is before the oldest time still kept (one hour, bounded). */
function checkReadable(state: ServerState, database: string, micros: number | undefined): void {
  if (micros === undefined) return;
  const { db } = state.database(database);
  if (micros < db.history.oldestReadable(state.now())) {
    throw new StatusError(Code.FAILED_PRECONDITION, TOO_OLD);
  }
}

/** A readTime as the time to read at; a time at or after the latest commit reads the latest data. */
export function pastReadMicros(
  state: ServerState,
  database: string,
  readTime: { seconds?: string | number; nanos?: number },
): number | undefined {
  const micros = timestampMicros(readTime);
  if (micros >= state.lastCommitMicros()) return undefined;
  checkReadable(state, database, micros);
  return micros;
}

/** Runs a transactional call, keeping its transaction alive and ending it when the call aborts it. */
export async function tracked<T>(
  state: ServerState,
  ctx: ReadContext,
  fn: () => Promise<T> | T,
): Promise<T> {
  const txn = ctx.txn;
  if (!txn) return fn();
  txn.inflight++;
  try {
    return await fn();
  } catch (err) {
    const status = toStatus(err);
    if (ctx.newId || status.code === Code.ABORTED)
      state.end(txn, new StatusError(Code.ABORTED, status.details));
    throw err;
  } finally {
    txn.inflight--;
    txn.lastActive = Date.now();
  }
}

export function renderDocument(
  db: Database,
  doc: StoredDoc,
  maskPaths?: readonly string[],
): DocumentProto {
  return {
    name: `${db.name}/documents/${doc.path}`,
    fields: maskPaths ? projectFields(doc.fields, maskPaths) : doc.fields,
    createTime: microsToTimestamp(doc.createTime),
    updateTime: microsToTimestamp(doc.updateTime),
  };
}

export interface GrpcStatus {
  code: number;
  details: string;
}

export function toStatus(err: unknown): GrpcStatus {
  if (err instanceof StatusError || err instanceof WriteError)
    return { code: err.code, details: err.message };
  if (err instanceof InvalidNameError) return { code: Code.INVALID_ARGUMENT, details: err.message };
  if (err instanceof QueryError) {
    if (err.message.startsWith('UNIMPLEMENTED:')) {
      return {
        code: Code.UNIMPLEMENTED,
        details: `${err.message.slice('UNIMPLEMENTED:'.length)} is not implemented by the RUN Firestore server.`,
      };
    }
    return { code: Code.INVALID_ARGUMENT, details: err.message };
  }
  const message = err instanceof Error ? err.message : String(err);
  return { code: Code.INTERNAL, details: `Internal error: ${message}` };
}
