// One Write stream (the client SDK's way to commit), whatever carries it: a handshake, then each
// request's writes committed in order and answered with the stream token, results and commit time.
import { randomBytes } from 'node:crypto';

import type { Caller } from '../access/caller.js';
import type { Guard } from '../access/guard.js';
import type { Write, WriteResult } from '../engine/proto-types.js';
import { toStatus } from '../engine/read-context.js';
import type { GrpcStatus } from '../engine/read-context.js';
import type { ServerState } from '../storage/state.js';
import type { Timestamp } from '../engine/values.js';
import { microsToTimestamp } from '../engine/values.js';
import { commit } from '../engine/writes.js';

export interface WriteRequest {
  database?: string;
  writes?: Write[];
}

export interface WriteResponse {
  streamId: string;
  streamToken: Buffer;
  writeResults: WriteResult[];
  commitTime: Timestamp;
}

export class WriteSession {
  private readonly streamId = randomBytes(8).toString('hex');
  private sequence = 0;
  private queue: Promise<void> = Promise.resolve();
  private database: string | undefined;
  private failed = false;

  constructor(
    private readonly state: ServerState,
    private readonly guard: Guard,
    private readonly caller: Caller,
    private readonly send: (response: WriteResponse) => void,
    /** Ends the stream with an error; the SDK then fails the batch and opens a new stream. */
    private readonly fail: (status: GrpcStatus) => void,
  ) {}

  private token(): Buffer {
    return Buffer.from(`${this.streamId}:${++this.sequence}`);
  }

  handle(request: WriteRequest): void {
    this.queue = this.queue.then(async () => {
      if (this.failed) return;
      try {
        await this.apply(request);
      } catch (err) {
        this.failed = true;
        this.fail(toStatus(err));
      }
    });
  }

  private async apply(request: WriteRequest): Promise<void> {
    if (this.database === undefined) {
      // The handshake: no writes, answered with the stream's first token.
      this.database = request.database ?? '';
      this.send({
        streamId: this.streamId,
        streamToken: this.token(),
        writeResults: [],
        commitTime: microsToTimestamp(this.state.now()),
      });
      return;
    }
    const writes = request.writes ?? [];
    await this.guard.checkWrites(this.caller, this.database, writes);
    const result = await commit(this.state, { database: this.database, writes });
    this.send({
      streamId: this.streamId,
      streamToken: this.token(),
      writeResults: result.writeResults,
      commitTime: result.commitTime,
    });
  }
}
