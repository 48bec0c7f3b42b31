// Where `npm start` and `npm run dev` keep what users add between runs (gitignored).
import fs from 'node:fs';
import path from 'node:path';

import { sampleDir, stateDir } from './paths.js';
import { StackError } from './ports.js';

export const firestoreStateDir = path.join(stateDir, 'firestore');
/** firebase-tools' export: auth users (and Firestore too when the official emulator runs). */
export const firebaseExportDir = path.join(stateDir, 'firebase-export');
const sampleLoadedMarker = path.join(stateDir, 'sample-loaded');

/** The saved state after the first run, else the committed sample accounts. */
export function importDirForStart(): string {
  return fs.existsSync(path.join(firebaseExportDir, 'firebase-export-metadata.json'))
    ? firebaseExportDir
    : sampleDir;
}

/** The sample loads once: a user who deletes every marathon does not get them back on restart. */
export function sampleAlreadyLoaded(): boolean {
  return fs.existsSync(sampleLoadedMarker);
}

export function markSampleLoaded(): void {
  fs.mkdirSync(stateDir, { recursive: true });
  fs.writeFileSync(sampleLoadedMarker, `${new Date().toISOString()}\n`);
}

export function persistentStackOptions() {
  return {
    firestoreDataDir: firestoreStateDir,
    importDir: importDirForStart(),
    exportDir: firebaseExportDir,
    seed: !sampleAlreadyLoaded(),
  };
}

const lockFile = path.join(stateDir, 'in-use.pid');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The process of the running `npm start` / `npm run dev` that owns the saved state, if any. */
export function stateInUseBy(): number | null {
  const text = fs.existsSync(lockFile) ? fs.readFileSync(lockFile, 'utf8') : '';
  const holder = Number.parseInt(text, 10);
  return Number.isInteger(holder) && holder !== process.pid && isAlive(holder) ? holder : null;
}

export function stateDirForHumans(): string {
  const relative = path.relative(process.cwd(), stateDir);
  return relative === '' || relative.startsWith('..') ? stateDir : relative;
}

/** Two stacks writing one saved state would corrupt it: the second start stops with a sentence. */
export function lockState(): () => void {
  fs.mkdirSync(stateDir, { recursive: true });
  const holder = stateInUseBy();
  if (holder !== null) {
    throw new StackError(
      `Another npm start or npm run dev (process ${holder}) is using ${stateDirForHumans()}. ` +
        'Stop it first (Ctrl-C in its terminal).',
    );
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}
