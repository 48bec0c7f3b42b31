// An organiser's list of one race's people (participants, waitlist): a page of JSON, or the whole list
// as a CSV download. One handler for both; each list brings its pages, its CSV columns and the race's
// title for the file name. The adapter has already read the race and checked the caller's role.
import type { downloadListQuery } from '@run/contract/domain/query';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';

import { download, type Download } from './answers.js';
import { csvFilename, csvLines } from './csv.js';

type ListQuery = z.output<typeof downloadListQuery>;
/** What a page is asked for: the list query without its format (a list may add filters). */
export type PageOptions<Q extends ListQuery = ListQuery> = Omit<Q, 'format' | 'cursor'> & {
  cursor?: string;
};

export interface RaceList<T, P, Q extends ListQuery = ListQuery> {
  page: (marathon: DocumentSnapshot, options: PageOptions<Q>) => Promise<P>;
  all: (marathon: DocumentSnapshot) => AsyncIterable<T[]>;
  /** The CSV's columns for this race (a race of several distances has a Distance column). */
  csv: (marathon: DocumentSnapshot) => { header: readonly string[]; row: (item: T) => string };
  /** The race's title, for the CSV's file name. */
  title: (marathon: DocumentSnapshot) => string;
  /** The CSV file name's first word; `participants` when not given. */
  csvPrefix?: string;
  /** Brings the marathon up to date before the list is read (the waitlist settles lapsed offers). */
  refresh?: (marathon: DocumentSnapshot) => Promise<DocumentSnapshot>;
}

interface ListInput<Q> {
  race: DocumentSnapshot;
  query: Q;
}

/** The handler of `GET /marathon/:id/<list>?format=json|csv&limit&cursor` (and the list's filters). */
export function raceList<T, P, Q extends ListQuery = ListQuery>(list: RaceList<T, P, Q>) {
  return async ({ race, query }: ListInput<Q>): Promise<P | Download> => {
    const marathon = list.refresh ? await list.refresh(race) : race;
    if (query.format === 'json') {
      const { format: _format, cursor, ...options } = query;
      return list.page(marathon, { ...options, ...(cursor ? { cursor } : {}) } as PageOptions<Q>);
    }
    const { header, row } = list.csv(marathon);
    return download(
      csvFilename(list.title(marathon), list.csvPrefix),
      'text/csv',
      csvLines(header, list.all(marathon), row),
    );
  };
}
