// A minimal HTTP/1.1 responder for the admin endpoints that share the gRPC port (one request per connection).
import type { Socket } from 'node:net';

export interface HttpRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
}

/** A response body written over time (WebChannel's backchannel), sent with chunked encoding. */
export interface BodyStream {
  write(text: string): void;
  end(): void;
  /** Called once when the client goes away or the body ends. */
  onClose(listener: () => void): void;
}

export interface HttpResponse {
  status: number;
  body: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** When present, `body` is ignored and this writes the body. */
  stream?: (body: BodyStream) => void;
}

export type HttpHandler = (req: HttpRequest) => Promise<HttpResponse> | HttpResponse;

const REASONS: Record<number, string> = {
  200: 'OK',
  204: 'No Content',
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
};

const MAX_BODY = 512 * 1024 * 1024;

function head(res: HttpResponse, framing: string): Buffer {
  const extra = Object.entries(res.headers ?? {})
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  return Buffer.from(
    `HTTP/1.1 ${res.status} ${REASONS[res.status] ?? 'Status'}\r\n` +
      `Content-Type: ${res.contentType ?? 'application/json'}\r\n${extra}${framing}Connection: close\r\n\r\n`,
  );
}

function send(socket: Socket, res: HttpResponse): void {
  if (res.stream) {
    sendStream(socket, res, res.stream);
    return;
  }
  const body = Buffer.from(res.body);
  socket.end(Buffer.concat([head(res, `Content-Length: ${body.length}\r\n`), body]));
}

function sendStream(socket: Socket, res: HttpResponse, stream: (body: BodyStream) => void): void {
  socket.write(head(res, 'Transfer-Encoding: chunked\r\n'));
  const listeners: (() => void)[] = [];
  let closed = false;
  const close = (): void => {
    if (closed) return;
    closed = true;
    for (const l of listeners) l();
  };
  socket.once('close', close);
  stream({
    write: (text) => {
      if (closed || text === '') return;
      const chunk = Buffer.from(text);
      socket.write(`${chunk.length.toString(16)}\r\n`);
      socket.write(chunk);
      socket.write('\r\n');
    },
    end: () => {
      if (closed) return;
      socket.end('0\r\n\r\n');
      close();
    },
    onClose: (listener) => listeners.push(listener),
  });
}

/** Reads one request from `socket` (its first bytes may already be buffered) and answers it. */
export function serveHttp1(socket: Socket, first: Buffer, handler: HttpHandler): void {
  let buf = first;
  let headerEnd = -1;
  let contentLength = 0;
  let request: { method: string; target: string; headers: Record<string, string> } | undefined;

  const tryHandle = (): void => {
    if (!request) {
      headerEnd = buf.indexOf('\r\n\r\n');
      if (headerEnd < 0) {
        if (buf.length > 64 * 1024)
          send(socket, { status: 400, body: '{"error":"header too large"}' });
        return;
      }
      const lines = buf.subarray(0, headerEnd).toString('latin1').split('\r\n');
      const [method = '', target = '/'] = (lines[0] ?? '').split(' ');
      const headers: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      contentLength = Number(headers['content-length'] ?? 0) || 0;
      if (contentLength > MAX_BODY) {
        send(socket, { status: 413, body: '{"error":"body too large"}' });
        return;
      }
      request = { method: method.toUpperCase(), target, headers };
    }
    if (buf.length < headerEnd + 4 + contentLength) return;
    socket.removeListener('data', onData);
    const url = new URL(request.target, 'http://localhost');
    const { headers } = request;
    const body = buf.subarray(headerEnd + 4, headerEnd + 4 + contentLength).toString('utf8');
    Promise.resolve()
      .then(() =>
        handler({
          method: request?.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          body,
          headers,
        }),
      )
      .then(
        (res) => send(socket, res),
        (err: unknown) =>
          send(socket, { status: 500, body: JSON.stringify({ error: String(err) }) }),
      );
  };
  const onData = (chunk: Buffer): void => {
    buf = Buffer.concat([buf, chunk]);
    tryHandle();
  };
  socket.on('data', onData);
  socket.on('error', () => socket.destroy());
  tryHandle();
}
