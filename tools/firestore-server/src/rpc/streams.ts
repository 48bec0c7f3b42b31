// The bidirectional gRPC streams: Listen (watch) and Write, bound to their sessions.
import type * as grpc from '@grpc/grpc-js';

import type { Guard } from '../access/guard.js';
import type { Caller } from '../access/caller.js';
import { callerFromAuthorization } from '../access/caller.js';
import type { ListenHub } from '../listen/listen-hub.js';
import type { ListenRequest } from '../listen/listen-session.js';
import { ListenSession } from '../listen/listen-session.js';
import type { WriteRequest } from '../listen/write-session.js';
import { WriteSession } from '../listen/write-session.js';
import type { ServerState } from '../storage/state.js';

type Req = Record<string, unknown>;

export function callerOf(call: { metadata: grpc.Metadata }): Caller {
  const value = call.metadata.get('authorization')[0];
  return callerFromAuthorization(value === undefined ? undefined : value.toString());
}

export function listenCall(
  state: ServerState,
  hub: ListenHub,
  guard: Guard,
): grpc.handleBidiStreamingCall<Req, unknown> {
  return (call) => {
    const session = new ListenSession(state, hub, guard, callerOf(call), (response) => {
      if (!call.cancelled && call.writable) call.write(response);
    });
    call.on('data', (request: ListenRequest) => session.handle(request));
    const close = (): void => session.close();
    call.on('end', () => {
      close();
      call.end();
    });
    call.on('cancelled', close);
    call.on('error', close);
  };
}

export function writeCall(
  state: ServerState,
  guard: Guard,
): grpc.handleBidiStreamingCall<Req, unknown> {
  return (call) => {
    const session = new WriteSession(
      state,
      guard,
      callerOf(call),
      (response) => {
        if (!call.cancelled && call.writable) call.write(response);
      },
      (status) => call.emit('error', { code: status.code, details: status.details }),
    );
    call.on('data', (request: WriteRequest) => session.handle(request));
    call.on('end', () => call.end());
    call.on('error', () => {});
  };
}
