// Checks of the functions' shape that lint rules cannot say (docs/architecture.md): routes/ holds
// only bindings, stored fields are read through the store's converters, never raw, and Firestore
// references are built in the store (or lib) alone.
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, as paths relative to `root`. */
function filesUnder(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

const isTest = (file: string) => file.endsWith('.test.ts');

/** What a binding never does: reach Firestore itself. */
const FIRESTORE_CALLS = [/\bdb\(\)/, /\.collection\(/, /\brunTransaction\b/, /\.batch\(\)/];

/**
 * Files under functions/src/routes that are more than bindings: any file but `<x>.routes.ts` (and
 * its tests), and any routes file that calls Firestore. Each as `file: why`.
 */
export function notBindings(root: string): string[] {
  return filesUnder(root, 'functions/src/routes').flatMap((file) => {
    if (isTest(file)) return [];
    if (!file.endsWith('.routes.ts')) return [`${file}: not a routes file`];
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    return FIRESTORE_CALLS.filter((call) => call.test(text)).map(
      (call) => `${file}: calls ${call.source}`,
    );
  });
}

/** A stored field read by name on a snapshot: `.get('field')` or `.get("field")`. */
const RAW_READ = /\.get\(\s*['"`]/g;

/** Raw field reads outside functions/src/store, as `file:line`. */
export function rawFieldReads(root: string): string[] {
  return filesUnder(root, 'functions/src').flatMap((file) => {
    if (isTest(file) || file.startsWith('functions/src/store/') || !file.endsWith('.ts')) return [];
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    return lines.flatMap((line, i) => (line.match(RAW_READ) ? [`${file}:${i + 1}`] : []));
  });
}

/** Building a Firestore reference: a collection, a document, a collection group. */
const REF_BUILDERS = /\.(collection|doc|collectionGroup)\(/;

/** Firestore references built outside functions/src/store and functions/src/lib, as `file:line`. */
export function refsOutsideStore(root: string): string[] {
  return filesUnder(root, 'functions/src').flatMap((file) => {
    if (isTest(file) || !file.endsWith('.ts')) return [];
    if (file.startsWith('functions/src/store/') || file.startsWith('functions/src/lib/')) return [];
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    return lines.flatMap((line, i) => (REF_BUILDERS.test(line) ? [`${file}:${i + 1}`] : []));
  });
}
