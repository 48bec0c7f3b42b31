// Results (docs/results.md): the organisers import and publish (the adapter checks the role); anyone
// reads published results, one result and its certificate; a runner hides their name; the home page's
// top finishers. The race's staff also read results before they are published, never cached by a
// shared cache; published results are public for 60 seconds.
import * as results from '@run/contract/endpoints/results';

import { download, reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import { notFound } from '../../lib/http-error.js';
import { certificatePdf } from '../../results/certificate.js';
import { importResults } from '../../results/import.js';
import { publishResults } from '../../results/publish.js';
import { findResult, listResults, resultCard, topFinishers } from '../../results/read.js';
import { setResultsVisibility } from '../../results/visibility.js';
import { raceAsSeenBy } from '../../results/race-view.js';

const PUBLIC_60_S = { 'Cache-Control': 'public, max-age=60, s-maxage=60' };

/** A staff member's answer may hold what is not public yet: never kept by a shared cache. */
const cacheFor = (personal: boolean) => (personal ? { personal: true } : { headers: PUBLIC_60_S });

export const resultsRoutes = [
  handle(results.importResults, ({ race, body }) => importResults(race, body)),

  handle(results.publishResults, ({ race, body }) => publishResults(race, body)),

  handle(results.listResults, async ({ params, caller, query }) => {
    const { race, staff } = await raceAsSeenBy(params.id, caller);
    const page = await listResults(race, staff, query);
    return reply(results.listResults, 200, page, cacheFor(staff));
  }),

  handle(results.getResult, async ({ params, caller }) => {
    const { race, staff } = await raceAsSeenBy(params.id, caller);
    const card = resultCard(race, await findResult(race, params.bib, staff), caller?.uid);
    return reply(results.getResult, 200, card, cacheFor(staff || card.mine !== null));
  }),

  handle(results.resultCertificate, async ({ params, caller }) => {
    const { race, staff } = await raceAsSeenBy(params.id, caller);
    const card = resultCard(race, await findResult(race, params.bib, staff), caller?.uid);
    if (card.status !== 'finished') throw notFound('There is no certificate without a finish.');
    const pdf = await certificatePdf(card);
    return download(
      `certificate-${card.bib}.pdf`,
      'application/pdf',
      pdf,
      cacheFor(staff || card.mine !== null),
    );
  }),

  handle(results.setResultsVisibility, async ({ params, body }) =>
    setResultsVisibility(params.id, params.userId, body.hidden),
  ),

  handle(results.topFinishers, async () => topFinishers()),
];
