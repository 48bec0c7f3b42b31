// A race's field limit through the API: exact under a burst, validated, and carried on every marathon.
import * as marathons from '@run/contract/endpoints/marathons';
import * as registrations from '@run/contract/endpoints/registrations';
import { describe, expect, it } from 'vitest';

import { api, createMarathon, marathonBody } from './helpers.js';
import { collectionSize, marathonState } from './stored.js';
import { accounts, signUp, signUpMany } from './users.js';
import { applyTo } from './actions.js';
import { editMarathon, marathonOf } from './marathon-actions.js';

const [owner] = accounts('owner');

describe('capacity', () => {
  it('gives 100 places to exactly 100 of 300 runners applying at once; the rest hear sold out', async () => {
    const id = await createMarathon(owner, { capacity: 100 });
    const runners = await signUpMany(300, 'burst');
    const results = await Promise.all(runners.map((r) => applyTo(id, r)));
    expect(results.filter((r) => r.status >= 500).map((r) => r.text)).toEqual([]);
    const accepted = results.filter((r) => r.status === 200);
    expect(accepted.map((r) => r.body)).toEqual(
      Array(100).fill({ modifiedCount: 1, status: 'confirmed' }),
    );
    const refused = results.filter((r) => r.status === 409);
    expect(refused.map((r) => r.body)).toEqual(
      Array(200).fill({ error: 'This marathon is sold out.', code: 'sold_out', soldOut: true }),
    );
    expect(await collectionSize(`marathons/${id}/registrations`)).toBe(100);
    expect(await marathonOf(id)).toMatchObject({
      registrationCount: 100,
      capacity: 100,
      placesLeft: 0,
      waitlistCount: 0,
    });
  }, 300_000);

  it('answers a registered runner of a sold-out race with modifiedCount 0, not sold out', async () => {
    const id = await createMarathon(owner, { capacity: 1 });
    const runner = await signUp('only');
    expect((await applyTo(id, runner)).body).toEqual({ modifiedCount: 1, status: 'confirmed' });
    expect((await applyTo(id, runner)).body).toEqual({ modifiedCount: 0 });
  });

  it('carries capacity, placesLeft, waitlistCount and offerHours on every marathon', async () => {
    const limited = await createMarathon(owner, { capacity: 5, offerHours: 12 });
    const open = await createMarathon(owner);
    await applyTo(limited, owner);
    const lists = await Promise.all([
      api.call(marathons.listMarathons, { query: { limit: 100 } }),
      api.call(marathons.myMarathons, { params: { email: owner.email }, token: owner.token }),
    ]);
    for (const list of lists) {
      const byId = new Map(list.body.map((m) => [m._id, m]));
      expect(byId.get(limited)).toMatchObject({ capacity: 5, placesLeft: 4, waitlistCount: 0 });
      expect(byId.get(open)).toMatchObject({ capacity: null, placesLeft: null, waitlistCount: 0 });
      expect(byId.get(open)?.offerHours).toBe(48);
    }
    expect(await marathonOf(limited)).toMatchObject({ capacity: 5, placesLeft: 4, offerHours: 12 });
    const mine = await api.call(registrations.myRegistrations, {
      params: { userId: owner.uid },
      token: owner.token,
    });
    expect(mine.body.find((m) => m._id === limited)).toMatchObject({ capacity: 5, placesLeft: 4 });
  });

  it.each([0, -1, 1.5, 100_001, 'a string', true])(
    'refuses capacity %j with 400 naming the field, on create and edit, changing nothing',
    async (capacity) => {
      const create = await api.call(marathons.createMarathon, {
        token: owner.token,
        body: marathonBody({ capacity }),
      });
      expect(create.status).toBe(400);
      expect(create.body).toMatchObject({ details: [{ field: 'capacity' }] });
      const id = await createMarathon(owner, { capacity: 10 });
      const before = await marathonState(id);
      const edit = await editMarathon(id, owner, marathonBody({ capacity }));
      expect(edit.status).toBe(400);
      expect(edit.body).toMatchObject({ details: [{ field: 'capacity' }] });
      expect(await marathonState(id)).toEqual(before);
    },
  );

  it.each([0, 169, 2.5, '48'])('refuses offerHours %j with 400 naming the field', async (hours) => {
    const res = await api.call(marathons.createMarathon, {
      token: owner.token,
      body: marathonBody({ capacity: 10, offerHours: hours }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ details: [{ field: 'offerHours' }] });
  });

  it('takes an empty capacity as no limit, and keeps the stored limit when an edit leaves it out', async () => {
    const id = await createMarathon(owner, { capacity: '' });
    expect(await marathonOf(id)).toMatchObject({ capacity: null, placesLeft: null });
    const limited = await createMarathon(owner, { capacity: 7 });
    const edit = await editMarathon(limited, owner, marathonBody({ title: 'Renamed' }));
    expect(edit.status).toBe(200);
    expect(await marathonOf(limited)).toMatchObject({ title: 'Renamed', capacity: 7 });
    await editMarathon(limited, owner, marathonBody({ title: 'Renamed', capacity: null }));
    expect(await marathonOf(limited)).toMatchObject({ capacity: null, placesLeft: null });
  });

  it('refuses to lower capacity below the places taken with 409, changing nothing; down to them is fine', async () => {
    const id = await createMarathon(owner, { capacity: 10 });
    const runners = await signUpMany(3, 'taken');
    await Promise.all(runners.map((r) => applyTo(id, r)));
    const body = marathonBody({ capacity: 2 });
    const before = await marathonState(id);
    const lower = await editMarathon(id, owner, body);
    expect(lower.status).toBe(409);
    expect(lower.body).toEqual({
      error:
        'Capacity cannot be lower than the 3 places already taken (registrations and open offers).',
      code: 'capacity_below_taken',
      params: { taken: 3 },
    });
    expect(await marathonState(id)).toEqual(before);
    const exact = await editMarathon(id, owner, { ...body, capacity: 3 });
    expect(exact.body).toEqual({ matchedCount: 1, modifiedCount: 1 });
    expect(await marathonOf(id)).toMatchObject({
      capacity: 3,
      placesLeft: 0,
      registrationCount: 3,
    });
    const late = await signUp('late');
    const res = await applyTo(id, late);
    expect(res.status).toBe(409);
  });
});
