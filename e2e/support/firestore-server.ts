// A memory-only instance of the project's Firestore server for one spec, on a free port: tests of
// what the browser's Firestore SDK does need a Firestore of their own beside the stack's.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../../tools/firestore-server');

export interface OwnFirestore {
  host: string;
  port: number;
  stop(): Promise<void>;
}

export async function startOwnFirestore(): Promise<OwnFirestore> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverDir, 'src/cli.ts'), '--port', '0'],
    { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready on [^:]+:(\d+)/.exec(output);
      if (ready) resolve(Number(ready[1]));
    });
    child.once('exit', (code) => reject(new Error(`Firestore server exited (${code}): ${output}`)));
  });
  return {
    host: '127.0.0.1',
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
