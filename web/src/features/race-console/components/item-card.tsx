// One item of the console's Items tab (docs/items.md): its name (marked when hidden from runners), its
// price, who may buy it and on what terms, each variant with its stock and what is left of it, and
// the buttons that change it, hide it or show it again, and delete it.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Item } from '@run/contract/domain/items';
import { formatMoney } from '@run/contract/domain/money';

import { Button } from '@/components/ui/button';
import { cellClasses, DataTable } from '@/components/ui/data-table';
import { type Fact, FactList } from '@/components/ui/fact-list';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { formatCount, formatDateTime } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';
import { pickupLabel } from '@/lib/i18n/contract-words';

import type { ItemRace } from './item-form';

export interface ItemDialog {
  kind: 'edit' | 'delete';
  item: Item;
}

/** What the card's buttons do: open a dialog (useRowDialog's `open`), or hide or show the item. */
export interface ItemActions {
  open: (dialog: ItemDialog, opener: EventTarget | null) => void;
  toggleHidden: (item: Item) => void;
  /** The item whose hiding or showing is being sent. */
  togglingId: string | null;
}

function VariantTable({ item }: { item: Item }) {
  const { t } = useLingui();
  const { name } = item;
  // A limit said in words where there is none (null stock: no limit, nothing runs out).
  const count = (n: number | null) => (n === null ? t`No limit` : formatCount(n));
  return (
    <DataTable
      embedded
      caption={t`Variants of ${name}`}
      columns={[{ label: t`Variant` }, { label: t`Stock` }, { label: t`Left` }]}
    >
      {item.variants.map((v) => (
        <tr key={v.variantId}>
          <th scope="row" className={cellClasses(undefined, 'font-medium')}>
            {v.name}
          </th>
          <td className={cellClasses(undefined, 'whitespace-nowrap')}>{count(v.stock)}</td>
          <td className={cellClasses(undefined, 'whitespace-nowrap')}>{count(v.left)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function ItemCard({
  race,
  item,
  actions,
}: {
  race: ItemRace;
  item: Item;
  actions: ItemActions;
}) {
  const { t } = useLingui();
  const { name, hidden } = item;
  const names = new Map(race.distances.map((d) => [d.id, d.name]));
  // Called while the card renders: the money, the time and the words are in the language shown.
  const amount = formatMoney(item.price, item.currency, intlLocale());
  const facts: Fact[] = [
    {
      label: t`Price`,
      value: item.price === 0 ? t`${amount}, included in the entry fee` : amount,
    },
    {
      label: t`Who may buy`,
      value:
        item.distanceIds.length === 0
          ? t`Every distance`
          : item.distanceIds.map((id) => names.get(id) ?? id).join(', '),
    },
    {
      label: t({ message: 'Required', context: 'an item every entry picks' }),
      value: item.required ? t`Yes` : t`No`,
    },
    { label: t`Per entry`, value: formatCount(item.perEntry) },
    {
      label: t`Available until`,
      value: item.availableUntil ? formatDateTime(item.availableUntil) : t`Until the race`,
    },
    { label: t`Pickup`, value: pickupLabel(item.pickup) },
  ];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-base font-semibold break-words text-slate-900 dark:text-white">
          {name}
          {hidden ? ' ' : null}
          {hidden ? (
            <span className="ml-1 inline-block rounded-full bg-slate-200 px-2 py-0.5 align-middle text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
              <Trans>Hidden</Trans>
            </span>
          ) : null}
        </h3>
        <div className="flex flex-wrap gap-2">
          <RowDialogButton
            label={t`Edit ${name}`}
            open={actions.open}
            dialog={{ kind: 'edit', item }}
          >
            <Trans>Edit</Trans>
          </RowDialogButton>
          <Button
            size="sm"
            variant="secondary"
            aria-label={hidden ? t`Unhide ${name}` : t`Hide ${name}`}
            busy={actions.togglingId === item.itemId}
            busyText={t`Saving…`}
            onClick={() => actions.toggleHidden(item)}
          >
            {hidden ? <Trans>Unhide</Trans> : <Trans>Hide</Trans>}
          </Button>
          <RowDialogButton
            variant="danger"
            label={t`Delete ${name}`}
            open={actions.open}
            dialog={{ kind: 'delete', item }}
          >
            <Trans>Delete</Trans>
          </RowDialogButton>
        </div>
      </div>
      {item.description ? (
        <p className="mt-1 text-sm whitespace-pre-line text-slate-600 dark:text-slate-300">
          {item.description}
        </p>
      ) : null}
      <FactList className="mt-3 text-sm" facts={facts} />
      <div className="mt-3">
        <VariantTable item={item} />
      </div>
    </li>
  );
}
