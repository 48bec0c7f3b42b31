// Firestore security rules (rules_version 2) for client SDK requests: compile a rules file once,
// then ask it about each operation on each document. Pure: documents come through a lookup.
import { checkRulesFile } from './check.js';
import { Evaluation, Scope, type Binding } from './evaluate.js';
import { ANY_PARENTS, applicableAllows, type Segment } from './match-path.js';
import { parseRulesFile } from './parse-ruleset.js';
import type { DocumentLookup, RulesDocument, RulesRequest } from './request.js';
import {
  EvaluationError,
  ListedResource,
  RulesPath,
  type ListConstraint,
  type RulesMap,
  type RulesValue,
} from './values.js';

export { rulesDataOf, rulesValueOf } from './firestore-values.js';
export { RulesError } from './lexer.js';
export type { DocumentLookup, RulesDocument, RulesRequest } from './request.js';
export {
  RulesLatLng,
  RulesPath,
  type ListConstraint,
  type RulesMap,
  type RulesValue,
} from './values.js';

export interface RulesDecision {
  allowed: boolean;
  /** Why, in the emulator's words: `false for 'get' @ L5`, or which error ended an allow. */
  reason: string;
}

export interface Ruleset {
  allows(request: RulesRequest, lookup: DocumentLookup): Promise<boolean>;
  decide(request: RulesRequest, lookup: DocumentLookup): Promise<RulesDecision>;
}

/** Parses and checks a rules file; throws RulesError naming the line of anything it cannot evaluate. */
export function compileRules(source: string): Ruleset {
  const file = parseRulesFile(source);
  checkRulesFile(file);
  /** A list with its query's filters: every conjunction must be allowed. */
  const decide = async (request: RulesRequest, lookup: DocumentLookup): Promise<RulesDecision> => {
    if (!request.listed) return decideOne(request, lookup, undefined);
    let decision: RulesDecision = { allowed: false, reason: 'no conjunction' };
    for (const conjunction of request.listed.length > 0 ? request.listed : [[]]) {
      decision = await decideOne(request, lookup, conjunction);
      if (!decision.allowed) return decision;
    }
    return decision;
  };
  const decideOne = async (
    request: RulesRequest,
    lookup: DocumentLookup,
    listed: ListConstraint[] | undefined,
  ): Promise<RulesDecision> => {
    const relative = request.path.split('/').filter((s) => s !== '');
    const group = request.method === 'list' && relative.includes('**');
    const segments: Segment[] = ['databases', request.database, 'documents'];
    for (const s of relative) segments.push(group && s === '**' ? ANY_PARENTS : s);
    // A list on a collection (or a group) matches `{id}` with an id no rule may read.
    if (request.method === 'list' && (group || relative.length % 2 === 1)) segments.push(null);
    const root = new Scope(undefined, globals(request, listed)).declare(file.functions);
    const evaluation = new Evaluation(request, lookup);
    const reasons: string[] = [];
    for (const { allow, scope } of applicableAllows(file, root, segments)) {
      if (!allow.methods.includes(request.method)) continue;
      if (!allow.condition)
        return { allowed: true, reason: `allowed for '${request.method}' @ L${allow.line}` };
      try {
        if ((await evaluation.run(allow.condition, scope)) === true) {
          return { allowed: true, reason: `true for '${request.method}' @ L${allow.line}` };
        }
        reasons.push(`false for '${request.method}' @ L${allow.line}`);
      } catch (error) {
        if (!(error instanceof EvaluationError)) throw error;
        reasons.push(`${error.message} for '${request.method}' @ L${allow.line}`);
      }
    }
    if (reasons.length === 0)
      reasons.push(`no allow for '${request.method}' matches ${request.path}`);
    return { allowed: false, reason: reasons.join(', ') };
  };
  return {
    decide,
    allows: async (request, lookup) => (await decide(request, lookup)).allowed,
  };
}

function documentPath(request: RulesRequest, relative: string): RulesPath {
  return RulesPath.parse(`databases/${request.database}/documents/${relative}`);
}

function resourceOf(doc: RulesDocument, name: RulesPath): RulesMap {
  return { data: doc.data, id: doc.id, __name__: name };
}

/** `request` and `resource` as the rules read them. */
function globals(
  request: RulesRequest,
  listed: ListConstraint[] | undefined,
): Map<string, Binding> {
  const path = documentPath(request, request.path);
  const req: RulesMap = {
    auth: request.auth && { uid: request.auth.uid, token: fromJson(request.auth.token) },
    method: request.method,
    path,
    time: request.time,
  };
  if (request.requestResource) req.resource = resourceOf(request.requestResource, path);
  if (request.query) {
    const { limit, offset, orderBy } = request.query;
    req.query = {
      ...(limit === undefined ? {} : { limit: BigInt(limit) }),
      ...(offset === undefined ? {} : { offset: BigInt(offset) }),
      ...(orderBy === undefined ? {} : { orderBy }),
    };
  }
  const resource = listed
    ? new ListedResource(listed)
    : request.resource && resourceOf(request.resource, path);
  return new Map<string, Binding>([
    ['request', req],
    ['resource', resource],
  ]);
}

/** Token claims as decoded from JSON: whole numbers read as ints, as Firestore reads them. */
function fromJson(value: unknown): RulesValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : value;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(fromJson);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromJson(v)]));
  }
  return null;
}
