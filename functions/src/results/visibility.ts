// A runner hides their name in the race's public results, or shows it again (docs/results.md): the
// registration keeps the choice (a later import follows it) and their stored results change at once.
// A hidden result has no search keys, so a name search cannot find it either.
import { nameKeys } from '@run/contract/domain/results-names';

import { db } from '../lib/firestore.js';
import { notFound } from '../lib/http-error.js';
import { marathonRef } from '../store/marathon-doc.js';
import { registrationRef } from '../store/registration-doc.js';
import { HIDDEN_FIELD, resultDocs, resultsOf } from '../store/result-doc.js';

export async function setResultsVisibility(
  marathonId: string,
  userId: string,
  hidden: boolean,
): Promise<{ hidden: boolean }> {
  const marathon = marathonRef(marathonId);
  const registration = registrationRef(marathon, userId);
  const [snap, results] = await Promise.all([
    registration.get(),
    resultsOf(marathon)
      .where('userId', '==', userId)
      .select('firstName', 'lastName')
      .withConverter(resultDocs)
      .get(),
  ]);
  if (!snap.exists) throw notFound('not_registered');
  const batch = db().batch();
  batch.update(registration, { [HIDDEN_FIELD]: hidden });
  for (const result of results.docs) {
    const { firstName, lastName } = result.data();
    batch.update(result.ref, { hidden, nameKeys: hidden ? [] : nameKeys(firstName, lastName) });
  }
  await batch.commit();
  return { hidden };
}
