// Read calls: batch get, queries, aggregations, document and collection listings.
import type { Database, StoredDoc } from '../storage/database.js';
import { isDocumentPath, splitName } from '../storage/database.js';
import { getField, parseFieldPath } from './field-paths.js';
import type {
  Aggregation,
  ConsistencySelector,
  DocumentProto,
  StructuredQuery,
} from './proto-types.js';
import { queryScope, runQuery } from './query.js';
import type { ReadContext } from './read-context.js';
import { readContext, renderDocument, tracked } from './read-context.js';
import type { ServerState } from '../storage/state.js';
import { Code, StatusError } from './transactions.js';
import type { Timestamp, Value } from './values.js';
import { NULL_VALUE, compareIds, isNumber, kindOf, microsToTimestamp, toNumber } from './values.js';

export interface BatchGetRequest extends ConsistencySelector {
  database?: string;
  documents?: string[];
  mask?: { fieldPaths?: string[] };
}

export interface BatchGetResponse {
  found?: DocumentProto;
  missing?: string;
  transaction?: Buffer;
  readTime: Timestamp;
}

/** Adds the new transaction id to the first response, as the SDK expects. */
function withTransaction<T extends { transaction?: Buffer }>(
  ctx: ReadContext,
  responses: T[],
): T[] {
  if (ctx.newId && responses[0]) responses[0].transaction = ctx.newId;
  return responses;
}

export async function batchGet(
  state: ServerState,
  req: BatchGetRequest,
): Promise<BatchGetResponse[]> {
  const database = req.database ?? '';
  const { db, locks } = state.database(database);
  const names = req.documents ?? [];
  const paths = names.map((n) => {
    const { database: dbName, path } = splitName(n);
    if (dbName !== db.name || !isDocumentPath(path)) {
      throw new StatusError(Code.INVALID_ARGUMENT, `Invalid document name: "${n}"`);
    }
    return path;
  });
  const mask = req.mask ? (req.mask.fieldPaths ?? []) : undefined;
  const ctx = readContext(state, req, database);
  const read = (): BatchGetResponse[] => {
    const readTime = microsToTimestamp(ctx.readMicros ?? state.now());
    state.stats.documentsRead += paths.length;
    return paths.map((p, i) => {
      const doc = ctx.readMicros !== undefined ? db.versionAt(p, ctx.readMicros) : db.get(p);
      return doc
        ? { found: renderDocument(db, doc, mask), readTime }
        : { missing: names[i] as string, readTime };
    });
  };
  return tracked<BatchGetResponse[]>(state, ctx, async () => {
    const txn = ctx.txn;
    const responses =
      txn && !txn.readOnly
        ? await locks.run({
            owner: txn,
            keys: paths,
            critical: read,
            timeoutMs: state.timeouts.lockWaitMs,
          })
        : read();
    if (responses.length === 0)
      return withTransaction<BatchGetResponse>(ctx, [
        { readTime: microsToTimestamp(ctx.readMicros ?? state.now()) },
      ]);
    return withTransaction(ctx, responses);
  });
}

export interface RunQueryRequest extends ConsistencySelector {
  parent?: string;
  structuredQuery?: StructuredQuery;
  explainOptions?: unknown;
}

export interface RunQueryResponse {
  document?: DocumentProto;
  transaction?: Buffer;
  readTime: Timestamp;
}

/**
 * A query's read (its documents, or an aggregation of them): refused with explain options, run under
 * the read's transaction (a read-write one also takes a predicate lock on the query), and answered by
 * `answer` from the documents it matches.
 */
function queryRead<T extends { transaction?: Buffer }>(
  state: ServerState,
  req: ConsistencySelector & { parent?: string; explainOptions?: unknown },
  query: StructuredQuery,
  answer: (docs: StoredDoc[], ctx: ReadContext, db: Database) => T[],
): Promise<T[]> {
  if (req.explainOptions) {
    throw new StatusError(
      Code.UNIMPLEMENTED,
      'Query explain is not implemented by the RUN Firestore server.',
    );
  }
  state.requireIndex(query);
  const parent = req.parent ?? '';
  const { db } = state.database(parent);
  const { path: parentPath } = splitName(parent);
  const ctx = readContext(state, req, parent);
  return tracked(state, ctx, () => {
    if (ctx.txn && !ctx.txn.readOnly) {
      ctx.txn.predicates.push({ scope: queryScope(parentPath, query), filter: query.where });
    }
    return withTransaction(ctx, answer(runQuery(db, parentPath, query, ctx.readMicros), ctx, db));
  });
}

