// Refuses, before any request, a rules file naming what the evaluator does not know: an unknown
// variable, function, method or type, or a call with the wrong number of arguments. A rule the
// server cannot evaluate must never be loaded (it could only deny or, worse, allow by accident).
import type { Expression, FunctionDeclaration, MatchBlock, Position, RulesFile } from './ast.js';
import { RulesError } from './lexer.js';
import { METHOD_ARITY, regexOf } from './methods.js';
import { PLAIN_FUNCTIONS } from './operators.js';
import { NAMESPACES } from './parse-expression.js';
import { TYPE_NAMES } from './values.js';

const DOCUMENT_FUNCTIONS = new Set(['get', 'exists', 'getAfter', 'existsAfter']);

interface Names {
  vars: Set<string>;
  functions: Map<string, number>;
  parent: Names | undefined;
}

function refuse(message: string, at: Position): never {
  throw new RulesError(message, at.line, at.column);
}

function hasVar(names: Names | undefined, name: string): boolean {
  return !!names && (names.vars.has(name) || hasVar(names.parent, name));
}

function arityOf(names: Names | undefined, name: string): number | undefined {
  return names && (names.functions.get(name) ?? arityOf(names.parent, name));
}

function scopeWith(parent: Names, vars: string[], functions: FunctionDeclaration[]): Names {
  const declared = new Map<string, number>();
  for (const f of functions) {
    if (declared.has(f.name)) refuse(`function ${f.name}() is declared twice`, f);
    declared.set(f.name, f.params.length);
  }
  return { vars: new Set(vars), functions: declared, parent };
}

export function checkRulesFile(file: RulesFile): void {
  const root = scopeWith(
    { vars: new Set(), functions: new Map(), parent: undefined },
    ['request', 'resource'],
    file.functions,
  );
  for (const f of file.functions) checkFunction(f, root);
  for (const block of file.matches) checkBlock(block, root);
}

function checkBlock(block: MatchBlock, outer: Names): void {
  const vars = block.pattern.flatMap((s) => (s.kind === 'literal' ? [] : [s.name]));
  const names = scopeWith(outer, vars, block.functions);
  for (const f of block.functions) checkFunction(f, names);
  for (const allow of block.allows) if (allow.condition) checkExpression(allow.condition, names);
  for (const inner of block.matches) checkBlock(inner, names);
}

function checkFunction(f: FunctionDeclaration, outer: Names): void {
  const names: Names = { vars: new Set(f.params), functions: new Map(), parent: outer };
  for (const { name, value } of f.lets) {
    checkExpression(value, names);
    names.vars.add(name);
  }
  checkExpression(f.body, names);
}

function checkCall(callee: string, args: Expression[], at: Position, names: Names): void {
  const expected =
    arityOf(names, callee) ?? (DOCUMENT_FUNCTIONS.has(callee) ? 1 : PLAIN_FUNCTIONS[callee]?.arity);
  if (expected === undefined) refuse(`unknown or unsupported function ${callee}()`, at);
  if (args.length !== expected)
    refuse(`${callee}() takes ${expected} argument(s), not ${args.length}`, at);
}

/** A literal pattern given to matches()/split()/replace() must be one the evaluator can run. */
function checkPattern(method: string, arg: Expression | undefined): void {
  if (!['matches', 'split', 'replace'].includes(method) || arg?.kind !== 'literal') return;
  if (typeof arg.value === 'string' && !regexOf(arg.value, method === 'matches')) {
    refuse(`unsupported regular expression '${arg.value}'`, arg);
  }
}

function checkExpression(e: Expression, names: Names): void {
  const check = (x: Expression) => checkExpression(x, names);
  switch (e.kind) {
    case 'literal':
      return;
    case 'identifier':
      if (NAMESPACES.has(e.name)) refuse(`'${e.name}' is only used to call its functions`, e);
      if (!hasVar(names, e.name)) refuse(`unknown name '${e.name}'`, e);
      return;
    case 'list':
      return e.items.forEach(check);
    case 'map':
      return e.entries.forEach(({ key, value }) => (check(key), check(value)));
    case 'path':
      return e.segments.forEach((part) =>
        'expression' in part ? check(part.expression) : undefined,
      );
    case 'member':
      return check(e.target);
    case 'index':
      return (check(e.target), check(e.index));
    case 'slice':
      return (check(e.target), check(e.from), check(e.to));
    case 'call':
      checkCall(e.callee, e.args, e, names);
      return e.args.forEach(check);
    case 'method': {
      const expected = METHOD_ARITY[e.name];
      if (expected === undefined) refuse(`unknown or unsupported method ${e.name}()`, e);
      if (e.args.length !== expected)
        refuse(`${e.name}() takes ${expected} argument(s), not ${e.args.length}`, e);
      checkPattern(e.name, e.args[0]);
      check(e.target);
      return e.args.forEach(check);
    }
    case 'unary':
      return check(e.operand);
    case 'is':
      if (!TYPE_NAMES.has(e.typeName)) refuse(`unknown type '${e.typeName}'`, e);
      return check(e.operand);
    case 'conditional':
      return (check(e.test), check(e.then), check(e.otherwise));
    case 'binary':
      return (check(e.left), check(e.right));
  }
}
