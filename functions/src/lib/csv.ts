// RFC 4180 CSV for the downloads (participants, waitlist), safe to open in a spreadsheet: every cell is quoted (so
// no separator or line break inside one can start another), and a cell that a spreadsheet could read
// as a formula is prefixed with ' (docs/api.md).
/**
 * Starts with = + - @, tab or CR, or has one after a `;` or `,` (spreadsheets that split cells on
 * either would start a new cell there); spaces before it do not hide it.
 */
const formulaLike = /(?:^|[;,])\s*[=+\-@\t\r]/u;

export function csvCell(value: string): string {
  const safe = formulaLike.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** `participants-<title-slug>.csv` (or `waitlist-...`), ASCII only so every browser keeps it. */
export function csvFilename(title: string, prefix = 'participants'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 60);
  return `${prefix}-${slug || 'marathon'}.csv`;
}

/** A list as CSV lines, page by page, without holding 100,000 rows in memory. */
export async function* csvLines<T>(
  header: readonly string[],
  pages: AsyncIterable<T[]>,
  row: (item: T) => string,
): AsyncGenerator<string> {
  yield csvRow(header);
  for await (const page of pages) yield page.map(row).join('');
}
