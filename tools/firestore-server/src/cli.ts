// `firestore --port <p> [--host h] [--data dir] [--import file.json]` and `firestore export --data dir [--out file]`.
import fs from 'node:fs';
import { parseArgs } from 'node:util';

import { DataFileError, exportState, loadDataDir } from './storage/data-files.js';
import { RulesError } from './rules/rules.js';
import { startFirestoreServer } from './rpc/server.js';
import { ServerState } from './storage/state.js';

const USAGE = `Usage:
  firestore --port <port> [--host 127.0.0.1] [--data <dir>] [--import <file.json>] [--txn-idle-timeout <ms>]
            [--functions_emulator <host:port>] [--rules <firestore.rules>]
            [--indexes <firestore.indexes.json>]
  firestore export --data <dir> [--out <file.json>] [--project <id>]`;

/**
 * Arguments firebase-tools gives the Firestore emulator it starts (bin/firestore-emulator): accepted
 * so that it can start this server, and ignored (the data lives in --data).
 */
const FIREBASE_TOOLS_ARGS = [
  'websocket_port',
  'webchannel_port',
  'database-edition',
  'project_id',
  'single_project_mode',
  'seed_from_export',
] as const;

/** Started by firebase-tools or npm, the server must not outlive its parent (e.g. killed with -9). */
function exitWithParent(stop: (reason: string) => void): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) stop('parent exited');
  }, 1000);
  timer.unref();
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      import: { type: 'string' },
      out: { type: 'string' },
      project: { type: 'string' },
      'txn-idle-timeout': { type: 'string' },
      functions_emulator: { type: 'string' },
      rules: { type: 'string' },
      indexes: { type: 'string' },
      help: { type: 'boolean' },
      ...Object.fromEntries(FIREBASE_TOOLS_ARGS.map((name) => [name, { type: 'string' as const }])),
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals[0] === 'export') {
    if (!values.data) throw new Error(`export needs --data <dir>\n${USAGE}`);
    // Read only: the directory may belong to a running server.
    const state = new ServerState();
    loadDataDir(state, values.data, false);
    const text = JSON.stringify(exportState(state, values.project), null, 2);
    state.close();
    if (values.out) fs.writeFileSync(values.out, text);
    else process.stdout.write(`${text}\n`);
    process.exit(0);
  }
  if (positionals.length > 0) throw new Error(`Unknown command "${positionals[0]}"\n${USAGE}`);
  const port = Number(values.port ?? process.env.FIRESTORE_PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0) throw new Error(`Invalid --port\n${USAGE}`);
  const idle = values['txn-idle-timeout'] ? Number(values['txn-idle-timeout']) : undefined;
  const server = await startFirestoreServer({
    port,
    ...(values.host ? { host: values.host } : {}),
    ...(values.data ? { dataDir: values.data } : {}),
    ...(values.import ? { importFile: values.import } : {}),
    ...(idle ? { timeouts: { idleMs: idle } } : {}),
    ...(values.functions_emulator ? { functionsEmulator: values.functions_emulator } : {}),
    ...(values.rules ? { rulesFile: values.rules } : {}),
    ...(values.indexes ? { indexesFile: values.indexes } : {}),
  });
  const where = values.data ? `data in ${values.data}` : 'memory only';
  console.log(`Firestore server ready on ${server.host}:${server.port} (${where})`);
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`Firestore server stopping (${signal})`);
    server.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  exitWithParent(stop);
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof DataFileError || err instanceof RulesError)
    console.error(`Firestore server: ${err.message}`);
  else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
