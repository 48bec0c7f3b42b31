// A small repository made in the system's temp folder for a test file's checks, so each check can
// be seen to fail on files written to make it fail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll } from 'vitest';

/**
 * Before the file's tests, a fresh folder named from `prefix` holding `files` (path → text, folders
 * made as needed); after them, removed. Answers a function giving the folder's path.
 */
export function repoMadeHere(prefix: string, files: Record<string, string>): () => string {
  let root = '';
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  return () => root;
}
