// Security rules enforcement for client SDK calls: reads (get, list) and writes (create, update, delete).
import type { Database, StoredDoc } from '../storage/database.js';
import { splitName } from '../storage/database.js';
import { stageWrites, writeTarget } from '../engine/apply-writes.js';
import type { StructuredQuery, Write } from '../engine/proto-types.js';
import { runQuery } from '../engine/query.js';
import { Code, StatusError } from '../engine/transactions.js';
import type { ServerState } from '../storage/state.js';
import type { Caller } from './caller.js';
import type { DocumentLookup, RulesRequest, Ruleset } from './rules-stub.js';
import type { RulesStore } from './rules-store.js';
import { rulesResource } from './rules-values.js';

type Method = RulesRequest['method'];

function denied(method: Method, path: string): StatusError {
  return new StatusError(
    Code.PERMISSION_DENIED,
    `Missing or insufficient permissions: false for '${method}' @ /${path} (security rules).`,
  );
}

/** `get()`/`exists()` read the stored documents; `after` (getAfter) the documents as a write leaves them. */
function lookup(db: Database, after?: Map<string, StoredDoc | null>): DocumentLookup {
  return {
    get: (path: string) => {
      const relative = path.replace(/^\/?databases\/[^/]+\/documents\//, '');
      const doc = after?.has(relative) ? after.get(relative) : db.get(relative);
      return Promise.resolve(rulesResource(doc, relative)?.data ?? null);
    },
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
      resource: rulesResource(resource, path),
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

  /** `get` of each document (a missing one is checked with a null resource). */
  async checkGets(caller: Caller, database: string, paths: readonly string[]): Promise<void> {
    const ruleset = this.rulesetFor(caller, database);
    if (!ruleset) return;
    const { db } = this.state.database(database);
    for (const path of paths) {
      const request = this.request(caller, db, 'get', path, db.get(path));
      if (!(await ruleset.allows(request, lookup(db)))) throw denied('get', path);
    }
  }

  /**
   * `list` of a query: every document it returns must be allowed, as rules are not filters; an empty
   * result is checked once with a null resource.
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
    const docs = runQuery(db, parentPath, query);
    const collection = `${parentPath ? `${parentPath}/` : ''}${query.from?.[0]?.collectionId ?? ''}`;
    const checks =
      docs.length > 0 ? docs.map((d) => [d.path, d] as const) : [[`${collection}/`, null] as const];
    for (const [path, doc] of checks) {
      const request = {
        ...this.request(caller, db, 'list', path, doc),
        ...(query.limit?.value !== undefined ? { query: { limit: query.limit.value } } : {}),
      };
      if (!(await ruleset.allows(request, lookup(db)))) throw denied('list', path);
    }
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
      const { path } = splitName(writeTarget(write));
      const before = db.get(path);
      const method: Method = write.delete ? 'delete' : before ? 'update' : 'create';
      const result = after.get(path);
      const request: RulesRequest = {
        ...this.request(caller, db, method, path, before),
        ...(result ? { requestResource: rulesResource(result, path) ?? undefined } : {}),
      };
      if (!(await ruleset.allows(request, lookup(db, after)))) throw denied(method, path);
    }
  }
}
