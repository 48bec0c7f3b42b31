// Items a race sells (docs/items.md): add-ons and merchandise with stock, a T-shirt included in the
// entry fee among them. What the organisers write of an item, what they and the runners are answered,
// and the sentences a refused item is told with.
import { z } from 'zod';

import { DATE_TIME_FORMAT, isIsoDateString } from './dates.js';
import { filledText, optionalFlag, patchOf, trueOrFalse, wholeNumber } from './field-schemas.js';
import { AMOUNT_MAX } from './money.js';
import { DISTANCES_MAX, httpUrl } from './schemas.js';
import { oneLine, paragraphs } from './text-rules.js';

export const ITEM_LIMITS = {
  name: 80,
  description: 1000,
  variantName: 30,
  variants: 20,
  stock: 100_000,
  perEntry: 10,
  /** Items one race may offer. */
  items: 50,
} as const;

/** Where a bought item reaches its runner: handed out at the race-day desk, or nothing to hand out. */
export const ITEM_PICKUPS = ['race-day', 'none'] as const;
export type ItemPickup = (typeof ITEM_PICKUPS)[number];

/** A variant's id: assigned by the server when it is added, never changed (sales keep it). */
export const VARIANT_ID = /^[a-z0-9-]{1,40}$/u;

/** Why an item request is refused, by code (409). */
export const ITEM_REFUSALS = {
  items_max: 'A race offers at most {max} items.',
} as const;

const STOCK_MESSAGE = 'Stock must be a whole number from 0 to 100,000, or empty';

/** One variant as the organisers write it: its name (a size, a colour) and its stock. */
export const variantInputSchema = z.strictObject({
  variantId: z
    .string({ error: 'Variant id must be text' })
    .regex(VARIANT_ID, 'Variant id is not one of this race’s variants')
    .optional()
    .describe('Left out for a new variant: the server gives it one.'),
  name: filledText('Variant', ITEM_LIMITS.variantName).regex(...oneLine('Variant')),
  stock: wholeNumber(0, ITEM_LIMITS.stock, STOCK_MESSAGE)
    .nullable()
    .describe('How many may be sold; null: no limit.'),
});
export type VariantInput = z.input<typeof variantInputSchema>;

const availableUntil = z
  .string({ error: 'Available until must be a date-time' })
  .refine(isIsoDateString, 'Available until must be a valid date')
  .meta(DATE_TIME_FORMAT)
  .nullable()
  .optional()
  .describe('When the item stops being sold (and swapped); null or left out: until the race.');

/** What an item is, as the organisers write it; every field of a change is optional. */
const itemShape = {
  name: filledText('Name', ITEM_LIMITS.name).regex(...oneLine('Name')),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(
      ITEM_LIMITS.description,
      `Description must be at most ${ITEM_LIMITS.description} characters`,
    )
    .regex(...paragraphs('Description'))
    .optional()
    .describe('Shown with the item; empty or left out: none.'),
  imageUrl: httpUrl('Image URL').nullable().optional(),
  price: wholeNumber(
    0,
    AMOUNT_MAX,
    'Amount must be a whole number of cents from 0 to 10,000,000',
  ).describe('Minor units of the race’s currency; 0: included in the entry.'),
  variants: z
    .array(variantInputSchema, { error: 'Name at least one variant' })
    .min(1, 'Name at least one variant')
    .max(ITEM_LIMITS.variants, `An item has at most ${ITEM_LIMITS.variants} variants`)
    .refine(
      (variants) => new Set(variants.map((v) => v.name.toLowerCase())).size === variants.length,
      'Variant names must differ',
    )
    .describe('A size, a colour: each with its own stock. An item of one kind has one variant.'),
  distanceIds: z
    .array(z.string().max(40), { error: 'Distances must be a list of distance ids' })
    .max(DISTANCES_MAX)
    .optional()
    .describe('Who may buy it: runners of these distances; empty or left out: every distance.'),
  perEntry: wholeNumber(1, ITEM_LIMITS.perEntry, 'Per entry must be a whole number from 1 to 10')
    .optional()
    .describe('At most this many for one entry (default 1).'),
  required: optionalFlag(
    'Required',
    'Every entry of its distances picks one variant (a T-shirt included in the entry fee).',
  ),
  availableUntil,
  pickup: z
    .enum(ITEM_PICKUPS, { error: 'Pickup must be one of race-day, none' })
    .optional()
    .describe('race-day (default): handed out at the check-in desk; none: nothing to hand out.'),
  hidden: trueOrFalse('Hidden')
    .optional()
    .describe('Hidden from runners: not sold, not listed; what was sold stands.'),
};

/** POST /marathon/{id}/items. */
export const itemInputSchema = z.strictObject(itemShape);
export type ItemInput = z.input<typeof itemInputSchema>;

/** PATCH /marathon/{id}/items/{itemId}: the fields to change (a new `variants` list replaces the old). */
export const itemPatchSchema = patchOf(itemShape);
export type ItemPatch = z.input<typeof itemPatchSchema>;

const isoTime = z.string().meta({ format: 'date-time' });

/** A variant as the organisers see it. */
export const variantSchema = z.object({
  variantId: z.string(),
  name: z.string(),
  stock: z.number().int().nullable().describe('Null: no limit.'),
  left: z.number().int().nullable().describe('What can still be sold; null: no limit.'),
});

/** An item as the organisers see it (the console's Items tab). */
export const itemSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  price: z.number().int(),
  currency: z.string(),
  variants: z.array(variantSchema),
  distanceIds: z.array(z.string()).describe('Empty: every distance.'),
  perEntry: z.number().int(),
  required: z.boolean(),
  availableUntil: isoTime.nullable(),
  pickup: z.enum(ITEM_PICKUPS),
  hidden: z.boolean(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type Item = z.infer<typeof itemSchema>;

export const itemsSchema = z.object({ items: z.array(itemSchema) });
export type Items = z.infer<typeof itemsSchema>;

/** An item as runners see it with the race (`GET /marathon/{id}`): visible items only. */
export const raceItemSchema = itemSchema.omit({ hidden: true, createdAt: true, updatedAt: true });
export type RaceItem = z.infer<typeof raceItemSchema>;
