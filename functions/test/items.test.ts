// Items a race sells (docs/items.md): the organisers add, list, change, hide and delete them, each
// variant keeping its id; bad bodies are 400 naming the field and store nothing; who may call what;
// the most items a race may offer, also when several are added at once.
import * as items from '@run/contract/endpoints/items';
import { ITEM_LIMITS, type ItemInput } from '@run/contract/domain/items';
import { describe, expect, it } from 'vitest';

import { api, expectRefused } from './helpers.js';
import { raceWithDistances } from './marathon-actions.js';
import { staffMember } from './race-day-actions.js';
import { collectionSize } from './stored.js';
import { accounts, verifiedAccounts, type TestUser } from './users.js';

// Verified: the organiser invites a co-organiser below.
const [owner] = verifiedAccounts('items-owner');
const [stranger] = accounts('items-stranger');

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

const SHIRT: ItemInput = {
  name: 'T-shirt',
  description: 'The race shirt, in the entry fee.',
  price: 0,
  required: true,
  variants: SIZES.map((name) => ({ name, stock: 40 })),
};

const ENGRAVING: ItemInput = {
  name: 'Medal engraving',
  price: 1200,
  variants: [{ name: 'Engraving', stock: 150 }],
  pickup: 'none',
};

/** A new race of two distances, and its items' path. */
async function newRace() {
  const r = await raceWithDistances(owner, {
    currency: 'EUR',
    distances: [
      { name: 'Marathon', runningDistance: '42.2 km' },
      { name: '10K', runningDistance: '10 km' },
    ],
  });
  return { ...r, itemsPath: `marathons/${r.id}/items` };
}

/** `user` null: no token. */
const add = (id: string, body: unknown, user: TestUser | null = owner) =>
  api.call(items.createItem, { params: { id }, body, token: user?.token });
const list = (id: string, user: TestUser | null = owner) =>
  api.call(items.listItems, { params: { id }, token: user?.token });
const change = (id: string, itemId: string, body: unknown, user: TestUser = owner) =>
  api.call(items.updateItem, { params: { id, itemId }, body, token: user.token });
const remove = (id: string, itemId: string, user: TestUser = owner) =>
  api.call(items.deleteItem, { params: { id, itemId }, token: user.token });

