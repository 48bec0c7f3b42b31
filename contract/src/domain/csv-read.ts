// Reading a CSV file (a timing company's results, a bank's statement): the separator (comma,
// semicolon or tab) is the one the header line uses most; cells may be quoted (RFC 4180), with
// separators and line breaks inside them; a byte-order mark and blank lines are skipped.

/** Why a CSV file (results or a bank statement) cannot be read at all, by code. */
export const CSV_REFUSALS = {
  csv_empty: 'The CSV is empty.',
  csv_column_missing: 'The CSV has no column "{column}".',
} as const;

export interface CsvRecord {
  /** The line the record starts on, from 1 (the header is line 1). */
  line: number;
  cells: string[];
}

function separatorOf(firstLine: string): string {
  const outsideQuotes = firstLine.replace(/"[^"]*"/gu, '');
  const count = (c: string) => outsideQuotes.split(c).length - 1;
  return [';', '\t'].reduce((best, c) => (count(c) > count(best) ? c : best), ',');
}

/** The records of `text` (a byte-order mark and blank lines skipped); at most `limit` of them. */
export function parseCsv(text: string, limit = Number.POSITIVE_INFINITY): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const separator = separatorOf(source.slice(0, source.search(/\r?\n|$/u)));
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]?.trim() !== '') records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length && records.length < limit; i += 1) {
    const c = source[i] as string;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line += 1;
        cell += c;
      }
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else cell += c;
  }
  if (records.length < limit && (cell !== '' || cells.length > 0)) endRecord();
  return records;
}
