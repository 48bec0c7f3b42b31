// The items domain's public file (docs/items.md): the organisers add, list, change, hide and delete
// the items their race sells. Each item's variants keep the ids the server gave them, so what is
// sold of a variant stays its own when the item is edited.
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import {
  ITEM_LIMITS,
  type Item,
  type itemInputSchema,
  type itemPatchSchema,
  type Items,
} from '@run/contract/domain/items';
import type { z } from 'zod';

import { db, deleteIfExists } from '../lib/firestore.js';
import { badRequest, conflict, notFound, type FieldIssue } from '../lib/http-error.js';
import { distancesOf, refuseOtherDistances } from '../store/distances.js';
import {
  itemDocs,
  itemFields,
  itemRef,
  itemsOf,
  newItemRef,
  toItem,
  type ItemDoc,
  type StoredVariant,
} from '../store/item-doc.js';
import { marathonOf } from '../store/marathon-doc.js';

type ItemInput = z.output<typeof itemInputSchema>;
type ItemPatch = z.output<typeof itemPatchSchema>;

/** A variant's id from its name ("XXL" → "xxl"), made unique among `taken`. */
function newVariantId(name: string, taken: Set<string>): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/gu, '-')
      .replace(/^-+|-+$/gu, '')
      .slice(0, 30) || 'variant';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/**
 * The variants as stored: one sent with its id keeps it (400 naming `variants.N.variantId` when the
 * item has no such variant), a new one gets an id from its name.
 */
function storedVariants(
  sent: ItemInput['variants'],
  existing: readonly StoredVariant[] = [],
): StoredVariant[] {
  const known = new Set(existing.map((v) => v.variantId));
  const unknown: FieldIssue[] = sent.flatMap((v, i) =>
    v.variantId !== undefined && !known.has(v.variantId)
      ? [{ field: `variants.${i}.variantId`, message: 'Not one of this item’s variants' }]
      : [],
  );
  if (unknown.length > 0) throw badRequest('invalid_request', unknown);
  const taken = new Set([...known, ...sent.flatMap((v) => v.variantId ?? [])]);
  return sent.map((v) => ({
    variantId: v.variantId ?? newVariantId(v.name, taken),
    name: v.name,
    stock: v.stock,
  }));
}

const timeOf = (iso: string | null | undefined) =>
  iso === undefined ? undefined : iso === null ? null : Timestamp.fromDate(new Date(iso));

/** POST /marathon/{id}/items: 201 with the item; 409 when the race offers the most it may. */
export async function createItem(race: DocumentSnapshot, input: ItemInput): Promise<Item> {
  refuseOtherDistances(distancesOf(marathonOf(race)), input.distanceIds);
  const ref = newItemRef(race.ref);
  const now = Timestamp.now();
  await db().runTransaction(async (tx) => {
    // Read in the transaction, so two items added at once never pass the limit together.
    const offered = await tx.get(itemsOf(race.ref).select());
    if (offered.size >= ITEM_LIMITS.items) throw conflict('items_max', { max: ITEM_LIMITS.items });
    tx.create(
      ref,
      itemFields({
        name: input.name,
        description: input.description ?? '',
        imageUrl: input.imageUrl ?? null,
        price: input.price,
        variants: storedVariants(input.variants),
        distanceIds: input.distanceIds ?? [],
        perEntry: input.perEntry ?? 1,
        required: input.required ?? false,
        availableUntil: timeOf(input.availableUntil) ?? null,
        pickup: input.pickup ?? 'race-day',
        hidden: input.hidden ?? false,
        createdAt: now,
        updatedAt: now,
      }),
    );
  });
  return itemOf(race, ref.id);
}

/** GET /marathon/{id}/items: every item, hidden ones too, in the order they were added. */
export async function listItems(race: DocumentSnapshot): Promise<Items> {
  const snap = await itemsOf(race.ref).orderBy('createdAt').limit(ITEM_LIMITS.items).get();
  const { currency } = marathonOf(race);
  return { items: snap.docs.map((d) => toItem(d.data(), currency)) };
}

/** PATCH /marathon/{id}/items/{itemId}: the fields sent, changed in one transaction; 404 when none. */
export async function updateItem(
  race: DocumentSnapshot,
  itemId: string,
  patch: ItemPatch,
): Promise<Item> {
  refuseOtherDistances(distancesOf(marathonOf(race)), patch.distanceIds);
  const ref = itemRef(race.ref, itemId);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('item_not_found');
    const item: ItemDoc = itemDocs.of(snap);
    tx.update(
      ref,
      itemFields({
        name: patch.name,
        description: patch.description,
        imageUrl: patch.imageUrl,
        price: patch.price,
        variants: patch.variants && storedVariants(patch.variants, item.variants),
        distanceIds: patch.distanceIds,
        perEntry: patch.perEntry,
        required: patch.required,
        availableUntil: timeOf(patch.availableUntil),
        pickup: patch.pickup,
        hidden: patch.hidden,
        updatedAt: Timestamp.now(),
      }),
    );
  });
  return itemOf(race, itemId);
}

/** DELETE /marathon/{id}/items/{itemId}: `deletedCount` 0 when there was none. */
export async function deleteItem(race: DocumentSnapshot, itemId: string) {
  return { deletedCount: await deleteIfExists(itemRef(race.ref, itemId)) };
}

async function itemOf(race: DocumentSnapshot, itemId: string): Promise<Item> {
  const snap = await itemRef(race.ref, itemId).get();
  if (!snap.exists) throw notFound('item_not_found');
  return toItem(itemDocs.of(snap), marathonOf(race).currency);
}
