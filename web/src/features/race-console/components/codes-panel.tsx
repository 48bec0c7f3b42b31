// The console's Codes tab (docs/coupons.md): the race's discount codes with their uses and the money
// they took off, each changed or deleted in a dialog; a new code; a batch of single-use codes as CSV;
// and the runners who brought others with their referral links.
import type { Coupon } from '@run/contract/domain/coupons';
import { formatMoney } from '@run/contract/domain/money';

import { cardClasses } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cellClasses, DataTable } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-field';
import { HeadedSection } from '@/components/ui/headed-section';
import { Modal } from '@/components/ui/modal';
import { MoreButton } from '@/components/ui/more-button';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { useRowDialog } from '@/components/ui/use-return-focus';
import { formatMonthDay } from '@/lib/format';

import { useCoupons, useDeleteCoupon } from '../api/coupons';
import { CouponBatchForm } from './coupon-batch-form';
import { EditCouponForm, NewCouponForm } from './coupon-form';
import type { CouponRace } from './coupon-terms-fields';
import { ReferrersSection } from './referrers-section';

interface Dialog {
  kind: 'edit' | 'delete';
  coupon: Coupon;
}

const money = (cents: number, currency: string) => formatMoney(cents, currency, 'en-US');

function discountText({ kind, value, currency }: Coupon): string {
  return kind === 'percent' ? `${value}% off` : `${money(value, currency)} off`;
}

function windowText({ validFrom, validUntil }: Coupon): string {
  if (!validFrom && !validUntil) return 'Any time';
  if (!validFrom) return `Until ${formatMonthDay(validUntil ?? '')}`;
  if (!validUntil) return `From ${formatMonthDay(validFrom)}`;
  return `${formatMonthDay(validFrom)} to ${formatMonthDay(validUntil)}`;
}

function CouponRows({
  race,
  coupons,
  open,
}: {
  race: CouponRace;
  coupons: Coupon[];
  open: (dialog: Dialog, opener: EventTarget | null) => void;
}) {
  const names = new Map(race.distances.map((d) => [d.id, d.name]));
  return (
    <DataTable
      embedded
      caption="Discount codes of this race"
      columns={[
        { label: 'Code' },
        { label: 'Discount' },
        ...(race.distances.length > 1 ? [{ label: 'Distances', hideBelow: 'md' as const }] : []),
        { label: 'Valid', hideBelow: 'md' },
        { label: 'Uses' },
        { label: 'Discounted' },
        { label: 'Actions', srOnly: true },
      ]}
    >
      {coupons.map((c) => (
        <tr key={c.code}>
          <th scope="row" className={cellClasses(undefined, 'font-mono font-semibold')}>
            {c.code}
          </th>
          <td className={cellClasses(undefined, 'whitespace-nowrap')}>{discountText(c)}</td>
          {race.distances.length > 1 ? (
            <td className={cellClasses('md')}>
              {c.distanceIds?.map((id) => names.get(id) ?? id).join(', ') ?? 'All'}
            </td>
          ) : null}
          <td className={cellClasses('md')}>{windowText(c)}</td>
          <td className={cellClasses(undefined, 'whitespace-nowrap')}>
            {c.maxUses === null ? c.uses : `${c.uses} of ${c.maxUses}`}
          </td>
          <td className={cellClasses(undefined, 'whitespace-nowrap')}>
            {money(c.discounted, c.currency)}
          </td>
          <td className="px-4 py-3">
            <div className="flex flex-wrap justify-end gap-2">
              <RowDialogButton
                label={`Edit ${c.code}`}
                open={open}
                dialog={{ kind: 'edit', coupon: c }}
              >
                Edit
              </RowDialogButton>
              <RowDialogButton
                variant="danger"
                label={`Delete ${c.code}`}
                open={open}
                dialog={{ kind: 'delete', coupon: c }}
              >
                Delete
              </RowDialogButton>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function DeleteCouponDialog({
  race,
  coupon,
  onClose,
}: {
  race: CouponRace;
  coupon: Coupon;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title={`Delete ${coupon.code}?`}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      write={useDeleteCoupon(race._id)}
      variables={coupon.code}
      done={{ title: 'Code deleted', text: `${coupon.code} can no longer be used.` }}
      failure="The code could not be deleted."
      onClose={onClose}
    >
      <p>Nobody can use it from now on. The discounts it already gave stand.</p>
    </ConfirmDialog>
  );
}

function CouponList({ race }: { race: CouponRace }) {
  const query = useCoupons(race._id);
  const { dialog, open, close } = useRowDialog<Dialog>('coupons-title');
  if (query.isPending) return <p role="status">Loading the codes…</p>;
  if (query.isError) return <FormAlert message="The codes could not be loaded." />;
  const coupons = query.data.pages.flatMap((page) => page.coupons);
  return (
    <>
      {coupons.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-200">This race has no discount codes yet.</p>
      ) : (
        <CouponRows race={race} coupons={coupons} open={open} />
      )}
      {query.hasNextPage ? (
        <MoreButton pages={query} size="sm">
          Show more codes
        </MoreButton>
      ) : null}
      {dialog?.kind === 'edit' ? (
        <Modal open title={`Edit ${dialog.coupon.code}`} onClose={close} size="lg">
          <EditCouponForm race={race} coupon={dialog.coupon} onDone={close} />
        </Modal>
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteCouponDialog race={race} coupon={dialog.coupon} onClose={close} />
      ) : null}
    </>
  );
}

export function CodesPanel({ race }: { race: CouponRace & { referralsEnabled: boolean } }) {
  const box = cardClasses('p-6 shadow-sm');
  return (
    <div className="space-y-10">
      <HeadedSection
        id="coupons-title"
        look="part"
        title="Discount codes"
        intro="Uses count registrations holding a place; a use comes back when a place ends unpaid."
      >
        <CouponList race={race} />
      </HeadedSection>
      <div className={box}>
        <NewCouponForm race={race} />
      </div>
      <div className={box}>
        <CouponBatchForm race={race} />
      </div>
      <ReferrersSection
        marathonId={race._id}
        currency={race.currency}
        enabled={race.referralsEnabled}
      />
    </div>
  );
}
