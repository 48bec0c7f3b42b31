// How the results screens say things: gender filter labels, a result's status, the state of a
// distance's results. Shared by the public page, the result card and the console panel. Messages
// (msg), translated where they are shown (i18n._): the language can change while a screen is open.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Gender } from '@run/contract/domain/results-groups';
import type { Result, ResultsState } from '@run/contract/domain/results';

export const GENDER_LABELS: Record<Gender, MessageDescriptor> = {
  F: msg`Women`,
  M: msg`Men`,
  X: msg`Non-binary`,
};

export const STATE_TEXT: Record<ResultsState, MessageDescriptor> = {
  unpublished: msg`Not published: only the race’s staff see these results.`,
  preliminary: msg`Preliminary results: places may still change.`,
  official: msg`Official results.`,
};

const STATUS_TEXT: Record<Result['status'], MessageDescriptor> = {
  finished: msg`Finished`,
  DNF: msg`Did not finish`,
  DNS: msg`Did not start`,
  DQ: msg`Disqualified`,
};

/**
 * The place cell: the place, or DNF / DNS / DQ; `long` is its words for screen readers where they
 * differ from what is shown (null for a place).
 */
export function placeText(result: Pick<Result, 'place' | 'status'>): {
  short: string;
  long: MessageDescriptor | null;
} {
  if (result.place !== null) return { short: String(result.place), long: null };
  return {
    short: result.status === 'finished' ? '—' : result.status,
    long: STATUS_TEXT[result.status],
  };
}

export const statusText = (status: Result['status']) => STATUS_TEXT[status];
