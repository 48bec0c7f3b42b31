// Durability: an append-only log of committed document states (fsync per batch) plus a JSON snapshot.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import type { StoredDoc } from './database.js';
import type { ExportFile } from './json-codec.js';
import { FormatError, docToJson, jsonToDoc } from './json-codec.js';
import type { ServerState } from './state.js';

export const SNAPSHOT_FILE = 'firestore-snapshot.json';
export const LOG_FILE = 'firestore-log.jsonl';
const COMPACT_AFTER_BYTES = 32 * 1024 * 1024;

export class DataFileError extends Error {}

export interface Store {
  importJson(text: string, source: string): Promise<number>;
  importFile(file: string): Promise<number>;
  exportJson(projectId?: string): string;
  recordClear(projectId?: string, database?: string): Promise<void>;
  close(): Promise<void>;
}

interface LogEntry {
  seq: number;
  db?: string;
  docs?: Record<string, unknown>;
  /** Clears databases whose name starts with this prefix. */
  clear?: string;
}

export function exportState(state: ServerState, projectId?: string): ExportFile {
  const out: ExportFile = { format: 'run-firestore-export/1', databases: {} };
  for (const [name, { db }] of state.databases) {
    if (projectId !== undefined && !name.startsWith(`projects/${projectId}/`)) continue;
    if (db.docs.size === 0) continue;
    const documents: ExportFile['databases'][string]['documents'] = {};
    for (const p of [...db.docs.keys()].sort())
      documents[p] = docToJson(db.docs.get(p) as StoredDoc);
    out.databases[name] = { documents };
  }
  return out;
}

function clearPrefix(projectId?: string, database?: string): string {
  if (database) return database;
  return projectId === undefined ? '' : `projects/${projectId}/`;
}

function applyClear(state: ServerState, prefix: string): void {
  state.clear((name) => name === prefix || name.startsWith(prefix));
}

/** Parses an export file into per-database document lists, validating everything before anything changes. */
function parseExport(text: string, source: string): Map<string, StoredDoc[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new FormatError(`${source} is not valid JSON: ${(err as Error).message}`);
  }
  const file = raw as Partial<ExportFile> | null;
  if (
    !file ||
    typeof file !== 'object' ||
    typeof file.databases !== 'object' ||
    file.databases === null
  ) {
    throw new FormatError(
      `${source}: expected {"format":"run-firestore-export/1","databases":{...}}`,
    );
  }
  const now = Date.now() * 1000;
  const out = new Map<string, StoredDoc[]>();
  for (const [name, dbJson] of Object.entries(file.databases)) {
    if (!/^projects\/[^/]+\/databases\/[^/]+$/.test(name)) {
      throw new FormatError(
        `${source}: "${name}" is not a database name like projects/demo-run/databases/(default)`,
      );
    }
    const docs: StoredDoc[] = [];
    for (const [p, d] of Object.entries(dbJson?.documents ?? {})) {
      if (p.split('/').length % 2 !== 0 || p.split('/').some((s) => s === '')) {
        throw new FormatError(`${source}: "${p}" is not a document path like marathons/berlin`);
      }
      docs.push(jsonToDoc(p, d, now));
    }
    out.set(name, docs);
  }
  return out;
}

function installDocs(
  state: ServerState,
  parsed: Map<string, StoredDoc[]>,
): Map<string, Map<string, StoredDoc>> {
  const changes = new Map<string, Map<string, StoredDoc>>();
  for (const [name, docs] of parsed) {
    const { db } = state.database(name);
    const m = new Map<string, StoredDoc>();
    for (const d of docs) {
      db.put(d.path, d);
      m.set(d.path, d);
    }
    changes.set(name, m);
  }
  return changes;
}

function logLine(entry: LogEntry): string {
  const json = JSON.stringify(entry);
  return `${zlib.crc32(json).toString(16).padStart(8, '0')} ${json}\n`;
}

function parseLogLine(line: string): LogEntry | undefined {
  const space = line.indexOf(' ');
  if (space !== 8) return undefined;
  const json = line.slice(9);
  if (zlib.crc32(json).toString(16).padStart(8, '0') !== line.slice(0, 8)) return undefined;
  try {
    return JSON.parse(json) as LogEntry;
  } catch {
    return undefined;
  }
}

function applyEntry(state: ServerState, entry: LogEntry): void {
  if (entry.clear !== undefined) applyClear(state, entry.clear);
  if (entry.db && entry.docs) {
    const { db } = state.database(entry.db);
    for (const [p, d] of Object.entries(entry.docs))
      db.put(p, d === null ? null : jsonToDoc(p, d, 0));
  }
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

class DiskStore implements Store {
  private seq = 0;
  private fd: number;
  private logBytes = 0;
  private pending: { line: string; resolve: () => void; reject: (e: Error) => void }[] = [];
  private flushing = false;
  private readonly snapshotPath: string;
  private readonly logPath: string;

  constructor(
    private readonly state: ServerState,
    private readonly dir: string,
  ) {
    this.snapshotPath = path.join(dir, SNAPSHOT_FILE);
    this.logPath = path.join(dir, LOG_FILE);
    fs.mkdirSync(dir, { recursive: true });
    this.load();
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

  private load(): void {
    if (fs.existsSync(this.snapshotPath)) {
      const text = fs.readFileSync(this.snapshotPath, 'utf8');
      let snapshotSeq = 0;
      try {
        const parsed = parseExport(text, this.snapshotPath);
        installDocs(this.state, parsed);
        snapshotSeq = Number((JSON.parse(text) as { seq?: number }).seq ?? 0);
      } catch (err) {
        throw new DataFileError(
          `The data snapshot ${this.snapshotPath} is damaged (${(err as Error).message}). ` +
            'The server did not start and changed nothing; restore the file from a backup or an export, ' +
            'or move it away to start from the log alone.',
        );
      }
      this.seq = snapshotSeq;
    }
    if (!fs.existsSync(this.logPath)) return;
    const text = fs.readFileSync(this.logPath, 'utf8');
    const lines = text.split('\n');
    let goodBytes = 0;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as string;
      const isLast = i === lines.length - 1;
      if (line === '' && isLast) break;
      const entry = parseLogLine(line);
      const onlyBlankAfter = lines.slice(i + 1).every((l) => l === '');
      if (!entry) {
        if (onlyBlankAfter) {
          // A write torn by a crash: it was never acknowledged, so dropping it loses nothing.
          console.warn(
            `Firestore server: ignoring a torn last entry in ${this.logPath} (line ${i + 1}).`,
          );
          fs.truncateSync(this.logPath, goodBytes);
          break;
        }
        throw new DataFileError(
          `The write log ${this.logPath} is damaged at line ${i + 1} of ${lines.length}. ` +
            'The server did not start and changed nothing; restore the file from a backup, or cut the log ' +
            `before line ${i + 1} to keep the state up to the last good entry.`,
        );
      }
      goodBytes += Buffer.byteLength(line) + 1;
      if (entry.seq > this.seq) {
        applyEntry(this.state, entry);
        this.seq = entry.seq;
      }
    }
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
  }
}

export async function openStore(state: ServerState, dataDir: string | undefined): Promise<Store> {
  if (!dataDir) return memoryStore(state);
  return new DiskStore(state, dataDir);
}

export { applyClear, clearPrefix };
