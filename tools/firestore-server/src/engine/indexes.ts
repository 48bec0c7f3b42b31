// Composite index enforcement (`--indexes firestore.indexes.json`): production Firestore refuses a
// query no index can serve with FAILED_PRECONDITION; the official emulator answers it anyway, so a
// missing index used to show up only after a deploy. With an index file, this server refuses it too,
// naming the index to add in the file's own format.
//
// The rules followed (Firestore's "Index types" and "Index management" pages):
// - every field has automatic single-field indexes (ascending, descending, array-contains) in
//   collection scope; collection-group scope has none unless a `fieldOverrides` entry adds it, and an
//   override replaces the automatic set for its field;
// - equality and array-contains filters alone are served by merging single-field indexes;
// - a query that also orders (explicitly, or implicitly by an inequality) needs, when it has
//   equalities or orders on more than one field, composite indexes whose fields are some of the
//   equality / array-contains fields followed by exactly the query's orders; indexes with the same
//   orders may be merged to cover all the equalities;
// - a disjunction (`OR`) needs an index for each of its conjunctions; `in` counts as an equality.
// Leniencies, so that the suite never refuses what production accepts: an index also serves the
// reverse of its orders, and filters and orders on `__name__` are always served.
//
// Each declared index that fits a query is noted (`IndexUses`): a composite index whose fields are
// some of the query's equality and array-contains fields followed by exactly its orders (Firestore's
// planner may read it, even where merging single-field indexes would serve too), and an override's
// entry a query was served by. So a suite can tell the indexes the file declares that no query of the
// run could use (`unusedIndexes`): those cost writes and storage in production for nothing.
import fs from 'node:fs';

import { NAME } from './filters.js';
import type { Filter, StructuredQuery } from './proto-types.js';
import { effectiveOrder } from './query.js';
import { Code, StatusError } from './transactions.js';

type Scope = 'COLLECTION' | 'COLLECTION_GROUP';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

interface CompositeIndex {
  collectionGroup: string;
  queryScope?: Scope;
  fields: IndexField[];
}

interface OverrideIndex {
  order?: string;
  arrayConfig?: string;
  queryScope?: Scope;
}

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: OverrideIndex[];
}

/** The declared indexes (composite ones, and overrides' entries) that fit some query made. */
export type IndexUses = Set<CompositeIndex | OverrideIndex>;

export interface IndexFile {
  indexes?: CompositeIndex[];
  fieldOverrides?: FieldOverride[];
}

/** One conjunction of a query's filter, as an index sees it. */
interface Conjunction {
  equalities: Set<string>;
  contains: Set<string>;
}

interface OrderField {
  path: string;
  descending: boolean;
}

const EQUALITY = new Set(['EQUAL', 'IN']);
const CONTAINS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);
const EQUALITY_UNARY = new Set(['IS_NULL', 'IS_NAN']);

/** Reads and checks an index file; throws a sentence naming what is wrong. */
export function loadIndexFile(file: string): IndexFile {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as IndexFile;
  for (const index of parsed.indexes ?? []) {
    if (typeof index.collectionGroup !== 'string' || !Array.isArray(index.fields)) {
      throw new Error(`${file}: every index needs a collectionGroup and fields.`);
    }
  }
  return parsed;
}

/** The filter as conjunctions (disjunctive normal form); `in` stays one equality. */
function conjunctions(filter: Filter | undefined): Conjunction[] {
  if (!filter) return [{ equalities: new Set(), contains: new Set() }];
  const composite = filter.compositeFilter;
  if (composite) {
    const parts = (composite.filters ?? []).map(conjunctions);
    if (composite.op === 'OR') return parts.flat();
    return parts.reduce<Conjunction[]>(
      (acc, part) =>
        acc.flatMap((a) =>
          part.map((p) => ({
            equalities: new Set([...a.equalities, ...p.equalities]),
            contains: new Set([...a.contains, ...p.contains]),
          })),
        ),
      [{ equalities: new Set(), contains: new Set() }],
    );
  }
  const one: Conjunction = { equalities: new Set(), contains: new Set() };
  const field = filter.fieldFilter?.field?.fieldPath ?? filter.unaryFilter?.field?.fieldPath;
  if (field === undefined || field === NAME) return [one];
  const op = filter.fieldFilter?.op ?? filter.unaryFilter?.op ?? '';
  if (EQUALITY.has(op) || EQUALITY_UNARY.has(op)) one.equalities.add(field);
  else if (CONTAINS.has(op)) one.contains.add(field);
  // Inequalities are served through the orders they imply (effectiveOrder).
  return [one];
}

/** Whether `field` has an automatic or overridden single-field index of this kind in this scope. */
function singleField(
  file: IndexFile,
  used: IndexUses,
  group: string,
  scope: Scope,
  field: string,
  kind: { order?: 'ASCENDING' | 'DESCENDING'; contains?: boolean },
): boolean {
  const override = (file.fieldOverrides ?? []).find(
    (o) => o.fieldPath === field && (o.collectionGroup === group || o.collectionGroup === '*'),
  );
  if (override === undefined) return scope === 'COLLECTION';
  const index = override.indexes.find(
    (i) =>
      (i.queryScope ?? 'COLLECTION') === scope &&
      (kind.contains === true
        ? i.arrayConfig === 'CONTAINS'
        : kind.order === undefined
          ? i.order !== undefined
          : i.order === kind.order),
  );
  if (index !== undefined) used.add(index);
  return index !== undefined;
}

