// The console's Items tab (docs/items.md): the add-ons and merchandise the race sells (an included
// T-shirt, a medal engraving), hidden ones too, each with its variants' stock and what is left; an
// item changed or deleted in a dialog, hidden from runners or shown again at a click; a new item.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Item } from '@run/contract/domain/items';

import { cardClasses } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { HeadedSection } from '@/components/ui/headed-section';
import { Modal } from '@/components/ui/modal';
import { PanelList } from '@/components/ui/panel-list';
import { showErrorPopup, showPopup } from '@/components/ui/popup';
import { TitledSection } from '@/components/ui/titled-section';
import { useRowDialog } from '@/components/ui/use-return-focus';

import { useDeleteItem, useItems, useUpdateItem } from '../api/items';
import { ItemCard, type ItemDialog } from './item-card';
import { ItemForm, type ItemRace } from './item-form';

const TITLE_ID = 'items-title';
const NEW_TITLE_ID = 'new-item-title';

/** Hides a shown item or shows a hidden one (PATCH `hidden`), saying which in a popup. */
function useToggleHidden(marathonId: string) {
  const { t } = useLingui();
  const update = useUpdateItem(marathonId);
  const toggle = ({ itemId, name, hidden: was }: Item) =>
    update.mutate(
      { itemId, body: { hidden: !was } },
      {
        onSuccess: () =>
          showPopup(
            was
              ? { icon: 'success', title: t`Item unhidden`, text: t`Runners see ${name} again.` }
              : { icon: 'success', title: t`Item hidden`, text: t`Runners no longer see ${name}.` },
          ),
        onError: (error) => showErrorPopup(error, t`The item could not be changed.`),
      },
    );
  return { toggle, togglingId: update.isPending ? (update.variables?.itemId ?? null) : null };
}

function ItemList({ race }: { race: ItemRace }) {
  const { t } = useLingui();
  const query = useItems(race._id);
  const remove = useDeleteItem(race._id);
  const hiding = useToggleHidden(race._id);
  const { dialog, open, close } = useRowDialog<ItemDialog>(TITLE_ID);
  // The item a dialog is about, named in its title.
  const name = dialog?.item.name ?? '';
  const actions = { open, toggleHidden: hiding.toggle, togglingId: hiding.togglingId };
  return (
    <PanelList
      query={query}
      rows={(data) => data.items}
      empty={<Trans>This race sells no items yet.</Trans>}
      loading={<Trans>Loading the items…</Trans>}
      failed={t`The items could not be loaded.`}
      after={
        dialog?.kind === 'edit' ? (
          <Modal open title={t`Edit ${name}`} onClose={close} size="lg">
            <ItemForm race={race} item={dialog.item} onDone={close} />
          </Modal>
        ) : dialog?.kind === 'delete' ? (
          <ConfirmDialog
            write={remove}
            variables={dialog.item.itemId}
            title={t`Delete ${name}?`}
            done={{ title: t`Item deleted`, text: t`${name} is no longer sold.` }}
            failure={t`The item could not be deleted.`}
            confirmLabel={t`Delete`}
            busyLabel={t`Deleting…`}
            onClose={close}
          >
            <p>
              <Trans>Runners can no longer buy it. To offer it again later, hide it instead.</Trans>
            </p>
          </ConfirmDialog>
        ) : null
      }
    >
      {(items) => (
        <ul className="grid gap-4">
          {items.map((item) => (
            <ItemCard key={item.itemId} item={item} race={race} actions={actions} />
          ))}
        </ul>
      )}
    </PanelList>
  );
}

export function ItemsPanel({ race }: { race: ItemRace }) {
  const { t } = useLingui();
  const { currency } = race;
  return (
    <div className="space-y-10">
      <HeadedSection
        id={TITLE_ID}
        look="part"
        title={t`Items`}
        intro={t`Add-ons and merchandise runners get with their entry, priced in ${currency}. Hidden items are neither listed nor sold; what was sold stands.`}
      >
        <ItemList race={race} />
      </HeadedSection>
      <TitledSection
        id={NEW_TITLE_ID}
        title={t`Add an item`}
        size="lg"
        spaced
        className={cardClasses('p-6 shadow-sm')}
      >
        <ItemForm race={race} item={null} labelledBy={NEW_TITLE_ID} />
      </TitledSection>
    </div>
  );
}
