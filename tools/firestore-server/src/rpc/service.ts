// Binds the google.firestore.v1.Firestore gRPC methods to the read and write calls.
import * as grpc from '@grpc/grpc-js';

import { toStatus } from '../engine/read-context.js';
import type {
  AggregationRequest,
  BatchGetRequest,
  ListDocumentsRequest,
  RunQueryRequest,
} from '../engine/reads.js';
import {
  batchGet,
  getDocument,
  listCollectionIds,
  listDocuments,
  runAggregation,
  runQueryCall,
} from '../engine/reads.js';
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

type Req = Record<string, unknown>;
type UnaryHandler = (req: never) => unknown;
type StreamHandler = (req: never) => Promise<unknown[]>;

function unary(fn: UnaryHandler): grpc.handleUnaryCall<Req, unknown> {
  return (call, callback) => {
    Promise.resolve()
      .then(() => fn(call.request as never))
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
      .then(() => fn(call.request as never))
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

/**
 * The SDK treats a Listen stream that ends with an error status as a transient drop and reconnects
 * forever, so the refusal is sent the way Firestore rejects a target: a REMOVE change with a cause.
 */
function listenUnimplemented(): grpc.handleBidiStreamingCall<Req, unknown> {
  const message =
    'Listen is not implemented by the RUN Firestore server (real-time listeners / onSnapshot).';
  return (call) => {
    call.on('data', (req: { addTarget?: { targetId?: number } }) => {
      if (!req.addTarget) return;
      call.write({
        targetChange: {
          targetChangeType: 'REMOVE',
          targetIds: [req.addTarget.targetId ?? 0],
          cause: { code: Code.UNIMPLEMENTED, message },
        },
      });
      setImmediate(() => call.emit('error', { code: Code.UNIMPLEMENTED, details: message }));
    });
    call.on('error', () => {});
  };
}

export function firestoreHandlers(state: ServerState): grpc.UntypedServiceImplementation {
  return {
    GetDocument: unary((req: Parameters<typeof getDocument>[1]) => getDocument(state, req)),
    ListDocuments: unary((req: ListDocumentsRequest) => listDocuments(state, req)),
    ListCollectionIds: unary((req: Parameters<typeof listCollectionIds>[1]) =>
      listCollectionIds(state, req),
    ),
    BatchGetDocuments: serverStream((req: BatchGetRequest) => batchGet(state, req)),
    RunQuery: serverStream((req: RunQueryRequest) => runQueryCall(state, req)),
    RunAggregationQuery: serverStream((req: AggregationRequest) => runAggregation(state, req)),
    BeginTransaction: unary((req: Parameters<typeof beginTransaction>[1]) =>
      beginTransaction(state, req),
    ),
    Commit: unary((req: Parameters<typeof commit>[1]) => commit(state, req)),
    Rollback: unary((req: Parameters<typeof rollback>[1]) => rollback(state, req)),
    BatchWrite: unary((req: Parameters<typeof batchWrite>[1]) => batchWrite(state, req)),
    CreateDocument: unary((req: Parameters<typeof createDocument>[1]) =>
      createDocument(state, req),
    ),
    UpdateDocument: unary((req: Parameters<typeof updateDocument>[1]) =>
      updateDocument(state, req),
    ),
    DeleteDocument: unary((req: Parameters<typeof deleteDocument>[1]) =>
      deleteDocument(state, req),
    ),
    Listen: listenUnimplemented(),
    Write: unimplemented('Write', 'the streaming write protocol'),
    PartitionQuery: unimplemented('PartitionQuery', 'query partitioning'),
    ExecutePipeline: unimplemented('ExecutePipeline', 'pipeline queries'),
  };
}
