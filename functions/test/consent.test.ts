// A runner's consent to texts and to the organisers' news (docs/messages.md, "Consent"): given on the
// registration form or an order's entry, stored with its time, answered in My Apply List and the
// buyer's orders, kept by a change of the registration, and changed only by the runner or the buyer
// who manages the entry.
import * as messages from '@run/contract/endpoints/messages';
import * as registrations from '@run/contract/endpoints/registrations';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { applyWith, changeRegistration } from './actions.js';
import { api, createMarathon } from './helpers.js';
import { listedOrder, order, other, self, twoDistanceRace } from './order-actions.js';
import { storedRegistration } from './stored.js';
import { signUp, signUpVerified, verifiedAccounts, type TestUser } from './users.js';

const [owner] = verifiedAccounts('consent-owner');

const myRecord = async (id: string, runner: TestUser) => {
  const res = await api.call(registrations.myRegistrations, {
    params: { userId: runner.uid },
    token: runner.token,
  });
  expect(res.status, res.text).toBe(200);
  return res.body.find((m) => m._id === id)?.totalRegistrationCount[0];
};

const setConsent = (id: string, who: TestUser, userId: string, body: Record<string, boolean>) =>
  api.call(messages.setConsent, { params: { id, userId }, token: who.token, body });

describe('a runner’s consent to texts and news', () => {
  it('is stored with its time when registering, answered in My Apply List, and kept by a change', async () => {
    const id = await createMarathon(owner);
    const runner = await signUp('consent-runner');
    const before = Date.now();
    const res = await applyWith(id, runner, { smsOptIn: false, marketingOptIn: true });
    expect(res.status, res.text).toBeLessThan(300);
    const stored = await storedRegistration(id, runner.uid);
    expect(stored.get('smsOptIn')).toBe(false);
    expect(stored.get('marketingOptIn')).toBe(true);
    const at = stored.get('consentAt') as Timestamp;
    expect(at.toMillis()).toBeGreaterThanOrEqual(before - 5_000);
    expect(await myRecord(id, runner)).toMatchObject({ smsOptIn: false, marketingOptIn: true });

    // A change of the details (the form without the consent) leaves it and its time as they were.
    expect((await changeRegistration(id, runner, { firstName: 'Changed' })).status).toBe(200);
    const after = await storedRegistration(id, runner.uid);
    expect(after.get('marketingOptIn')).toBe(true);
    expect((after.get('consentAt') as Timestamp).toMillis()).toBe(at.toMillis());

    // The runner turns texts on and news off in My Apply List.
    const changed = await setConsent(id, runner, runner.uid, {
      smsOptIn: true,
      marketingOptIn: false,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toEqual({ smsOptIn: true, marketingOptIn: false });
    expect(await myRecord(id, runner)).toMatchObject({ smsOptIn: true, marketingOptIn: false });
  });

  it('is false with no time when the form gives none', async () => {
    const id = await createMarathon(owner);
    const runner = await signUp('consent-silent');
    expect((await applyWith(id, runner, {})).status).toBeLessThan(300);
    const stored = await storedRegistration(id, runner.uid);
    expect(stored.get('consentAt') ?? null).toBeNull();
    expect(await myRecord(id, runner)).toMatchObject({ smsOptIn: false, marketingOptIn: false });
  });

  it('comes with each entry of an order; the buyer changes an entry’s, another runner is refused', async () => {
    const id = await twoDistanceRace(owner, 10, 10);
    const buyer = await signUpVerified('consent-buyer');
    const res = await order(id, buyer, [
      { ...self(buyer, 'marathon'), marketingOptIn: true },
      other('Kid', '10k', { smsOptIn: true }),
    ]);
    expect(res.status, res.text).toBe(201);
    const kidId = res.body.entries[1]?.registrationId ?? '';
    const kid = await storedRegistration(id, kidId);
    expect(kid.get('smsOptIn')).toBe(true);
    expect(kid.get('marketingOptIn')).toBe(false);
    expect(kid.get('consentAt')).toBeInstanceOf(Timestamp);
    expect(await myRecord(id, buyer)).toMatchObject({ smsOptIn: false, marketingOptIn: true });
    const listed = await listedOrder(buyer, res.body.orderId);
    expect(listed?.entries[1]).toMatchObject({ smsOptIn: true, marketingOptIn: false });

    const changed = await setConsent(id, buyer, kidId, { marketingOptIn: true });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toEqual({ smsOptIn: true, marketingOptIn: true });
    const relisted = await listedOrder(buyer, res.body.orderId);
    expect(relisted?.entries[1]).toMatchObject({ smsOptIn: true, marketingOptIn: true });

    const stranger = await signUp('consent-stranger');
    expect((await applyWith(id, stranger, { distanceId: '10k' })).status).toBeLessThan(300);
    const refused = await setConsent(id, stranger, kidId, { smsOptIn: false });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'not_own_consent' });
  });
});
