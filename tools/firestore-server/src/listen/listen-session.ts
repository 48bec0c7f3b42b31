// One Listen stream, whatever carries it (gRPC or WebChannel): its targets, their initial results and
// the changes each commit makes to them, as Firestore's watch protocol describes them.
import type { Guard } from '../access/guard.js';
import type { Caller } from '../access/caller.js';
import type { Database, StoredDoc } from '../storage/database.js';
import type { DocumentProto } from '../engine/proto-types.js';
import { renderDocument, toStatus } from '../engine/read-context.js';
import type { ServerState } from '../storage/state.js';
import { Code, StatusError } from '../engine/transactions.js';
import type { Timestamp } from '../engine/values.js';
import { microsToTimestamp } from '../engine/values.js';
import type { TargetProto } from './targets.js';
import { ListenTarget, targetShape } from './targets.js';

export interface ListenRequest {
  database?: string;
  addTarget?: TargetProto;
  removeTarget?: number;
}

type ChangeType = 'NO_CHANGE' | 'ADD' | 'REMOVE' | 'CURRENT' | 'RESET';

export interface ListenResponse {
  targetChange?: {
    targetChangeType: ChangeType;
    targetIds: number[];
    cause?: { code: number; message: string };
    resumeToken?: Buffer;
    readTime?: Timestamp;
  };
  documentChange?: { document: DocumentProto; targetIds: number[]; removedTargetIds: number[] };
  documentDelete?: { document: string; removedTargetIds: number[]; readTime: Timestamp };
  documentRemove?: { document: string; removedTargetIds: number[]; readTime: Timestamp };
}

/** Where a session's database's commits come from (the hub). */
export interface CommitSource {
  attach(database: string, session: ListenSession): void;
  detach(session: ListenSession): void;
}

/** A resume token is the read time it was issued at; a target resumed with one is sent whole again. */
function resumeToken(micros: number): Buffer {
  return Buffer.from(String(micros));
}

export class ListenSession {
  private readonly targets = new Map<number, ListenTarget>();
  /** Requests are handled one at a time, in order (rules checks are asynchronous). */
  private queue: Promise<void> = Promise.resolve();
  private database: string | undefined;
  private lastReadMicros = 0;
  private closed = false;

  constructor(
    private readonly state: ServerState,
    private readonly source: CommitSource,
    private readonly guard: Guard,
    private readonly caller: Caller,
    private readonly send: (response: ListenResponse) => void,
  ) {}

  handle(request: ListenRequest): void {
    this.queue = this.queue.then(() => this.apply(request));
  }

  close(): void {
    this.closed = true;
    this.targets.clear();
    this.source.detach(this);
  }

  private readTime(micros: number): number {
    this.lastReadMicros = Math.max(this.lastReadMicros, micros);
    return this.lastReadMicros;
  }

  private async apply(request: ListenRequest): Promise<void> {
    if (this.closed) return;
    if (request.removeTarget !== undefined && request.removeTarget !== null) {
      this.targets.delete(request.removeTarget);
      this.targetChange('REMOVE', [request.removeTarget]);
    }
    const add = request.addTarget;
    if (!add) return;
    const id = add.targetId ?? 0;
    try {
      const shape = targetShape(add);
      if (shape.kind === 'query') this.state.requireIndex(shape.query);
      if (this.database !== undefined && shape.database !== this.database) {
        throw new StatusError(
          Code.INVALID_ARGUMENT,
          'All targets of a stream must use one database.',
        );
      }
      if (shape.kind === 'documents')
        await this.guard.checkGets(this.caller, shape.database, shape.paths);
      else await this.guard.checkQuery(this.caller, shape.database, shape.parentPath, shape.query);
      // The stream may have ended while the rules were checked.
      if (this.closed) return;
      if (this.database === undefined) {
        this.database = shape.database;
        this.source.attach(shape.database, this);
      }
      this.start(new ListenTarget(id, shape), add);
    } catch (err) {
      // A refused target is removed with its cause; the stream and its other targets go on.
      const status = toStatus(err);
      this.send({
        targetChange: {
          targetChangeType: 'REMOVE',
          targetIds: [id],
          cause: { code: status.code, message: status.details },
        },
      });
    }
  }

  /** ADD, (RESET when resuming,) the documents, CURRENT, then a consistent snapshot. */
  private start(target: ListenTarget, add: TargetProto): void {
    const { db } = this.state.database(target.shape.database);
    this.targets.set(target.id, target);
    this.targetChange('ADD', [target.id]);
    const resuming = (add.resumeToken?.length ?? 0) > 0 || add.readTime !== undefined;
    if (resuming) this.targetChange('RESET', [target.id]);
    const micros = this.readTime(this.state.now());
    for (const doc of target.current(db)) {
      target.held.set(doc.path, doc.updateTime);
      this.send({
        documentChange: {
          document: renderDocument(db, doc),
          targetIds: [target.id],
          removedTargetIds: [],
        },
      });
    }
    target.syncedMicros = micros;
    this.targetChange('CURRENT', [target.id], micros);
    this.targetChange('NO_CHANGE', [], micros);
    if (add.once) {
      this.targets.delete(target.id);
      this.targetChange('REMOVE', [target.id]);
    }
  }

  private targetChange(type: ChangeType, targetIds: number[], micros?: number): void {
    this.send({
      targetChange: {
        targetChangeType: type,
        targetIds,
        ...(micros !== undefined
          ? { resumeToken: resumeToken(micros), readTime: microsToTimestamp(micros) }
          : {}),
      },
    });
  }

  /** A commit's documents (null when deleted), or undefined after a clear or import: compare everything. */
  onCommit(after: ReadonlyMap<string, StoredDoc | null> | undefined, commitMicros: number): void {
    if (this.database === undefined) return;
    const { db } = this.state.database(this.database);
    const added = new Map<string, number[]>();
    const removed = new Map<string, number[]>();
    const docs = new Map<string, StoredDoc | null>();
    for (const target of this.targets.values()) {
      if (after && commitMicros <= target.syncedMicros) continue;
      const membership = after ? target.membership(db, after) : target.resync(db);
      for (const [path, doc] of membership) {
        if (doc) {
          if (target.held.get(path) === doc.updateTime) continue;
          target.held.set(path, doc.updateTime);
          push(added, path, target.id);
        } else {
          if (!target.held.delete(path)) continue;
          push(removed, path, target.id);
        }
        docs.set(path, doc ?? after?.get(path) ?? db.get(path) ?? null);
      }
      target.syncedMicros = Math.max(target.syncedMicros, commitMicros);
    }
    if (docs.size === 0) return;
    const micros = this.readTime(commitMicros);
    const readTime = microsToTimestamp(micros);
    for (const [path, doc] of docs)
      this.sendDocument(db, path, doc, added.get(path) ?? [], removed.get(path) ?? [], readTime);
    this.targetChange('NO_CHANGE', [], micros);
  }

  private sendDocument(
    db: Database,
    path: string,
    doc: StoredDoc | null,
    targetIds: number[],
    removedTargetIds: number[],
    readTime: Timestamp,
  ): void {
    const name = `${db.name}/documents/${path}`;
    if (targetIds.length > 0 && doc) {
      this.send({
        documentChange: { document: renderDocument(db, doc), targetIds, removedTargetIds },
      });
    } else if (doc) {
      this.send({ documentRemove: { document: name, removedTargetIds, readTime } });
    } else {
      this.send({ documentDelete: { document: name, removedTargetIds, readTime } });
    }
  }
}

function push(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
