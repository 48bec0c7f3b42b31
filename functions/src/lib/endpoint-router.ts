// The one Express adapter: binds each declared endpoint (the contract package) to its handler. From
// the declaration it derives the token check, path-id checks (404), query and body parsing (400), the
// caller's role on the race (404 without the race, 403 without the role), the cache policy and the
// answer's shape; a handler gets typed input, with the race it may act on, and calls a service. A
// timing partner's call is let in by its API key instead (the partner domain's gate, handed in).
import {
  cacheOf,
  type EndpointSpec,
  type OkBody,
  type ServerInput,
} from '@run/contract/http/endpoint';
import {
  isRaceWho,
  mayDo,
  REFUSAL_FOR,
  roleOf,
  type RaceRole,
  type RaceWho,
} from '@run/contract/domain/race-roles';
import { refusalCodeOf } from '@run/contract/domain/refusals';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { PartnerScope } from '@run/contract/domain/partner';

import { Download, Reply } from './answers.js';
import { callerOf, optionalAuth, requireAuth, type Caller } from './auth.js';
import { cachePrivate, cachePublic } from './cache.js';
import { clientKeys, type ClientKeys } from './client-ip.js';
import { forbidden, HttpError, notFound } from './http-error.js';
import { methodNotAllowed } from './method-not-allowed.js';
import { checkPathIds, refuseDotSegments } from './path-ids.js';
import { parseBody, parseQuery } from './validate.js';

// A timing partner is no signed-in account: its key is its PartnerAccess.
type CallerOf<E extends EndpointSpec> = E['who'] extends 'anyone' | 'timing partner'
  ? undefined
  : E['who'] extends 'anyone, token optional'
    ? Caller | undefined
    : Caller;

/** For a race-scoped declaration: the race its path names, read once, and the caller's role on it. */
export interface RaceAccess {
  race: DocumentSnapshot;
  role: RaceRole;
}

/** For a timing partner's call: the race its key is for, and the key's id. */
export interface PartnerAccess {
  race: DocumentSnapshot;
  keyId: string;
}

type AccessOf<E extends EndpointSpec> = E['who'] extends RaceWho
  ? RaceAccess
  : E['who'] extends 'timing partner'
    ? PartnerAccess
    : object;

export type HandlerInput<E extends EndpointSpec> = ServerInput<E> &
  AccessOf<E> & {
    caller: CallerOf<E>;
    /** The caller's network identity, for rate limits. */
    client: () => ClientKeys;
    /**
     * The body's bytes as sent and a request header (what a signed webhook is verified by), and the
     * visitor's accepted languages (the race's texts a read serves).
     */
    raw: {
      body: () => Buffer;
      header: (name: string) => string | undefined;
      /** The first of `languages` the Accept-Language header accepts (Express's negotiation), or false. */
      acceptsLanguages: (languages: string[]) => string | false;
    };
  };

/**
 * Reads the race a path's `{id}` names. The app passes the store's reader: the adapter knows the role
 * rule (the contract's), not where races are stored.
 */
export type RaceReader = (id: string) => Promise<DocumentSnapshot>;

/**
 * Lets a timing partner's call in: the Authorization header, the race the path names and the scope
 * the declaration needs; throws 401, 403 or 429 (the partner domain knows where keys are stored).
 */
export type PartnerGate = (
  authorization: string | undefined,
  raceId: string,
  scope: PartnerScope,
) => Promise<PartnerAccess>;

export interface Gates {
  readRace: RaceReader;
  partner: PartnerGate;
}

export type Handler<E extends EndpointSpec> = (
  input: HandlerInput<E>,
) => Promise<OkBody<E> | Reply<E> | Download>;

export interface Binding {
  spec: EndpointSpec;
  handler: (input: HandlerInput<EndpointSpec>) => Promise<unknown>;
}

/** Pairs a declaration with its handler; `mount` puts the pairs on a router. */
export function handle<E extends EndpointSpec>(spec: E, handler: Handler<E>): Binding {
  return { spec, handler: handler as unknown as Binding['handler'] };
}

/** `/marathon/{id}` → `/marathon/:id`. */
function expressPath(path: string): string {
  return path.replace(/\{(\w+)\}/gu, ':$1');
}

function parseParams(spec: EndpointSpec, req: Request): unknown {
  if (!spec.params) return undefined;
  const result = spec.params.safeParse(req.params);
  // An id that cannot exist is a 404 with the declaration's sentence ("Marathon not found.") and
  // its code; a sentence the catalogue lacks (a schema's own wording) keeps its words under not_found.
  if (!result.success) {
    const sentence = result.error.issues[0]?.message;
    const code = sentence === undefined ? undefined : refusalCodeOf(sentence);
    if (code !== undefined) throw new HttpError(404, { code });
    const error = notFound('not_found');
    throw sentence === undefined ? error : error.worded(sentence);
  }
  return result.data;
}

/**
 * The race and the caller's role on it, for a declaration that names race roles; the race and the
 * key, for a timing partner's; else nothing.
 */
