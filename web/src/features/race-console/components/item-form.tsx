// Adding an item the race sells, or changing one (docs/items.md): its name, words and picture, its
// price, its variants with their stock, who may buy it, how many per entry, whether every entry must
// pick one, until when it sells and where runners get it. The shared schemas say what is wrong, on
// the field (a 400's details too); a refusal (the race already offers the most items it may) is the
// form's alert.
import { useLingui } from '@lingui/react/macro';
import type { Distance } from '@run/contract/domain/api-types';
import { ITEM_LIMITS, ITEM_PICKUPS, itemInputSchema, type Item } from '@run/contract/domain/items';

import { CheckboxField } from '@/components/ui/checkbox-field';
import { NumberField, TextAreaField, TextField } from '@/components/ui/form-field';
import { showPopup } from '@/components/ui/popup';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { TwoColumnForm } from '@/components/ui/two-column-form';
import { useZodForm } from '@/components/ui/use-zod-form';
import { pickupLabel } from '@/lib/i18n/contract-words';

import { useCreateItem, useUpdateItem } from '../api/items';
import { itemInputOf, itemValues, type ItemFormRace } from '../item-form-values';
import { DistanceChecks } from './distance-checks';
import { VariantRows } from './variant-rows';

/** What the Items tab needs of the race. */
export interface ItemRace {
  _id: string;
  currency: string;
  timeZone?: string | null | undefined;
  distances: ReadonlyArray<Pick<Distance, 'id' | 'name'>>;
}

/**
 * A new item (`item` null: the form empties once the item is added), or a change of one in the tab's
 * dialog (`onDone` closes it).
 */
export function ItemForm({
  race,
  item,
  onDone,
  labelledBy,
}: {
  race: ItemRace;
  item: Item | null;
  onDone?: () => void;
  /** The heading that names the form, where it stands in a section of its own. */
  labelledBy?: string;
}) {
  const { t } = useLingui();
  const create = useCreateItem(race._id);
  const update = useUpdateItem(race._id);
  const formRace: ItemFormRace = {
    distanceIds: race.distances.map((d) => d.id),
    timeZone: race.timeZone,
  };
  const form = useZodForm({
    initialValues: itemValues(formRace, item),
    // A change sends the whole item, checked as a new one is (a patch may hold every field).
    schema: itemInputSchema,
    toInput: (values) => itemInputOf(values, formRace),
    idPrefix: item ? 'item-edit' : 'item-new',
  });
  const { currency } = race;
  const zone = race.timeZone;
  const perEntryMax = ITEM_LIMITS.perEntry;
  const submit = form.handleSubmit((body, controls) => {
    const { name } = body;
    const onError = (error: unknown) =>
      controls.showServerError(error, t`The item could not be saved.`);
    if (item) {
      update.mutate(
        { itemId: item.itemId, body },
        {
          onSuccess: () => {
            onDone?.();
            showPopup({ icon: 'success', title: t`Item saved`, text: name });
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          controls.reset();
          showPopup({ icon: 'success', title: t`Item added`, text: name });
        },
        onError,
      });
    }
  });
  const pickups = ITEM_PICKUPS.map((value) => ({ value, label: pickupLabel(value) }));
  const clock = zone ? t`On the race’s clock (${zone}).` : t`On this device’s clock.`;
  return (
    <TwoColumnForm
      form={form}
      onSubmit={submit}
      labelledBy={labelledBy}
      submitLabel={item ? t`Save item` : t`Add item`}
      busyText={t`Saving…`}
      busy={create.isPending || update.isPending}
      onCancel={item ? onDone : undefined}
    >
      <TextField
        label={t`Name`}
        required
        maxLength={ITEM_LIMITS.name}
        placeholder={t`e.g. T-shirt`}
        {...form.field('name')}
      />
      {/* The amount is typed with a decimal point in every language (centsOf reads it so). */}
      <TextField
        label={t`Price (${currency})`}
        required
        inputMode="decimal"
        placeholder="0.00"
        hint={t`0 when it is included in the entry fee.`}
        {...form.field('price')}
      />
      <TextAreaField
        wrapperClassName="sm:col-span-2"
        label={t`Description`}
        {...form.field('description')}
        maxLength={ITEM_LIMITS.description}
        rows={3}
      />
      <TextField
        label={t`Image URL`}
        type="url"
        placeholder="https://"
        wrapperClassName="sm:col-span-2"
        {...form.field('imageUrl')}
      />
      <VariantRows values={form.values} field={form.field} reshape={form.reshape} />
      <DistanceChecks distances={race.distances} field={form.field} />
      <NumberField
        label={t`Per entry`}
        required
        min={1}
        max={ITEM_LIMITS.perEntry}
        step={1}
        hint={t`At most this many for one entry, 1 to ${perEntryMax}.`}
        {...form.field('perEntry')}
      />
      <TextField
        label={t`Available until`}
        type="datetime-local"
        hint={`${clock} ${t`Leave empty to sell it until the race.`}`}
        {...form.field('availableUntil')}
      />
      <CheckboxField
        label={t({ message: 'Required', context: 'an item every entry picks' })}
        hint={t`Every entry of its distances must pick one, e.g. a T-shirt included in the entry fee.`}
        className="sm:col-span-2"
        {...form.field('required')}
      />
      <RadioGroupField
        legend={t`Pickup`}
        options={pickups}
        className="sm:col-span-2"
        {...form.field('pickup')}
      />
    </TwoColumnForm>
  );
}
