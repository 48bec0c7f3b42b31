// Where the stack keeps its files, all relative to the repository root.
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const logDir = path.join(repoRoot, '.run', 'logs');
export const sampleDir = path.join(repoRoot, 'emulator-data', 'sample');
/** What `npm start` saves between runs; RUN_STATE_DIR points a second checkout-wide stack elsewhere. */
export const stateDir = path.resolve(
  repoRoot,
  process.env.RUN_STATE_DIR ?? path.join('emulator-data', '.state'),
);
export const firebaseBin = path.join(
  repoRoot,
  'node_modules',
  'firebase-tools',
  'lib',
  'bin',
  'firebase.js',
);

/**
 * firebase-tools finds "its" emulator hub through a file in the temp dir named after the project, so
 * two stacks of `demo-run` would export each other's data on exit. Each offset gets its own temp dir.
 * It stays short because the functions emulator puts Unix sockets there (108-byte path limit).
 */
export function stackTmpDir(offset: number): string {
  return path.join(os.tmpdir(), `run-stack-${offset}`);
}

export function logFile(name: string, offset: number): string {
  return path.join(logDir, offset === 0 ? `${name}.log` : `${name}-${offset}.log`);
}

/**
 * What Hosting serves. Other offsets build into their own folder: stacks running side by side must not
 * empty each other's site mid-build, and each bundle carries its own Auth emulator port.
 */
export function webDistDir(offset: number): string {
  return path.join(repoRoot, 'web', offset === 0 ? 'dist' : `dist-${offset}`);
}

/** `npx` arguments that run the API integration tests (functions/vitest.config.ts) from the root. */
export const apiTestCommand = [
  'vitest',
  'run',
  // --root: the config's `include` paths are relative to functions/, not to where we stand.
  '--root',
  'functions',
  '--config',
  'functions/vitest.config.ts',
] as const;
