// Builds lib/index.js, the module the functions emulator and Cloud Functions load. esbuild bundles the
// function's own code with the contract package (a workspace package that a deploy, which installs
// only this folder's dependencies, could not install; so it is deliberately not one of them: the
// workspace link at the root resolves it), and leaves every npm dependency external.
// It overwrites lib/index.js in place, so the functions emulator's watcher reloads it.
import { readFile } from 'node:fs/promises';

import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outfile: new URL('./lib/index.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: 'linked',
  external: Object.keys(pkg.dependencies),
  logLevel: 'warning',
});
