// Starts the server: gRPC (HTTP/2) and the admin HTTP/1.1 endpoints on one port.
import net from 'node:net';

import * as grpc from '@grpc/grpc-js';

import { Guard } from '../access/guard.js';
import { RulesStore } from '../access/rules-store.js';
import { loadIndexFile } from '../engine/indexes.js';
import { ListenHub } from '../listen/listen-hub.js';
import { adminRoutes } from './admin-routes.js';
import type { HttpHandler } from './http.js';
import { serveHttp1 } from './http.js';
import { WebChannelServer } from './webchannel.js';
import { applyClear, clearPrefix } from '../storage/data-files.js';
import { openStore } from '../storage/persistence.js';
import type { Store } from '../storage/persistence.js';
import { loadFirestoreService } from './proto.js';
import { firestoreHandlers } from './service.js';
import type { TransactionTimeouts } from '../storage/state.js';
import { DEFAULT_TIMEOUTS, ServerState } from '../storage/state.js';
import { TriggerDelivery } from '../triggers/delivery.js';
import { TriggerRegistry } from '../triggers/registry.js';

export interface FirestoreServerOptions {
  port: number;
  host?: string;
  /** Directory for durable data; memory only when absent. */
  dataDir?: string;
  /** JSON export file loaded at start (documents in it replace same-named ones). */
  importFile?: string;
  timeouts?: Partial<TransactionTimeouts>;
  /**
   * `host:port` of the functions emulator: Firestore triggers it registers get each committed write's
   * event (firebase-tools passes `--functions_emulator`). No triggers without it.
   */
  functionsEmulator?: string;
  /** Security rules for every project that loads none through the rules endpoint (`--rules`). */
  rulesFile?: string;
  /** firestore.indexes.json (`--indexes`): queries no declared index serves are refused. */
  indexesFile?: string;
}

export interface FirestoreServer {
  port: number;
  host: string;
  state: ServerState;
  /** Clears one project's data, or everything. */
  clear(projectId?: string): Promise<void>;
  /** Resolves once every trigger event queued so far is delivered. */
  triggersIdle(): Promise<void>;
  /** Stops accepting calls, flushes data to disk and closes. */
  stop(): Promise<void>;
}

const HTTP2_PREFACE = Buffer.from('PRI * HTTP/2.0');

export async function startFirestoreServer(
  options: FirestoreServerOptions,
): Promise<FirestoreServer> {
  const host = options.host ?? '127.0.0.1';
  // Rules first: a rules file the server cannot evaluate stops it before it takes the data directory.
  const rules = new RulesStore();
  if (options.rulesFile) rules.loadFile(options.rulesFile);
  const state = new ServerState({ ...DEFAULT_TIMEOUTS, ...options.timeouts });
  if (options.indexesFile) state.indexes = loadIndexFile(options.indexesFile);
  const store: Store = await openStore(state, options.dataDir);
  if (options.importFile) await store.importFile(options.importFile);

  const grpcServer = new grpc.Server({
    'grpc.max_receive_message_length': 64 * 1024 * 1024,
    'grpc.max_send_message_length': 64 * 1024 * 1024,
  });
  const hub = new ListenHub();
  state.changeFeeds.push(hub);
  const guard = new Guard(state, rules);
  grpcServer.addService(loadFirestoreService(), firestoreHandlers(state, hub, guard));
  const webChannel = new WebChannelServer(state, hub, guard);
  const injector = grpcServer.createConnectionInjector(grpc.ServerCredentials.createInsecure());
  const triggers = new TriggerRegistry();
  const delivery = options.functionsEmulator
    ? new TriggerDelivery(triggers, options.functionsEmulator)
    : undefined;
  if (delivery) state.changeFeeds.push(delivery);
  const admin = adminRoutes(state, store, triggers, {
    hub,
    rules,
    triggersPending: () => delivery?.pendingCount ?? 0,
  });
  const routes: HttpHandler = (req) => webChannel.route(req) ?? admin(req);

  const sockets = new Set<net.Socket>();
  const front = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setNoDelay(true);
    let head = Buffer.alloc(0);
    const route = (chunk: Buffer): void => {
      head = Buffer.concat([head, chunk]);
      const n = Math.min(head.length, HTTP2_PREFACE.length);
      const looksLikeHttp2 = HTTP2_PREFACE.subarray(0, n).equals(head.subarray(0, n));
      // Too few bytes to tell yet (e.g. "P" could start "POST"): wait for more.
      if (looksLikeHttp2 && head.length < HTTP2_PREFACE.length) return;
      socket.off('data', route);
      if (looksLikeHttp2) {
        // Hand the connection, with the bytes already read, to grpc-js's HTTP/2 server.
        socket.pause();
        socket.unshift(head);
        injector.injectConnection(socket);
      } else {
        serveHttp1(socket, head, routes);
      }
    };
    socket.on('data', route);
    socket.on('error', () => socket.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(options.port, host, () => {
      front.off('error', reject);
      resolve();
    });
  });
  const address = front.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  let stopped: Promise<void> | undefined;
  return {
    port,
    host,
    state,
    clear: async (projectId?: string) => {
      const prefix = clearPrefix(projectId);
      applyClear(state, prefix);
      hub.resync((name) => name.startsWith(prefix), state.now());
      await store.recordClear(projectId);
    },
    triggersIdle: () => delivery?.idle() ?? Promise.resolve(),
    stop: () => {
      stopped ??= (async () => {
        front.close();
        injector.drain(500);
        for (const s of sockets) s.destroy();
        injector.destroy();
        grpcServer.forceShutdown();
        webChannel.close();
        state.close();
        await store.close();
      })();
      return stopped;
    },
  };
}