const orderName = (descending: boolean) => (descending ? 'DESCENDING' : 'ASCENDING');

/** Whether the composite indexes with exactly these orders cover every equality of the conjunction. */
function compositeServes(
  file: IndexFile,
  used: IndexUses,
  group: string,
  scope: Scope,
  conjunction: Conjunction,
  orders: OrderField[],
): boolean {
  const needed = new Set([...conjunction.equalities, ...conjunction.contains]);
  const covered = new Set<string>();
  const serving: CompositeIndex[] = [];
  for (const index of file.indexes ?? []) {
    if (index.collectionGroup !== group || (index.queryScope ?? 'COLLECTION') !== scope) continue;
    const fields = index.fields.filter((f) => f.fieldPath !== NAME);
    if (fields.length < orders.length) continue;
    const prefix = fields.slice(0, fields.length - orders.length);
    const suffix = fields.slice(fields.length - orders.length);
    const sameOrders = (flip: boolean) =>
      suffix.every(
        (f, i) =>
          f.fieldPath === orders[i]?.path &&
          f.order === orderName((orders[i]?.descending ?? false) !== flip),
      );
    if (!sameOrders(false) && !sameOrders(true)) continue;
    const prefixFits = prefix.every((f) =>
      f.arrayConfig === 'CONTAINS'
        ? conjunction.contains.has(f.fieldPath)
        : conjunction.equalities.has(f.fieldPath),
    );
    if (!prefixFits) continue;
    serving.push(index);
    for (const f of prefix) covered.add(f.fieldPath);
  }
  // Each index that fits the query is one Firestore's planner may read for it, needed or not.
  for (const index of serving) used.add(index);
  return serving.length > 0 && [...needed].every((f) => covered.has(f));
}

/** The index that would serve the conjunction, in firestore.indexes.json's format. */
function suggestion(group: string, scope: Scope, c: Conjunction, orders: OrderField[]): string {
  const fields = [
    ...[...c.equalities].sort().map((fieldPath) => ({ fieldPath, order: 'ASCENDING' })),
    ...[...c.contains].sort().map((fieldPath) => ({ fieldPath, arrayConfig: 'CONTAINS' })),
    ...orders.map((o) => ({ fieldPath: o.path, order: orderName(o.descending) })),
  ];
  return JSON.stringify({ collectionGroup: group, queryScope: scope, fields });
}

function servable(
  file: IndexFile,
  used: IndexUses,
  group: string,
  scope: Scope,
  c: Conjunction,
  orders: OrderField[],
): boolean {
  const filtered = [...c.equalities, ...c.contains];
  const single = (field: string, kind: Parameters<typeof singleField>[5]) =>
    singleField(file, used, group, scope, field, kind);
  // Asked first, so every composite index that fits is noted even where single-field ones serve.
  const composite = compositeServes(file, used, group, scope, c, orders);
  if (orders.length === 0) {
    // Equalities alone: a merge of single-field indexes, each of which must exist in this scope, or
    // composite indexes made of them.
    return (
      ([...c.equalities].every((f) => single(f, {})) &&
        [...c.contains].every((f) => single(f, { contains: true }))) ||
      composite
    );
  }
  if (filtered.length === 0 && orders.length === 1) {
    const only = orders[0] as OrderField;
    return (
      single(only.path, { order: orderName(only.descending) }) ||
      single(only.path, { order: orderName(!only.descending) }) ||
      composite
    );
  }
  return composite;
}

/**
 * Throws FAILED_PRECONDITION, as production does, when no index of `file` serves the query; the
 * message names the index to add. Queries of every collection at once (no collection id) and
 * queries by document name only are always served.
 */
export function requireIndex(file: IndexFile, query: StructuredQuery, used: IndexUses): void {
  const from = query.from?.[0];
  const group = from?.collectionId ?? '';
  if (group === '') return;
  const scope: Scope = from?.allDescendants === true ? 'COLLECTION_GROUP' : 'COLLECTION';
  for (const c of conjunctions(query.where)) {
    // An order on a field fixed by an equality orders nothing.
    const orders = effectiveOrder(query).filter(
      (o) => o.path !== NAME && !c.equalities.has(o.path),
    );
    if (servable(file, used, group, scope, c, orders)) continue;
    throw new StatusError(
      Code.FAILED_PRECONDITION,
      `The query requires an index. Add it to firestore.indexes.json: ${suggestion(group, scope, c, orders)}`,
    );
  }
}

/**
 * The indexes `file` adds that fit no query noted in `used`, in the file's own format: its
 * composite indexes, and its overrides' collection-group entries (an override's collection-scope
 * entries restate the automatic indexes it replaces, and its empty ones exempt a field).
 */
export function unusedIndexes(file: IndexFile, used: IndexUses) {
  const composite = (file.indexes ?? []).filter((index) => !used.has(index));
  const overrides = (file.fieldOverrides ?? []).flatMap((o) =>
    o.indexes
      .filter((i) => i.queryScope === 'COLLECTION_GROUP' && !used.has(i))
      .map((index) => ({ collectionGroup: o.collectionGroup, fieldPath: o.fieldPath, index })),
  );
  return { indexes: composite, fieldOverrides: overrides };
}
