// Unsubscribing from an organiser's news (docs/messages.md, "Unsubscribe"). Each news mail carries a
// link to the site's unsubscribe page and RFC 8058's one-click headers; both carry one token, the
// organiser, the race and the address's hash signed with MAIL_LINK_SECRET, so it names no address and
// cannot be made for another. Either way the refusal is stored at once, keyed by organiser and hash,
// and the fan-out leaves that address out of the organiser's next news; service messages still go.
import { createHmac, timingSafeEqual } from 'node:crypto';

import { Timestamp } from 'firebase-admin/firestore';
import { defineSecret } from 'firebase-functions/params';

import { env } from '../lib/env.js';
import { db } from '../lib/firestore.js';
import { badRequestAt } from '../lib/http-error.js';
import { secretValue } from '../providers/providers.js';
import { marathonOf, readRace } from '../store/marathon-doc.js';
import { newsOptOutDoc, newsOptOutRef } from '../store/news-opt-out-doc.js';
import { addressHash, type Person } from './audience.js';

/** Signs unsubscribe links; bound by the API (which checks them) and the fan-out (which makes them). */
export const MAIL_LINK_SECRET = defineSecret('MAIL_LINK_SECRET');
/** Under the emulators only: a laptop cannot read Secret Manager. */
const LOCAL_SECRET = 'run-local-mail-link-secret';

function secret(): string {
  const value = secretValue(MAIL_LINK_SECRET);
  if (value !== '') return value;
  if (env.underEmulator) return LOCAL_SECRET;
  throw new Error('MAIL_LINK_SECRET is not set: news mails cannot carry an unsubscribe link.');
}

const mac = (payload: string) =>
  createHmac('sha256', secret()).update(payload).digest('hex').slice(0, 32);

const PART = /^[A-Za-z0-9]{1,64}$/u;

/** The token of `person`'s links in a news mail of the race `marathonId` by `organiserUid`. */
export function unsubscribeToken(
  organiserUid: string,
  marathonId: string,
  person: Pick<Person, 'email'>,
): string {
  const payload = `${organiserUid}.${marathonId}.${addressHash(person)}`;
  return `${payload}.${mac(payload)}`;
}

/** The page the mail's link opens, and the address a mail client posts its one-click to. */
export const unsubscribeLinks = (site: string, token: string) => ({
  page: `${site}/unsubscribe?token=${token}`,
  oneClick: `${site}/api/unsubscribe/${token}`,
});

/** RFC 8058's headers for a news mail. */
export const unsubscribeHeaders = (oneClick: string): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

interface Unsigned {
  organiserUid: string;
  marathonId: string;
  hash: string;
}

/** The token's parts when its signature holds, else a 400 that changes nothing. */
function verified(token: string): Unsigned {
  const parts = token.split('.');
  const [organiserUid, marathonId, hash, signature] = parts;
  if (
    parts.length !== 4 ||
    organiserUid === undefined ||
    marathonId === undefined ||
    hash === undefined ||
    signature === undefined ||
    ![organiserUid, marathonId, hash, signature].every((p) => PART.test(p))
  ) {
    throw badRequestAt('token', 'unsubscribe_link_invalid');
  }
  const expected = Buffer.from(mac(`${organiserUid}.${marathonId}.${hash}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw badRequestAt('token', 'unsubscribe_link_invalid');
  }
  return { organiserUid, marathonId, hash };
}

/** Stores the refusal (again is the same) and names the race it came from, if it still exists. */
export async function unsubscribe(token: string): Promise<{ raceTitle: string | null }> {
  const { organiserUid, marathonId, hash } = verified(token);
  const ref = newsOptOutRef(organiserUid, hash);
  await db().runTransaction(async (tx) => {
    // The first refusal's time and race are kept: a second click changes nothing.
    if ((await tx.get(ref)).exists) return;
    tx.create(ref, newsOptOutDoc(organiserUid, marathonId, Timestamp.now()));
  });
  const race = await readRace(marathonId);
  return { raceTitle: race.exists ? marathonOf(race).title : null };
}

/** Of `people`, those who have not refused `organiserUid`'s news, in one read of their opt-outs. */
export async function notOptedOut<P extends Pick<Person, 'email'>>(
  organiserUid: string,
  people: readonly P[],
  getAll: (refs: ReturnType<typeof newsOptOutRef>[]) => Promise<Array<{ exists: boolean }>>,
): Promise<P[]> {
  if (people.length === 0) return [];
  const refs = people.map((p) => newsOptOutRef(organiserUid, addressHash(p)));
  const snaps = await getAll(refs);
  return people.filter((_, i) => snaps[i]?.exists !== true);
}
