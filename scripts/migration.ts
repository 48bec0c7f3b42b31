// What every one-off migration in scripts/ shares: it visits the marathons one at a time, changes one
// (or, in a dry run, says what it would change), or records why it left it alone; and its command line,
// a dry run unless `--apply`, against the project in GCLOUD_PROJECT (production with application
// default credentials, or the local stack with the emulator hosts set), over every marathon or only
// those named by `--marathon=<id>` (to try one first), printing one line per marathon. A migration
// that matches Auth accounts (accountMigrationCli) gets the project's Auth beside its Firestore.
import path from 'node:path';

import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

export interface MigrationOptions {
  apply: boolean;
  /** Marathon ids to migrate; empty means all. */
  only: string[];
}

export interface MigrationReport<T> {
  /** Marathon id -> what was (or, in a dry run, would be) done to it. */
  done: Map<string, T>;
  /** Marathon id -> why it was left alone. */
  skipped: Map<string, string>;
}

/**
 * Runs `migrate` on each marathon the run covers, reading only `fields` of each. `migrate` answers
 * null for a marathon that needs nothing, and throws an Error saying why it leaves one alone.
 */
export async function eachMarathon<T>(
  db: Firestore,
  options: MigrationOptions,
  fields: string[],
  migrate: (marathon: QueryDocumentSnapshot) => Promise<T | null>,
): Promise<MigrationReport<T>> {
  const report: MigrationReport<T> = { done: new Map(), skipped: new Map() };
  const marathons = await db
    .collection('marathons')
    .select(...fields)
    .get();
  const only = new Set(options.only);
  for (const doc of marathons.docs) {
    if (only.size > 0 && !only.has(doc.id)) continue;
    try {
      const done = await migrate(doc);
      if (done !== null) report.done.set(doc.id, done);
    } catch (err) {
      report.skipped.set(doc.id, err instanceof Error ? err.message : String(err));
    }
  }
  return report;
}

/**
 * The command line, when `file` (the caller's `import.meta.filename`) is the script node was started
 * with: runs `migrate` and prints `said(id, done)` for each marathon it changed.
 */
export async function migrationCli<T>(
  file: string,
  migrate: (app: App, options: MigrationOptions) => Promise<MigrationReport<T>>,
  said: (id: string, done: T, apply: boolean) => string,
): Promise<void> {
  if (process.argv[1] === undefined || path.resolve(process.argv[1]) !== file) return;
  const apply = process.argv.includes('--apply');
  const only = process.argv.flatMap((arg) =>
    arg.startsWith('--marathon=') ? [arg.slice('--marathon='.length)] : [],
  );
  const projectId = process.env.GCLOUD_PROJECT;
  if (!projectId) {
    console.error('Set GCLOUD_PROJECT to the project to migrate.');
    process.exit(1);
  }
  const app = initializeApp({ projectId }, path.basename(file, '.ts'));
  try {
    const report = await migrate(app, { apply, only });
    for (const [id, done] of report.done) console.log(said(id, done, apply));
    for (const [id, why] of report.skipped) console.log(`left marathons/${id} alone: ${why}`);
    if (!apply) console.log('Dry run: nothing written. Run again with --apply to write.');
  } finally {
    await deleteApp(app);
  }
}

/** A migration that matches marathons or their runners to Auth accounts. */
export type AccountMigration<T> = (
  db: Firestore,
  auth: Auth,
  options: MigrationOptions,
) => Promise<MigrationReport<T>>;

/** migrationCli for an AccountMigration: the project's Firestore and Auth. */
export function accountMigrationCli<T>(
  file: string,
  migrate: AccountMigration<T>,
  said: (id: string, done: T, apply: boolean) => string,
): Promise<void> {
  return migrationCli(
    file,
    (app, options) => migrate(getFirestore(app), getAuth(app), options),
    said,
  );
}
