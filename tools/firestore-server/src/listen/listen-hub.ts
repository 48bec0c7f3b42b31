// Feeds every Listen session the commits of its database, in commit order, once each is durable.
import type { StoredDoc } from '../storage/database.js';
import type { ChangeFeed, DocumentChange } from '../storage/state.js';
import type { CommitSource, ListenSession } from './listen-session.js';

/** One session's failure (a bug) must not keep the commit from the others. */
function deliver(
  session: ListenSession,
  after: ReadonlyMap<string, StoredDoc | null> | undefined,
  micros: number,
): void {
  try {
    session.onCommit(after, micros);
  } catch (err) {
    console.error('Listen: a listener could not be told of a commit:', err);
  }
}

export class ListenHub implements ChangeFeed, CommitSource {
  private readonly sessions = new Map<string, Set<ListenSession>>();
  private readonly databaseOf = new Map<ListenSession, string>();
  private tail: Promise<void> = Promise.resolve();

  attach(database: string, session: ListenSession): void {
    let set = this.sessions.get(database);
    if (!set) this.sessions.set(database, (set = new Set()));
    set.add(session);
    this.databaseOf.set(session, database);
  }

  detach(session: ListenSession): void {
    const database = this.databaseOf.get(session);
    if (database === undefined) return;
    this.databaseOf.delete(session);
    const set = this.sessions.get(database);
    set?.delete(session);
    if (set?.size === 0) this.sessions.delete(database);
  }

  publish(
    database: string,
    changes: readonly DocumentChange[],
    commitMicros: number,
    durable: Promise<void>,
  ): void {
    if (!this.sessions.has(database)) return;
    const after = new Map(changes.map((c) => [c.path, c.after]));
    // A listener sees a write only once it is acknowledged; a failed commit shows nothing.
    this.tail = this.tail
      .then(() => durable)
      .then(
        () => {
          for (const session of this.sessions.get(database) ?? [])
            session.onCommit(after, commitMicros);
        },
        () => {},
      );
  }

  /** After a clear or an import (no per-document changes): every target is compared with the data. */
  resync(match: (database: string) => boolean, micros: number): void {
    this.tail = this.tail.then(() => {
      for (const [database, set] of this.sessions) {
        if (!match(database)) continue;
        for (const session of set) deliver(session, undefined, micros);
      }
    });
  }
}
