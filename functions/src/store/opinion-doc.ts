// Community feedback: `opinions/{id}` {name, email, opinion, createdAt}. The list leaves the email
// out (a public list would hand it to scrapers).
import type { Timestamp } from 'firebase-admin/firestore';

import { db } from '../lib/firestore.js';
import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { textIn } from './field-values.js';
import { timeIn } from './stored-time.js';

export interface OpinionDoc {
  id: string;
  name: string;
  opinion: string;
  createdAt: Timestamp | null;
}

export const opinionDocs = converterOf<OpinionDoc>((data, id) => ({
  id,
  name: textIn(data.name),
  opinion: textIn(data.opinion),
  createdAt: timeIn(data.createdAt),
}));

/** The opinions, plain: a new one is created with its input's fields. */
export const opinionsRef = () => db().collection(COLLECTIONS.opinions);

/** A new opinion, plain: created with its input's fields. */
export const newOpinionRef = () => opinionsRef().doc();

/** The opinions, read as their models. */
export const opinionDocsRef = () => opinionsRef().withConverter(opinionDocs);
