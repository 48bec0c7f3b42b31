// The data model check: on a small made-up doc it names exactly the collections the doc does not list,
// and docs/data-model.md lists every collection of functions/src/store/collections.ts.
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { listedCollections, unlistedCollections } from './data-model.js';
import { COLLECTIONS } from '../../functions/src/store/collections.js';
import { repoRoot } from '../stack/paths.js';

const madeUp = [
  '# Data model',
  '',
  'The `resultMailJobs` of a race go out once (a mention in prose lists nothing).',
  '',
  '| path | holds |',
  '| --- | --- |',
  '| `marathons/{id}` | a race, with its `inviteQuota` setting (a field, not a collection) |',
  '| `marathons/{id}/results/{distanceId}-{bib}` | one runner’s result |',
  '| `health/{id}` | one document |',
  '| `functions.ts` | not a document path |',
].join('\n');

describe('listedCollections', () => {
  it('reads the collections at a collection’s place in a table’s first column only', () => {
    expect(listedCollections(madeUp)).toEqual(['marathons', 'results', 'health']);
  });
});

describe('unlistedCollections', () => {
  it('fails naming each collection the doc does not list', () => {
    const collections = ['marathons', 'results', 'resultMailJobs', 'inviteQuota', 'health'];
    expect(unlistedCollections(madeUp, collections)).toEqual(['resultMailJobs', 'inviteQuota']);
  });

  it('finds every collection of store/collections.ts in docs/data-model.md', () => {
    const doc = fs.readFileSync(path.join(repoRoot, 'docs', 'data-model.md'), 'utf8');
    expect(unlistedCollections(doc, Object.values(COLLECTIONS))).toEqual([]);
  });
});
