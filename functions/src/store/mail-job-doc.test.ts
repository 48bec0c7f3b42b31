// The mail jobs' converter: a ballot job's price as written now ({amount, currency}), as an older
// job wrote it (text, kept as stored), or anything else as no price.
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { mailJobDocs } from './mail-job-doc.js';

const snapshot = (data: DocumentData) =>
  ({ id: 'job-1', data: () => data }) as unknown as DocumentSnapshot;

const totalOf = (total: unknown) =>
  mailJobDocs.of(snapshot({ kind: 'ballot', ballot: { distanceId: 'd1', total } })).ballot?.total;

describe('a ballot job’s price', () => {
  it('reads an amount and its currency', () => {
    expect(totalOf({ amount: 4500, currency: 'EUR' })).toEqual({ amount: 4500, currency: 'EUR' });
  });

  it('keeps the text a job written before stored', () => {
    expect(totalOf('$45.00')).toBe('$45.00');
  });

  it('reads a free distance, or anything else, as no price', () => {
    for (const odd of [null, undefined, 45, {}, { amount: '45', currency: 'EUR' }]) {
      expect(totalOf(odd)).toBeNull();
    }
    expect(totalOf({ amount: Number.NaN, currency: 'EUR' })).toBeNull();
    expect(totalOf({ amount: 4500, currency: 'euro' })).toBeNull();
    expect(totalOf({ amount: 4500 })).toBeNull();
  });

  it('reads the same again from its model', () => {
    const job = mailJobDocs.of(
      snapshot({
        kind: 'ballot',
        ballot: { distanceId: 'd1', total: { amount: 4500, currency: 'USD' } },
      }),
    );
    expect(mailJobDocs.of(snapshot(job))).toEqual(job);
  });
});
