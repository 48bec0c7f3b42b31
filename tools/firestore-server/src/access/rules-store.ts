// The security rules in force per project: loaded through the emulator's rules endpoint, or the
// `--rules` file for every project that loaded none. No rules at all allows everything, as the
// official emulator does when started without a rules file.
import fs from 'node:fs';

import type { Ruleset } from '../rules/rules.js';
import { RulesError, compileRules } from '../rules/rules.js';

export class RulesStore {
  private readonly byProject = new Map<string, Ruleset>();
  private fallback: Ruleset | undefined;

  /** Compiles the `--rules` file; a file the server cannot evaluate stops it, naming the line. */
  loadFile(file: string): void {
    try {
      this.fallback = compileRules(fs.readFileSync(file, 'utf8'));
    } catch (err) {
      // The message already names the line and column; say which file.
      if (err instanceof RulesError) err.message = `${file}: ${err.message}`;
      throw err;
    }
  }

  /** Compiles and installs rules for one project; throws RulesError and keeps the old ones if invalid. */
  load(project: string, source: string): void {
    this.byProject.set(project, compileRules(source));
  }

  /** The rules for a database name (`projects/p/databases/d`); undefined when none apply. */
  forDatabase(database: string): Ruleset | undefined {
    const project = /^projects\/([^/]+)\//.exec(database)?.[1] ?? '';
    return this.byProject.get(project) ?? this.fallback;
  }
}
