// THROWAWAY stand-in for src/rules/rules.ts until the rules module lands: "if false" anywhere denies all.
export class RulesError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}
export type RulesValue = unknown;
export interface RulesRequest {
  method: 'get' | 'list' | 'create' | 'update' | 'delete';
  path: string;
  database: string;
  auth: { uid: string; token: Record<string, unknown> } | null;
  resource: { data: Record<string, unknown>; id: string } | null;
  requestResource?: { data: Record<string, unknown>; id: string };
  query?: { limit?: number };
  time: Date;
}
export interface DocumentLookup {
  get(path: string): Promise<Record<string, unknown> | null>;
}
export interface Ruleset {
  allows(request: RulesRequest, lookup: DocumentLookup): Promise<boolean>;
}
export function compileRules(source: string): Ruleset {
  const line = source.split('\n').findIndex((l) => l.includes('unsupported'));
  if (line >= 0) throw new RulesError(`Unsupported construct at line ${line + 1}`, line + 1, 1);
  const deny = source.includes('if false');
  return { allows: () => Promise.resolve(!deny) };
}
