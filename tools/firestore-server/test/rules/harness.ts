// Compiles a rules string and asks it about one request, with documents held in a plain object.
import { compileRules, type RulesMap, type RulesRequest } from '../../src/rules/rules.js';

export type Docs = Record<string, RulesMap>;

/** Wraps a body of rules in the usual service and database match. */
export function wrap(body: string): string {
  return `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`;
}

export function request(
  overrides: Partial<RulesRequest> & Pick<RulesRequest, 'method' | 'path'>,
): RulesRequest {
  return {
    database: '(default)',
    auth: null,
    resource: null,
    time: new Date('2025-05-01T10:00:00Z'),
    ...overrides,
  };
}

/** Whether `rules` allow the request, with `docs` as the stored documents (the request's own included). */
export async function allowed(
  rules: string,
  overrides: Partial<RulesRequest> & Pick<RulesRequest, 'method' | 'path'>,
  docs: Docs = {},
): Promise<boolean> {
  const own = docs[overrides.path];
  const req = request({
    resource: own ? { data: own, id: overrides.path.split('/').at(-1) ?? '' } : null,
    ...overrides,
  });
  return compileRules(rules).allows(req, { get: (path) => Promise.resolve(docs[path] ?? null) });
}

/** Whether `condition` holds in `allow get: if <condition>;` for a get of `things/t1` holding `data`. */
export function holds(
  condition: string,
  data: RulesMap = {},
  extra: Partial<RulesRequest> = {},
): Promise<boolean> {
  return allowed(
    wrap(`    match /things/{thing} { allow get: if ${condition}; }`),
    { method: 'get', path: 'things/t1', ...extra },
    { 'things/t1': data },
  );
}
