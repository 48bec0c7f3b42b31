// Turns the writes of one commit into new document states: preconditions, masks, transforms.
import { isDeepStrictEqual } from 'node:util';

import type { Database, StoredDoc } from '../storage/database.js';
import { splitName } from '../storage/database.js';
import { deleteField, getField, parseFieldPath, setField } from './field-paths.js';
import type { FieldTransform, Write, WriteResult } from './proto-types.js';
import type { Fields, Value } from './values.js';
import {
  NULL_VALUE,
  isNumber,
  kindOf,
  microsToTimestamp,
  normalizeFields,
  normalizeValue,
  timestampMicros,
  toNumber,
  valuesEqual,
} from './values.js';

/** A failed precondition or invalid write; `code` is the gRPC status code. */
export class WriteError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
const INVALID_ARGUMENT = 3;

export function writeTarget(write: Write): string {
  const name = write.update?.name ?? write.delete ?? write.verify ?? write.transform?.document;
  if (!name) throw new WriteError(INVALID_ARGUMENT, 'A write must name a document.');
  return name;
}

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

function numericTransform(
  current: Value | undefined,
  operand: Value,
  op: 'add' | 'max' | 'min',
): Value {
  const operandN = normalizeValue(operand);
  if (!current || !isNumber(current)) {
    // Firestore sets a non-numeric field to the operand (increment of a missing field = operand).
    return operandN;
  }
  if (kindOf(current) === 'integerValue' && kindOf(operandN) === 'integerValue') {
    const a = BigInt(current.integerValue ?? 0);
    const b = BigInt(operandN.integerValue ?? 0);
    let r = op === 'add' ? a + b : op === 'max' ? (a > b ? a : b) : a < b ? a : b;
    // Integer overflow saturates, as in Firestore.
    if (r > INT64_MAX) r = INT64_MAX;
    if (r < INT64_MIN) r = INT64_MIN;
    return { integerValue: r.toString() };
  }
  const a = toNumber(current);
  const b = toNumber(operandN);
  if (op === 'add') return { doubleValue: a + b };
  // NaN on either side gives NaN for maximum and minimum alike (the SDKs' own tests expect it).
  if (Number.isNaN(a) || Number.isNaN(b)) return { doubleValue: Number.NaN };
  const pick = op === 'max' ? (a >= b ? current : operandN) : a <= b ? current : operandN;
  return normalizeValue(pick);
}

function applyTransform(
  fields: Fields,
  t: FieldTransform,
  commitMicros: number,
): { fields: Fields; result: Value } {
  const segments = parseFieldPath(t.fieldPath ?? '');
  const current = getField(fields, segments);
  let next: Value;
  let result: Value;
  if (t.setToServerValue !== undefined) {
    if (t.setToServerValue !== 'REQUEST_TIME') {
      throw new WriteError(INVALID_ARGUMENT, `Unsupported server value ${t.setToServerValue}`);
    }
    next = { timestampValue: microsToTimestamp(commitMicros) };
    result = next;
  } else if (t.increment) {
    next = numericTransform(current, t.increment, 'add');
    result = next;
  } else if (t.maximum) {
    next = numericTransform(current, t.maximum, 'max');
    result = next;
  } else if (t.minimum) {
    next = numericTransform(current, t.minimum, 'min');
    result = next;
  } else if (t.appendMissingElements) {
    const existing =
      current && kindOf(current) === 'arrayValue' ? (current.arrayValue?.values ?? []) : [];
    const values = [...existing];
    for (const v of t.appendMissingElements.values ?? []) {
      if (!values.some((e) => valuesEqual(e, v))) values.push(normalizeValue(v));
    }
    next = { arrayValue: { values } };
    result = NULL_VALUE;
  } else if (t.removeAllFromArray) {
    const existing =
      current && kindOf(current) === 'arrayValue' ? (current.arrayValue?.values ?? []) : [];
    const remove = t.removeAllFromArray.values ?? [];
    next = {
      arrayValue: { values: existing.filter((e) => !remove.some((r) => valuesEqual(e, r))) },
    };
    result = NULL_VALUE;
  } else {
    throw new WriteError(INVALID_ARGUMENT, 'Unsupported field transform.');
  }
  return { fields: setField(fields, segments, next), result };
}

