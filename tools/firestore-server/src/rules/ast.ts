// The parsed form of a rules file: blocks of `match`, `allow` and `function`, and expressions.
import type { RulesValue } from './values.js';

export interface Position {
  line: number;
  column: number;
}

export type Expression = Position &
  (
    | { kind: 'literal'; value: RulesValue }
    | { kind: 'identifier'; name: string }
    | { kind: 'list'; items: Expression[] }
    | { kind: 'map'; entries: { key: Expression; value: Expression }[] }
    | { kind: 'path'; segments: PathPart[] }
    | { kind: 'member'; target: Expression; name: string }
    | { kind: 'index'; target: Expression; index: Expression }
    | { kind: 'slice'; target: Expression; from: Expression; to: Expression }
    | { kind: 'call'; callee: string; args: Expression[] }
    | { kind: 'method'; target: Expression; name: string; args: Expression[] }
    | { kind: 'unary'; op: '!' | '-'; operand: Expression }
    | { kind: 'binary'; op: BinaryOperator; left: Expression; right: Expression }
    | { kind: 'is'; operand: Expression; typeName: string }
    | { kind: 'conditional'; test: Expression; then: Expression; otherwise: Expression }
  );

export type BinaryOperator =
  '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

/** A segment of a path literal: plain text, or `$(expr)` spliced in. */
export type PathPart = { text: string } | { expression: Expression };

export interface FunctionDeclaration extends Position {
  name: string;
  params: string[];
  lets: { name: string; value: Expression }[];
  body: Expression;
}

/** One segment of a `match` pattern: a literal id, `{name}`, or `{name=**}`. */
export type PatternSegment =
  | { kind: 'literal'; text: string }
  | { kind: 'single'; name: string }
  | { kind: 'rest'; name: string };

export type RuleMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface AllowStatement extends Position {
  methods: RuleMethod[];
  /** Absent for `allow read;`, which grants unconditionally. */
  condition: Expression | undefined;
}

export interface MatchBlock extends Position {
  pattern: PatternSegment[];
  functions: FunctionDeclaration[];
  allows: AllowStatement[];
  matches: MatchBlock[];
}

export interface RulesFile {
  version: 1 | 2;
  /** The `match /databases/{database}/documents` blocks of `service cloud.firestore`. */
  functions: FunctionDeclaration[];
  matches: MatchBlock[];
}
