// One-off migration: gives races and registrations stored before the list's filters and the
// organisers' search (docs/search.md) the fields those queries ask for, as the API writes them:
//   a race: `searchGrams` (now without accents), `startMonth` and `listKeys`
//     (functions/src/store/race-list-fields.ts);
//   each registration: `nameKeys` (functions/src/store/registration-doc.ts) and, when it has none,
//     `status: "confirmed"` (every registration stored before payments is confirmed).
// It writes only what differs, so a second run reports nothing to do; an edit the API makes while it
// runs writes the same values.
//
// CLI (dry run first; --apply writes):
//   GCLOUD_PROJECT=<project> npx tsx scripts/backfill-search-fields.ts [--apply] [--marathon=<id>]
import {
  getFirestore,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';

import { COLLECTIONS } from '../functions/src/store/collections.js';
import { distancesOf } from '../functions/src/store/distances.js';
import { eventDates, MARATHON_FIELDS } from '../functions/src/store/marathon-doc.js';
import { raceListFields } from '../functions/src/store/race-list-fields.js';
import {
  CONFIRMED_STATUS,
  participantSearchFields,
} from '../functions/src/store/registration-doc.js';
import { searchGrams } from '../functions/src/store/search.js';
import { eachMarathon, migrationCli, type MigrationOptions } from './migration.js';

export interface SearchBackfill {
  race: boolean;
  registrations: number;
}

const PAGE = 1000;
/** Writes per batch, within Firestore's 500. */
const BATCH = 400;

const text = (doc: DocumentSnapshot, field: string) => {
  const value: unknown = doc.get(field);
  return typeof value === 'string' ? value : '';
};

/** The fields of `wanted` whose stored value differs. */
function changed(doc: DocumentSnapshot, wanted: DocumentData): DocumentData | null {
  const out = Object.fromEntries(
    Object.entries(wanted).filter(
      ([field, value]) => JSON.stringify(doc.get(field)) !== JSON.stringify(value),
    ),
  );
  return Object.keys(out).length > 0 ? out : null;
}

function registrationFields(doc: DocumentSnapshot): DocumentData | null {
  const wanted: DocumentData = participantSearchFields({
    firstName: text(doc, 'firstName'),
    lastName: text(doc, 'lastName'),
  });
  if (doc.get('status') === undefined) Object.assign(wanted, CONFIRMED_STATUS);
  return changed(doc, wanted);
}

async function backfill(
  db: Firestore,
  marathon: DocumentSnapshot,
  apply: boolean,
): Promise<SearchBackfill | null> {
  const race = changed(marathon, {
    searchGrams: searchGrams(text(marathon, 'title'), text(marathon, 'location')),
    ...raceListFields(eventDates(marathon), distancesOf(marathon)),
  });
  if (race && apply) await marathon.ref.update(race);
  let registrations = 0;
  const query = marathon.ref
    .collection(COLLECTIONS.registrations)
    .select('firstName', 'lastName', 'nameKeys', 'status')
    .orderBy('__name__')
    .limit(PAGE);
  let page = await query.get();
  for (;;) {
    const updates = page.docs.flatMap((doc) => {
      const fields = registrationFields(doc);
      return fields ? [{ doc, fields }] : [];
    });
    registrations += updates.length;
    for (let i = 0; apply && i < updates.length; i += BATCH) {
      const batch = db.batch();
      for (const { doc, fields } of updates.slice(i, i + BATCH)) batch.update(doc.ref, fields);
      await batch.commit();
    }
    const last = page.docs.at(-1);
    if (page.size < PAGE || last === undefined) break;
    page = await query.startAfter(last).get();
  }
  return race || registrations > 0 ? { race: race !== null, registrations } : null;
}

/** Marathon id -> what was (or would be) written to it and its registrations. */
export function backfillSearchFields(db: Firestore, options: MigrationOptions) {
  const fields = [...MARATHON_FIELDS, 'searchGrams', 'startMonth', 'listKeys'];
  return eachMarathon(db, options, fields, (doc) => backfill(db, doc, options.apply));
}

await migrationCli(
  import.meta.filename,
  (app, options) => backfillSearchFields(getFirestore(app), options),
  (id, done, apply) =>
    `${apply ? 'updated' : 'would update'} marathons/${id}: ` +
    [
      done.race ? 'its list fields' : '',
      done.registrations ? `${done.registrations} registrations` : '',
    ]
      .filter(Boolean)
      .join(' and '),
);
