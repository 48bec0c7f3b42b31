// Who may call what: every path x anonymous / another user / the owner, asserting the status AND that
// a refused request changed nothing; plus every kind of bad token on every signed-in path.
import * as bank from '@run/contract/endpoints/bank';
import * as community from '@run/contract/endpoints/community';
import * as deferrals from '@run/contract/endpoints/deferrals';
import * as health from '@run/contract/endpoints/health';
import * as marathons from '@run/contract/endpoints/marathons';
import * as payments from '@run/contract/endpoints/payments';
import * as refunds from '@run/contract/endpoints/refunds';
import * as registrations from '@run/contract/endpoints/registrations';
import * as results from '@run/contract/endpoints/results';
import * as transfers from '@run/contract/endpoints/transfers';
import * as waitlist from '@run/contract/endpoints/waitlist';
import type { EndpointSpec } from '@run/contract/http/endpoint';
import { describe, expect, it } from 'vitest';

import {
  api,
  atAlias,
  createMarathon,
  fakeIp,
  marathonBody,
  refusalShape,
  registrationForm,
} from './helpers.js';
import { adminDb, marathonState } from './stored.js';
import { accounts, craftToken, type TestUser } from './users.js';
import { applyTo } from './actions.js';
import { marathonOf } from './marathon-actions.js';

const [owner, other] = accounts('owner', 'other');

interface Ctx {
  id: string;
}

interface Row {
  endpoint: EndpointSpec;
  params?: (ctx: Ctx) => Record<string, string>;
  query?: Record<string, string>;
  body?: (user: TestUser | undefined) => unknown;
  /** A field limit for the row's marathon: 1 makes it full once the owner is registered. */
  capacity?: number;
  /** What anonymous, another signed-in user and the owner get. */
  answers: [anonymous: number, other: number, owner: number];
}

const onRace = (c: Ctx) => ({ id: c.id });
const onRegistration = (c: Ctx) => ({ marathonId: c.id });
/** The owner's own registration of the race (a payment, a refund or a transfer of it). */
const onOwnersEntry = (c: Ctx) => ({ id: c.id, userId: owner.uid });

