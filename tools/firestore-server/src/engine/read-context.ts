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
}

export function readContext(
  state: ServerState,
  req: ConsistencySelector,
  database: string,
): ReadContext {
  if (req.transaction && req.transaction.length > 0) {
    return { txn: state.resolve(req.transaction, database), newId: undefined };
  }
  if (req.newTransaction) {
    const readOnly = req.newTransaction.readOnly !== undefined;
    if (readOnly && req.newTransaction.readOnly?.readTime)
      checkReadTime(state, req.newTransaction.readOnly.readTime);
    const txn = state.begin(database, readOnly);
    return { txn, newId: txn.id };
  }
  if (req.readTime) checkReadTime(state, req.readTime);
  return { txn: null, newId: undefined };
}

/**
 * Only the latest version of each document is kept, so a read at a past time is answered only when
 * nothing was committed since; otherwise it fails rather than return data from the wrong time.
 */
function checkReadTime(
  state: ServerState,
  readTime: { seconds?: string | number; nanos?: number },
): void {
  const micros = timestampMicros(readTime);
  if (micros < state.lastCommitMicros()) {
    throw new StatusError(
      Code.UNIMPLEMENTED,
      'Reads at a past readTime are not implemented by the RUN Firestore server (it keeps only the latest version).',
    );
  }
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
