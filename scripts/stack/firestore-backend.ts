// Chooses between the official Firestore emulator and the project's own local server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { repoRoot } from './paths.js';
import { StackError } from './ports.js';

export type FirestoreBackend = 'official' | 'local';

export interface BackendChoice {
  backend: FirestoreBackend;
  /** One line saying why, printed by `npm start` and `npm test`. */
  reason: string;
}

function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 10_000 });
  if (result.error !== undefined || result.status !== 0) return null;
  // `openjdk version "21.0.2"`, or `"1.8.0_392"` for the old numbering.
  const match = /version "(\d+)(?:\.(\d+))?/u.exec(`${result.stderr}${result.stdout}`);
  if (match === null) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/**
 * The JAR firebase-tools would start. Only that exact version counts: with any other, firebase-tools
 * tries to download its own, which fails offline.
 */
export function officialEmulatorJar(): string | null {
  const infoPath = path.join(
    repoRoot,
    'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json',
  );
  try {
    const info = JSON.parse(fs.readFileSync(infoPath, 'utf8')) as {
      firestore?: { downloadPathRelativeToCacheDir?: string };
    };
    const jarName = info.firestore?.downloadPathRelativeToCacheDir;
    if (jarName === undefined) return null;
    const jar = path.join(emulatorsCacheDir(), jarName);
    return fs.existsSync(jar) ? jar : null;
  } catch {
    return null;
  }
}

function emulatorsCacheDir(): string {
  return (
    process.env.FIREBASE_EMULATORS_PATH ??
    path.join(os.homedir(), '.cache', 'firebase', 'emulators')
  );
}

/**
 * The official Emulator UI can run where the official Firestore emulator runs (its Firestore view
 * needs it) and its package is downloaded (`npx firebase setup:emulators:ui`, once, online).
 */
export function emulatorUiAvailable(backend: FirestoreBackend): boolean {
  if (backend !== 'official') return false;
  const infoPath = path.join(
    repoRoot,
    'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json',
  );
  try {
    const info = JSON.parse(fs.readFileSync(infoPath, 'utf8')) as {
      ui?: { main?: { binaryPathRelativeToCacheDir?: string } };
    };
    const server = info.ui?.main?.binaryPathRelativeToCacheDir;
    return server !== undefined && fs.existsSync(path.join(emulatorsCacheDir(), server));
  } catch {
    return false;
  }
}

export function chooseFirestoreBackend(requested: string | undefined): BackendChoice {
  if (requested === 'local') return { backend: 'local', reason: 'FIRESTORE_BACKEND=local' };
  if (requested !== undefined && requested !== '' && requested !== 'official') {
    throw new StackError(`FIRESTORE_BACKEND must be "official" or "local", not "${requested}".`);
  }
  const jar = officialEmulatorJar();
  const java = javaMajorVersion();
  const officialRunnable = jar !== null && java !== null && java >= 21;
  if (requested === 'official') {
    if (!officialRunnable) {
      throw new StackError(
        'FIRESTORE_BACKEND=official needs Java 21+ and the Firestore emulator JAR ' +
          '(run `npx firebase setup:emulators:firestore` once while online), or use FIRESTORE_BACKEND=local.',
      );
    }
    return { backend: 'official', reason: 'FIRESTORE_BACKEND=official' };
  }
  if (officialRunnable) {
    return { backend: 'official', reason: `Java ${java} and ${path.basename(jar)} found` };
  }
  const missing =
    jar === null
      ? 'the official emulator JAR is not downloaded'
      : `Java ${java ?? 'is missing'}${java === null ? '' : ' is older than 21'}`;
  return { backend: 'local', reason: `${missing}, so the project's own Firestore server runs` };
}

const localServerBin = path.join(repoRoot, 'tools', 'firestore-server', 'bin');

/**
 * The environment under which firebase-tools starts the local server as its Firestore emulator (so it
 * registers Firestore triggers with it, passes it the functions emulator's address, and stops it):
 * FIRESTORE_EMULATOR_BINARY_PATH names the server's launcher, and a `java` stand-in first on PATH runs
 * it (firebase-tools always starts that path with `java -jar`). The server keeps its data in `dataDir`,
 * writes its output to `logPath` and refuses queries whose index firestore.indexes.json lacks.
 */
export function localFirestoreEnv(
  dataDir: string | undefined,
  logPath: string,
): Record<string, string> {
  const env: Record<string, string> = {
    PATH: `${path.join(localServerBin, 'java-shim')}${path.delimiter}${process.env.PATH ?? ''}`,
    FIRESTORE_EMULATOR_BINARY_PATH: path.join(localServerBin, 'firestore-emulator'),
    RUN_NODE: process.execPath,
    // Its own log per offset (firebase-tools' firestore-debug.log is one file for every stack).
    RUN_FIRESTORE_LOG: logPath,
    // Queries must find their index in the file a deploy sends, as in production.
    RUN_FIRESTORE_INDEXES: path.join(repoRoot, 'firestore.indexes.json'),
  };
  if (dataDir !== undefined) {
    fs.mkdirSync(dataDir, { recursive: true });
    env.RUN_FIRESTORE_DATA_DIR = path.resolve(dataDir);
  }
  return env;
}

/**
 * firebase-tools' export on exit lists Firestore whenever a Firestore emulator ran, but the local server
 * keeps its data in its own directory and exports nothing there. The entry goes, so that a later start
 * with the official emulator does not try to import an export that does not exist.
 */
export function dropLocalFirestoreFromExport(exportDir: string): void {
  const metadataPath = path.join(exportDir, 'firebase-export-metadata.json');
  try {
    const metadata = JSON.parse(fs.readFileSync(metadataPath, 'utf8')) as Record<string, unknown>;
    if (!('firestore' in metadata)) return;
    delete metadata.firestore;
    fs.writeFileSync(metadataPath, `${JSON.stringify(metadata, null, 2)}\n`);
  } catch {
    // No export (yet): nothing to correct.
  }
}
