import { describe, expect, it } from 'vitest';

import { parseCsv } from './csv-read.js';
import { readResults, recogniseColumns } from './results-csv.js';

describe('parseCsv', () => {
  it('reads quoted cells with separators, quotes and line breaks inside', () => {
    const records = parseCsv('Bib,Name\r\n1,"Ng, ""Zoe""\nJr"\n\n2,Ada\n');
    expect(records).toEqual([
      { line: 1, cells: ['Bib', 'Name'] },
      { line: 2, cells: ['1', 'Ng, "Zoe"\nJr'] },
      { line: 5, cells: ['2', 'Ada'] },
    ]);
  });

  it('takes the separator the header uses: semicolons and tabs too', () => {
    expect(parseCsv('\uFEFFNo;Net time\n5;1:02:03,4')[1]?.cells).toEqual(['5', '1:02:03,4']);
    expect(parseCsv('Bib\tChip\n5\t42:00')[1]?.cells).toEqual(['5', '42:00']);
  });
});

describe('recogniseColumns', () => {
  it('knows the usual names of each column', () => {
    expect(recogniseColumns(['Place', 'Bib', 'Name', 'Gun Time', 'Chip Time'])).toEqual({
      place: 'Place',
      bib: 'Bib',
      gun: 'Gun Time',
      chip: 'Chip Time',
    });
    expect(recogniseColumns(['Pos', 'No.', 'Net time', 'Clock time', 'Status'])).toEqual({
      place: 'Pos',
      bib: 'No.',
      chip: 'Net time',
      gun: 'Clock time',
      status: 'Status',
    });
  });
});

describe('readResults', () => {
  it('reads rows and lists each bad line with a sentence', () => {
    const csv = [
      'Bib,Chip Time,Status',
      '101,2:31:07,',
      'abc,2:40:00,',
      '102,,DNF',
      '103,2:3x,',
      '104,,',
      '101,2:50:00,',
      '105,,Lost',
      '106,DNS,',
    ].join('\n');
    const read = readResults(csv);
    expect(read.problems).toEqual([]);
    expect(read.lines).toBe(8);
    expect(read.rows.map((r) => [r.line, r.bib, r.status, r.chipTime])).toEqual([
      [2, 101, 'finished', 90670],
      [4, 102, 'DNF', null],
      [9, 106, 'DNS', null],
    ]);
    expect(read.errors).toEqual([
      { line: 3, error: 'Bib "abc" is not a whole number from 1 to 999,999.' },
      { line: 5, error: 'Chip time "2:3x" is not a time like 1:02:03 or 45:10.2.' },
      { line: 6, error: 'No time, and no DNF, DNS or DQ status.' },
      { line: 7, error: 'Bib 101 is on line 2 already.' },
      { line: 8, error: 'Status "Lost" is not DNF, DNS, DQ or a finish.' },
    ]);
  });

  it('takes the columns the organiser names when the header is not recognised', () => {
    const csv = 'Dossard;Temps\n7;1:01:01';
    expect(readResults(csv).problems[0]?.field).toBe('columns.bib');
    const read = readResults(csv, { bib: 'Dossard', gun: 'Temps' });
    expect(read.problems).toEqual([]);
    expect(read.rows[0]).toMatchObject({ bib: 7, gunTime: 36610, chipTime: null });
    expect(readResults(csv, { bib: 'Nope', gun: 'Temps' }).problems).toEqual([
      {
        field: 'columns.bib',
        message: 'The CSV has no column "Nope".',
        code: 'csv_column_missing',
        params: { column: 'Nope' },
      },
    ]);
  });

  it('refuses a file of more than 50,000 rows', () => {
    const csv = `Bib,Chip\n${Array.from({ length: 50_001 }, (_, i) => `${i + 1},1:00:00`).join('\n')}`;
    expect(readResults(csv).problems).toEqual([
      {
        field: 'csv',
        message: 'The CSV has more than 50,000 rows.',
        code: 'results_too_many_rows',
      },
    ]);
  });
});
