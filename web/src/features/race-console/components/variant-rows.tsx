// An item's variants in its form (docs/items.md): 1 to 20 short rows of a name and a stock (empty:
// no limit) with their Remove button, and Add, as the race form's distances are edited: the new row's
// name takes the focus, a removed row's focus goes to "Add variant", and both are announced. A stored
// variant's row keeps its id, so what was sold of it stays its own.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ITEM_LIMITS } from '@run/contract/domain/items';

import { Button } from '@/components/ui/button';
import { FieldBox } from '@/components/ui/field-box';
import { FormList, rowLabel, useFormList } from '@/components/ui/form-list';
import type { FieldBinding, Reshape } from '@/components/ui/form-list';
import { TextField } from '@/components/ui/form-field';

import { variantCount, variantKey, variantRow, type VariantKey } from '../item-form-values';

interface VariantRowsProps {
  values: Partial<Record<string, string>>;
  field: (name: string) => FieldBinding;
  reshape: Reshape<VariantKey>;
}

/** What a row is called on its Remove button and in announcements (in the language shown). */
function variantName(values: VariantRowsProps['values'], index: number, i18n: I18n): string {
  const number = index + 1;
  return values[variantKey(index, 'name')]?.trim() || i18n._(msg`variant ${number}`);
}

function VariantRow({
  index,
  count,
  values,
  field,
  onRemove,
}: Omit<VariantRowsProps, 'reshape'> & {
  index: number;
  count: number;
  onRemove: (index: number) => void;
}) {
  const { i18n, t } = useLingui();
  const number = index + 1;
  const name = variantName(values, index, i18n);
  return (
    <FieldBox legend={t`Variant ${number}`} layout="shortRow">
      <TextField
        label={rowLabel(t`Variant name`, index, 'variant')}
        required
        maxLength={ITEM_LIMITS.variantName}
        placeholder={t`e.g. M`}
        {...field(variantKey(index, 'name'))}
      />
      <TextField
        label={rowLabel(t`Stock`, index, 'variant')}
        inputMode="numeric"
        placeholder={t`No limit`}
        {...field(variantKey(index, 'stock'))}
      />
      {/* An item keeps one variant at least. The button stands level with the inputs. */}
      {count > 1 ? (
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-end sm:mt-8 sm:self-start"
          onClick={() => onRemove(index)}
        >
          <Trans>Remove variant {name}</Trans>
        </Button>
      ) : null}
    </FieldBox>
  );
}

export function VariantRows({ reshape, ...rows }: VariantRowsProps) {
  const { i18n, t } = useLingui();
  const { values, field } = rows;
  const { group, announcement, addRow, removeRow } = useFormList(reshape, 'variants');
  const count = variantCount(values);
  const max = ITEM_LIMITS.variants;

  const remove = (index: number) => {
    const name = variantName(values, index, i18n);
    removeRow(index, t`Removed variant ${name}.`);
  };

  const add = () => {
    const number = count + 1;
    addRow(variantRow(count), variantKey(count, 'name'), t`Variant ${number} added.`);
  };

  // The list's parts in the order they show: legend, intro, rows, message, Add, announcement.
  return (
    <FormList
      legend={t`Variants`}
      intro={t`A size or a colour, each with its own stock; an item of one kind has one variant (e.g. One size). Leave the stock empty for no limit.`}
      count={count}
      row={(index) => <VariantRow index={index} count={count} onRemove={remove} {...rows} />}
      list={{ name: 'variants', error: field('variants').error }}
      addLabel={t`Add variant`}
      onAdd={add}
      full={count >= max}
      fullNote={t`An item has at most ${max} variants.`}
      groupRef={group}
      announcement={announcement}
    />
  );
}
