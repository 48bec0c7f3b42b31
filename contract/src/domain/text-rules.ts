// Text that people type is text: control characters (NUL, a bare CR, escape sequences) in a stored
// field end up in mail headers, .ics lines and CSV cells, where they change what a line or a cell is.
// Every text field refuses C0 controls with a 400 naming the field (docs/api.md); a field that holds
// paragraphs (a description, an opinion) keeps its line breaks (LF or CRLF) and tabs. The rules are
// patterns, so the OpenAPI document states them too (JSON Schema `pattern`).

/** One line: no C0 control (U+0000-U+001F) at all. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const ONE_LINE = /^[^\u0000-\u001F]*$/u;
/** Paragraphs: tabs, LF, and CR only as part of a CRLF (a bare CR ends a line in mail and .ics). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const PARAGRAPHS = /^(?:[^\u0000-\u0008\u000B-\u001F]|\r\n)*$/u;

/** A zod `regex` for a one-line field: `.regex(...oneLine('Title'))`. */
export function oneLine(label: string): [RegExp, string] {
  return [ONE_LINE, `${label} must be one line of text, without control characters`];
}

/** A zod `regex` for a field of paragraphs: `.regex(...paragraphs('Description'))`. */
export function paragraphs(label: string): [RegExp, string] {
  return [PARAGRAPHS, `${label} must not contain control characters`];
}

/**
 * The one pattern the OpenAPI document states for a required field whose text follows `rule`: some
 * character that is not white space (what is left once trimmed), and `rule`. zod checks the two
 * apart, each with its sentence; JSON Schema gets their conjunction, which a generator can follow.
 */
export function filledPattern(rule: RegExp): string {
  return rule === PARAGRAPHS
    ? '^(?:[^\\u0000-\\u0008\\u000B-\\u001F]|\\r\\n)*[^\\s\\u0000-\\u001F](?:[^\\u0000-\\u0008\\u000B-\\u001F]|\\r\\n)*$'
    : '^[^\\u0000-\\u001F]*[^\\s\\u0000-\\u001F][^\\u0000-\\u001F]*$';
}
