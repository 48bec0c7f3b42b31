// The bundler's own module graph, for the chunk groups in vite.config.ts: which modules the entry
// loads statically, and which reach a given import (zod, the Firebase SDK) through static imports.
// Read from the build itself (the plugin records it once the graph is complete, before chunks are
// made), so an added import moves code between chunks only as the bundler sees it.
import type { Plugin } from 'vite';

export interface ModuleGraph {
  plugin: Plugin;
  /** Modules the entry chunk holds: the entries and what they import statically. */
  entryModules(): Set<string>;
  /** Modules that statically import, directly or not, a module whose id `target` accepts. */
  importersOf(target: (id: string) => boolean): Set<string>;
}

export function moduleGraph(): ModuleGraph {
  const imports = new Map<string, readonly string[]>();
  const entries: string[] = [];
  const memo = new Map<(id: string) => boolean, Set<string>>();
  let entryClosure: Set<string> | null = null;

  const ready = () => {
    if (imports.size === 0)
      throw new Error('the module graph is read before the build completed it');
  };
  return {
    plugin: {
      name: 'run:module-graph',
      apply: 'build',
      buildEnd() {
        for (const id of this.getModuleIds()) {
          const info = this.getModuleInfo(id);
          if (!info) continue;
          imports.set(id, info.importedIds);
          if (info.isEntry) entries.push(id);
        }
      },
    },
    entryModules() {
      ready();
      if (entryClosure) return entryClosure;
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const next of imports.get(id) ?? []) visit(next);
      };
      entries.forEach(visit);
      entryClosure = seen;
      return seen;
    },
    importersOf(target) {
      ready();
      const known = memo.get(target);
      if (known) return known;
      const reaches = new Set<string>();
      let grew = true;
      while (grew) {
        grew = false;
        for (const [id, deps] of imports) {
          if (reaches.has(id)) continue;
          if (deps.some((dep) => target(dep) || reaches.has(dep))) {
            reaches.add(id);
            grew = true;
          }
        }
      }
      memo.set(target, reaches);
      return reaches;
    },
  };
}
