// Security rules enforcement for client SDK calls: reads (get, list) and writes (create, update, delete).
import type { Database, StoredDoc } from '../storage/database.js';
import { splitName } from '../storage/database.js';
import { stageWrites, writeTarget } from '../engine/apply-writes.js';
import type { StructuredQuery, Write } from '../engine/proto-types.js';
import { Code, StatusError } from '../engine/transactions.js';
import type { ServerState } from '../storage/state.js';
import type { Caller } from './caller.js';
import { listConstraints } from './list-constraints.js';
import type { DocumentLookup, RulesDocument, RulesRequest, Ruleset } from '../rules/rules.js';
import { rulesDataOf } from '../rules/rules.js';
import type { RulesStore } from './rules-store.js';

type Method = RulesRequest['method'];

/** A stored document as the rules' `resource` (null when it does not exist). */
function rulesResource(doc: StoredDoc | null | undefined): RulesDocument | null {
  return doc
    ? { data: rulesDataOf(doc.fields), id: doc.path.slice(doc.path.lastIndexOf('/') + 1) }
    : null;
}

/** `get()`/`exists()` read the stored documents; `getAfter()` the documents as a write leaves them. */
function lookup(db: Database, after?: Map<string, StoredDoc | null>): DocumentLookup {
  const data = (doc: StoredDoc | null | undefined) =>
    Promise.resolve(doc ? rulesDataOf(doc.fields) : null);
  return {
    get: (path) => data(db.get(path)),
    getAfter: (path) => data(after?.has(path) ? after.get(path) : db.get(path)),
  };
}

export class Guard {
  constructor(
    private readonly state: ServerState,
    readonly rules: RulesStore,
  ) {}

  /** The ruleset a call must pass; undefined when it bypasses rules (the Admin SDK, or no rules). */
  private rulesetFor(caller: Caller, database: string): Ruleset | undefined {
    return caller.owner ? undefined : this.rules.forDatabase(splitName(database).database);
  }

  private request(
    caller: Caller,
    db: Database,
    method: Method,
    path: string,
    resource: StoredDoc | null | undefined,
  ): RulesRequest {
    return {
      method,
      path,
      database: db.name.slice(db.name.lastIndexOf('/') + 1),
      auth: caller.owner ? null : caller.auth,
      resource: rulesResource(resource),
      time: new Date(this.state.now() / 1000),
    };
  }

  /** Calls the client SDKs never make (listings, single-document CRUD): the Admin SDK's alone under rules. */
  requireOwner(caller: Caller, database: string, call: string): void {
    if (this.rulesetFor(caller, database)) {
      throw new StatusError(
        Code.PERMISSION_DENIED,
        `${call} needs admin access when security rules apply.`,
      );
    }
  }

  /** Denied: PERMISSION_DENIED with the rules' reason, as the emulator words it. */
  private async require(
    ruleset: Ruleset,
    request: RulesRequest,
    docs: DocumentLookup,
  ): Promise<void> {
    const { allowed, reason } = await ruleset.decide(request, docs);
    if (!allowed) {
      throw new StatusError(
        Code.PERMISSION_DENIED,
        `Missing or insufficient permissions: ${reason} (${request.method} on /${request.path}).`,
      );
    }
  }

  /** `get` of each document (a missing one is checked with a null resource). */
  async checkGets(caller: Caller, database: string, paths: readonly string[]): Promise<void> {
    const ruleset = this.rulesetFor(caller, database);
    if (!ruleset) return;
    const { db } = this.state.database(database);
    for (const path of paths) {
      await this.require(ruleset, this.request(caller, db, 'get', path, db.get(path)), lookup(db));
    }
  }

  /**
   * `list` of a query, judged from its filters and never from the documents it returns (rules are not
   * filters): allowed when the rules hold for every document the filters admit.
   */
  async checkQuery(
    caller: Caller,
    database: string,
    parentPath: string,
    query: StructuredQuery,
  ): Promise<void> {
    const ruleset = this.rulesetFor(caller, database);
    if (!ruleset) return;
    const { db } = this.state.database(database);
    const from = query.from?.[0] ?? {};
    const prefix = parentPath ? `${parentPath}/` : '';
    // A collection group query is checked on its group path (`**` for the unknown parents).
    const collection = `${prefix}${from.allDescendants ? '**/' : ''}${from.collectionId ?? ''}`;
    const request: RulesRequest = {
      ...this.request(caller, db, 'list', collection, null),
      query: {
        ...(query.limit?.value !== undefined ? { limit: query.limit.value } : {}),
        ...(query.offset ? { offset: query.offset } : {}),
        orderBy: (query.orderBy ?? []).map((o) => o.field?.fieldPath ?? ''),
      },
      listed: listConstraints(query.where),
    };
    await this.require(ruleset, request, lookup(db));
  }

  /** Each write as `create`, `update` or `delete`, with `request.resource` the document it leaves. */
  async checkWrites(caller: Caller, database: string, writes: Write[]): Promise<void> {
    const ruleset = this.rulesetFor(caller, database);
    if (!ruleset || writes.length === 0) return;
    const { db } = this.state.database(database);
    // A write that cannot apply (a failed precondition) fails with its own error in the commit.
    let after: Map<string, StoredDoc | null>;
    try {
      after = stageWrites(db, writes, this.state.now()).changes;
    } catch {
      return;
    }
    for (const write of writes) {
      // A verify only checks a read the client already made under `get`; it writes nothing.
      if (write.verify !== undefined) continue;
      const { path } = splitName(writeTarget(write));
      const before = db.get(path);
      const method: Method = write.delete ? 'delete' : before ? 'update' : 'create';
      const result = after.get(path);
      const request: RulesRequest = {
        ...this.request(caller, db, method, path, before),
        ...(result ? { requestResource: rulesResource(result) ?? undefined } : {}),
      };
      await this.require(ruleset, request, lookup(db, after));
    }
  }
}
