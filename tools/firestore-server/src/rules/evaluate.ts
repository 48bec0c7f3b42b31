// Evaluates an expression for one request. Errors (a missing field, a wrong type) throw
// EvaluationError, which makes the `allow` false; && and || absorb an error when the other side
// decides, as Firestore does.
import type { Expression, FunctionDeclaration, PathPart } from './ast.js';
import { isListed, listedBinary, listedIs, listedMember } from './listed.js';
import { callMethod } from './methods.js';
import { binary, PLAIN_FUNCTIONS, unary } from './operators.js';
import type { DocumentLookup, RulesRequest } from './request.js';
import {
  EvaluationError,
  isMap,
  isType,
  RulesPath,
  typeOf,
  type RulesMap,
  type RulesValue,
} from './values.js';

/** A name bound to nothing readable: a let that failed, or a document id standing for any id. */
export class Unbound {
  constructor(readonly reason: string) {}
}

export type Binding = RulesValue | Unbound;

export class Scope {
  readonly functions = new Map<string, { declaration: FunctionDeclaration; scope: Scope }>();
  constructor(
    readonly parent: Scope | undefined,
    readonly vars: Map<string, Binding> = new Map(),
  ) {}

  declare(functions: FunctionDeclaration[]): this {
    for (const f of functions) this.functions.set(f.name, { declaration: f, scope: this });
    return this;
  }

  variable(name: string): Binding | undefined {
    return this.vars.has(name) ? this.vars.get(name) : this.parent?.variable(name);
  }

  function(name: string): { declaration: FunctionDeclaration; scope: Scope } | undefined {
    return this.functions.get(name) ?? this.parent?.function(name);
  }
}

/** Firestore's limits: call depth, and documents read by get()/exists() in one request. */
const MAX_DEPTH = 20;
const MAX_DOCUMENT_READS = 20;

export class Evaluation {
  private readonly reads = new Map<string, Promise<RulesMap | null>>();
  private depth = 0;

  constructor(
    readonly request: RulesRequest,
    readonly lookup: DocumentLookup,
  ) {}

  async run(e: Expression, scope: Scope): Promise<RulesValue> {
    switch (e.kind) {
      case 'literal':
        return e.value;
      case 'identifier': {
        const v = scope.variable(e.name);
        if (v === undefined) throw new EvaluationError(`unknown name ${e.name}`);
        if (v instanceof Unbound) throw new EvaluationError(v.reason);
        return v;
      }
      case 'list':
        return (await this.all(e.items, scope)).map(concrete);
      case 'map':
        return this.map(e.entries, scope);
      case 'path':
        return this.path(e.segments, scope);
      case 'member': {
        const target = await this.run(e.target, scope);
        return isListed(target) ? listedMember(target, e.name) : member(target, e.name);
      }
      case 'index': {
        const target = await this.run(e.target, scope);
        const i = await this.run(e.index, scope);
        return isListed(target) && typeof i === 'string'
          ? listedMember(target, i)
          : index(target, concrete(i));
      }
      case 'slice':
        return slice(
          await this.run(e.target, scope),
          await this.run(e.from, scope),
          await this.run(e.to, scope),
        );
      case 'call':
        return this.call(e.callee, e.args, scope);
      case 'method': {
        const target = concrete(await this.run(e.target, scope));
        return callMethod(target, e.name, (await this.all(e.args, scope)).map(concrete));
      }
      case 'unary':
        return unary(e.op, concrete(await this.run(e.operand, scope)));
      case 'is': {
        const operand = await this.run(e.operand, scope);
        return isListed(operand) ? listedIs(operand, e.typeName) : isType(operand, e.typeName);
      }
      case 'conditional':
        return (await this.bool(e.test, scope))
          ? this.run(e.then, scope)
          : this.run(e.otherwise, scope);
      case 'binary': {
        if (e.op === '&&' || e.op === '||') return this.logical(e.op, e.left, e.right, scope);
        const left = await this.run(e.left, scope);
        const right = await this.run(e.right, scope);
        if (isListed(left) || isListed(right)) return listedBinary(e.op, left, right);
        return binary(e.op, left, right);
      }
    }
  }

  async bool(e: Expression, scope: Scope): Promise<boolean> {
    const v = await this.run(e, scope);
    if (typeof v !== 'boolean') throw new EvaluationError(`expected a bool, not ${typeOf(v)}`);
    return v;
  }

  private all(args: Expression[], scope: Scope): Promise<RulesValue[]> {
    return Promise.all(args.map((a) => this.run(a, scope)));
  }

  /** `a || b`: true if either is true, even when the other fails; `&&` alike with false. */
  private async logical(
    op: '&&' | '||',
    left: Expression,
    right: Expression,
    scope: Scope,
  ): Promise<boolean> {
    const decisive = op === '||';
    let failure: unknown;
    try {
      if ((await this.bool(left, scope)) === decisive) return decisive;
    } catch (error) {
      if (!(error instanceof EvaluationError)) throw error;
      failure = error;
    }
    const r = await this.bool(right, scope);
    if (r === decisive || failure === undefined) return r;
    throw failure;
  }

  private async map(
    entries: { key: Expression; value: Expression }[],
    scope: Scope,
  ): Promise<RulesMap> {
    const out: [string, RulesValue][] = [];
    for (const { key, value } of entries) {
      const k = await this.run(key, scope);
      if (typeof k !== 'string')
        throw new EvaluationError(`a map key is a string, not ${typeOf(k)}`);
      out.push([k, concrete(await this.run(value, scope))]);
    }
    // fromEntries makes every key an own field, `__proto__` included.
    return Object.fromEntries(out);
  }

