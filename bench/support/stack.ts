// The stack the bench measures: one it starts (scripts/stack.ts, memory-only Firestore, sample data)
// or one already running (--base-url), addressed by its port offset.
import { startStack } from '../../scripts/stack.js';
import { webDistDir } from '../../scripts/stack/paths.js';
import { portsFor } from '../../scripts/stack/ports.js';

export interface BenchStack {
  /** The site through Hosting, e.g. http://localhost:5050. */
  siteUrl: string;
  /** The API through Hosting's /api rewrite, as the browser calls it. */
  apiUrl: string;
  /** The Auth emulator, e.g. http://127.0.0.1:9149. */
  authUrl: string;
  /** host:port for FIRESTORE_EMULATOR_HOST. */
  firestoreHost: string;
  /** The web build this stack's Hosting serves (web/dist, or web/dist-<offset>). */
  distDir: string;
  /** What runs behind FIRESTORE_EMULATOR_HOST ("local" server, "official" emulator, or unknown). */
  firestoreBackend: string;
  startedByBench: boolean;
  stop(): Promise<void>;
}

function fromPorts(
  siteUrl: string,
  offset: number,
): Omit<BenchStack, 'firestoreBackend' | 'startedByBench' | 'stop'> {
  const ports = portsFor(offset);
  return {
    siteUrl,
    apiUrl: `${siteUrl}/api`,
    authUrl: `http://127.0.0.1:${ports.auth}`,
    firestoreHost: `127.0.0.1:${ports.firestore}`,
    distDir: webDistDir(offset),
  };
}

/** The local Firestore server answers its stats endpoint; the official emulator does not. */
async function detectBackend(firestoreHost: string): Promise<string> {
  try {
    const res = await fetch(`http://${firestoreHost}/run/v1/stats`, {
      signal: AbortSignal.timeout(3000),
    });
    return res.ok ? 'local' : 'official';
  } catch {
    return 'unknown';
  }
}

export async function connectStack(
  options: { baseUrl: string | null; portOffset: number },
  progress: (line: string) => void,
): Promise<BenchStack> {
  if (options.baseUrl !== null) {
    const stack = fromPorts(options.baseUrl, options.portOffset);
    const health = await fetch(`${stack.apiUrl}/health`).catch((error: unknown) => {
      throw new Error(
        `No stack answers at ${stack.apiUrl}/health (${String(error)}). Is it running?`,
      );
    });
    if (!health.ok) throw new Error(`${stack.apiUrl}/health answered ${health.status}.`);
    progress(`Using the running stack at ${stack.siteUrl} (port offset ${options.portOffset}).`);
    return {
      ...stack,
      firestoreBackend: await detectBackend(stack.firestoreHost),
      startedByBench: false,
      stop: async () => undefined,
    };
  }
  progress(`Starting the local stack at port offset ${options.portOffset} (build, sample data)...`);
  const running = await startStack({
    portOffset: options.portOffset,
    build: true,
    seed: true,
    // No data dir: the 100,000 seeded registrations stay in memory and vanish with the stack.
    onProgress: (line) => progress(`  ${line}`),
    readyTimeoutMs: 180_000,
  });
  const stack = fromPorts(running.siteUrl, options.portOffset);
  return {
    ...stack,
    firestoreBackend: running.firestoreBackend,
    startedByBench: true,
    stop: () => running.stop(),
  };
}
