// Durability: an append-only log of committed document states (fsync per batch) plus a JSON snapshot.
import fs from 'node:fs';
import path from 'node:path';

import type { LogEntry } from './data-files.js';
import {
  DataFileError,
  LOG_FILE,
  SNAPSHOT_FILE,
  clearPrefix,
  exportState,
  installDocs,
  loadDataDir,
  logLine,
  parseExport,
} from './data-files.js';
import type { ExportFile } from './json-codec.js';
import { docToJson } from './json-codec.js';
import type { ServerState } from './state.js';

const COMPACT_AFTER_BYTES = 32 * 1024 * 1024;

export interface Store {
  importJson(text: string, source: string): Promise<number>;
  importFile(file: string): Promise<number>;
  exportJson(projectId?: string): string;
  recordClear(projectId?: string, database?: string): Promise<void>;
  close(): Promise<void>;
}

function memoryStore(state: ServerState): Store {
  const store: Store = {
    importJson: async (text, source) => {
      const changes = installDocs(state, parseExport(text, source));
      return [...changes.values()].reduce((n, m) => n + m.size, 0);
    },
    importFile: async (file) => store.importJson(await fs.promises.readFile(file, 'utf8'), file),
    exportJson: (projectId) => JSON.stringify(exportState(state, projectId), null, 2),
    recordClear: async () => {},
    close: async () => {},
  };
  return store;
}

/** Refuses a second server on the same directory; a lock left by a killed server is taken over. */
function lockDataDir(dir: string): () => void {
  const lockPath = path.join(dir, 'firestore.lock');
  try {
    const pid = Number(fs.readFileSync(lockPath, 'utf8'));
    if (pid && pid !== process.pid) {
      let alive = true;
      try {
        process.kill(pid, 0);
      } catch {
        alive = false;
      }
      if (alive) {
        throw new DataFileError(`${dir} is in use by another Firestore server (pid ${pid}).`);
      }
    }
  } catch (err) {
    if (err instanceof DataFileError) throw err;
  }
  fs.writeFileSync(lockPath, String(process.pid));
  return () => fs.rmSync(lockPath, { force: true });
}

class DiskStore implements Store {
  private seq = 0;
  private fd: number;
  private logBytes = 0;
  private pending: { line: string; resolve: () => void; reject: (e: Error) => void }[] = [];
  private flushing = false;
  private readonly snapshotPath: string;
  private readonly logPath: string;
  private readonly releaseLock: () => void;

  constructor(
    private readonly state: ServerState,
    private readonly dir: string,
  ) {
    this.snapshotPath = path.join(dir, SNAPSHOT_FILE);
    this.logPath = path.join(dir, LOG_FILE);
    fs.mkdirSync(dir, { recursive: true });
    this.releaseLock = lockDataDir(dir);
    try {
      this.seq = loadDataDir(state, dir, true);
    } catch (err) {
      this.releaseLock();
      throw err;
    }
    this.fd = fs.openSync(this.logPath, 'a');
    this.logBytes = fs.fstatSync(this.fd).size;
    state.journal = {
      append: (database, changes) => {
        const docs: Record<string, unknown> = {};
        for (const [p, d] of changes) docs[p] = d ? docToJson(d) : null;
        return this.write({ seq: ++this.seq, db: database, docs });
      },
    };
  }

  private write(entry: LogEntry): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ line: logLine(entry), resolve, reject });
      if (!this.flushing) setImmediate(() => void this.flush());
      this.flushing = true;
    });
  }

  /** Writes every queued entry with one write and one fsync (group commit). */
  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      const data = batch.map((b) => b.line).join('');
      try {
        await new Promise<void>((res, rej) =>
          fs.write(this.fd, data, (err) => (err ? rej(err) : res())),
        );
        await new Promise<void>((res, rej) =>
          fs.fdatasync(this.fd, (err) => (err ? rej(err) : res())),
        );
        this.logBytes += Buffer.byteLength(data);
        for (const b of batch) b.resolve();
      } catch (err) {
        for (const b of batch) b.reject(err as Error);
      }
      if (this.logBytes > COMPACT_AFTER_BYTES) this.compact();
    }
    this.flushing = false;
  }

  /**
   * Writes the whole state to a new snapshot (write, fsync, rename) and empties the log. Log entries are
   * complete document states tagged with a sequence number, so replaying any of them again is harmless.
   */
  compact(): void {
    const file: ExportFile & { seq: number } = { ...exportState(this.state), seq: this.seq };
    const tmp = `${this.snapshotPath}.tmp`;
    const fd = fs.openSync(tmp, 'w');
    fs.writeSync(fd, JSON.stringify(file, null, 1));
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(tmp, this.snapshotPath);
    const dirFd = fs.openSync(this.dir, 'r');
    fs.fsyncSync(dirFd);
    fs.closeSync(dirFd);
    fs.ftruncateSync(this.fd, 0);
    this.logBytes = 0;
  }

  async importJson(text: string, source: string): Promise<number> {
    const changes = installDocs(this.state, parseExport(text, source));
    let n = 0;
    for (const [name, m] of changes) {
      n += m.size;
      const docs: Record<string, unknown> = {};
      for (const [p, d] of m) docs[p] = docToJson(d);
      await this.write({ seq: ++this.seq, db: name, docs });
    }
    return n;
  }

  async importFile(file: string): Promise<number> {
    return this.importJson(await fs.promises.readFile(file, 'utf8'), file);
  }

  exportJson(projectId?: string): string {
    return JSON.stringify(exportState(this.state, projectId), null, 2);
  }

  async recordClear(projectId?: string, database?: string): Promise<void> {
    await this.write({ seq: ++this.seq, clear: clearPrefix(projectId, database) });
  }

  async close(): Promise<void> {
    while (this.flushing || this.pending.length > 0) await new Promise((r) => setTimeout(r, 5));
    this.compact();
    fs.closeSync(this.fd);
    this.releaseLock();
  }
}

export async function openStore(state: ServerState, dataDir: string | undefined): Promise<Store> {
  if (!dataDir) return memoryStore(state);
  return new DiskStore(state, dataDir);
}
