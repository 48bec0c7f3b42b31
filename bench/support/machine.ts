// What the figures were measured on, for bench/README.md and latest.json.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

import { CHROMIUM_PATH } from './chromium.js';

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  chromium: string;
  /** 1-minute load average when the report was written: other work on the machine skews timings. */
  loadAverage1m: number;
}

export function machine(): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: chromiumVersion(),
    loadAverage1m: Math.round((os.loadavg()[0] ?? 0) * 10) / 10,
  };
}

export function describeMachine(m: Machine): string {
  return `${m.cores} × ${m.cpu}, ${m.memoryGiB} GiB RAM, ${m.os}, Node ${m.node}, ${m.chromium}`;
}
