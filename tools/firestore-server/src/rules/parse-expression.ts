// Expressions of the rules language, by precedence: ?:, ||, &&, relations (== != < <= > >= in is),
// + -, * / %, unary ! -, then member access, indexing and calls.
import type { BinaryOperator, Expression, PathPart, Position } from './ast.js';
import type { Lexer, Token } from './lexer.js';

/** Names whose members are functions (`math.abs(x)`, `duration.value(1, 'h')`). */
export const NAMESPACES = new Set(['math', 'duration', 'timestamp', 'latlng', 'hashing']);

const RELATIONS = new Set(['==', '!=', '<', '<=', '>', '>=', 'in']);

export function parseExpression(lx: Lexer): Expression {
  const test = parseBinary(lx, 0);
  if (!lx.accept('?')) return test;
  const then = parseExpression(lx);
  lx.expect(':');
  const otherwise = parseExpression(lx);
  return { kind: 'conditional', test, then, otherwise, line: test.line, column: test.column };
}

// Levels from loosest to tightest; relations are handled apart for `is`.
const LEVELS: readonly (readonly string[])[] = [
  ['||'],
  ['&&'],
  ['relation'],
  ['+', '-'],
  ['*', '/', '%'],
];

function operatorAt(lx: Lexer, level: number): string | undefined {
  const t = lx.peek();
  if (t.type !== 'punct' && t.type !== 'ident') return undefined;
  const ops = LEVELS[level] ?? [];
  if (ops[0] === 'relation') return RELATIONS.has(t.text) || t.text === 'is' ? t.text : undefined;
  return t.type === 'punct' && ops.includes(t.text) ? t.text : undefined;
}

function parseBinary(lx: Lexer, level: number): Expression {
  if (level >= LEVELS.length) return parseUnary(lx);
  let left = parseBinary(lx, level + 1);
  for (let op = operatorAt(lx, level); op; op = operatorAt(lx, level)) {
    lx.next();
    const at = { line: left.line, column: left.column };
    if (op === 'is') {
      left = { kind: 'is', operand: left, typeName: lx.expectIdentifier().text, ...at };
    } else {
      const right = parseBinary(lx, level + 1);
      left = { kind: 'binary', op: op as BinaryOperator, left, right, ...at };
    }
  }
  return left;
}

function parseUnary(lx: Lexer): Expression {
  const t = lx.peek();
  if (t.type === 'punct' && (t.text === '!' || t.text === '-')) {
    lx.next();
    const operand = parseUnary(lx);
    if (t.text === '-' && operand.kind === 'literal' && typeof operand.value === 'bigint') {
      return { ...operand, value: -operand.value, line: t.line, column: t.column };
    }
    return { kind: 'unary', op: t.text, operand, line: t.line, column: t.column };
  }
  return parsePostfix(lx, parsePrimary(lx));
}

function parseArguments(lx: Lexer): Expression[] {
  const args: Expression[] = [];
  if (lx.accept(')')) return args;
  do args.push(parseExpression(lx));
  while (lx.accept(','));
  lx.expect(')');
  return args;
}

function parsePostfix(lx: Lexer, start: Expression): Expression {
  let e = start;
  for (;;) {
    const at: Position = { line: lx.peek().line, column: lx.peek().column };
    if (lx.accept('.')) {
      const name = lx.expectIdentifier().text;
      if (!lx.accept('(')) {
        e = { kind: 'member', target: e, name, ...at };
      } else if (e.kind === 'identifier' && NAMESPACES.has(e.name)) {
        e = { kind: 'call', callee: `${e.name}.${name}`, args: parseArguments(lx), ...at };
      } else {
        e = { kind: 'method', target: e, name, args: parseArguments(lx), ...at };
      }
    } else if (lx.accept('[')) {
      const index = parseExpression(lx);
      if (lx.accept(':')) {
        e = { kind: 'slice', target: e, from: index, to: parseExpression(lx), ...at };
      } else {
        e = { kind: 'index', target: e, index, ...at };
      }
      lx.expect(']');
    } else {
      return e;
    }
  }
}

function parsePrimary(lx: Lexer): Expression {
  const t = lx.next();
  const at: Position = { line: t.line, column: t.column };
  switch (t.type) {
    case 'int':
      // 2^63 itself is let through for -9223372036854775808, the smallest int.
      if (BigInt(t.text) > 2n ** 63n) lx.fail(`${t.text} is beyond a 64-bit int`, t);
      return { kind: 'literal', value: BigInt(t.text), ...at };
    case 'float':
      return { kind: 'literal', value: Number(t.text), ...at };
    case 'string':
      return { kind: 'literal', value: t.value ?? '', ...at };
    case 'ident':
      return parseName(lx, t, at);
    case 'punct':
      return parseBracketed(lx, t, at);
    case 'eof':
      return lx.fail('unexpected end of file', t);
  }
}

function parseName(lx: Lexer, t: Token, at: Position): Expression {
  if (t.text === 'true' || t.text === 'false')
    return { kind: 'literal', value: t.text === 'true', ...at };
  if (t.text === 'null') return { kind: 'literal', value: null, ...at };
  if (lx.accept('(')) return { kind: 'call', callee: t.text, args: parseArguments(lx), ...at };
  return { kind: 'identifier', name: t.text, ...at };
}

function parseBracketed(lx: Lexer, t: Token, at: Position): Expression {
  if (t.text === '(') {
    const e = parseExpression(lx);
    lx.expect(')');
    return e;
  }
  if (t.text === '[') {
    const items: Expression[] = [];
    if (!lx.accept(']')) {
      do items.push(parseExpression(lx));
      while (lx.accept(','));
      lx.expect(']');
    }
    return { kind: 'list', items, ...at };
  }
  if (t.text === '{') {
    const entries: { key: Expression; value: Expression }[] = [];
    if (!lx.accept('}')) {
      do {
        const key = parseExpression(lx);
        lx.expect(':');
        entries.push({ key, value: parseExpression(lx) });
      } while (lx.accept(','));
      lx.expect('}');
    }
    return { kind: 'map', entries, ...at };
  }
  if (t.text === '/') {
    lx.rewind(t.offset);
    return { kind: 'path', segments: parsePathLiteral(lx), ...at };
  }
  return lx.fail(`unexpected '${t.text}'`, t);
}

const PATH_CHAR = /[\w\-.~%@+]/;

/** `/databases/$(database)/documents/users/$(uid)`: each segment is text or one `$(expr)`. */
function parsePathLiteral(lx: Lexer): PathPart[] {
  const parts: PathPart[] = [];
  while (lx.char() === '/') {
    lx.take();
    const start = lx.position;
    if (lx.source.startsWith('$(', start)) {
      lx.next(); // the `$(` token
      parts.push({ expression: parseExpression(lx) });
      lx.expect(')');
    } else {
      // `(default)` is a segment; any other `)` closes what holds the path (`get(/a/b)`).
      const text = lx.source.startsWith('(default)', start)
        ? lx.take('(default)'.length)
        : lx.readWhile((c) => PATH_CHAR.test(c));
      if (text === '') lx.fail('empty path segment', start);
      parts.push({ text });
    }
    if (lx.char() === '$' || PATH_CHAR.test(lx.char())) {
      lx.fail('a path segment mixing text and $(...) is not supported', lx.position);
    }
  }
  return parts;
}
