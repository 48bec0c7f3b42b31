// A timing partner's pushed rows are read as the results import reads a CSV line: the same times and
// statuses, the same sentences, each naming its row; a bib twice at one timing point is refused.
import { describe, expect, it } from 'vitest';

import { apiKeyCreateSchema, partnerResultsSchema } from './partner.js';

const read = (results: unknown[]) => partnerResultsSchema.safeParse({ results });

describe('pushed results', () => {
  it('reads times in tenths and statuses as the import does; "Finish" is the finish', () => {
    const parsed = read([
      { bib: 7, timingPoint: 'Finish', chipTime: '2:31:07.4', gunTime: '2:31:12' },
      { bib: 8, timingPoint: 'half', chipTime: '42:15' },
      { bib: 9, timingPoint: 'finish', status: 'DNF' },
    ]);
    expect(parsed.success).toBe(true);
    expect(
      parsed.data?.rows.map((r) => [r.timingPoint, r.row.bib, r.row.status, r.row.chipTime]),
    ).toEqual([
      ['finish', 7, 'finished', 90_674],
      ['half', 8, 'finished', 25_350],
      ['finish', 9, 'DNF', null],
    ]);
  });

  it('names the row (from 1) of each bad one', () => {
    const parsed = read([
      { bib: 7, timingPoint: 'finish', chipTime: '2:31:07' },
      { bib: 8, timingPoint: 'finish', gunTime: '2:61:00' },
      { bib: 9, timingPoint: 'finish' },
      { bib: 7, timingPoint: 'finish', chipTime: '2:31:08' },
    ]);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['results.1', 'Row 2: Gun time "2:61:00" is not a time like 1:02:03 or 45:10.2.'],
      ['results.2', 'Row 3: No time, and no DNF, DNS or DQ status.'],
      ['results.3', 'Row 4: bib 7 at finish is on row 1 already.'],
    ]);
  });

  it('takes 1 to 500 rows', () => {
    const row = { bib: 1, timingPoint: 'finish', chipTime: '1:00:00' };
    expect(read([]).success).toBe(false);
    expect(read(Array.from({ length: 500 }, (_, i) => ({ ...row, bib: i + 1 }))).success).toBe(
      true,
    );
    expect(read(Array.from({ length: 501 }, (_, i) => ({ ...row, bib: i + 1 }))).success).toBe(
      false,
    );
  });
});

describe('a new API key', () => {
  it('needs a scope, and grants a scope named twice once', () => {
    expect(apiKeyCreateSchema.safeParse({ name: 'Timer', scopes: [] }).success).toBe(false);
    expect(
      apiKeyCreateSchema.parse({ name: 'Timer', scopes: ['results:write', 'results:write'] })
        .scopes,
    ).toEqual(['results:write']);
  });
});
