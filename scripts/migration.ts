// The command line every one-off migration in scripts/ shares: a dry run unless `--apply`, against the
// project in GCLOUD_PROJECT (production with application default credentials, or the local stack with
// the emulator hosts set), over every marathon or only those named by `--marathon=<id>` (to try one
// first), printing one line per marathon it changed or left alone.
import path from 'node:path';

import { deleteApp, initializeApp, type App } from 'firebase-admin/app';

export interface MigrationOptions {
  apply: boolean;
  /** Marathon ids to migrate; empty means all. */
  only: string[];
}

/** The marathons a run covers. */
export const selected = <T extends { id: string }>(docs: T[], only: string[]): T[] =>
  only.length === 0 ? docs : docs.filter((doc) => only.includes(doc.id));

/** Runs `migrate` when `file` (the caller's `import.meta.filename`) is the script node was started with. */
export async function migrationCli(
  file: string,
  migrate: (app: App, options: MigrationOptions) => Promise<string[]>,
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
    for (const line of await migrate(app, { apply, only })) console.log(line);
    if (!apply) console.log('Dry run: nothing written. Run again with --apply to write.');
  } finally {
    await deleteApp(app);
  }
}
