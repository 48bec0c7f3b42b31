import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import {
  dropLocalFirestoreFromExport,
  emulatorUiAvailable,
  localFirestoreEnv,
} from './firestore-backend.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'run-backend-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the local server as firebase-tools’ Firestore emulator', () => {
  it('puts the java stand-in first on PATH and names the launcher and the data directory', () => {
    const env = localFirestoreEnv(path.join(tmp, 'data'), path.join(tmp, 'firestore.log'));
    expect(env.PATH?.split(path.delimiter)[0]).toMatch(/tools\/firestore-server\/bin\/java-shim$/u);
    expect(env.FIRESTORE_EMULATOR_BINARY_PATH).toMatch(
      /tools\/firestore-server\/bin\/firestore-emulator$/u,
    );
    expect(fs.statSync(env.FIRESTORE_EMULATOR_BINARY_PATH ?? '').mode & 0o111).not.toBe(0);
    expect(env.RUN_FIRESTORE_DATA_DIR).toBe(path.join(tmp, 'data'));
    expect(env.RUN_FIRESTORE_LOG).toBe(path.join(tmp, 'firestore.log'));
    expect(env.RUN_FIRESTORE_INDEXES).toMatch(/\/firestore\.indexes\.json$/u);
    expect(localFirestoreEnv(undefined, 'x.log').RUN_FIRESTORE_DATA_DIR).toBeUndefined();
  });

  it('leaves Firestore out of firebase-tools’ export, keeping the rest', () => {
    const metadataPath = path.join(tmp, 'firebase-export-metadata.json');
    fs.writeFileSync(
      metadataPath,
      JSON.stringify({ version: '15', auth: { path: 'auth_export' }, firestore: { path: 'x' } }),
    );
    dropLocalFirestoreFromExport(tmp);
    expect(JSON.parse(fs.readFileSync(metadataPath, 'utf8'))).toEqual({
      version: '15',
      auth: { path: 'auth_export' },
    });
    dropLocalFirestoreFromExport(path.join(tmp, 'missing')); // no export yet: nothing happens
  });

  it('never turns the Emulator UI on with the local server', () => {
    expect(emulatorUiAvailable('local')).toBe(false);
  });
});
