// The statements of a rules file: rules_version, `service cloud.firestore`, nested `match` blocks
// with `allow` and `function` declarations.
import type {
  AllowStatement,
  FunctionDeclaration,
  MatchBlock,
  PatternSegment,
  RuleMethod,
  RulesFile,
} from './ast.js';
import { Lexer } from './lexer.js';
import { parseExpression } from './parse-expression.js';

const METHODS: Record<string, RuleMethod[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

export function parseRulesFile(source: string): RulesFile {
  const lx = new Lexer(source);
  let version: 1 | 2 = 1;
  if (lx.accept('rules_version')) {
    lx.expect('=');
    const v = lx.next();
    if (v.type !== 'string' || (v.value !== '1' && v.value !== '2')) {
      lx.fail(`rules_version must be '1' or '2'`, v);
    }
    version = v.value === '2' ? 2 : 1;
    lx.accept(';');
  }
  const service = lx.expect('service');
  const name = `${lx.expectIdentifier().text}${lx.accept('.') ? '.' + lx.expectIdentifier().text : ''}`;
  if (name !== 'cloud.firestore')
    lx.fail(`only 'service cloud.firestore' is served here, not '${name}'`, service);
  lx.expect('{');
  const file: RulesFile = { version, functions: [], matches: [] };
  while (!lx.accept('}')) {
    if (lx.peek().text === 'function') file.functions.push(parseFunction(lx));
    else if (lx.peek().text === 'match') file.matches.push(parseMatch(lx, version));
    else lx.fail(`expected 'match' or 'function' but found '${lx.peek().text || 'end of file'}'`);
  }
  const rest = lx.peek();
  if (rest.type !== 'eof') lx.fail(`unexpected '${rest.text}' after the service block`, rest);
  return file;
}

function parseMatch(lx: Lexer, version: 1 | 2): MatchBlock {
  const start = lx.expect('match');
  const block: MatchBlock = {
    line: start.line,
    column: start.column,
    pattern: parsePattern(lx, version),
    functions: [],
    allows: [],
    matches: [],
  };
  lx.expect('{');
  while (!lx.accept('}')) {
    const t = lx.peek();
    if (t.text === 'function') block.functions.push(parseFunction(lx));
    else if (t.text === 'match') block.matches.push(parseMatch(lx, version));
    else if (t.text === 'allow') block.allows.push(parseAllow(lx));
    else
      lx.fail(`expected 'match', 'allow' or 'function' but found '${t.text || 'end of file'}'`, t);
  }
  return block;
}

/** `/marathons/{id}/live/{doc=**}`, read as raw text up to the block's `{`. */
function parsePattern(lx: Lexer, version: 1 | 2): PatternSegment[] {
  const first = lx.peek();
  if (first.text !== '/') lx.fail(`a match path starts with '/'`, first);
  lx.rewind(first.offset);
  const segments: PatternSegment[] = [];
  while (lx.char() === '/') {
    lx.take();
    const at = lx.position;
    if (lx.char() === '{') {
      lx.take();
      const name = lx.readWhile((c) => /\w/.test(c));
      const rest = lx.char() === '=' && lx.source.startsWith('=**}', lx.position);
      if (rest) lx.readWhile((c) => c !== '}');
      if (name === '' || lx.char() !== '}') lx.fail('expected {name} or {name=**}', at);
      lx.take();
      segments.push(rest ? { kind: 'rest', name } : { kind: 'single', name });
    } else {
      const text = lx.readWhile((c) => !/[\s/{}]/.test(c));
      if (text === '') lx.fail('empty segment in a match path', at);
      segments.push({ kind: 'literal', text });
    }
  }
  const rests = segments.filter((s) => s.kind === 'rest').length;
  if (rests > 1) lx.fail('a match path may hold one {name=**}', first);
  if (version === 1 && rests === 1 && segments.at(-1)?.kind !== 'rest') {
    lx.fail(`with rules_version '1', {name=**} must end the match path`, first);
  }
  return segments;
}

function parseAllow(lx: Lexer): AllowStatement {
  const start = lx.expect('allow');
  const methods = new Set<RuleMethod>();
  do {
    const t = lx.expectIdentifier();
    const expanded = METHODS[t.text];
    if (!expanded)
      lx.fail(`unknown method '${t.text}' (read, write, get, list, create, update, delete)`, t);
    for (const m of expanded) methods.add(m);
  } while (lx.accept(','));
  let condition;
  if (lx.accept(':')) {
    lx.expect('if');
    condition = parseExpression(lx);
  }
  // Firestore needs no `;` after an allow (Google's own samples leave it out before the next one or `}`).
  lx.accept(';');
  return { line: start.line, column: start.column, methods: [...methods], condition };
}

function parseFunction(lx: Lexer): FunctionDeclaration {
  const start = lx.expect('function');
  const name = lx.expectIdentifier().text;
  lx.expect('(');
  const params: string[] = [];
  if (!lx.accept(')')) {
    do params.push(lx.expectIdentifier().text);
    while (lx.accept(','));
    lx.expect(')');
  }
  lx.expect('{');
  const lets: FunctionDeclaration['lets'] = [];
  while (lx.accept('let')) {
    const letName = lx.expectIdentifier().text;
    lx.expect('=');
    lets.push({ name: letName, value: parseExpression(lx) });
    lx.expect(';');
  }
  lx.expect('return');
  const body = parseExpression(lx);
  lx.accept(';');
  lx.expect('}');
  return { line: start.line, column: start.column, name, params, lets, body };
}
