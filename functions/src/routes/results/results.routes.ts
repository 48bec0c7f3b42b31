// Results (docs/results.md): the organisers import and publish (the adapter checks the role); anyone
// reads published results, one result and its certificate; a runner hides their name; the home page's
// top finishers. The race's staff also read results before they are published, never cached by a
// shared cache; published results are public for 60 seconds.
import * as results from '@run/contract/endpoints/results';

import { download, reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import * as service from '../../results/results.js';

const PUBLIC_60_S = { 'Cache-Control': 'public, max-age=60, s-maxage=60' };

/** A staff member's answer may hold what is not public yet: never kept by a shared cache. */
const cacheFor = (personal: boolean) => (personal ? { personal: true } : { headers: PUBLIC_60_S });

export const resultsRoutes = [
  handle(results.importResults, ({ race, body }) => service.importResults(race, body)),

  handle(results.publishResults, ({ race, body }) => service.publishResults(race, body)),

  handle(results.listResults, async ({ params, caller, query }) => {
    const { page, personal } = await service.resultsFor(params.id, caller, query);
    return reply(results.listResults, 200, page, cacheFor(personal));
  }),

  handle(results.getResult, async ({ params, caller }) => {
    const { card, personal } = await service.resultFor(params.id, params.bib, caller);
    return reply(results.getResult, 200, card, cacheFor(personal));
  }),

  handle(results.resultCertificate, async ({ params, caller }) => {
    const { bib, pdf, personal } = await service.certificateFor(params.id, params.bib, caller);
    return download(`certificate-${bib}.pdf`, 'application/pdf', pdf, cacheFor(personal));
  }),

  handle(results.setResultsVisibility, async ({ params, body }) =>
    service.setResultsVisibility(params.id, params.userId, body.hidden),
  ),

  handle(results.topFinishers, async () => service.topFinishers()),
];
