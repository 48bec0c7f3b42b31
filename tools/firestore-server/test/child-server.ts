// Runs the CLI as a child process, the way `npm run firestore` does, so tests can kill -9 it.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ChildServer {
  process: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** Starts the CLI and resolves once it prints its ready line (rejects if it exits first). */
export function startChild(args: string[]): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      out += chunk.toString();
      if (/ready/.test(out)) resolve({ process: child, output: () => out, exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    void exited.then((code) =>
      reject(new Error(`server exited with ${code} before ready:\n${out}`)),
    );
  });
}

/** Runs the CLI to completion and returns its exit code and output. */
export function runChild(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}
