// Which `allow` statements apply to a document path: nested `match` patterns, `{id}` and `{rest=**}`.
import type { AllowStatement, MatchBlock, PatternSegment, RulesFile } from './ast.js';
import { Scope, Unbound, type Binding } from './evaluate.js';
import { RulesPath } from './values.js';

export interface ApplicableAllow {
  allow: AllowStatement;
  scope: Scope;
}

/** Stands for the unknown parents of a collection group query's documents. */
export const ANY_PARENTS = Symbol('any parents');

/**
 * A path segment; null for "any document id" (a `list` on a collection path); ANY_PARENTS for zero
 * or more segments, which only a `{rest=**}` consumes.
 */
export type Segment = string | null | typeof ANY_PARENTS;

const ANY_ID = new Unbound('the document id of a collection query is not known');
const UNKNOWN_PATH = new Unbound('the path of a collection group query is not known');

interface PrefixMatch {
  end: number;
  bindings: Map<string, Binding>;
}

/** Every way `pattern` matches a prefix of `segments` from `start`. */
function matchPrefix(
  pattern: PatternSegment[],
  segments: Segment[],
  start: number,
  version: 1 | 2,
): PrefixMatch[] {
  const found: PrefixMatch[] = [];
  const go = (p: number, s: number, bindings: Map<string, Binding>): void => {
    const part = pattern[p];
    if (!part) {
      found.push({ end: s, bindings });
      return;
    }
    if (part.kind === 'rest') {
      // rules_version 2: {rest=**} matches zero or more segments; version 1: one or more.
      for (let end = s + (version === 2 ? 0 : 1); end <= segments.length; end++) {
        const taken = segments.slice(s, end);
        const known = taken.filter((x) => typeof x === 'string');
        const value = known.length === taken.length ? new RulesPath(known) : UNKNOWN_PATH;
        go(p + 1, end, new Map(bindings).set(part.name, value));
      }
      return;
    }
    if (s >= segments.length) return;
    const segment = segments[s] ?? null;
    if (segment === ANY_PARENTS) return;
    if (part.kind === 'literal') {
      if (segment === part.text) go(p + 1, s + 1, bindings);
    } else {
      go(p + 1, s + 1, new Map(bindings).set(part.name, segment ?? ANY_ID));
    }
  };
  go(0, start, new Map());
  return found;
}

function collect(
  blocks: MatchBlock[],
  segments: Segment[],
  start: number,
  scope: Scope,
  version: 1 | 2,
  out: ApplicableAllow[],
): void {
  for (const block of blocks) {
    for (const { end, bindings } of matchPrefix(block.pattern, segments, start, version)) {
      const inner = new Scope(scope, bindings).declare(block.functions);
      if (end === segments.length)
        for (const allow of block.allows) out.push({ allow, scope: inner });
      collect(block.matches, segments, end, inner, version, out);
    }
  }
}

/** The allows whose match covers the whole path, each with the scope its condition reads. */
export function applicableAllows(
  file: RulesFile,
  root: Scope,
  segments: Segment[],
): ApplicableAllow[] {
  const out: ApplicableAllow[] = [];
  collect(file.matches, segments, 0, root, file.version, out);
  return out;
}