// The owner created the marathon and is registered for it; "other" is any other signed-in user.
const rows: Row[] = [
  { endpoint: health.health, answers: [200, 200, 200] },
  { endpoint: marathons.featuredMarathons, answers: [200, 200, 200] },
  { endpoint: marathons.listMarathons, answers: [200, 200, 200] },
  { endpoint: marathons.getMarathon, params: onRace, answers: [200, 200, 200] },
  { endpoint: marathons.createMarathon, body: () => marathonBody(), answers: [401, 201, 201] },
  {
    endpoint: marathons.updateMarathon,
    params: onRace,
    body: () => marathonBody({ title: 'Changed' }),
    answers: [401, 403, 200],
  },
  { endpoint: marathons.deleteMarathon, params: onRace, answers: [401, 403, 200] },
  {
    endpoint: registrations.applyToMarathon,
    params: onRace,
    body: (u) => registrationForm((u ?? owner).email),
    answers: [401, 200, 200],
  },
  {
    endpoint: registrations.myRegistrations,
    params: () => ({ userId: owner.uid }),
    answers: [401, 403, 200],
  },
  {
    endpoint: registrations.updateRegistration,
    params: onRegistration,
    body: (u) => registrationForm((u ?? owner).email, { phone: '+44 20 7946 0000' }),
    answers: [401, 404, 200],
  },
  {
    endpoint: registrations.withdrawRegistration,
    params: onRegistration,
    // Another user has nothing to withdraw: 200 `{deletedCount: 0}`, and the owner's stays.
    answers: [401, 200, 200],
  },
  {
    endpoint: marathons.myMarathons,
    params: () => ({ email: owner.email }),
    answers: [401, 403, 200],
  },
  { endpoint: registrations.listParticipants, params: onRace, answers: [401, 403, 200] },
  {
    endpoint: registrations.listParticipants,
    params: onRace,
    query: { format: 'csv' },
    answers: [401, 403, 200],
  },
  {
    endpoint: waitlist.joinWaitlist,
    params: onRace,
    body: (u) => registrationForm((u ?? owner).email),
    capacity: 1,
    answers: [401, 201, 409],
  },
  { endpoint: waitlist.leaveWaitlist, params: onRace, capacity: 1, answers: [401, 200, 200] },
  { endpoint: waitlist.acceptOffer, params: onRace, capacity: 1, answers: [401, 409, 409] },
  {
    endpoint: waitlist.myWaitlist,
    params: () => ({ userId: owner.uid }),
    answers: [401, 403, 200],
  },
  { endpoint: waitlist.listWaitlist, params: onRace, capacity: 1, answers: [401, 403, 200] },
  {
    endpoint: waitlist.listWaitlist,
    params: onRace,
    query: { format: 'csv' },
    capacity: 1,
    answers: [401, 403, 200],
  },
  { endpoint: community.listOpinions, answers: [200, 200, 200] },
  {
    endpoint: community.addOpinion,
    body: () => ({ name: 'Sam', email: 'sam@example.com', opinion: 'Great race!' }),
    answers: [201, 201, 201],
  },
  {
    endpoint: community.addVolunteerOffer,
    body: () => ({ name: 'Vol', email: 'vol@example.com', role: 'Course Marshals' }),
    answers: [401, 201, 201],
  },
  {
    endpoint: atAlias(community.addVolunteerOffer),
    body: () => ({ name: 'Vol', email: 'vol@example.com', role: 'Finish Line Crew' }),
    answers: [401, 201, 201],
  },
  {
    endpoint: community.upsertProfile,
    body: () => ({ name: 'Profile Name', photo: 'https://example.com/me.png' }),
    answers: [401, 201, 201],
  },
  // The factory's race has one distance, `10 KM`, whose id is `10-km`; the owner has no bib.
  {
    endpoint: results.importResults,
    params: onRace,
    body: () => ({ distanceId: '10-km', csv: 'Bib,Chip Time\n5,40:00\n' }),
    answers: [401, 403, 200],
  },
  {
    endpoint: results.publishResults,
    params: onRace,
    body: () => ({ distanceId: '10-km', state: 'official' }),
    answers: [401, 403, 409],
  },
  { endpoint: results.listResults, params: onRace, answers: [200, 200, 200] },
  {
    endpoint: results.setResultsVisibility,
    params: onOwnersEntry,
    body: () => ({ hidden: true }),
    answers: [401, 403, 200],
  },
  { endpoint: results.topFinishers, answers: [200, 200, 200] },
  // The factory's race is free: the owner's registration is confirmed, with nothing to pay.
  { endpoint: payments.quote, params: onRace, answers: [200, 200, 200] },
  {
    endpoint: payments.startPayment,
    params: onOwnersEntry,
    body: () => ({ method: 'card' }),
    answers: [401, 403, 409],
  },
  {
    endpoint: payments.manualPayment,
    params: onOwnersEntry,
    body: () => ({ amount: 2500, note: 'Cash at the expo' }),
    answers: [401, 403, 201],
  },
  { endpoint: payments.listPayments, params: onRace, answers: [401, 403, 200] },
  {
    endpoint: payments.paymentOf,
    params: () => ({ paymentId: 'no-such-payment' }),
    answers: [401, 404, 404],
  },
  // Nothing was paid for the free race: a quote of nothing, and nothing for organisers to refund.
  {
    endpoint: refunds.refundQuote,
    params: onOwnersEntry,
    answers: [401, 403, 200],
  },
  {
    endpoint: refunds.organiserRefund,
    params: onOwnersEntry,
    body: () => ({ amount: 100, reason: 'Goodwill' }),
    answers: [401, 403, 404],
  },
  { endpoint: refunds.listRefunds, params: onRace, answers: [401, 403, 200] },
  {
    endpoint: refunds.markRefundPaid,
    params: (c) => ({ id: c.id, refundId: 'no-such-refund' }),
    answers: [401, 403, 404],
  },
  { endpoint: refunds.financeCsv, params: onRace, answers: [401, 403, 200] },
  {
    endpoint: payments.paypalCapture,
    params: () => ({ paymentId: 'no-such-payment' }),
    answers: [401, 404, 404],
  },
  // A statement of no entries: read, and nothing to store.
  {
    endpoint: bank.importBankStatement,
    params: onRace,
    body: () => ({
      format: 'camt053',
      xml: '<Document><BkToCstmrStmt><Stmt></Stmt></BkToCstmrStmt></Document>',
    }),
    answers: [401, 403, 200],
  },
  {
    endpoint: bank.listBankTransactions,
    params: onRace,
    query: { state: 'unmatched' },
    answers: [401, 403, 200],
  },
  {
    endpoint: bank.assignBankTransaction,
    params: (c) => ({ id: c.id, txId: 'no-such-transaction' }),
    body: () => ({ userId: owner.uid }),
    answers: [401, 403, 404],
  },
  {
    endpoint: bank.discardBankTransaction,
    params: (c) => ({ id: c.id, txId: 'no-such-transaction' }),
    answers: [401, 403, 404],
  },
  // The factory's race allows no transfers: the owner's offer is refused, nothing to cancel; a
  // link of no transfer is 404 to anyone signed in.
  {
    endpoint: transfers.startTransfer,
    params: onOwnersEntry,
    body: () => ({ email: 'friend@example.com' }),
    answers: [401, 403, 409],
  },
  {
    endpoint: transfers.cancelTransfer,
    params: onOwnersEntry,
    answers: [401, 403, 200],
  },
  {
    endpoint: transfers.transferOf,
    params: (c) => ({ id: c.id, token: 'no-such-token' }),
    answers: [401, 404, 404],
  },
  {
    endpoint: transfers.acceptTransfer,
    params: onRace,
    body: (u) => ({ token: 'no-such-token', ...registrationForm((u ?? owner).email) }),
    answers: [401, 404, 404],
  },
  { endpoint: transfers.listTransfers, params: onRace, answers: [401, 403, 200] },
  // Nor deferrals: the owner's free place is refused; their credits are theirs alone.
  {
    endpoint: deferrals.deferRegistration,
    params: onOwnersEntry,
    answers: [401, 403, 409],
  },
  {
    endpoint: deferrals.myCredits,
    params: () => ({ userId: owner.uid }),
    answers: [401, 403, 200],
  },
  { endpoint: deferrals.listDeferrals, params: onRace, answers: [401, 403, 200] },
  // Anyone may post, but only a signed event is taken: unsigned is 400 for everyone.
  {
    endpoint: payments.paymentWebhook,
    params: () => ({ provider: 'test' }),
    body: () => ({ id: 'evt_1', type: 'payment.succeeded' }),
    answers: [400, 400, 400],
  },
];

