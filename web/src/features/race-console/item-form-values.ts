// An item (docs/items.md) as the console's form holds it, strings only, and the body it sends: the
// price typed in the currency's main unit ("12.00", sent in cents); the variants as rows
// `variants.{i}.{name|stock|variantId}`, so the schema's messages and a 400's details
// (`variants.1.stock`) land on their row's field; a stock left empty is no limit; the distances
// ticked (none: every distance); the last moment it sells on the race's clock.
import type { Item, ItemInput, ItemPickup } from '@run/contract/domain/items';

import { TICKED } from '@/components/ui/checkbox-field';
import { centsOf, limitOf, mainUnitsOf, wholeOf } from '@/lib/format';
import { isoToZonedInput, zonedInputToIso } from '@/lib/zoned-input';

import { distanceCheckValues, tickedDistances } from './distance-check-values';

/** A variant row's fields; `variantId` has no input (it names a stored variant, sent back with it). */
type VariantField = 'variantId' | 'name' | 'stock';
export type VariantKey = `variants.${number}.${VariantField}`;

export const variantKey = (index: number, field: VariantField): VariantKey =>
  `variants.${index}.${field}`;

export interface ItemFormValues {
  [field: string]: string;
  name: string;
  description: string;
  imageUrl: string;
  price: string;
  perEntry: string;
  required: string;
  availableUntil: string;
  pickup: ItemPickup;
  /** No input of its own: where a check of the whole list puts its message ("must differ"). */
  variants: string;
  /** No input of its own either: a 400 naming a distance the race lacks shows under the boxes. */
  distanceIds: string;
}

/** What the form needs of the race: its distances (to tick) and its clock. */
export interface ItemFormRace {
  distanceIds: readonly string[];
  timeZone: string | null | undefined;
}

/** Row `index`'s fields, empty (a new variant) or holding a stored one. */
export function variantRow(
  index: number,
  stored?: Pick<Item['variants'][number], 'variantId' | 'name' | 'stock'>,
): Record<VariantKey, string> {
  return {
    [variantKey(index, 'variantId')]: stored?.variantId ?? '',
    [variantKey(index, 'name')]: stored?.name ?? '',
    [variantKey(index, 'stock')]: stored && stored.stock !== null ? String(stored.stock) : '',
  };
}

/** How many variant rows the values hold. */
export const variantCount = (values: Partial<Record<string, string>>): number =>
  Object.keys(values).filter((name) => /^variants\.\d+\.name$/u.test(name)).length;

/** A stored item as form values; a new one: one empty variant, one per entry, handed out on race day. */
export function itemValues(race: ItemFormRace, item: Item | null): ItemFormValues {
  const variants = item?.variants.length ? item.variants : [undefined];
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    imageUrl: item?.imageUrl ?? '',
    price: item ? mainUnitsOf(item.price) : '',
    perEntry: String(item?.perEntry ?? 1),
    required: item?.required ? TICKED : '',
    availableUntil: item?.availableUntil ? isoToZonedInput(item.availableUntil, race.timeZone) : '',
    pickup: item?.pickup ?? 'race-day',
    variants: '',
    distanceIds: '',
    ...distanceCheckValues(race.distanceIds, item?.distanceIds),
    ...Object.fromEntries(variants.flatMap((v, i) => Object.entries(variantRow(i, v)))),
  };
}

/**
 * The body the form sends: every field, so a change sends the whole item as a new one is sent (its
 * variants keep their ids). Whatever is not a number where one is asked goes as typed, for the
 * schema to name (hence the cast: the body is checked before it is sent). `hidden` is not the
 * form's: it is its own button's.
 */
export function itemInputOf(values: Partial<Record<string, string>>, race: ItemFormRace) {
  const get = (name: string) => values[name] ?? '';
  const imageUrl = get('imageUrl').trim();
  const until = get('availableUntil').trim();
  const variants = Array.from({ length: variantCount(values) }, (_, i) => {
    const variantId = get(variantKey(i, 'variantId'));
    return {
      ...(variantId ? { variantId } : {}),
      name: get(variantKey(i, 'name')),
      stock: limitOf(get(variantKey(i, 'stock'))),
    };
  });
  return {
    name: get('name'),
    description: get('description'),
    imageUrl: imageUrl === '' ? null : imageUrl,
    price: centsOf(get('price')),
    variants,
    distanceIds: tickedDistances(values, race.distanceIds),
    perEntry: wholeOf(get('perEntry')),
    required: get('required') === TICKED,
    availableUntil: until === '' ? null : zonedInputToIso(until, race.timeZone),
    pickup: get('pickup') === 'none' ? 'none' : 'race-day',
  } as ItemInput;
}
