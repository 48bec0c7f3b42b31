// The HTTP/1.1 endpoints on the gRPC port: health, data clearing (emulator API), stats, import/export.
import type { HttpHandler, HttpRequest, HttpResponse } from './http.js';
import { FormatError } from '../storage/json-codec.js';
import { applyClear, clearPrefix } from '../storage/data-files.js';
import type { Store } from '../storage/persistence.js';
import type { ServerState } from '../storage/state.js';
import type { TriggerRegistry } from '../triggers/registry.js';
import { TriggerRegistrationError, parseRegistration } from '../triggers/registry.js';

function json(status: number, body: unknown): HttpResponse {
  return { status, body: JSON.stringify(body) };
}

const UNIMPLEMENTED_V1_TRIGGERS =
  'firebase-functions v1 Firestore triggers are not implemented by the RUN Firestore server; use v2 (firebase-functions/v2/firestore).';

/** The routes firebase-tools calls on the Firestore emulator it started (triggers, rules, export). */
async function emulatorRoutes(
  req: HttpRequest,
  triggers: TriggerRegistry,
): Promise<HttpResponse | undefined> {
  const { method, path } = req;
  const eventarc = /^\/emulator\/v1\/projects\/([^/]+)\/eventarcTrigger$/.exec(path);
  if (eventarc && method === 'POST') {
    const key = req.query.get('eventarcTriggerId') ?? '';
    try {
      triggers.add(parseRegistration(decodeURIComponent(eventarc[1] ?? ''), key, req.body));
      return json(200, {});
    } catch (err) {
      if (err instanceof TriggerRegistrationError) return json(400, { error: err.message });
      throw err;
    }
  }
  if (/^\/emulator\/v1\/projects\/[^/]+\/triggers\//.test(path)) {
    return json(501, {
      error: { code: 501, status: 'UNIMPLEMENTED', message: UNIMPLEMENTED_V1_TRIGGERS },
    });
  }
  if (/^\/emulator\/v1\/projects\/[^/]+:securityRules$/.test(path) && method === 'PUT') {
    // Rules are never evaluated here (every call is admin); say so where firebase-tools shows issues.
    const issue = {
      sourcePosition: { line: 0, column: 0 },
      description:
        'The RUN Firestore server does not evaluate security rules; every call is admin.',
      severity: 'WARNING',
    };
    return json(200, { issues: [issue] });
  }
  if (/^\/emulator\/v1\/projects\/[^/]+:export$/.test(path) && method === 'POST') {
    // firebase-tools' export on exit: this server keeps its data in its own --data directory, so there
    // is nothing to add to firebase-tools' export (the stack leaves Firestore out of that export).
    return json(200, {});
  }
  return undefined;
}

export function adminRoutes(
  state: ServerState,
  store: Store,
  triggers: TriggerRegistry,
): HttpHandler {
  return async (req) => {
    const { method, path } = req;
    if (path === '/' && method === 'GET')
      return { status: 200, body: 'Ok', contentType: 'text/plain' };
    const emulator = await emulatorRoutes(req, triggers);
    if (emulator) return emulator;

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
