// Reading a timing company's CSV (docs/results.md): the separator (comma, semicolon or tab) is the
// one the header line uses most; cells may be quoted (RFC 4180); the header's names say which column
// holds the bib, the chip (net) time, the gun (clock) time, the timer's place and the status, unless
// the organiser names the columns. Each data line becomes a row or a sentence saying what is wrong.
import { CSV_REFUSALS, parseCsv } from './csv-read.js';
import { fillPlaceholders, type RefusalParams } from './refusal-text.js';
import { BIB_MAX } from './schemas.js';
import { findColumns, type HeaderCells } from './csv-columns.js';
import { foldName } from './results-names.js';
import type { ResultStatus } from './results-places.js';
import { parseRaceTime, type Tenths } from './results-times.js';

export const RESULTS_CSV_LIMITS = { bytes: 5 * 1024 * 1024, rows: 50_000 } as const;

export const RESULT_COLUMNS = ['bib', 'chip', 'gun', 'place', 'status'] as const;
export type ResultColumn = (typeof RESULT_COLUMNS)[number];
/** Which header cell holds each column (by its text as written in the file). */
export type ColumnNames = HeaderCells<ResultColumn>;

/** What each column is called in a sentence. */
export const COLUMN_LABELS: Record<ResultColumn, string> = {
  bib: 'Bib',
  chip: 'Chip time',
  gun: 'Gun time',
  place: 'Place',
  status: 'Status',
};

/** Header names each column is recognised by, folded (lower case, no accents or punctuation). */
const HEADER_NAMES: Record<ResultColumn, readonly string[]> = {
  bib: [
    'bib',
    'bib no',
    'bib nr',
    'bib number',
    'bibnumber',
    'number',
    'no',
    'nr',
    'num',
    'race number',
    'start number',
  ],
  chip: ['chip', 'chip time', 'chiptime', 'net', 'net time', 'nettime', 'time'],
  gun: [
    'gun',
    'gun time',
    'guntime',
    'clock',
    'clock time',
    'gross',
    'gross time',
    'official time',
  ],
  place: ['place', 'overall', 'overall place', 'pos', 'position', 'rank', 'pl'],
  status: ['status', 'state', 'result status'],
};

/** The columns a header names, by the recognised names. */
export function recogniseColumns(header: readonly string[]): ColumnNames {
  return findColumns(RESULT_COLUMNS, HEADER_NAMES, header);
}

/** Why a results file cannot be read at all, beside CSV_REFUSALS, by code. */
export const RESULTS_CSV_REFUSALS = {
  no_bib_column: 'No column of the CSV is recognised as the bib: name it in columns.bib.',
  no_time_column: 'No column of the CSV is recognised as a chip or gun time: name one in columns.',
  results_too_many_rows: 'The CSV has more than 50,000 rows.',
} as const;

type ProblemCode = keyof typeof CSV_REFUSALS | keyof typeof RESULTS_CSV_REFUSALS;
const PROBLEMS = { ...CSV_REFUSALS, ...RESULTS_CSV_REFUSALS };

export interface ColumnProblem {
  /** `columns.chip`, or `csv` when the file itself is the trouble. */
  field: string;
  message: string;
  /** The refusal's code and its variable parts, which `message` words. */
  code: ProblemCode;
  params?: RefusalParams;
}

const problem = (field: string, code: ProblemCode, params?: RefusalParams): ColumnProblem => ({
  field,
  message: fillPlaceholders(PROBLEMS[code], params),
  code,
  ...(params ? { params } : {}),
});

/** The column indexes to read, from the names given (or recognised), or what is wrong with them. */
export function resolveColumns(
  header: readonly string[],
  given: ColumnNames | undefined,
): {
  names: ColumnNames;
  indexes: Partial<Record<ResultColumn, number>>;
  problems: ColumnProblem[];
} {
  const names: ColumnNames = { ...recogniseColumns(header), ...given };
  const indexes: Partial<Record<ResultColumn, number>> = {};
  const problems: ColumnProblem[] = [];
  for (const column of RESULT_COLUMNS) {
    const name = names[column];
    if (name === undefined) continue;
    const index = header.findIndex((cell) => cell.trim() === name.trim());
    if (index >= 0) indexes[column] = index;
    else problems.push(problem(`columns.${column}`, 'csv_column_missing', { column: name }));
  }
  if (problems.length === 0 && indexes.bib === undefined) {
    problems.push(problem('columns.bib', 'no_bib_column'));
  }
  if (problems.length === 0 && indexes.chip === undefined && indexes.gun === undefined) {
    problems.push(problem('columns.chip', 'no_time_column'));
  }
  return { names, indexes, problems };
}