/** The row's test name: its method and declared path (`GET /marathon/{id}/waitlist?format=csv`). */
const nameOf = (row: Row) =>
  `${row.endpoint.method} ${row.endpoint.path}${row.query ? `?${new URLSearchParams(row.query).toString()}` : ''}`;

/** The row's request for the marathon `id`. */
const requestOf = (row: Row, id: string) => ({
  ...(row.params ? { params: row.params({ id }) } : {}),
  ...(row.query ? { query: row.query } : {}),
});

async function world(id: string): Promise<unknown> {
  const db = adminDb();
  const [marathon, ownerProfile, otherProfile, volunteers, created] = await Promise.all([
    marathonState(id),
    db.doc(`users/${owner.uid}`).get(),
    db.doc(`users/${other.uid}`).get(),
    db.collection('volunteers').where('uid', 'in', [owner.uid, other.uid]).count().get(),
    db.collection('marathons').where('createdByUid', 'in', [owner.uid, other.uid]).count().get(),
  ]);
  return {
    marathon,
    ownerProfile: JSON.stringify(ownerProfile.data() ?? null),
    otherProfile: JSON.stringify(otherProfile.data() ?? null),
    volunteers: volunteers.data().count,
    created: created.data().count,
  };
}

describe('authorization matrix', () => {
  it.each(rows.map((row) => [nameOf(row), row] as const))('%s', async (_name, row) => {
    const id = await createMarathon(owner, row.capacity ? { capacity: row.capacity } : {});
    await applyTo(id, owner);
    const call = (user: TestUser | undefined) =>
      api.call(row.endpoint, {
        ...requestOf(row, id),
        ...(user ? { token: user.token } : {}),
        ...(row.body ? { body: row.body(user) } : {}),
        headers: { 'x-forwarded-for': fakeIp() },
      });

    const [anonymous, byOther, byOwner] = row.answers;
    for (const [who, user, expected] of [
      ['anonymous', undefined, anonymous],
      ['other', other, byOther],
      ['owner', owner, byOwner],
    ] as const) {
      const before = await world(id);
      const res = await call(user);
      expect(res.status, `${who}: ${res.text}`).toBe(expected);
      if (expected >= 400) {
        expect(res.body, who).toEqual(refusalShape(res.body));
        expect(await world(id), `${who} changed nothing`).toEqual(before);
      }
    }
  });

  it('shows participants only to the creator', async () => {
    const id = await createMarathon(owner);
    await applyTo(id, other);
    expect((await marathonOf(id)).participants).toBeUndefined();
    expect(
      (await api.call(marathons.getMarathon, { params: { id }, token: other.token })).body
        .participants,
    ).toBeUndefined();
    expect(
      (await api.call(marathons.getMarathon, { params: { id }, token: owner.token })).body
        .participants,
    ).toHaveLength(1);
  });
});

