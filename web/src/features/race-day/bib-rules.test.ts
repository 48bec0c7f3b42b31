import { setBibSchema } from '@run/contract/domain/schemas';
import { describe, expect, it } from 'vitest';

// The app's language module, English active as when the app starts: the texts are Lingui messages.
import '@/lib/i18n';

import { bibInput, jobProgress, rangeText, reservedText } from './bib-rules';

describe('bibInput', () => {
  it('sends an empty field as null, which clears the bib', () => {
    expect(bibInput('  ')).toEqual({ bib: null });
  });

  it('sends a number the contract accepts and text it refuses with its sentence', () => {
    expect(setBibSchema.safeParse(bibInput(' 42 ')).data).toEqual({ bib: 42 });
    const refused = setBibSchema.safeParse(bibInput('4a'));
    expect(refused.error?.issues[0]?.message).toBe(
      'Bib numbers must be whole numbers from 1 to 999,999, or empty',
    );
  });
});

describe('rangeText and reservedText', () => {
  it('reads a range, or that a distance has none', () => {
    expect(rangeText(1, 500)).toBe('1–500');
    expect(rangeText(null, null)).toBe('No range set');
  });

  it('joins runs of reserved numbers, in order and once each', () => {
    expect(reservedText([7, 3, 1, 2, 3, 9, 10])).toBe('1–3, 7, 9–10');
    expect(reservedText([])).toBe('None');
  });
});

describe('jobProgress', () => {
  it('counts a running job against everything it has to number', () => {
    expect(jobProgress({ state: 'running', assigned: 30, remaining: 70 })).toEqual({
      assigned: 30,
      total: 100,
      text: 'Assigning bibs: 30 assigned, 70 remaining.',
    });
  });

  it('says done with the number given', () => {
    expect(jobProgress({ state: 'done', assigned: 100, remaining: 0 }).text).toBe(
      'Done: 100 bibs assigned.',
    );
  });

  it('gives a failed job the server sentence naming the distance, and what it could give', () => {
    const failed = jobProgress({
      state: 'failed',
      assigned: 10,
      remaining: 2,
      error: 'Half Marathon’s bib range 1-10 is too small: 2 runners have no bib.',
    });
    expect(failed.text).toBe(
      'Half Marathon’s bib range 1-10 is too small: 2 runners have no bib. 10 bibs assigned.',
    );
  });
});
