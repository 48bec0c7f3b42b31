// The HTTP/1.1 endpoints on the gRPC port: health, data clearing (emulator API), stats, import/export.
import { RulesError } from '../rules/rules.js';
import type { RulesStore } from '../access/rules-store.js';
import type { ListenHub } from '../listen/listen-hub.js';
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

/** What the data endpoints must keep up to date beside the data: listeners and the rules. */
export interface LiveParts {
  hub: ListenHub;
  rules: RulesStore;
  /** Trigger events queued or in flight to the functions emulator (0 without one). */
  triggersPending: () => number;
}

/**
 * The emulator's rules endpoint (rules-unit-testing and firebase-tools send `{rules: {files: [{name,
 * content}]}}`): the rules in force for that project from now on. Rules the server cannot evaluate are
 * refused with their line, as the emulator refuses rules that do not compile, and the old ones stay.
 */
function loadRules(project: string, body: string, store: RulesStore): HttpResponse {
  let source: unknown;
  try {
    source = (JSON.parse(body) as { rules?: { files?: { content?: unknown }[] } }).rules?.files?.[0]
      ?.content;
  } catch {
    source = undefined;
  }
  if (typeof source !== 'string') {
    return json(400, {
      error: {
        code: 400,
        status: 'INVALID_ARGUMENT',
        message: 'Expected {rules: {files: [{content}]}}.',
      },
    });
  }
  try {
    store.load(project, source);
    return json(200, { issues: [] });
  } catch (err) {
    if (!(err instanceof RulesError)) throw err;
    const issue = {
      sourcePosition: { line: err.line, column: err.column },
      description: err.message,
      severity: 'ERROR',
    };
    return json(400, {
      issues: [issue],
      error: {
        code: 400,
        status: 'INVALID_ARGUMENT',
        message: `Error compiling rules:\nL${err.line}:${err.column} ${err.message}`,
      },
    });
  }
}

/** The routes firebase-tools calls on the Firestore emulator it started (triggers, rules, export). */
async function emulatorRoutes(
  req: HttpRequest,
  triggers: TriggerRegistry,
  live: LiveParts,
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
  const rules = /^\/emulator\/v1\/projects\/([^/]+):securityRules$/.exec(path);
  if (rules && method === 'PUT')
    return loadRules(decodeURIComponent(rules[1] ?? ''), req.body, live.rules);
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
  live: LiveParts,
): HttpHandler {
  return async (req) => {
    const { method, path } = req;
    if (path === '/' && method === 'GET')
      return { status: 200, body: 'Ok', contentType: 'text/plain' };
    const emulator = await emulatorRoutes(req, triggers, live);
    if (emulator) return emulator;

    const clear = /^\/emulator\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents\/?$/.exec(
      path,
    );
    if (clear) {
      if (method !== 'DELETE') return json(405, { error: 'Use DELETE to clear the data.' });
      const database = `projects/${decodeURIComponent(clear[1] ?? '')}/databases/${decodeURIComponent(clear[2] ?? '')}`;
      applyClear(state, clearPrefix(undefined, database));
      live.hub.resync((name) => name === database, state.now());
      await store.recordClear(undefined, database);
      return json(200, {});
    }

    if (path === '/run/v1/stats' && method === 'GET') {
      // A gauge beside the counters: a benchmark waits for 0 before it times anything.
      return json(200, { ...state.stats, triggersPending: live.triggersPending() });
    }
    if (path === '/run/v1/indexes/unused' && method === 'GET') {
      // What a suite that ran every query of the code finds declared for nothing (docs in README).
      const unused = state.unusedIndexes();
      return unused
        ? json(200, unused)
        : json(404, { error: 'The server was started without --indexes.' });
    }
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
        live.hub.resync(() => true, state.now());
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