async function raceAccess(
  spec: EndpointSpec,
  req: Request,
  params: unknown,
  caller: Caller | undefined,
  gates: Gates,
): Promise<RaceAccess | PartnerAccess | object> {
  const partner = spec.who === 'timing partner';
  if (!isRaceWho(spec.who) && !partner) return {};
  const id = (params as { id?: unknown } | undefined)?.id;
  // A declaration error, not a request's: every race-scoped path has the race's `{id}`.
  if (typeof id !== 'string' || (partner ? spec.scope === undefined : caller === undefined)) {
    throw new Error(`${spec.name} names a race's callers without a race id, a caller or a scope`);
  }
  if (partner) return gates.partner(req.header('authorization'), id, spec.scope as PartnerScope);
  if (!isRaceWho(spec.who) || caller === undefined) return {};
  const race = await gates.readRace(id);
  if (!race.exists) throw notFound('marathon_not_found');
  const role = roleOf(race.data() ?? {}, caller);
  if (!mayDo(role, spec.who) || role === null)
    throw forbidden(spec.refusal ?? REFUSAL_FOR[spec.who]);
  return { race, role };
}

function checkSelf(spec: EndpointSpec, req: Request, caller: Caller): void {
  if (!spec.self) return;
  const named = String(req.params[spec.self.param] ?? '');
  const own =
    spec.self.param === 'email'
      ? caller.email !== undefined && named.trim().toLowerCase() === caller.email
      : named === caller.uid;
  if (!own) throw forbidden(spec.self.refusal);
}

async function send(spec: EndpointSpec, res: Response, answer: unknown): Promise<void> {
  if (answer instanceof Download) {
    cachePolicy(spec, res, answer.options.personal ?? false);
    res.set(answer.options.headers ?? {});
    res.status(200);
    const binary = answer.body instanceof Uint8Array;
    res.type(binary ? answer.type : `${answer.type}; charset=utf-8`);
    // Quoted, so a browser keeps the name whatever it holds (csvFilename keeps it ASCII).
    res.set('Content-Disposition', `attachment; filename="${answer.filename}"`);
    if (typeof answer.body === 'string' || answer.body instanceof Uint8Array) {
      res.send(binary ? Buffer.from(answer.body as Uint8Array) : answer.body);
      return;
    }
    for await (const chunk of answer.body) res.write(chunk);
    res.end();
    return;
  }
  const status = answer instanceof Reply ? answer.status : successStatus(spec);
  const body = answer instanceof Reply ? answer.body : answer;
  cachePolicy(spec, res, answer instanceof Reply && answer.personal);
  if (answer instanceof Reply) res.set(answer.headers);
  res.status(status).json(body);
}

function cachePolicy(spec: EndpointSpec, res: Response, personal: boolean): void {
  if (cacheOf(spec) === 'public' && !personal) cachePublic(res);
  else cachePrivate(res);
  // A public answer that a token may change (the creator's copy) is cached per Authorization.
  if (spec.who === 'anyone, token optional') res.vary('Authorization');
  for (const header of spec.vary ?? []) res.vary(header);
}

function successStatus(spec: EndpointSpec): number {
  const statuses = Object.keys(spec.responses).map(Number);
  return statuses.find((status) => status >= 200 && status < 300) ?? 200;
}

function authFor(spec: EndpointSpec): RequestHandler[] {
  // A partner's key is no ID token: the partner gate reads it (raceAccess).
  if (spec.who === 'anyone' || spec.who === 'timing partner') return [];
  if (spec.who === 'anyone, token optional') return [optionalAuth];
  return [requireAuth];
}

/** The bytes the platform (or jsonBody, outside it) kept of the body before parsing it. */
function rawBodyOf(req: Request): Buffer {
  const raw: unknown = (req as { rawBody?: unknown }).rawBody;
  return Buffer.isBuffer(raw) ? raw : Buffer.alloc(0);
}

function bind({ spec, handler }: Binding, gates: Gates): RequestHandler {
  return async (req, res) => {
    checkPathIds(spec, req);
    const caller = callerOf(req);
    if (caller && spec.who !== 'anyone, token optional') checkSelf(spec, req, caller);
    const params = parseParams(spec, req);
    const query = spec.query ? parseQuery(spec.query, req.query) : undefined;
    const bodySchema = spec.bodyFor?.(req.body) ?? spec.body;
    const raw: unknown = req.body === undefined && spec.bodyOptional ? {} : req.body;
    const body = bodySchema ? parseBody(bodySchema, raw) : undefined;
    const access = await raceAccess(spec, req, params, caller, gates);
    const answer = await handler({
      ...access,
      params,
      query,
      body,
      caller,
      client: () => clientKeys(req),
      raw: {
        body: () => rawBodyOf(req),
        header: (name: string) => req.get(name),
        acceptsLanguages: (languages: string[]) => req.acceptsLanguages(languages),
      },
    } as HandlerInput<EndpointSpec>);
    await send(spec, res, answer);
  };
}

/** A router answering every binding at its declared path (and aliases). */
export function mount(bindings: readonly Binding[], gates: Gates): Router {
  const router = Router();
  router.use(refuseDotSegments);
  for (const binding of bindings) {
    const { spec } = binding;
    const paths = [spec.path, ...(spec.aliases ?? [])].map(expressPath);
    const method = spec.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](paths, ...authFor(spec), bind(binding, gates));
  }
  router.use(methodNotAllowed(bindings.map((b) => b.spec)));
  return router;
}
