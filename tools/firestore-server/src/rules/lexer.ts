// Splits a rules file into tokens on demand: a path literal (`/databases/$(db)/documents/x`) and a
// match pattern are read as raw text by the parser, since `/` also divides.
import type { Position } from './ast.js';

export interface Token extends Position {
  type: 'ident' | 'int' | 'float' | 'string' | 'punct' | 'eof';
  text: string;
  /** The decoded value of a string literal. */
  value?: string;
  offset: number;
}

/** Why a rules file is refused: invalid, or using what this server does not evaluate. */
export class RulesError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${message} (line ${line}, column ${column})`);
    this.name = 'RulesError';
  }
}

const PUNCT = ['==', '!=', '<=', '>=', '&&', '||', '$(', ...'(){}[];:,.?!<>=+-*/%'];
const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  "'": "'",
  '"': '"',
};

export class Lexer {
  private offset = 0;
  private readonly lineStarts: number[] = [0];
  private cached: Token | undefined;

  constructor(readonly source: string) {
    for (let i = 0; i < source.length; i++) if (source[i] === '\n') this.lineStarts.push(i + 1);
  }

  positionAt(offset: number): Position {
    let line = this.lineStarts.length - 1;
    while (line > 0 && (this.lineStarts[line] ?? 0) > offset) line--;
    return { line: line + 1, column: offset - (this.lineStarts[line] ?? 0) + 1 };
  }

  fail(message: string, at: Position | number = this.peek()): never {
    const p = typeof at === 'number' ? this.positionAt(at) : at;
    throw new RulesError(message, p.line, p.column);
  }

  peek(): Token {
    this.cached ??= this.read();
    return this.cached;
  }

  next(): Token {
    const token = this.peek();
    this.cached = undefined;
    return token;
  }

  /** Consumes the next token if it is this punctuation or keyword. */
  accept(text: string): boolean {
    const t = this.peek();
    if ((t.type === 'punct' || t.type === 'ident') && t.text === text) {
      this.next();
      return true;
    }
    return false;
  }

  expect(text: string): Token {
    const t = this.peek();
    if ((t.type === 'punct' || t.type === 'ident') && t.text === text) return this.next();
    return this.fail(`expected '${text}' but found '${t.text || 'end of file'}'`, t);
  }

  expectIdentifier(): Token {
    const t = this.peek();
    if (t.type !== 'ident') this.fail(`expected a name but found '${t.text || 'end of file'}'`, t);
    return this.next();
  }

  /** Moves back to `offset` (the start of a peeked token) to read it as raw text. */
  rewind(offset: number): void {
    this.cached = undefined;
    this.offset = offset;
  }

  /** The next raw character, without skipping spaces (path and pattern reading). */
  char(): string {
    return this.source[this.offset] ?? '';
  }

  /** Raw characters from here while `ok` holds them. */
  readWhile(ok: (c: string) => boolean): string {
    const start = this.offset;
    while (this.offset < this.source.length && ok(this.char())) this.offset++;
    return this.source.slice(start, this.offset);
  }

  /** The next `count` raw characters, stepped over. */
  take(count = 1): string {
    this.offset += count;
    return this.source.slice(this.offset - count, this.offset);
  }

  get position(): number {
    return this.offset;
  }

  private skipSpaceAndComments(): void {
    for (;;) {
      this.readWhile((c) => /\s/.test(c));
      if (this.source.startsWith('//', this.offset)) {
        this.readWhile((c) => c !== '\n');
      } else if (this.source.startsWith('/*', this.offset)) {
        const end = this.source.indexOf('*/', this.offset + 2);
        if (end < 0) this.fail('unterminated comment', this.offset);
        this.offset = end + 2;
      } else {
        return;
      }
    }
  }

  private read(): Token {
    this.skipSpaceAndComments();
    const offset = this.offset;
    const at = { ...this.positionAt(offset), offset };
    const c = this.char();
    if (c === '') return { ...at, type: 'eof', text: '' };
    if (/[A-Za-z_]/.test(c)) {
      const text = this.readWhile((x) => /\w/.test(x));
      const quote = this.char();
      if ((quote === "'" || quote === '"') && (text === 'r' || text === 'b')) {
        if (text === 'b') this.fail('bytes literals are not supported', at);
        return { ...at, type: 'string', text, value: this.readString(true) };
      }
      return { ...at, type: 'ident', text };
    }
    if (/\d/.test(c) || (c === '.' && /\d/.test(this.source[offset + 1] ?? ''))) {
      const text = this.readWhile((x) => /[\d.eE]/.test(x));
      if (!/^(\d+|\d*\.\d+([eE]\d+)?|\d+\.\d*)$/.test(text)) this.fail(`bad number '${text}'`, at);
      return { ...at, type: /^\d+$/.test(text) ? 'int' : 'float', text };
    }
    if (c === "'" || c === '"')
      return { ...at, type: 'string', text: c, value: this.readString(false) };
    const punct = PUNCT.find((p) => this.source.startsWith(p, offset));
    if (!punct) this.fail(`unexpected character '${c}'`, at);
    this.offset += punct.length;
    return { ...at, type: 'punct', text: punct };
  }

  private readString(raw: boolean): string {
    const start = this.offset;
    const quote = this.char();
    this.offset++;
    let out = '';
    for (;;) {
      const c = this.char();
      if (c === '' || c === '\n') this.fail('unterminated string', start);
      this.offset++;
      if (c === quote) return out;
      if (c !== '\\' || raw) {
        out += c;
        continue;
      }
      const e = this.char();
      this.offset++;
      if (e === 'u') {
        const hex = this.source.slice(this.offset, this.offset + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('bad \\u escape', this.offset);
        out += String.fromCharCode(parseInt(hex, 16));
        this.offset += 4;
      } else if (ESCAPES[e] !== undefined) {
        out += ESCAPES[e];
      } else {
        this.fail(`unsupported escape '\\${e}'`, this.offset - 2);
      }
    }
  }
}
