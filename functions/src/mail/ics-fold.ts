// RFC 5545 section 3.1: a content line is at most 75 octets; a longer one is folded (CRLF and a
// space), never inside a multi-byte UTF-8 character. The `ics` library folds by characters, so a
// title in Bengali or with emoji made lines of 190 octets and more: the file is refolded here.

const LIMIT = 75;

/** One unfolded content line, folded at 75 octets (the space of a continuation counts). */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > LIMIT) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** The calendar with every line unfolded, then folded again at 75 octets, CRLF line ends. */
export function foldIcs(ics: string): string {
  const lines = ics.replace(/\r?\n[ \t]/gu, '').split(/\r?\n/u);
  return lines.map((line) => (line === '' ? line : foldLine(line))).join('\r\n');
}
