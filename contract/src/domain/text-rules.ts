// Text that people type is text: control characters (NUL, a bare CR, escape sequences) in a stored
// field end up in mail headers, .ics lines and CSV cells, where they change what a line or a cell is.
// docs/api.md: every text field refuses C0 controls with a 400 naming the field; a field that
// holds paragraphs (a description, an opinion) keeps its line breaks (LF or CRLF) and tabs.

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/** Whether `value` holds a C0 control (U+0000-U+001F) that `allowed` does not let through. */
function hasControl(value: string, allowed: (code: number, next: number) => boolean): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 && !allowed(code, value.charCodeAt(i + 1))) return true;
  }
  return false;
}

const none = () => false;
/** Tabs, LF, and a CR that starts a CRLF (a bare CR ends a line in mail headers and .ics). */
const lineBreaksAndTabs = (code: number, next: number) =>
  code === TAB || code === LF || (code === CR && next === LF);

/** A zod `refine` for a one-line field: `.refine(...oneLine('Title'))`. */
export function oneLine(label: string): [(value: string) => boolean, string] {
  return [
    (value) => !hasControl(value, none),
    `${label} must be one line of text, without control characters`,
  ];
}

/** A zod `refine` for a field of paragraphs: `.refine(...paragraphs('Description'))`. */
export function paragraphs(label: string): [(value: string) => boolean, string] {
  return [
    (value) => !hasControl(value, lineBreaksAndTabs),
    `${label} must not contain control characters`,
  ];
}
