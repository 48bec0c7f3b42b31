// Which source modules reach a given import through static (non-type) imports. vite.config.ts uses
// it to keep the code that needs zod or the Firebase SDK out of the shared `app` chunk: one static
// import from that chunk would make every screen download them.
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gmu;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export interface SourceRoots {
  /** Import prefix (e.g. '@/') to folder. */
  aliases: Record<string, string>;
  /** Folders whose .ts/.tsx files are scanned. */
  folders: string[];
}

function files(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.tsx?$/u.test(entry.name) && !/\.test\.tsx?$/u.test(entry.name)
      ? [file]
      : [];
  });
}

function resolveSpecifier(specifier: string, from: string, roots: SourceRoots): string {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  for (const [prefix, folder] of Object.entries(roots.aliases)) {
    if (specifier.startsWith(prefix)) base = path.join(folder, specifier.slice(prefix.length));
  }
  if (base === null) return specifier; // A package: its specifier is its id here.
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  const found = EXTENSIONS.map((ext) => base + ext).find((file) => fs.existsSync(file));
  return found ?? base;
}

/** Every scanned module that statically imports, directly or not, something `target` accepts. */
export function staticImporters(
  roots: SourceRoots,
  target: (specifierOrFile: string) => boolean,
): Set<string> {
  const imports = new Map<string, string[]>();
  for (const file of roots.folders.flatMap(files)) {
    const source = fs.readFileSync(file, 'utf8');
    imports.set(
      file,
      [...source.matchAll(IMPORT)].map((m) => resolveSpecifier(m[1] ?? '', file, roots)),
    );
  }
  const reaches = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const [file, deps] of imports) {
      if (reaches.has(file)) continue;
      if (deps.some((dep) => target(dep) || reaches.has(dep))) {
        reaches.add(file);
        grew = true;
      }
    }
  }
  return reaches;
}