export async function runQueryCall(
  state: ServerState,
  req: RunQueryRequest,
): Promise<RunQueryResponse[]> {
  const query = req.structuredQuery ?? {};
  return queryRead(state, req, query, (docs, ctx, db) => {
    state.stats.queries++;
    state.stats.documentsRead += Math.max(1, docs.length);
    const readTime = microsToTimestamp(ctx.readMicros ?? state.now());
    const select = query.select
      ? (query.select.fields ?? []).map((f) => f.fieldPath ?? '').filter((p) => p !== '__name__')
      : undefined;
    const responses: RunQueryResponse[] = docs.map((d) => ({
      document: renderDocument(db, d, select),
      readTime,
    }));
    if (responses.length === 0) responses.push({ readTime });
    return responses;
  });
}

export interface AggregationRequest extends ConsistencySelector {
  parent?: string;
  structuredAggregationQuery?: { structuredQuery?: StructuredQuery; aggregations?: Aggregation[] };
  explainOptions?: unknown;
}

export interface AggregationResponse {
  result: { aggregateFields: Record<string, Value> };
  transaction?: Buffer;
  readTime: Timestamp;
}

function numericValues(docs: StoredDoc[], fieldPath: string): Value[] {
  const segments = parseFieldPath(fieldPath);
  const out: Value[] = [];
  for (const d of docs) {
    const v = getField(d.fields, segments);
    if (v && isNumber(v)) out.push(v);
  }
  return out;
}

/**
 * Firestore aggregates only the documents that have every field a sum or avg names (the query gets an
 * implicit "field exists" for each, count() included).
 */
function withFields(docs: StoredDoc[], paths: string[][]): StoredDoc[] {
  if (paths.length === 0) return docs;
  return docs.filter((d) => paths.every((p) => getField(d.fields, p) !== undefined));
}

function sum(values: Value[]): Value {
  if (values.every((v) => kindOf(v) === 'integerValue')) {
    let total = 0n;
    for (const v of values) total += BigInt(v.integerValue ?? 0);
    // Past int64 the sum is reported as a double, as Firestore does.
    if (total <= 2n ** 63n - 1n && total >= -(2n ** 63n)) return { integerValue: total.toString() };
    return { doubleValue: Number(total) };
  }
  return { doubleValue: values.reduce((acc, v) => acc + toNumber(v), 0) };
}

/** Firestore's limit of aggregations per query ("Quotas and limits"). */
const MAX_AGGREGATIONS = 5;

export async function runAggregation(
  state: ServerState,
  req: AggregationRequest,
): Promise<AggregationResponse[]> {
  const agg = req.structuredAggregationQuery ?? {};
  if ((agg.aggregations ?? []).length > MAX_AGGREGATIONS) {
    throw new StatusError(
      Code.INVALID_ARGUMENT,
      `Aggregation query exceeds the maximum number of aggregations (${MAX_AGGREGATIONS}).`,
    );
  }
  return queryRead<AggregationResponse>(state, req, agg.structuredQuery ?? {}, (matched, ctx) => {
    const docs = withFields(
      matched,
      (agg.aggregations ?? []).flatMap((a) => {
        const path = (a.sum ?? a.avg)?.field?.fieldPath;
        return path ? [parseFieldPath(path)] : [];
      }),
    );
    state.stats.aggregations++;
    // Firestore bills one read per up to 1000 index entries an aggregation scans, at least one.
    state.stats.documentsRead += Math.max(1, Math.ceil(docs.length / 1000));
    const fields: Record<string, Value> = {};
    (agg.aggregations ?? []).forEach((a, i) => {
      const alias = a.alias || `field_${i + 1}`;
      if (a.count) {
        const upTo = a.count.upTo?.value !== undefined ? Number(a.count.upTo.value) : Infinity;
        fields[alias] = { integerValue: String(Math.min(docs.length, upTo)) };
      } else if (a.sum) {
        fields[alias] = sum(numericValues(docs, a.sum.field?.fieldPath ?? ''));
      } else if (a.avg) {
        const values = numericValues(docs, a.avg.field?.fieldPath ?? '');
        fields[alias] =
          values.length === 0
            ? NULL_VALUE
            : { doubleValue: values.reduce((acc, v) => acc + toNumber(v), 0) / values.length };
      } else {
        throw new StatusError(
          Code.UNIMPLEMENTED,
          'This aggregation is not implemented by the RUN Firestore server.',
        );
      }
    });
    return [
      {
        result: { aggregateFields: fields },
        readTime: microsToTimestamp(ctx.readMicros ?? state.now()),
      },
    ];
  });
}

