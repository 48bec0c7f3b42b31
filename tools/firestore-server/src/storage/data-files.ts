// The files of a data directory: write-log lines, the snapshot/export format, and loading them into state.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import type { StoredDoc } from './database.js';
import type { ExportFile } from './json-codec.js';
import { FormatError, docToJson, jsonToDoc } from './json-codec.js';
import type { ServerState } from './state.js';

export const SNAPSHOT_FILE = 'firestore-snapshot.json';
export const LOG_FILE = 'firestore-log.jsonl';
export class DataFileError extends Error {}

export interface LogEntry {
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

export function clearPrefix(projectId?: string, database?: string): string {
  if (database) return database;
  return projectId === undefined ? '' : `projects/${projectId}/`;
}

export function applyClear(state: ServerState, prefix: string): void {
  state.clear((name) => name === prefix || name.startsWith(prefix));
}

/** Parses an export file into per-database document lists, validating everything before anything changes. */
export function parseExport(text: string, source: string): Map<string, StoredDoc[]> {
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

export function installDocs(
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

export function logLine(entry: LogEntry): string {
  const json = JSON.stringify(entry);
  return `${zlib.crc32(json).toString(16).padStart(8, '0')} ${json}\n`;
}

export function parseLogLine(line: string): LogEntry | undefined {
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

export function applyEntry(state: ServerState, entry: LogEntry): void {
  if (entry.clear !== undefined) applyClear(state, entry.clear);
  if (entry.db && entry.docs) {
    const { db } = state.database(entry.db);
    for (const [p, d] of Object.entries(entry.docs))
      db.put(p, d === null ? null : jsonToDoc(p, d, 0));
  }
}

export function loadDataDir(state: ServerState, dir: string, repair: boolean): number {
  const snapshotPath = path.join(dir, SNAPSHOT_FILE);
  const logPath = path.join(dir, LOG_FILE);
  let seq = 0;
  if (fs.existsSync(snapshotPath)) {
    const text = fs.readFileSync(snapshotPath, 'utf8');
    let snapshotSeq = 0;
    try {
      const parsed = parseExport(text, snapshotPath);
      installDocs(state, parsed);
      snapshotSeq = Number((JSON.parse(text) as { seq?: number }).seq ?? 0);
    } catch (err) {
      throw new DataFileError(
        `The data snapshot ${snapshotPath} is damaged (${(err as Error).message}). ` +
          'The server did not start and changed nothing; restore the file from a backup or an export, ' +
          'or move it away to start from the log alone.',
      );
    }
    seq = snapshotSeq;
  }
  if (!fs.existsSync(logPath)) return seq;
  const text = fs.readFileSync(logPath, 'utf8');
  const lines = text.split('\n');
  let goodBytes = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const isLast = i === lines.length - 1;
    if (line === '' && isLast) break;
    const entry = parseLogLine(line);
    if (!entry) {
      if (lines.slice(i + 1).every((l) => l === '')) {
        // A write torn by a crash: it was never acknowledged, so dropping it loses nothing.
        console.warn(`Firestore server: ignoring a torn last entry in ${logPath} (line ${i + 1}).`);
        if (repair) fs.truncateSync(logPath, goodBytes);
        break;
      }
      throw new DataFileError(
        `The write log ${logPath} is damaged at line ${i + 1} of ${lines.length}. ` +
          'The server did not start and changed nothing; restore the file from a backup, or cut the log ' +
          `before line ${i + 1} to keep the state up to the last good entry.`,
      );
    }
    goodBytes += Buffer.byteLength(line) + 1;
    if (entry.seq > seq) {
      applyEntry(state, entry);
      seq = entry.seq;
    }
  }
  return seq;
}
