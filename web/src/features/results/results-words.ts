// How the results screens say things: gender filter labels, a result's status, the state of a
// distance's results. Shared by the public page, the result card and the console panel.
import type { Gender } from '@run/contract/domain/results-groups';
import type { Result, ResultsState } from '@run/contract/domain/results';

export const GENDER_LABELS: Record<Gender, string> = {
  F: 'Women',
  M: 'Men',
  X: 'Non-binary',
};

export const STATE_TEXT: Record<ResultsState, string> = {
  unpublished: 'Not published: only the race’s staff see these results.',
  preliminary: 'Preliminary results: places may still change.',
  official: 'Official results.',
};

const STATUS_TEXT: Record<Result['status'], string> = {
  finished: 'Finished',
  DNF: 'Did not finish',
  DNS: 'Did not start',
  DQ: 'Disqualified',
};

/** The place cell: the place, or DNF / DNS / DQ (with its words for screen readers). */
export function placeText(result: Pick<Result, 'place' | 'status'>): {
  short: string;
  long: string;
} {
  if (result.place !== null) return { short: String(result.place), long: String(result.place) };
  return {
    short: result.status === 'finished' ? '—' : result.status,
    long: STATUS_TEXT[result.status],
  };
}

export const statusText = (status: Result['status']) => STATUS_TEXT[status];
