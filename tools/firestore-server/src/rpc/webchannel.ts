// Listen and Write for browsers: the Firebase JS SDK speaks them over WebChannel (version 8 of the
// BrowserChannel wire protocol) on `/google.firestore.v1.Firestore/{Listen,Write}/channel`. Forward
// POSTs carry the client's messages as numbered maps; one backchannel GET at a time carries the
// server's messages as numbered arrays, streamed (CI=0) or one batch per request (long polling, CI=1).
import { randomBytes } from 'node:crypto';

import type { Caller } from '../access/caller.js';
import { callerFromAuthorization } from '../access/caller.js';
import type { Guard } from '../access/guard.js';
import type { ListenHub } from '../listen/listen-hub.js';
import { ListenSession } from '../listen/listen-session.js';
import { WriteSession } from '../listen/write-session.js';
import type { ServerState } from '../storage/state.js';
import type { BodyStream, HttpRequest, HttpResponse } from './http.js';
import { fromJson, toJson } from './webchannel-json.js';

const CHANNEL_PATH = /^\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel$/;
/** An open backchannel gets a noop this often, so the client's 45 s watchdog never fires. */
const KEEPALIVE_MS = 20_000;
/** A channel without a backchannel for this long is gone (the tab closed without terminating). */
const ABANDONED_MS = 90_000;
/** Arrays kept for resending at most (a streamed backchannel is rarely acknowledged). */
const MAX_UNACKED = 1000;

const STATUS_NAMES: Record<number, string> = {
  3: 'INVALID_ARGUMENT',
  5: 'NOT_FOUND',
  7: 'PERMISSION_DENIED',
  9: 'FAILED_PRECONDITION',
  10: 'ABORTED',
  12: 'UNIMPLEMENTED',
  13: 'INTERNAL',
};

interface Backchannel {
  body: BodyStream;
  streaming: boolean;
}

class Channel {
  readonly sid = randomBytes(12).toString('hex');
  /** The last forward map handled (maps a retried POST repeats are skipped). */
  lastMapId = -1;
  /** Arrays sent and not yet acknowledged (AID), kept to resend on the next backchannel. */
  private readonly unacked: { id: number; text: string }[] = [];
  private nextArrayId = 1;
  /** The last array written to the current backchannel. */
  private sentUpTo = 0;
  private back: Backchannel | undefined;
  private flushScheduled = false;
  private lastSeen = Date.now();
  private readonly keepalive: NodeJS.Timeout;
  handle: (message: unknown) => void = () => {};
  onClose: () => void = () => {};
  closed = false;

  constructor() {
    this.keepalive = setInterval(() => this.tick(), KEEPALIVE_MS);
    this.keepalive.unref();
  }

  push(payload: unknown): void {
    if (this.closed) return;
    const id = this.nextArrayId++;
    this.unacked.push({ id, text: JSON.stringify([id, payload]) });
    this.scheduleFlush();
  }

  acknowledge(arrayId: number): void {
    while (this.unacked.length > 0 && (this.unacked[0]?.id ?? Infinity) <= arrayId)
      this.unacked.shift();
    // A client that never posts again acknowledges nothing: keep only a bounded tail to resend.
    if (this.unacked.length > MAX_UNACKED)
      this.unacked.splice(0, this.unacked.length - MAX_UNACKED);
  }

  get lastArrayId(): number {
    return this.nextArrayId - 1;
  }

  get outstandingBytes(): number {
    return this.unacked.reduce((n, a) => n + a.text.length, 0);
  }

  /** A new backchannel: every array after `aid` (the last the client has) goes to it. */
  attach(body: BodyStream, streaming: boolean, aid: number): void {
    this.back?.body.end();
    const back = { body, streaming };
    this.back = back;
    this.sentUpTo = aid;
    this.lastSeen = Date.now();
    body.onClose(() => {
      if (this.back === back) this.back = undefined;
      this.lastSeen = Date.now();
    });
    // A streamed backchannel answers at once, or the client takes it for a buffering proxy.
    if (streaming && this.unacked.length === 0) this.push(['noop']);
    else this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // Messages produced in one turn (a target's documents) travel in one chunk.
    setImmediate(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    const back = this.back;
    const arrays = this.unacked.filter((a) => a.id > this.sentUpTo);
    if (!back || arrays.length === 0) return;
    const text = `[${arrays.map((a) => a.text).join(',')}]`;
    back.body.write(`${text.length}\n${text}`);
    // The arrays stay until acknowledged (AID): a backchannel that breaks is resent on the next.
    this.sentUpTo = arrays[arrays.length - 1]?.id ?? this.sentUpTo;
    this.acknowledge(-1);
    if (!back.streaming) back.body.end();
  }

  private tick(): void {
    // A long poll held this long is answered too (an empty answer would be an error to the client).
    if (this.back) this.push(['noop']);
    else if (!this.back && Date.now() - this.lastSeen > ABANDONED_MS) this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.keepalive);
    this.back?.body.end();
    this.onClose();
  }
}