describe('bad tokens on signed-in paths', () => {
  const signedIn = rows.filter((r) => r.answers[0] === 401);
  const badTokens: Array<[string, () => Record<string, string>]> = [
    ['no Authorization header', () => ({})],
    [
      'a non-Bearer scheme',
      () => ({ authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }),
    ],
    ['an empty Bearer token', () => ({ authorization: 'Bearer ' })],
    ['a malformed token', () => ({ authorization: 'Bearer not.a.jwt' })],
    [
      'an expired token',
      () => ({
        authorization: `Bearer ${craftToken({ expired: true, uid: owner.uid, email: owner.email })}`,
      }),
    ],
    [
      'another project’s token',
      () => ({
        authorization: `Bearer ${craftToken({ project: 'demo-other', uid: owner.uid, email: owner.email })}`,
      }),
    ],
  ];

  it('accepts a well-formed crafted token, so the refusals below are about the flaw alone', async () => {
    const res = await api.call(registrations.myRegistrations, {
      params: { userId: owner.uid },
      headers: { authorization: `Bearer ${craftToken({ uid: owner.uid, email: owner.email })}` },
    });
    expect(res.status).toBe(200);
  });

  it.each(
    signedIn.flatMap((row) =>
      badTokens.map(([label, headers]) => [`${nameOf(row)} with ${label}`, row, headers] as const),
    ),
  )('%s -> 401, nothing changed', async (_name, row, headers) => {
    const id = await createMarathon(owner, row.capacity ? { capacity: row.capacity } : {});
    await applyTo(id, owner);
    const before = await world(id);
    const res = await api.call(row.endpoint, {
      ...requestOf(row, id),
      headers: headers(),
      ...(row.body ? { body: row.body(owner) } : {}),
    });
    expect(res.status, res.text).toBe(401);
    expect(res.body).toEqual({ error: expect.any(String), code: expect.any(String) });
    expect(await world(id)).toEqual(before);
  });
});
