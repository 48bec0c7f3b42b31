// A camt.053 file's XML, read safely (docs/payments.md, "Bank statements"). The file is an upload, so
// what no bank sends is refused with a sentence before or while fast-xml-parser reads it: a DOCTYPE
// (its entities can grow a small file without end), nesting deeper than any statement, element names
// that are JavaScript's own (`__proto__`, `constructor`: the parser throws on them), text that is not
// XML or stops before its elements close. Each refusal is a 400 naming `xml`; nothing is stored.
import { BANK_STATEMENT_LIMITS } from '@run/contract/domain/bank-columns';
import { refusal, refusalSentence, type Refusal } from '@run/contract/domain/refusals';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

import { HttpError } from '../lib/http-error.js';
import { tooManyRows } from './bank-statement.js';

/** camt.053's deepest path (Document … TxDtls/RltdPties/Dbtr/Pty/PstlAdr/AdrLine) is about 12. */
export const MAX_XML_DEPTH = 40;

export function badXml(refused: Refusal): never {
  const message = refusalSentence(refused.code, refused.params);
  throw new HttpError(400, refused, [{ field: 'xml', message }]);
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  // Character references (`M&#252;ller`) are text a payer's name may hold. Declared entities never
  // get here: a DOCTYPE is refused before parsing.
  htmlEntities: true,
  maxNestedTags: MAX_XML_DEPTH,
  isArray: (name) => ['Stmt', 'Ntry', 'TxDtls', 'Ustrd', 'Strd'].includes(name),
});

/** The parser's refusal (its own message, shortened, for the rest). */
function refusalFor(err: unknown): Refusal {
  const text = err instanceof Error ? err.message : String(err);
  if (/nested tags/iu.test(text)) return refusal('xml_too_deep', { depth: MAX_XML_DEPTH });
  if (/\[SECURITY\]|Invalid tag name/u.test(text)) return refusal('xml_reserved_name');
  return refusal('xml_malformed', { reason: text.slice(0, 160) });
}

/** Entries counted in the text, so a file of a million tiny ones is refused before it is parsed. */
const ENTRY = /<(?:[\w.-]+:)?Ntry[\s/>]/gu;

/** The file's XML as a tree of plain objects (attributes as `@name`, text as `#text`); 400 otherwise. */
export function parseStatementXml(xml: string): unknown {
  const text = xml.replace(/^\uFEFF/u, '');
  if (!text.trimStart().startsWith('<')) badXml(refusal('xml_not_xml'));
  if (/<!(?:DOCTYPE|ENTITY)/iu.test(text)) badXml(refusal('xml_doctype'));
  if ((text.match(ENTRY)?.length ?? 0) > BANK_STATEMENT_LIMITS.rows) tooManyRows('xml');
  let tree: unknown;
  try {
    // Parsed before validating: the parser stops at the depth limit, where the validator would
    // walk a million open elements and name them all in its message.
    tree = parser.parse(text);
  } catch (err) {
    badXml(refusalFor(err));
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    // The validator names every element left open ("Invalid '[…]' found") when the text ends early.
    if (valid.err.msg.startsWith("Invalid '[")) badXml(refusal('xml_cut_short'));
    badXml(
      refusal('xml_malformed_at', {
        line: String(valid.err.line),
        reason: valid.err.msg.slice(0, 160),
      }),
    );
  }
  return tree;
}

type Node = Record<string, unknown>;
export const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null;

/** The node at `path` under `node` (the first of a list at each step), or undefined. */
export function at(node: unknown, ...path: string[]): unknown {
  let here: unknown = node;
  for (const key of path) {
    if (Array.isArray(here)) here = here[0];
    if (!isNode(here) || !Object.hasOwn(here, key)) return undefined;
    here = here[key];
  }
  return Array.isArray(here) ? here[0] : here;
}

export const textOf = (v: unknown): string =>
  typeof v === 'string'
    ? v.trim()
    : isNode(v) && typeof v['#text'] === 'string'
      ? v['#text'].trim()
      : '';

export const listOf = (v: unknown): unknown[] =>
  Array.isArray(v) ? v : v === undefined ? [] : [v];

/** The list of `key` children under `node`. */
export const childrenOf = (node: unknown, key: string): unknown[] =>
  listOf(isNode(node) && Object.hasOwn(node, key) ? node[key] : undefined);
