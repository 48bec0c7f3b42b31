// The HTTP/1.1 endpoints on the gRPC port: health, data clearing (emulator API), stats, import/export.
import type { HttpHandler, HttpResponse } from './http.js';
import { FormatError } from './json-codec.js';
import { applyClear, clearPrefix } from './data-files.js';
import type { Store } from './persistence.js';
import type { ServerState } from './state.js';

function json(status: number, body: unknown): HttpResponse {
  return { status, body: JSON.stringify(body) };
}

export function adminRoutes(state: ServerState, store: Store): HttpHandler {
  return async (req) => {
    const { method, path } = req;
    if (path === '/' && method === 'GET')
      return { status: 200, body: 'Ok', contentType: 'text/plain' };

    const clear = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents\/?$/.exec(
      path,
    );
    if (clear) {
      if (method !== 'DELETE') return json(405, { error: 'Use DELETE to clear the data.' });
      const database = `projects/${decodeURIComponent(clear[1] ?? '')}/databases/${decodeURIComponent(clear[2] ?? '')}`;
      applyClear(state, clearPrefix(undefined, database));
      await store.recordClear(undefined, database);
      return json(200, {});
    }

    if (path === '/run/v1/stats' && method === 'GET') return json(200, state.stats);
    if (path === '/run/v1/stats/writes' && method === 'GET') {
      return json(200, state.busiestDocuments(Number(req.query.get('top') ?? 20) || 20));
    }
    if (path === '/run/v1/stats/reset' && method === 'POST') {
      state.resetStats();
      return json(200, state.stats);
    }
    if (path === '/run/v1/export' && method === 'GET') {
      return { status: 200, body: store.exportJson(req.query.get('project') ?? undefined) };
    }
    if (path === '/run/v1/import' && method === 'POST') {
      try {
        const documents = await store.importJson(req.body, 'the request body');
        return json(200, { documents });
      } catch (err) {
        if (err instanceof FormatError) return json(400, { error: err.message });
        throw err;
      }
    }
    if (path.startsWith('/v1/') || path.startsWith('/v1beta1/')) {
      return json(501, {
        error: {
          code: 501,
          status: 'UNIMPLEMENTED',
          message:
            'The Firestore REST transport (preferRest) is not implemented by the RUN Firestore server; use gRPC.',
        },
      });
    }
    return json(404, { error: `No route for ${method} ${path}` });
  };
}
