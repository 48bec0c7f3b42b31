// Binds the google.firestore.v1.Firestore gRPC methods to the read and write calls.
import * as grpc from '@grpc/grpc-js';

import type { Caller } from '../access/caller.js';
import type { Guard } from '../access/guard.js';
import type { ListenHub } from '../listen/listen-hub.js';
import { toStatus } from '../engine/read-context.js';
import type { AggregationRequest, BatchGetRequest, RunQueryRequest } from '../engine/reads.js';
import {
  batchGet,
  getDocument,
  listCollectionIds,
  listDocuments,
  runAggregation,
  runQueryCall,
} from '../engine/reads.js';
import { splitName } from '../storage/database.js';
import type { ServerState } from '../storage/state.js';
import { Code } from '../engine/transactions.js';
import {
  batchWrite,
  beginTransaction,
  commit,
  createDocument,
  deleteDocument,
  rollback,
  updateDocument,
} from '../engine/writes.js';
import { callerOf, listenCall, writeCall } from './streams.js';

type Req = Record<string, unknown>;
/** A call's handler: its request and who sent it. */
type UnaryHandler = (req: never, caller: Caller) => unknown;
type StreamHandler = (req: never, caller: Caller) => Promise<unknown[]>;

function unary(fn: UnaryHandler): grpc.handleUnaryCall<Req, unknown> {
  return (call, callback) => {
    Promise.resolve()
      .then(() => fn(call.request as never, callerOf(call)))
      .then(
        (res) => callback(null, res ?? {}),
        (err: unknown) => {
          const s = toStatus(err);
          callback({ code: s.code, details: s.details });
        },
      );
  };
}

function serverStream(fn: StreamHandler): grpc.handleServerStreamingCall<Req, unknown> {
  return (call) => {
    Promise.resolve()
      .then(() => fn(call.request as never, callerOf(call)))
      .then(
        (responses) => {
          for (const r of responses) call.write(r);
          call.end();
        },
        (err: unknown) => {
          const s = toStatus(err);
          // Headers first: the SDK's stream layer silently retries (for seconds) errors that arrive
          // without a response, which would delay every ABORTED and UNIMPLEMENTED answer.
          call.sendMetadata(new grpc.Metadata());
          call.emit('error', { code: s.code, details: s.details });
        },
      );
  };
}

function unimplemented(method: string, why: string): grpc.UntypedHandleCall {
  const details = `${method} is not implemented by the RUN Firestore server (${why}).`;
  return ((
    call: grpc.ServerUnaryCall<Req, unknown> | grpc.ServerWritableStream<Req, unknown>,
    callback?: grpc.sendUnaryData<unknown>,
  ) => {
    if (callback) callback({ code: Code.UNIMPLEMENTED, details });
    else {
      const stream = call as grpc.ServerWritableStream<Req, unknown>;
      stream.sendMetadata(new grpc.Metadata());
      stream.emit('error', { code: Code.UNIMPLEMENTED, details });
    }
  }) as grpc.UntypedHandleCall;
}

const databaseOf = (name: string | undefined): string => splitName(name ?? '').database;
const pathOf = (name: string): string => splitName(name).path;

export function firestoreHandlers(
  state: ServerState,
  hub: ListenHub,
  guard: Guard,
): grpc.UntypedServiceImplementation {
  /**
   * A call the client SDKs never make: the Admin SDK's alone when rules apply, on the database its
   * request names (`nameOf`).
   */
  const adminOnly = <R>(
    call: string,
    fn: (state: ServerState, req: R) => unknown,
    nameOf: (req: R) => string | undefined,
  ) =>
    unary((req: R, caller: Caller) => {
      if (!caller.owner) guard.requireOwner(caller, databaseOf(nameOf(req)), call);
      return fn(state, req);
    });
  return {
    GetDocument: unary(async (req: Parameters<typeof getDocument>[1], caller) => {
      if (!caller.owner)
        await guard.checkGets(caller, databaseOf(req.name), [pathOf(req.name ?? '')]);
      return getDocument(state, req);
    }),
    ListDocuments: adminOnly('ListDocuments', listDocuments, (req) => req.parent),
    ListCollectionIds: adminOnly('ListCollectionIds', listCollectionIds, (req) => req.parent),
    BatchGetDocuments: serverStream(async (req: BatchGetRequest, caller) => {
      if (!caller.owner)
        await guard.checkGets(caller, databaseOf(req.database), (req.documents ?? []).map(pathOf));
      return batchGet(state, req);
    }),
    RunQuery: serverStream(async (req: RunQueryRequest, caller) => {
      if (!caller.owner)
        await guard.checkQuery(
          caller,
          databaseOf(req.parent),
          pathOf(req.parent ?? ''),
          req.structuredQuery ?? {},
        );
      return runQueryCall(state, req);
    }),
    RunAggregationQuery: serverStream(async (req: AggregationRequest, caller) => {
      const query = req.structuredAggregationQuery?.structuredQuery ?? {};
      if (!caller.owner)
        await guard.checkQuery(caller, databaseOf(req.parent), pathOf(req.parent ?? ''), query);
      return runAggregation(state, req);
    }),
    BeginTransaction: unary((req: Parameters<typeof beginTransaction>[1]) =>
      beginTransaction(state, req),
    ),
    Commit: unary(async (req: Parameters<typeof commit>[1], caller) => {
      if (!caller.owner)
        await guard.checkWrites(caller, databaseOf(req.database), req.writes ?? []);
      return commit(state, req);
    }),
    Rollback: unary((req: Parameters<typeof rollback>[1]) => rollback(state, req)),
    BatchWrite: unary(async (req: Parameters<typeof batchWrite>[1], caller) => {
      if (!caller.owner)
        await guard.checkWrites(caller, databaseOf(req.database), req.writes ?? []);
      return batchWrite(state, req);
    }),
    CreateDocument: adminOnly('CreateDocument', createDocument, (req) => req.parent),
    UpdateDocument: adminOnly('UpdateDocument', updateDocument, (req) => req.document?.name),
    DeleteDocument: adminOnly('DeleteDocument', deleteDocument, (req) => req.name),
    Listen: listenCall(state, hub, guard),
    Write: writeCall(state, guard),
    PartitionQuery: unimplemented('PartitionQuery', 'query partitioning'),
    ExecutePipeline: unimplemented('ExecutePipeline', 'pipeline queries'),
  };
}
