// The creator's list of one race's people (participants, waitlist): a page of JSON, or the whole list
// as a CSV download. One handler for both; each list brings its services and its CSV columns.
import type { RequestHandler } from 'express';
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';

import { signedIn } from '../../lib/auth.js';
import { cachePrivate } from '../../lib/cache.js';
import { requireDocId } from '../../lib/doc-id.js';
import { downloadListQuery } from '../../lib/query.js';
import { parseQuery } from '../../lib/validate.js';
import { creatorsMarathon, NO_COUNTS, toMarathon } from '../../store/marathon-doc.js';
import { csvFilename, sendCsv } from './csv.js';

export interface CreatorsList<T> {
  /** The 403 message for anyone but the creator. */
  refusal: string;
  page: (
    marathon: DocumentReference,
    options: { limit: number; cursor?: string },
  ) => Promise<unknown>;
  all: (marathon: DocumentReference) => AsyncIterable<T[]>;
  csvHeader: readonly string[];
  csvRow: (item: T) => string;
  /** The CSV file name's first word; `participants` when not given. */
  csvPrefix?: string;
  /** Brings the marathon up to date before the list is read (the waitlist settles lapsed offers). */
  refresh?: (marathon: DocumentSnapshot) => Promise<DocumentSnapshot>;
}

/** The handler of `GET /marathon/:id/<list>?format=json|csv&limit&cursor`, for the signed-in creator. */
export function creatorsList<T>(list: CreatorsList<T>): RequestHandler[] {
  return signedIn(async (req, res, caller) => {
    const id = requireDocId(req.params.id, 'Marathon');
    const query = parseQuery(downloadListQuery, req.query);
    const read = await creatorsMarathon(id, caller, list.refusal);
    const marathon = list.refresh ? await list.refresh(read) : read;
    cachePrivate(res);
    if (query.format === 'json') {
      res.json(
        await list.page(
          marathon.ref,
          query.cursor ? { limit: query.limit, cursor: query.cursor } : { limit: query.limit },
        ),
      );
      return;
    }
    await sendCsv(
      res,
      csvFilename(toMarathon(marathon, NO_COUNTS).title, list.csvPrefix),
      list.csvHeader,
      list.all(marathon.ref),
      list.csvRow,
    );
  });
}
