// Where `npm start` and `npm run dev` keep what users add between runs (gitignored).
import fs from 'node:fs';
import path from 'node:path';

import { sampleDir, stateDir } from './paths.js';

export const firestoreStateDir = path.join(stateDir, 'firestore');
/** firebase-tools' export: auth users (and Firestore too when the official emulator runs). */
export const firebaseExportDir = path.join(stateDir, 'firebase-export');
const sampleLoadedMarker = path.join(stateDir, 'sample-loaded');

/** The saved state after the first run, else the committed sample accounts. */
export function importDirForStart(): string {
  return fs.existsSync(path.join(firebaseExportDir, 'firebase-export-metadata.json')) ? firebaseExportDir : sampleDir;
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