  private async path(parts: PathPart[], scope: Scope): Promise<RulesPath> {
    const segments: string[] = [];
    for (const part of parts) {
      if ('text' in part) {
        segments.push(part.text);
        continue;
      }
      const v = await this.run(part.expression, scope);
      if (v instanceof RulesPath) segments.push(...v.segments);
      else if (typeof v === 'string') segments.push(...v.split('/').filter((s) => s !== ''));
      else if (typeof v === 'bigint') segments.push(String(v));
      else throw new EvaluationError(`cannot put ${typeOf(v)} in a path`);
    }
    return new RulesPath(segments);
  }

  private async call(
    callee: string,
    argExpressions: Expression[],
    scope: Scope,
  ): Promise<RulesValue> {
    const own = scope.function(callee);
    const args = await this.all(argExpressions, scope);
    // Declared functions may take a listed document; what they do with it is decided inside.
    if (own) return this.callDeclared(own.declaration, own.scope, args);
    args.forEach(concrete);
    if (callee === 'get' || callee === 'getAfter')
      return this.document(args[0] ?? null, callee === 'getAfter');
    if (callee === 'exists' || callee === 'existsAfter') {
      return (await this.document(args[0] ?? null, callee === 'existsAfter')) !== null;
    }
    const plain = PLAIN_FUNCTIONS[callee];
    if (!plain) throw new EvaluationError(`unknown function ${callee}()`);
    return plain.call(args);
  }

  private async callDeclared(
    f: FunctionDeclaration,
    outer: Scope,
    args: RulesValue[],
  ): Promise<RulesValue> {
    if (this.depth >= MAX_DEPTH)
      throw new EvaluationError(`functions nested deeper than ${MAX_DEPTH}`);
    const scope = new Scope(outer, new Map(f.params.map((p, i) => [p, args[i] ?? null])));
    this.depth++;
    try {
      for (const { name, value } of f.lets) {
        try {
          scope.vars.set(name, await this.run(value, scope));
        } catch (error) {
          if (!(error instanceof EvaluationError)) throw error;
          scope.vars.set(name, new Unbound(error.message));
        }
      }
      return await this.run(f.body, scope);
    } finally {
      this.depth--;
    }
  }

  /** get()/exists() and their After forms: the document as a resource map, or null if missing. */
  private async document(target: RulesValue, after: boolean): Promise<RulesValue> {
    if (!(target instanceof RulesPath))
      throw new EvaluationError(`get() takes a path, not ${typeOf(target)}`);
    const [databases, database, documents, ...rest] = target.segments;
    if (
      databases !== 'databases' ||
      documents !== 'documents' ||
      rest.length < 2 ||
      rest.length % 2 !== 0
    ) {
      throw new EvaluationError(`${target.toString()} is not a document path`);
    }
    if (database !== this.request.database)
      throw new EvaluationError(`${target.toString()} is another database`);
    const relative = rest.join('/');
    const key = `${after ? 'after' : 'now'}:${relative}`;
    let read = this.reads.get(key);
    if (!read) {
      if (this.reads.size >= MAX_DOCUMENT_READS) {
        throw new EvaluationError(
          `more than ${MAX_DOCUMENT_READS} documents read by get()/exists()`,
        );
      }
      read = after ? this.readAfter(relative) : this.lookup.get(relative);
      this.reads.set(key, read);
    }
    const data = await read;
    if (data === null) return null;
    return { data, id: rest.at(-1) ?? '', __name__: target };
  }

  private readAfter(relative: string): Promise<RulesMap | null> {
    if (this.lookup.getAfter) return this.lookup.getAfter(relative);
    if (relative !== this.request.path) return this.lookup.get(relative);
    if (this.request.method === 'delete') return Promise.resolve(null);
    return Promise.resolve(
      this.request.requestResource?.data ?? this.request.resource?.data ?? null,
    );
  }
}

/** A value that is not a listed document's undecided field, which only the listed operations take. */
function concrete(v: RulesValue): RulesValue {
  if (isListed(v)) throw new EvaluationError(`${typeOf(v)} used where its value is needed`);
  return v;
}

function member(target: RulesValue, name: string): RulesValue {
  if (!isMap(target)) throw new EvaluationError(`cannot read .${name} of ${typeOf(target)}`);
  if (!Object.hasOwn(target, name)) throw new EvaluationError(`no field ${name}`);
  return target[name] ?? null;
}

function position(i: RulesValue, length: number): number {
  if (typeof i !== 'bigint' || i < 0n || i >= BigInt(length))
    throw new EvaluationError('index out of range');
  return Number(i);
}

function index(target: RulesValue, i: RulesValue): RulesValue {
  if (Array.isArray(target)) return target[position(i, target.length)] ?? null;
  if (target instanceof RulesPath)
    return target.segments[position(i, target.segments.length)] ?? null;
  if (isMap(target) && typeof i === 'string') return member(target, i);
  throw new EvaluationError(`cannot index ${typeOf(target)} with ${typeOf(i)}`);
}

function slice(target: RulesValue, from: RulesValue, to: RulesValue): RulesValue {
  if (!Array.isArray(target)) throw new EvaluationError(`cannot slice ${typeOf(target)}`);
  const start = position(from, target.length + 1);
  const end = position(to, target.length + 1);
  return target.slice(start, Math.max(start, end));
}
