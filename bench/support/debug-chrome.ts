// A headless Chromium with a DevTools port, shared by Lighthouse and Playwright (which signs in once
// so Lighthouse can audit the protected pages with that session).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

export interface DebugChrome {
  port: number;
  stop(): Promise<void>;
}

/** `language`: the browser's language (navigator.languages and Accept-Language), e.g. `de-DE`. */
export async function launchDebugChrome(language?: string): Promise<DebugChrome> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'run-bench-chrome-'));
  // Port 0: Chromium picks a free port and writes it to DevToolsActivePort, so runs never collide.
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...(language === undefined ? [] : [`--lang=${language}`, `--accept-lang=${language}`]),
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await Promise.race([exited, sleep(5000)]);
    }
    fs.rmSync(profile, { recursive: true, force: true });
  };
  const portFile = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (fs.existsSync(portFile)) {
      const port = Number(fs.readFileSync(portFile, 'utf8').split('\n')[0]);
      if (Number.isInteger(port) && port > 0) return { port, stop };
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`Chromium (${CHROMIUM_PATH}) did not open a DevTools port within 30 s.`);
}
