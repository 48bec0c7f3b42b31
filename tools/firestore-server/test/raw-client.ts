// A bare gRPC client for what firebase-admin cannot do on purpose, like abandoning a transaction.
import * as grpc from '@grpc/grpc-js';

import { loadFirestoreService } from '../src/rpc/proto.js';

export interface RawClient {
  beginAndRead(database: string, document: string): Promise<Buffer>;
  /** Runs a pipeline and resolves with the status it ends with. */
  pipelineStatus(request: object): Promise<{ code: number; details: string }>;
  /** Runs a query as sent (no SDK validation) and resolves with the status it ends with. */
  queryStatus(request: object): Promise<{ code: number; details: string }>;
  commit(database: string, transaction: Buffer): Promise<unknown>;
  close(): void;
}

export function rawClient(port: number): RawClient {
  const Client = grpc.makeGenericClientConstructor(loadFirestoreService(), 'Firestore');
  const client = new Client(
    `127.0.0.1:${port}`,
    grpc.credentials.createInsecure(),
  ) as unknown as grpc.Client & {
    BatchGetDocuments(req: unknown): unknown;
    ExecutePipeline(req: object): grpc.ClientReadableStream<unknown>;
    RunQuery(req: object): grpc.ClientReadableStream<unknown>;
    Commit(req: unknown, cb: (err: unknown, res: unknown) => void): void;
  };
  return {
    beginAndRead: (database, document) =>
      new Promise((resolve, reject) => {
        const stream = client.BatchGetDocuments({
          database,
          documents: [document],
          newTransaction: { readWrite: {} },
        }) as grpc.ClientReadableStream<{ transaction?: Buffer }>;
        let txn: Buffer | undefined;
        stream.on('data', (d) => (txn ??= d.transaction));
        stream.on('error', reject);
        stream.on('end', () => (txn ? resolve(txn) : reject(new Error('no transaction id'))));
      }),
    commit: (database, transaction) =>
      new Promise((resolve, reject) => {
        client.Commit({ database, writes: [], transaction }, (err: unknown, res: unknown) =>
          err ? reject(err) : resolve(res),
        );
      }),
    pipelineStatus: (request) => streamStatus(client.ExecutePipeline(request)),
    queryStatus: (request) => streamStatus(client.RunQuery(request)),
    close: () => client.close(),
  };
}

function streamStatus(
  stream: grpc.ClientReadableStream<unknown>,
): Promise<{ code: number; details: string }> {
  return new Promise((resolve) => {
    stream.on('data', () => {});
    stream.on('error', () => {});
    stream.on('status', (s: grpc.StatusObject) => resolve({ code: s.code, details: s.details }));
  });
}
