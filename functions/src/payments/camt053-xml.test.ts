// Hostile and broken camt.053 files: each a 400 (HttpError) with a sentence naming `xml`, quickly,
// never a crash, and nothing polluted.
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { HttpError } from '../lib/http-error.js';
import { readCamt053 } from './camt053.js';
import { MAX_XML_DEPTH, parseStatementXml } from './camt053-xml.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/camt053/${name}.xml`, import.meta.url), 'utf8');

/** The refusal `read` throws: a 400 naming `xml` (or another field), with its sentence. */
function refusal(read: () => unknown): { status: number; message: string } {
  try {
    read();
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return { status: err.status, message: err.message };
  }
  throw new Error('not refused');
}

const statement = (inner: string) =>
  `<?xml version="1.0"?><Document><BkToCstmrStmt><Stmt>${inner}</Stmt></BkToCstmrStmt></Document>`;

describe('hostile or broken camt.053 files', () => {
  it('refuses a DOCTYPE and its entities (billion laughs) before parsing', () => {
    const started = Date.now();
    expect(refusal(() => readCamt053(fixture('billion-laughs'), 'EUR'))).toEqual({
      status: 400,
      message:
        'The XML declares a DOCTYPE or entities, which a bank statement never does; such files are refused.',
    });
    expect(Date.now() - started).toBeLessThan(1000);
    // An external entity (XXE) is a DOCTYPE too.
    const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document>&x;</Document>`;
    expect(refusal(() => readCamt053(xxe, 'EUR')).status).toBe(400);
  });

  it('refuses element names that are JavaScript’s own, polluting nothing', () => {
    expect(refusal(() => readCamt053(fixture('prototype-pollution'), 'EUR'))).toEqual({
      status: 400,
      message:
        'The XML has an element named __proto__, constructor or prototype, which a camt.053 statement never has.',
    });
    for (const name of ['constructor', 'prototype', 'x:__proto__']) {
      const xml = statement(`<${name}><polluted>yes</polluted></${name}>`);
      expect(refusal(() => readCamt053(xml, 'EUR')).status, name).toBe(400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('reads an attribute named like a property as a plain attribute', () => {
    const xml = statement(
      '<Ntry><Amt Ccy="EUR" __proto__="x" constructor="y">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry>',
    );
    expect(readCamt053(xml, 'EUR').rows).toHaveLength(1);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses nesting deeper than a statement’s, even a million open elements, quickly', () => {
    const deep = (n: number) => `<Document>${'<a>'.repeat(n)}${'</a>'.repeat(n)}</Document>`;
    expect(parseStatementXml(deep(MAX_XML_DEPTH - 2))).toBeDefined();
    expect(refusal(() => readCamt053(deep(MAX_XML_DEPTH + 1), 'EUR')).message).toBe(
      `The XML nests elements more than ${MAX_XML_DEPTH} deep, which a camt.053 statement never does.`,
    );
    const started = Date.now();
    expect(refusal(() => readCamt053('<a>'.repeat(1_000_000), 'EUR')).status).toBe(400);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses what is not XML, truncated XML and XML that is not well formed', () => {
    expect(refusal(() => readCamt053('Date;Amount\n2026-05-01;45,00', 'EUR')).message).toBe(
      'The file is not XML: a camt.053 statement starts with <?xml or <Document>.',
    );
    expect(refusal(() => readCamt053('%PDF-1.7 binary', 'EUR')).status).toBe(400);
    expect(refusal(() => readCamt053(fixture('truncated'), 'EUR')).message).toMatch(
      /^The XML is not well formed/u,
    );
    expect(refusal(() => readCamt053(statement('<Ntry></Nt>'), 'EUR')).message).toMatch(
      /^The XML is not well formed \(line 1\)/u,
    );
    expect(
      refusal(() => readCamt053('<Document><BkToCstmrStmt></Document>', 'EUR')).message,
    ).toMatch(/not well formed/u);
  });

  it('refuses more than 20,000 entries before parsing them', () => {
    const many = statement('<Ntry/>'.repeat(20_001));
    expect(refusal(() => readCamt053(many, 'EUR'))).toEqual({
      status: 400,
      message: 'The statement has more than 20,000 rows: split it into smaller files.',
    });
  });

  it('reads a byte order mark, comments and character references as a bank writes them', () => {
    const xml = `\uFEFF<?xml version="1.0" encoding="UTF-8"?><!-- exported 2026-05-04 -->${statement(
      '<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Jos&#233; &lt;J&gt;</Nm></Dbtr></RltdPties></TxDtls></NtryDtls></Ntry>',
    ).replace('<?xml version="1.0"?>', '')}`;
    expect(readCamt053(xml, 'EUR').rows[0]?.payer).toBe('José <J>');
  });
});
