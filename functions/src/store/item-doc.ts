// An item a race sells (docs/items.md): `marathons/{id}/items/{itemId}` with its variants, each with
// its own stock (null: no limit), its price in the race's currency, who may buy it, whether every
// entry of its distances must pick one, until when it is sold, and whether it is handed out on race
// day. Written here only (`itemFields`), read through `itemDocs`.
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  Timestamp,
} from 'firebase-admin/firestore';
import { ITEM_PICKUPS, type Item, type ItemPickup } from '@run/contract/domain/items';

import { COLLECTIONS } from './collections.js';
import { converterOf } from './converter.js';
import { countIn, oneOf, textIn, textOrNull, timeOrNull } from './field-values.js';
import { toIso } from './stored-time.js';

export interface StoredVariant {
  variantId: string;
  name: string;
  /** null: no limit. */
  stock: number | null;
}

export interface ItemDoc {
  itemId: string;
  name: string;
  description: string;
  imageUrl: string | null;
  /** Minor units of the race's currency; 0: included in the entry. */
  price: number;
  variants: StoredVariant[];
  /** Empty: every distance. */
  distanceIds: string[];
  perEntry: number;
  required: boolean;
  availableUntil: Timestamp | null;
  pickup: ItemPickup;
  hidden: boolean;
  createdAt: Timestamp | null;
  updatedAt: Timestamp | null;
}

const variantIn = (value: unknown): StoredVariant | null => {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as DocumentData;
  return {
    variantId: textIn(v.variantId),
    name: textIn(v.name),
    stock: typeof v.stock === 'number' ? v.stock : null,
  };
};

export const itemDocs = converterOf<ItemDoc>((data, id) => ({
  itemId: id,
  name: textIn(data.name),
  description: textIn(data.description),
  imageUrl: textOrNull(data.imageUrl),
  price: countIn(data.price),
  variants: Array.isArray(data.variants)
    ? data.variants.map(variantIn).filter((v): v is StoredVariant => v !== null)
    : [],
  distanceIds: Array.isArray(data.distanceIds)
    ? data.distanceIds.filter((d): d is string => typeof d === 'string')
    : [],
  perEntry: Math.max(1, countIn(data.perEntry)),
  required: data.required === true,
  availableUntil: timeOrNull(data.availableUntil),
  pickup: oneOf(ITEM_PICKUPS, data.pickup, 'race-day'),
  hidden: data.hidden === true,
  createdAt: timeOrNull(data.createdAt),
  updatedAt: timeOrNull(data.updatedAt),
}));

export const itemsOf = (marathon: DocumentReference): CollectionReference<ItemDoc> =>
  marathon.collection(COLLECTIONS.items).withConverter(itemDocs);

/** An item, plain: written with `itemFields`; read with `itemDocs.of`. */
export const itemRef = (marathon: DocumentReference, itemId: string): DocumentReference =>
  marathon.collection(COLLECTIONS.items).doc(itemId);

/** The stored fields of an item (or of the part a change sends): the one builder of its writes. */
export function itemFields(item: Partial<Omit<ItemDoc, 'itemId'>>): DocumentData {
  return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined));
}

/**
 * An item as the organisers see it. What is left of a variant is its stock: items are not sold yet
 * (docs/items.md, "Not yet"), so nothing is taken from it.
 */
export function toItem(item: ItemDoc, currency: string): Item {
  return {
    itemId: item.itemId,
    name: item.name,
    description: item.description,
    imageUrl: item.imageUrl,
    price: item.price,
    currency,
    variants: item.variants.map((v) => ({ ...v, left: v.stock })),
    distanceIds: item.distanceIds,
    perEntry: item.perEntry,
    required: item.required,
    availableUntil: item.availableUntil ? toIso(item.availableUntil) : null,
    pickup: item.pickup,
    hidden: item.hidden,
    createdAt: toIso(item.createdAt),
    updatedAt: toIso(item.updatedAt),
  };
}

/** A new item's document, with a new random id. */
export const newItemRef = (marathon: DocumentReference): DocumentReference =>
  marathon.collection(COLLECTIONS.items).doc();
