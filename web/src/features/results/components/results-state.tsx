// The state of a distance's results as one line ("Preliminary results: places may still change."),
// under the distance's name on the public page and in the console's list of stored results.
import { useLingui } from '@lingui/react/macro';
import type { ResultsState } from '@run/contract/domain/results';

import { STATE_TEXT } from '../results-words';

export function ResultsStateLine({ state }: { state: ResultsState }) {
  const { i18n } = useLingui();
  return <p className="text-sm text-slate-600 dark:text-slate-300">{i18n._(STATE_TEXT[state])}</p>;
}
