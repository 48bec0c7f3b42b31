// Results' public operations (docs/results.md): import and publish for the organisers; the list, one
// result and its certificate for anyone once published (and for the race's staff before); a runner
// hiding their name; the home page's top finishers. Each read says whether its answer is personal
// (staff's, or the runner's own), which the route turns into cache headers.
import type { ResultCard, ResultsPage } from '@run/contract/domain/results';

import type { Caller } from '../lib/auth.js';
import { notFound } from '../lib/http-error.js';
import { marathonOf } from '../store/marathon-doc.js';
import { certificateImage } from './certificate-image.js';
import { raceAsSeenBy } from './race-view.js';
import { findResult, listResults, resultCard, type ResultsQuery } from './read.js';

/** The results page the caller may see; `personal` when it may hold what is not public yet. */
export async function resultsFor(
  id: string,
  caller: Caller | undefined,
  query: ResultsQuery,
): Promise<{ page: ResultsPage; personal: boolean }> {
  const { race, staff } = await raceAsSeenBy(id, caller);
  return { page: await listResults(race, staff, query), personal: staff };
}

/** One result's card; `personal` for staff and for the runner's own. */
export async function resultFor(id: string, bib: number, caller: Caller | undefined) {
  const { race, staff } = await raceAsSeenBy(id, caller);
  const card: ResultCard = resultCard(race, await findResult(race, bib, staff), caller?.uid);
  return { card, personal: staff || card.mine !== null, race };
}

/**
 * A finisher's certificate as a PDF, with the race's picture when it is one the function may read
 * (certificate-image.ts); 404 for a result without a finish.
 */
export async function certificateFor(id: string, bib: number, caller: Caller | undefined) {
  const { card, personal, race } = await resultFor(id, bib, caller);
  if (card.status !== 'finished') throw notFound('no_certificate');
  const { location, marathonImageURL } = marathonOf(race);
  const image = await certificateImage(marathonImageURL);
  // Loaded when first drawn: pdf-lib is a tenth of what a function instance would load at its start
  // (functions/build.mjs).
  const { certificatePdf } = await import('./certificate.js');
  return { bib: card.bib, pdf: await certificatePdf(card, { location, image }), personal };
}

export { holdsPlace, importResults, runnerFields } from './import.js';
export { pushResults } from './push.js';
export { publishResults } from './publish.js';
export { topFinishers } from './read.js';
export { setResultsVisibility } from './visibility.js';

// The race as a caller may see it (teams), one result's view (the live finishers) and a page of the
// official results mail (its trigger).
export { raceAsSeenBy } from './race-view.js';
export { toResult } from './result-view.js';
export { runResultMailPage } from './results-mail.js';
