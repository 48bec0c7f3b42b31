#!/usr/bin/env node
/* global process, console, fetch, Buffer */
// Checks a RUN ballot's draw from its public answers alone (docs/ballot.md), with nothing but Node:
//   node scripts/check-draw.mjs https://<site>/api <marathonId>
// It fetches GET /marathon/{id}/ballot and its entries.csv, checks that the published seed is the one
// committed to before the entries, recomputes the order (each entry's key is the hex of
// sha256(seed bytes followed by the entry id's UTF-8 bytes), sorted) and compares the winners.
import { createHash } from 'node:crypto';

const [api, id] = process.argv.slice(2);
if (!api || !id) {
  console.error('usage: node scripts/check-draw.mjs <api base URL> <marathon id>');
  process.exit(2);
}
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const get = async (path) => {
  const res = await fetch(`${api}/marathon/${encodeURIComponent(id)}/${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res;
};

const ballot = await (await get('ballot')).json();
if (ballot.seed === null) {
  console.log(`Not drawn yet. Commitment: ${ballot.commitment}`);
  process.exit(0);
}
const seed = Buffer.from(ballot.seed, 'hex');
const committed = sha256(seed) === ballot.commitment;
console.log(`seed matches the commitment: ${committed ? 'yes' : 'NO'}`);
const rows = (await (await get('ballot/entries.csv')).text()).trim().split(/\r?\n/u).slice(1);
let fair = committed;
for (const distance of ballot.distances) {
  const ids = rows
    .map((r) => r.split(','))
    .filter(([, d]) => d === distance.distanceId)
    .map(([e]) => e);
  const key = (entryId) => sha256(Buffer.concat([seed, Buffer.from(entryId, 'utf8')]));
  const order = ids.map((e) => [key(e), e]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const expected = order.slice(0, distance.places ?? order.length).map(([, e]) => e);
  const same = JSON.stringify(expected) === JSON.stringify(distance.winners);
  fair &&= same;
  console.log(
    `${distance.name}: ${ids.length} entries, ${distance.winners.length} winners, order recomputed: ${same ? 'same' : 'DIFFERENT'}`,
  );
}
process.exit(fair ? 0 : 1);