export interface StagedCommit {
  /** New state per document path (null = deleted), in first-write order. */
  changes: Map<string, StoredDoc | null>;
  results: WriteResult[];
}

/**
 * Computes the effect of `writes` on `db` at `commitMicros` without changing it. Throws WriteError when a
 * precondition fails, so a commit applies all of its writes or none.
 */
export function stageWrites(db: Database, writes: Write[], commitMicros: number): StagedCommit {
  const changes = new Map<string, StoredDoc | null>();
  const results: WriteResult[] = [];
  const current = (path: string): StoredDoc | undefined => {
    if (changes.has(path)) return changes.get(path) ?? undefined;
    return db.get(path);
  };
  const commitTs = microsToTimestamp(commitMicros);
  /** Documents an earlier write of this commit deleted (and none wrote again since). */
  const deletedHere = new Set<string>();

  for (const write of writes) {
    const name = writeTarget(write);
    const { database, path } = splitName(name);
    if (database !== db.name)
      throw new WriteError(INVALID_ARGUMENT, `Write to another database: ${name}`);
    if (path.split('/').length % 2 !== 0) {
      throw new WriteError(INVALID_ARGUMENT, `Not a document name: ${name}`);
    }
    const before = current(path);
    const pre = write.currentDocument;
    if (pre?.exists === false && before) {
      throw new WriteError(ALREADY_EXISTS, `Document already exists: ${name}`);
    }
    if (pre?.exists === true && !before && deletedHere.has(path)) {
      // Firestore refuses the commit itself here, not the document's state: INVALID_ARGUMENT.
      throw new WriteError(
        INVALID_ARGUMENT,
        `Cannot update a document deleted earlier in the same commit: ${name}`,
      );
    }
    if (pre?.exists === true && !before) {
      throw new WriteError(NOT_FOUND, `No document to update: ${name}`);
    }
    if (pre?.updateTime && (!before || before.updateTime !== timestampMicros(pre.updateTime))) {
      throw new WriteError(
        FAILED_PRECONDITION,
        `The document was modified since the given update time: ${name}`,
      );
    }

    if (write.verify !== undefined) {
      // A read the commit depends on, checked by its precondition above; nothing changes.
      results.push({ updateTime: commitTs, transformResults: [] });
      continue;
    }
    if (write.delete !== undefined) {
      deletedHere.add(path);
      changes.set(path, null);
      results.push({ updateTime: commitTs, transformResults: [] });
      continue;
    }

    let fields: Fields;
    if (write.update) {
      const incoming = normalizeFields(write.update.fields ?? {});
      if (write.updateMask) {
        fields = before?.fields ?? {};
        for (const p of write.updateMask.fieldPaths ?? []) {
          const segments = parseFieldPath(p);
          const v = getField(incoming, segments);
          // A masked path absent from the update means "delete this field".
          fields = v === undefined ? deleteField(fields, segments) : setField(fields, segments, v);
        }
      } else {
        fields = incoming;
      }
    } else {
      fields = before?.fields ?? {};
    }

    const transforms = write.updateTransforms ?? write.transform?.fieldTransforms ?? [];
    const transformResults: Value[] = [];
    for (const t of transforms) {
      const r = applyTransform(fields, t, commitMicros);
      fields = r.fields;
      transformResults.push(r.result);
    }
    deletedHere.delete(path);
    if (before && isDeepStrictEqual(fields, before.fields)) {
      // A write that changes nothing keeps the document as it was, its update time too, as Firestore
      // does: no new version, so no trigger event and no listener update. A transaction that read it
      // and checks its update time at commit still commits (the JS SDK's integration tests do this).
      results.push({ updateTime: microsToTimestamp(before.updateTime), transformResults });
      continue;
    }
    changes.set(path, {
      path,
      fields,
      createTime: before?.createTime ?? commitMicros,
      updateTime: commitMicros,
    });
    results.push({ updateTime: commitTs, transformResults });
  }
  return { changes, results };
}

export function applyStaged(db: Database, staged: StagedCommit, commitMicros: number): void {
  for (const [path, doc] of staged.changes) db.put(path, doc, commitMicros);
}
