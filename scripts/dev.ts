// `npm run dev`: the stack without building the web, plus Vite with hot reload on :5173 (+offset)
// proxying /api to the functions emulator. Same saved data as `npm start`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { reportFailure, startStack } from './stack.js';
import { repoRoot, webDistDir } from './stack/paths.js';
import { readPortOffset } from './stack/ports.js';
import { lockState, markSampleLoaded, persistentStackOptions } from './stack/state.js';
import { printWelcome } from './stack/welcome.js';

try {
  const unlock = lockState();
  process.once('exit', unlock);
  const options = persistentStackOptions();
  // Hosting still needs a build to serve; Vite serves the live code, so an old build is fine.
  const offset = readPortOffset(process.env.RUN_PORT_OFFSET);
  const buildWeb = !fs.existsSync(path.join(webDistDir(offset), 'index.html'));
  const stack = await startStack({
    ...options,
    portOffset: offset,
    buildWeb,
    onProgress: (line) => console.log(line),
  });
  if (options.seed) markSampleLoaded();
  const vitePort = 5173 + stack.offset;
  printWelcome(stack, `http://localhost:${vitePort}`);
  const vite = spawn(
    'npm',
    ['-w', 'web', 'run', 'dev', '--', '--port', String(vitePort), '--strictPort'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        RUN_FUNCTIONS_PORT: String(stack.ports.functions),
        VITE_AUTH_EMULATOR_PORT: String(stack.ports.auth),
        VITE_FIRESTORE_EMULATOR_PORT: String(stack.ports.firestore),
      },
    },
  );
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping RUN (saving data)...');
    vite.kill('SIGINT');
    void stack.stop().then(() => process.exit(code));
  };
  vite.on('exit', (code) => stop(code ?? 0));
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
} catch (error) {
  reportFailure(error);
}
