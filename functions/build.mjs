// Builds lib/index.js, the module the functions emulator and Cloud Functions load. esbuild bundles the
// function's own code with the contract package (a workspace package that a deploy, which installs
// only this folder's dependencies, could not install; so it is deliberately not one of them: the
// workspace link at the root resolves it), and leaves every npm dependency external.
// It overwrites lib/index.js in place, so the functions emulator's watcher reloads it.
//
// Code that only some requests need, with a heavy dependency (pdf-lib for receipts and certificates),
// is imported where it is used (`await import(...)`), and esbuild splits it into a chunk of its own
// (lib/chunks/): every function instance loads the bundle when it starts (each trigger's worker too,
// on the local stack), and the dependency then loads on the first request that draws a PDF. A chunk's
// name carries its content hash, so a rebuild never changes a chunk a running instance may still load.
// Old chunks therefore stay; `--clean` (the deploy's build, firebase.json's predeploy) removes them
// first, so a deploy uploads only the chunks of the code it deploys.
import { readFile, rm } from 'node:fs/promises';

import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));

if (process.argv.includes('--clean')) {
  await rm(new URL('./lib/chunks', import.meta.url), { recursive: true, force: true });
}

await build({
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outdir: new URL('./lib', import.meta.url).pathname,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: 'linked',
  external: Object.keys(pkg.dependencies),
  logLevel: 'warning',
});
