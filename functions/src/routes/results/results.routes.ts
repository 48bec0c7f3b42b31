// Results (docs/results.md): the organisers import and publish; anyone reads published results, one
// result and its certificate; a runner hides their name; the home page's top finishers. The race's
// staff also read results before they are published, never cached by a shared cache; published
// results are public for 60 seconds.
import * as results from '@run/contract/endpoints/results';
import type { DocumentSnapshot } from 'firebase-admin/firestore';

import { download, reply } from '../../lib/answers.js';
import type { Caller } from '../../lib/auth.js';
import { handle } from '../../lib/endpoint-router.js';
import { db } from '../../lib/firestore.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { certificatePdf } from '../../results/certificate.js';
import { importResults } from '../../results/import.js';
import { publishResults } from '../../results/publish.js';
import { findResult, listResults, resultCard, topFinishers } from '../../results/read.js';
import { setResultsVisibility } from '../../results/visibility.js';
import { COLLECTIONS } from '../../store/collections.js';
import { mayDo, roleOf } from '../../store/marathon-doc.js';

const ORGANISERS_ONLY = 'Only the marathon’s organisers can do this.';
const PUBLIC_60_S = { 'Cache-Control': 'public, max-age=60, s-maxage=60' };

/**
 * The race and whether the caller is its staff (who see unpublished results), or 403 when `need`
 * names a role the caller lacks: the one place this file checks race roles.
 */
async function raceFor(
  id: string,
  caller: Caller | undefined,
  need?: 'organisers',
): Promise<{ race: DocumentSnapshot; staff: boolean }> {
  const race = await db().collection(COLLECTIONS.marathons).doc(id).get();
  if (!race.exists) throw notFound('Marathon not found.');
  const role = caller === undefined ? null : roleOf(race, caller);
  if (need !== undefined && !mayDo(role, need)) throw forbidden(ORGANISERS_ONLY);
  return { race, staff: mayDo(role, 'race staff') };
}

/** A staff member's answer may hold what is not public yet: never kept by a shared cache. */
const cacheFor = (personal: boolean) => (personal ? { personal: true } : { headers: PUBLIC_60_S });

export const resultsRoutes = [
  handle(results.importResults, async ({ params, caller, body }) => {
    const { race } = await raceFor(params.id, caller, 'organisers');
    return importResults(race, body);
  }),

  handle(results.publishResults, async ({ params, caller, body }) => {
    const { race } = await raceFor(params.id, caller, 'organisers');
    return publishResults(race, body);
  }),

  handle(results.listResults, async ({ params, caller, query }) => {
    const { race, staff } = await raceFor(params.id, caller);
    const page = await listResults(race, staff, query);
    return reply(results.listResults, 200, page, cacheFor(staff));
  }),

  handle(results.getResult, async ({ params, caller }) => {
    const { race, staff } = await raceFor(params.id, caller);
    const card = resultCard(race, await findResult(race, params.bib, staff), caller?.uid);
    return reply(results.getResult, 200, card, cacheFor(staff || card.mine !== null));
  }),

  handle(results.resultCertificate, async ({ params, caller }) => {
    const { race, staff } = await raceFor(params.id, caller);
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