describe('items', () => {
  it('adds items and lists them in the order added, each variant with an id from its name', async () => {
    const r = await newRace();
    const shirt = await add(r.id, { ...SHIRT, distanceIds: [r.idOf('Marathon')] });
    expect(shirt.status).toBe(201);
    expect((await add(r.id, ENGRAVING)).status).toBe(201);

    const listed = await list(r.id);
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((i) => i.name)).toEqual(['T-shirt', 'Medal engraving']);
    const [tee, medal] = listed.body.items;
    expect(tee).toMatchObject({
      itemId: shirt.body.itemId,
      price: 0,
      currency: 'EUR',
      required: true,
      perEntry: 1,
      pickup: 'race-day',
      hidden: false,
      distanceIds: [r.idOf('Marathon')],
      availableUntil: null,
      imageUrl: null,
    });
    expect(tee?.variants).toEqual(
      SIZES.map((name) => ({ variantId: name.toLowerCase(), name, stock: 40, left: 40 })),
    );
    expect(medal).toMatchObject({
      price: 1200,
      required: false,
      pickup: 'none',
      distanceIds: [],
      description: '',
      variants: [{ variantId: 'engraving', name: 'Engraving', stock: 150, left: 150 }],
    });
  });

  it('keeps each variant’s id through an edit, and gives a new variant its own', async () => {
    const r = await newRace();
    const { itemId } = (await add(r.id, SHIRT)).body;
    const until = '2027-03-01T12:00:00.000Z';
    const edited = await change(r.id, itemId, {
      variants: [
        { variantId: 'm', name: 'Medium', stock: 10 },
        { name: 'M', stock: null },
      ],
      availableUntil: until,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.variants).toEqual([
      { variantId: 'm', name: 'Medium', stock: 10, left: 10 },
      { variantId: 'm-2', name: 'M', stock: null, left: null },
    ]);
    expect(edited.body).toMatchObject({ name: 'T-shirt', required: true, availableUntil: until });

    const unknown = await change(r.id, itemId, {
      variants: [{ variantId: 'no-such-size', name: 'XXXL', stock: 1 }],
    });
    expectRefused(unknown, 'variants.0.variantId');
    expect((await list(r.id)).body.items[0]?.variants.map((v) => v.variantId)).toEqual([
      'm',
      'm-2',
    ]);
  });

  it('hides an item, then deletes it once', async () => {
    const r = await newRace();
    const { itemId } = (await add(r.id, ENGRAVING)).body;
    expect((await change(r.id, itemId, { hidden: true })).body.hidden).toBe(true);
    expect((await remove(r.id, itemId)).body).toEqual({ deletedCount: 1 });
    expect((await remove(r.id, itemId)).body).toEqual({ deletedCount: 0 });
    const gone = await change(r.id, itemId, { hidden: false });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: 'Item not found.', code: 'item_not_found' });
    expect(await collectionSize(r.itemsPath)).toBe(0);
  });

  it.each([
    ['no variant', { variants: [] }, 'variants'],
    ['an empty name', { name: ' ' }, 'name'],
    ['a negative price', { price: -1 }, 'price'],
    ['a negative stock', { variants: [{ name: 'M', stock: -1 }] }, 'variants.0.stock'],
    [
      'two variants of one name',
      {
        variants: [
          { name: 'M', stock: 1 },
          { name: 'm', stock: 2 },
        ],
      },
      'variants',
    ],
    ['a distance of another race', { distanceIds: ['no-such-distance'] }, 'distanceIds'],
    ['eleven per entry', { perEntry: 11 }, 'perEntry'],
    ['an unknown pickup', { pickup: 'post' }, 'pickup'],
    ['a script as image', { imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    ['an unknown field', { colour: 'red' }, 'colour'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_label, bad, field) => {
    const r = await newRace();
    expectRefused(await add(r.id, { ...ENGRAVING, ...bad }), field);
    expect(await collectionSize(r.itemsPath)).toBe(0);
  });

  it('refuses a change of nothing, or a bad one, with 400, changing nothing', async () => {
    const r = await newRace();
    const { itemId } = (await add(r.id, ENGRAVING)).body;
    const before = (await list(r.id)).body;
    expect((await change(r.id, itemId, {})).status).toBe(400);
    expectRefused(await change(r.id, itemId, { price: 'free' }), 'price');
    expect((await list(r.id)).body).toEqual(before);
  });

  it('lets the organisers add and list items, and no one else', async () => {
    const r = await newRace();
    const coOrganiser = await staffMember(r.id, owner, 'co-organiser', 'items-co');
    const checkIn = await staffMember(r.id, owner, 'check-in', 'items-desk');
    expect((await add(r.id, SHIRT, coOrganiser)).status).toBe(201);
    expect((await list(r.id, coOrganiser)).body.items).toHaveLength(1);
    for (const [user, status] of [
      [null, 401],
      [stranger, 403],
      [checkIn, 403],
    ] as const) {
      expect((await add(r.id, ENGRAVING, user)).status).toBe(status);
      expect((await list(r.id, user)).status).toBe(status);
    }
    expect(await collectionSize(r.itemsPath)).toBe(1);
  });

  it('offers at most the limit of items, also when several are added at once', async () => {
    const r = await newRace();
    for (let n = 0; n < ITEM_LIMITS.items - 2; n += 1) {
      expect((await add(r.id, { ...ENGRAVING, name: `Item ${n}` })).status).toBe(201);
    }
    const atOnce = await Promise.all(
      Array.from({ length: 5 }, (_, n) => add(r.id, { ...ENGRAVING, name: `Late ${n}` })),
    );
    expect(atOnce.filter((res) => res.status === 201)).toHaveLength(2);
    const refused = atOnce.filter((res) => res.status === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.body).toEqual({
      error: `A race offers at most ${ITEM_LIMITS.items} items.`,
      code: 'items_max',
      params: { max: ITEM_LIMITS.items },
    });
    expect(await collectionSize(r.itemsPath)).toBe(ITEM_LIMITS.items);
  });
});
