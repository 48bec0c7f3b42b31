// The request/response shapes this server reads, as proto-loader decodes them (camelCase, enums as names).
import type { Fields, Timestamp, Value } from './values.js';

export interface FieldReference {
  fieldPath?: string;
}

export interface FieldFilter {
  field?: FieldReference;
  op?: string;
  value?: Value;
}

export interface UnaryFilter {
  op?: string;
  field?: FieldReference;
}

export interface CompositeFilter {
  op?: string;
  filters?: Filter[];
}

export interface Filter {
  compositeFilter?: CompositeFilter;
  fieldFilter?: FieldFilter;
  unaryFilter?: UnaryFilter;
}

export interface Order {
  field?: FieldReference;
  direction?: string;
}

export interface Cursor {
  values?: Value[];
  before?: boolean;
}

export interface StructuredQuery {
  select?: { fields?: FieldReference[] };
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: Filter;
  orderBy?: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset?: number;
  limit?: { value?: number };
  findNearest?: unknown;
}

export interface Aggregation {
  count?: { upTo?: { value?: string | number } };
  sum?: { field?: FieldReference };
  avg?: { field?: FieldReference };
  alias?: string;
}

export interface TransactionOptions {
  readOnly?: { readTime?: Timestamp };
  readWrite?: { retryTransaction?: Uint8Array };
}

export interface ConsistencySelector {
  transaction?: Uint8Array;
  newTransaction?: TransactionOptions;
  readTime?: Timestamp;
}

export interface DocumentProto {
  name?: string;
  fields?: Fields;
  createTime?: Timestamp;
  updateTime?: Timestamp;
}

export interface Precondition {
  exists?: boolean;
  updateTime?: Timestamp;
}

export interface FieldTransform {
  fieldPath?: string;
  setToServerValue?: string;
  increment?: Value;
  maximum?: Value;
  minimum?: Value;
  appendMissingElements?: { values?: Value[] };
  removeAllFromArray?: { values?: Value[] };
}

export interface Write {
  update?: DocumentProto;
  delete?: string;
  /** Checks `currentDocument` and writes nothing: how the web SDK's transactions verify their reads. */
  verify?: string;
  transform?: { document?: string; fieldTransforms?: FieldTransform[] };
  updateMask?: { fieldPaths?: string[] };
  updateTransforms?: FieldTransform[];
  currentDocument?: Precondition;
}

export interface WriteResult {
  updateTime: Timestamp;
  transformResults: Value[];
}