export interface ListDocumentsRequest {
  parent?: string;
  collectionId?: string;
  pageSize?: number;
  pageToken?: string;
  mask?: { fieldPaths?: string[] };
  showMissing?: boolean;
}

export function listDocuments(
  state: ServerState,
  req: ListDocumentsRequest,
): { documents: DocumentProto[]; nextPageToken: string } {
  const parent = req.parent ?? '';
  const { db } = state.database(parent);
  const { path } = splitName(parent);
  const collection = path === '' ? (req.collectionId ?? '') : `${path}/${req.collectionId ?? ''}`;
  const mask = req.mask ? (req.mask.fieldPaths ?? []) : undefined;
  const entries: { id: string; doc: DocumentProto }[] = [];
  for (const d of db.scanCollection(collection)) {
    entries.push({ id: d.path.slice(collection.length + 1), doc: renderDocument(db, d, mask) });
  }
  if (req.showMissing) {
    for (const id of db.missingDocumentIds(collection)) {
      entries.push({ id, doc: { name: `${db.name}/documents/${collection}/${id}` } });
    }
    entries.sort((a, b) => compareIds(a.id, b.id));
  }
  const after = req.pageToken ?? '';
  let page = after ? entries.filter((e) => compareIds(e.id, after) > 0) : entries;
  let nextPageToken = '';
  if (req.pageSize && page.length > req.pageSize) {
    page = page.slice(0, req.pageSize);
    nextPageToken = page[page.length - 1]?.id ?? '';
  }
  state.stats.documentsRead += Math.max(1, page.length);
  return { documents: page.map((e) => e.doc), nextPageToken };
}

export function listCollectionIds(
  state: ServerState,
  req: { parent?: string; pageSize?: number; pageToken?: string },
): { collectionIds: string[]; nextPageToken: string } {
  const parent = req.parent ?? '';
  const { db } = state.database(parent);
  const { path } = splitName(parent);
  const after = req.pageToken ?? '';
  let ids = db.childCollectionIds(path).filter((id) => !after || compareIds(id, after) > 0);
  let nextPageToken = '';
  if (req.pageSize && ids.length > req.pageSize) {
    ids = ids.slice(0, req.pageSize);
    nextPageToken = ids[ids.length - 1] ?? '';
  }
  return { collectionIds: ids, nextPageToken };
}

export async function getDocument(
  state: ServerState,
  req: {
    name?: string;
    mask?: { fieldPaths?: string[] };
    transaction?: Uint8Array;
    readTime?: Timestamp;
  },
): Promise<DocumentProto> {
  const name = req.name ?? '';
  const { database } = splitName(name);
  const [response] = await batchGet(state, {
    database,
    documents: [name],
    ...(req.mask ? { mask: req.mask } : {}),
    ...(req.transaction ? { transaction: req.transaction } : {}),
    ...(req.readTime ? { readTime: req.readTime } : {}),
  });
  if (!response?.found) throw new StatusError(Code.NOT_FOUND, `Document not found: ${name}`);
  return response.found;
}
