// The creator's list of one race's people (participants, waitlist): a page of JSON, or the whole list
// as a CSV download. One handler for both; each list brings its services and its CSV columns.
import type { downloadListQuery } from '@run/contract/domain/query';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';

import { download, type Download } from './answers.js';
import type { Caller } from './auth.js';
import { creatorsMarathon, NO_COUNTS, toMarathon } from '../store/marathon-doc.js';
import { csvFilename, csvLines } from './csv.js';

export interface CreatorsList<T, P> {
  /** The 403 message for anyone but the creator. */
  refusal: string;
  page: (marathon: DocumentSnapshot, options: { limit: number; cursor?: string }) => Promise<P>;
  all: (marathon: DocumentSnapshot) => AsyncIterable<T[]>;
  /** The CSV's columns for this race (a race of several distances has a Distance column). */
  csv: (marathon: DocumentSnapshot) => { header: readonly string[]; row: (item: T) => string };
  /** The CSV file name's first word; `participants` when not given. */
  csvPrefix?: string;
  /** Brings the marathon up to date before the list is read (the waitlist settles lapsed offers). */
  refresh?: (marathon: DocumentSnapshot) => Promise<DocumentSnapshot>;
}

interface ListInput {
  params: { id: string };
  query: z.output<typeof downloadListQuery>;
  caller: Caller;
}

/** The handler of `GET /marathon/:id/<list>?format=json|csv&limit&cursor`, for the creator. */
export function creatorsList<T, P>(list: CreatorsList<T, P>) {
  return async ({ params, query, caller }: ListInput): Promise<P | Download> => {
    const read = await creatorsMarathon(params.id, caller, list.refusal);
    const marathon = list.refresh ? await list.refresh(read) : read;
    if (query.format === 'json') {
      return list.page(
        marathon,
        query.cursor ? { limit: query.limit, cursor: query.cursor } : { limit: query.limit },
      );
    }
    const { header, row } = list.csv(marathon);
    return download(
      csvFilename(toMarathon(marathon, NO_COUNTS).title, list.csvPrefix),
      'text/csv',
      csvLines(header, list.all(marathon), row),
    );
  };
}