/** `headers=` of the handshake: the SDK's request headers (authorization among them) as `Name:value\r\n`. */
function callerOf(form: URLSearchParams, req: HttpRequest): Caller {
  let authorization = req.headers.authorization;
  for (const line of (form.get('headers') ?? '').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0 && line.slice(0, i).trim().toLowerCase() === 'authorization') {
      authorization = line.slice(i + 1).trim();
    }
  }
  return callerFromAuthorization(authorization);
}

/** The maps of a forward POST (`count`, `ofs`, `req<i>___data__`), each with its id. */
function mapsOf(form: URLSearchParams): { id: number; data: unknown }[] {
  const count = Number(form.get('count') ?? 0);
  const offset = Number(form.get('ofs') ?? 0);
  const maps: { id: number; data: unknown }[] = [];
  for (let i = 0; i < count; i++) {
    const raw = form.get(`req${i}___data__`);
    if (raw !== null) maps.push({ id: offset + i, data: JSON.parse(raw) as unknown });
  }
  return maps;
}

function statusJson(code: number, message: string): unknown {
  return [{ error: { code, message, status: STATUS_NAMES[code] ?? 'UNKNOWN' } }];
}

export class WebChannelServer {
  private readonly channels = new Map<string, Channel>();

  constructor(
    private readonly state: ServerState,
    private readonly hub: ListenHub,
    private readonly guard: Guard,
  ) {}

  /** Answers a WebChannel request, or undefined when the path is not a channel's. */
  route(req: HttpRequest): HttpResponse | undefined {
    const match = CHANNEL_PATH.exec(req.path);
    if (!match) return undefined;
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') return { status: 204, body: '', headers: cors };
    const plain = (status: number, text: string): HttpResponse => ({
      status,
      body: text,
      contentType: 'text/plain; charset=utf-8',
      headers: cors,
    });
    const sid = req.query.get('SID');
    if (req.query.get('TYPE') === 'terminate') {
      this.channels.get(sid ?? '')?.close();
      return plain(200, '');
    }
    const form = new URLSearchParams(req.body);
    if (!sid) return this.open(match[1] === 'Listen' ? 'Listen' : 'Write', req, form, plain);
    const channel = this.channels.get(sid);
    if (!channel) return plain(400, 'Unknown SID');
    const aid = Number(req.query.get('AID') ?? 0) || 0;
    channel.acknowledge(aid);
    if (req.method === 'GET') {
      return {
        ...plain(200, ''),
        stream: (body) => channel.attach(body, req.query.get('CI') !== '1', aid),
      };
    }
    this.receive(channel, form);
    const ack = JSON.stringify([1, channel.lastArrayId, channel.outstandingBytes]);
    return plain(200, `${ack.length}\n${ack}`);
  }

  private open(
    kind: 'Listen' | 'Write',
    req: HttpRequest,
    form: URLSearchParams,
    plain: (status: number, text: string) => HttpResponse,
  ): HttpResponse {
    const channel = new Channel();
    const caller = callerOf(form, req);
    if (kind === 'Listen') {
      const session = new ListenSession(this.state, this.hub, this.guard, caller, (r) =>
        channel.push([toJson(r)]),
      );
      channel.handle = (m) => session.handle(fromJson(m) as never);
      channel.onClose = () => session.close();
    } else {
      const session = new WriteSession(
        this.state,
        this.guard,
        caller,
        (r) => channel.push([toJson(r)]),
        (status) => channel.push(statusJson(status.code, status.details)),
      );
      channel.handle = (m) => session.handle(fromJson(m) as never);
    }
    const channels = this.channels;
    channels.set(channel.sid, channel);
    const onClose = channel.onClose;
    channel.onClose = () => {
      channels.delete(channel.sid);
      onClose();
    };
    this.receive(channel, form);
    const created = JSON.stringify([[0, ['c', channel.sid, '', 8, 14]]]);
    const res = plain(200, `${created.length}\n${created}`);
    return { ...res, headers: { ...res.headers, 'X-HTTP-Session-Id': channel.sid } };
  }

  private receive(channel: Channel, form: URLSearchParams): void {
    for (const map of mapsOf(form)) {
      if (map.id <= channel.lastMapId) continue;
      channel.lastMapId = map.id;
      channel.handle(map.data);
    }
  }

  close(): void {
    for (const channel of [...this.channels.values()]) channel.close();
  }
}

/** The SDK's XHRs send credentials, so the origin is named rather than `*`. */
function corsHeaders(req: HttpRequest): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
    'Access-Control-Expose-Headers': 'X-HTTP-Session-Id',
    'Cache-Control': 'no-cache, no-store',
  };
}
