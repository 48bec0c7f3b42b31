// A minimal HTTP/1.1 responder for the admin endpoints that share the gRPC port (one request per connection).
import type { Socket } from 'node:net';

export interface HttpRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

export interface HttpResponse {
  status: number;
  body: string;
  contentType?: string;
}

export type HttpHandler = (req: HttpRequest) => Promise<HttpResponse> | HttpResponse;

const REASONS: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
};

const MAX_BODY = 512 * 1024 * 1024;

function send(socket: Socket, res: HttpResponse): void {
  const body = Buffer.from(res.body);
  socket.end(
    Buffer.concat([
      Buffer.from(
        `HTTP/1.1 ${res.status} ${REASONS[res.status] ?? 'Status'}\r\n` +
          `Content-Type: ${res.contentType ?? 'application/json'}\r\n` +
          `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      ),
      body,
    ]),
  );
}

/** Reads one request from `socket` (its first bytes may already be buffered) and answers it. */
export function serveHttp1(socket: Socket, first: Buffer, handler: HttpHandler): void {
  let buf = first;
  let headerEnd = -1;
  let contentLength = 0;
  let head: { method: string; target: string } | undefined;

  const tryHandle = (): void => {
    if (!head) {
      headerEnd = buf.indexOf('\r\n\r\n');
      if (headerEnd < 0) {
        if (buf.length > 64 * 1024)
          send(socket, { status: 400, body: '{"error":"header too large"}' });
        return;
      }
      const lines = buf.subarray(0, headerEnd).toString('latin1').split('\r\n');
      const [method = '', target = '/'] = (lines[0] ?? '').split(' ');
      for (const line of lines.slice(1)) {
        const i = line.indexOf(':');
        if (i > 0 && line.slice(0, i).trim().toLowerCase() === 'content-length') {
          contentLength = Number(line.slice(i + 1).trim()) || 0;
        }
      }
      if (contentLength > MAX_BODY) {
        send(socket, { status: 413, body: '{"error":"body too large"}' });
        return;
      }
      head = { method: method.toUpperCase(), target };
    }
    if (buf.length < headerEnd + 4 + contentLength) return;
    socket.removeListener('data', onData);
    const url = new URL(head.target, 'http://localhost');
    const body = buf.subarray(headerEnd + 4, headerEnd + 4 + contentLength).toString('utf8');
    Promise.resolve()
      .then(() =>
        handler({
          method: head?.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          body,
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
