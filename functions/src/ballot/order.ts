// The draw's order, as docs/ballot.md tells anyone to recompute it: each entry's key is the lower-case
// hex of sha256(the seed's 32 bytes followed by the UTF-8 bytes of its entry id); the order is the
// keys sorted as strings. Nothing else decides who wins: not arrival, not the runner.
import { createHash, randomBytes } from 'node:crypto';

import type { StoredBallot } from '../store/distances.js';

export const sha256Hex = (bytes: Buffer): string =>
  createHash('sha256').update(bytes).digest('hex');

/** A new secret seed (hex) and its commitment, sha256 of the seed's bytes (hex). */
export function newSeed(): { seed: string; commitment: string } {
  const bytes = randomBytes(32);
  return { seed: bytes.toString('hex'), commitment: sha256Hex(bytes) };
}

/** The entry's key in the draw. */
export function drawKey(seed: Buffer, entryId: string): string {
  return sha256Hex(Buffer.concat([seed, Buffer.from(entryId, 'utf8')]));
}

/** `items` in the draw's order for `seedHex`. */
export function inDrawOrder<T extends { entryId: string }>(
  seedHex: string,
  items: readonly T[],
): T[] {
  const seed = Buffer.from(seedHex, 'hex');
  return items
    .map((item) => ({ item, key: drawKey(seed, item.entryId) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ item }) => item);
}

/** Whether the distance's draw is due at `now` and not yet made. */
export const drawDue = (ballot: StoredBallot, now: number): boolean =>
  ballot.drawnAt === null && now >= Date.parse(ballot.drawAt);