const STATUS_WORDS: Record<string, ResultStatus> = {
  '': 'finished',
  finished: 'finished',
  finisher: 'finished',
  fin: 'finished',
  ok: 'finished',
  dnf: 'DNF',
  'did not finish': 'DNF',
  dns: 'DNS',
  'did not start': 'DNS',
  dq: 'DQ',
  dsq: 'DQ',
  disqualified: 'DQ',
};

export interface ResultRow {
  line: number;
  bib: number;
  status: ResultStatus;
  chipTime: Tenths | null;
  gunTime: Tenths | null;
  timerPlace: number | null;
}

export interface LineError {
  line: number;
  error: string;
}

export type Read = { row: ResultRow } | { error: string };

/**
 * One row's cells as a result or the sentence saying what is wrong: the CSV's lines, and the timing
 * partner's pushed rows (given as cells at fixed indexes), are read by this one function.
 */
export function readRow(
  cells: readonly string[],
  at: Partial<Record<ResultColumn, number>>,
  line: number,
): Read {
  const cell = (column: ResultColumn) => {
    const index = at[column];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const bibText = cell('bib');
  const bib = /^\d{1,6}$/u.test(bibText) ? Number(bibText) : 0;
  if (bib < 1 || bib > BIB_MAX) {
    return {
      error:
        bibText === '' ? 'No bib.' : `Bib "${bibText}" is not a whole number from 1 to 999,999.`,
    };
  }
  const stated = STATUS_WORDS[foldName(cell('status'))];
  if (stated === undefined) {
    return { error: `Status "${cell('status')}" is not DNF, DNS, DQ or a finish.` };
  }
  // Some timers write DNF where the time would be, with no status column.
  const inTime = [cell('chip'), cell('gun')]
    .map((text) => STATUS_WORDS[foldName(text)])
    .find((word) => word !== undefined && word !== 'finished');
  const status = stated === 'finished' && inTime !== undefined ? inTime : stated;
  const times: Record<'chip' | 'gun', Tenths | null> = { chip: null, gun: null };
  for (const column of ['chip', 'gun'] as const) {
    const text = cell(column);
    const time = text === '' ? null : parseRaceTime(text);
    if (time === null && text !== '' && status === 'finished') {
      return { error: `${COLUMN_LABELS[column]} "${text}" is not a time like 1:02:03 or 45:10.2.` };
    }
    times[column] = time;
  }
  if (status === 'finished' && times.chip === null && times.gun === null) {
    return { error: 'No time, and no DNF, DNS or DQ status.' };
  }
  const placeText = cell('place');
  const finished = status === 'finished';
  return {
    row: {
      line,
      bib,
      status,
      chipTime: finished ? times.chip : null,
      gunTime: finished ? times.gun : null,
      timerPlace: finished && /^\d{1,6}$/u.test(placeText) ? Number(placeText) : null,
    },
  };
}

export interface ReadResults {
  names: ColumnNames;
  rows: ResultRow[];
  errors: LineError[];
  /** What makes the whole file unreadable (no bib column, too many rows); nothing is read then. */
  problems: ColumnProblem[];
  /** Data lines read, good and bad. */
  lines: number;
}

/** Every data line of a results CSV as a row or an error; a bib given twice is an error the second time. */
export function readResults(text: string, given?: ColumnNames): ReadResults {
  const records = parseCsv(text, RESULTS_CSV_LIMITS.rows + 2);
  const [header, ...data] = records;
  if (header === undefined) {
    return {
      names: {},
      rows: [],
      errors: [],
      lines: 0,
      problems: [problem('csv', 'csv_empty')],
    };
  }
  const { names, indexes, problems } = resolveColumns(header.cells, given);
  if (data.length > RESULTS_CSV_LIMITS.rows) {
    problems.push(problem('csv', 'results_too_many_rows'));
  }
  if (problems.length > 0) return { names, rows: [], errors: [], lines: data.length, problems };
  const rows: ResultRow[] = [];
  const errors: LineError[] = [];
  const lineOfBib = new Map<number, number>();
  for (const record of data) {
    const read = readRow(record.cells, indexes, record.line);
    if ('error' in read) {
      errors.push({ line: record.line, error: read.error });
      continue;
    }
    const earlier = lineOfBib.get(read.row.bib);
    if (earlier !== undefined) {
      errors.push({
        line: record.line,
        error: `Bib ${read.row.bib} is on line ${earlier} already.`,
      });
      continue;
    }
    lineOfBib.set(read.row.bib, record.line);
    rows.push(read.row);
  }
  return { names, rows, errors, problems, lines: data.length };
}
