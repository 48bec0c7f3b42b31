// The console's Codes tab (docs/coupons.md): the race's discount codes with their uses and the money
// they took off, each changed or deleted in a dialog; a new code; a batch of single-use codes as CSV;
// and the runners who brought others with their referral links.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Coupon } from '@run/contract/domain/coupons';
import { formatMoney } from '@run/contract/domain/money';

import { cardClasses } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cellClasses, DataTable } from '@/components/ui/data-table';
import { PanelList } from '@/components/ui/panel-list';
import { HeadedSection } from '@/components/ui/headed-section';
import { Modal } from '@/components/ui/modal';
import { MoreButton } from '@/components/ui/more-button';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { type RaceRowDialogProps, useRowDialog } from '@/components/ui/use-return-focus';
import { formatMonthDay } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';

import { useCoupons, useDeleteCoupon } from '../api/coupons';
import { CouponBatchForm } from './coupon-batch-form';
import { EditCouponForm, NewCouponForm } from './coupon-form';
import type { CouponRace } from './coupon-terms-fields';
import { ReferrersSection } from './referrers-section';

interface Dialog {
  kind: 'edit' | 'delete';
  coupon: Coupon;
}

// Called while a row renders: the money, dates and words are in the language shown then.
const money = (cents: number, currency: string) => formatMoney(cents, currency, intlLocale());

function discountText({ kind, value, currency }: Coupon, i18n: I18n): string {
  if (kind === 'percent') return i18n._(msg`${value}% off`);
  const amount = money(value, currency);
  return i18n._(msg`${amount} off`);
}

function windowText({ validFrom, validUntil }: Coupon, i18n: I18n): string {
  if (!validFrom && !validUntil) return i18n._(msg`Any time`);
  if (!validFrom) {
    const until = formatMonthDay(validUntil ?? '');
    return i18n._(msg`Until ${until}`);
  }
  const from = formatMonthDay(validFrom);
  if (!validUntil) return i18n._(msg`From ${from}`);
  const until = formatMonthDay(validUntil);
  return i18n._(msg`${from} to ${until}`);
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
  const { t, i18n } = useLingui();
  const names = new Map(race.distances.map((d) => [d.id, d.name]));
  return (
    <DataTable
      embedded
      caption={t`Discount codes of this race`}
      columns={[
        { label: t`Code` },
        { label: t`Discount` },
        ...(race.distances.length > 1 ? [{ label: t`Distances`, hideBelow: 'md' as const }] : []),
        { label: t`Valid`, hideBelow: 'md' },
        { label: t`Uses` },
        { label: t`Discounted` },
        { label: t`Actions`, srOnly: true },
      ]}
    >
      {coupons.map((c) => {
        const { code, uses, maxUses } = c;
        return (
          <tr key={code}>
            <th scope="row" className={cellClasses(undefined, 'font-mono font-semibold')}>
              {code}
            </th>
            <td className={cellClasses(undefined, 'whitespace-nowrap')}>{discountText(c, i18n)}</td>
            {race.distances.length > 1 ? (
              <td className={cellClasses('md')}>
                {c.distanceIds?.map((id) => names.get(id) ?? id).join(', ') ??
                  t({ message: 'All', context: 'every distance' })}
              </td>
            ) : null}
            <td className={cellClasses('md')}>{windowText(c, i18n)}</td>
            <td className={cellClasses(undefined, 'whitespace-nowrap')}>
              {maxUses === null ? uses : t`${uses} of ${maxUses}`}
            </td>
            <td className={cellClasses(undefined, 'whitespace-nowrap')}>
              {money(c.discounted, c.currency)}
            </td>
            <td className="px-4 py-3">
              <div className="flex flex-wrap justify-end gap-2">
                <RowDialogButton
                  label={t`Edit ${code}`}
                  open={open}
                  dialog={{ kind: 'edit', coupon: c }}
                >
                  <Trans>Edit</Trans>
                </RowDialogButton>
                <RowDialogButton
                  variant="danger"
                  label={t`Delete ${code}`}
                  open={open}
                  dialog={{ kind: 'delete', coupon: c }}
                >
                  <Trans>Delete</Trans>
                </RowDialogButton>
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

function DeleteCouponDialog({ marathonId, row: coupon, onClose }: RaceRowDialogProps<Coupon>) {
  const { t } = useLingui();
  const { code } = coupon;
  return (
    <ConfirmDialog
      title={t`Delete ${code}?`}
      confirmLabel={t`Delete`}
      busyLabel={t`Deleting…`}
      write={useDeleteCoupon(marathonId)}
      variables={code}
      done={{ title: t`Code deleted`, text: t`${code} can no longer be used.` }}
      failure={t`The code could not be deleted.`}
      onClose={onClose}
    >
      <p>
        <Trans>Nobody can use it from now on. The discounts it already gave stand.</Trans>
      </p>
    </ConfirmDialog>
  );
}

function CouponList({ race }: { race: CouponRace }) {
  const { t } = useLingui();
  const query = useCoupons(race._id);
  const { dialog, open, close } = useRowDialog<Dialog>('coupons-title');
  // The code being changed, named in its dialog's title.
  const code = dialog?.kind === 'edit' ? dialog.coupon.code : '';
  return (
    <PanelList
      query={query}
      loading={<Trans>Loading the codes…</Trans>}
      failed={t`The codes could not be loaded.`}
      rows={(data) => data.pages.flatMap((page) => page.coupons)}
      empty={<Trans>This race has no discount codes yet.</Trans>}
      after={
        <>
          {query.hasNextPage ? (
            <MoreButton pages={query} size="sm">
              <Trans>Show more codes</Trans>
            </MoreButton>
          ) : null}
          {dialog?.kind === 'edit' ? (
            <Modal open title={t`Edit ${code}`} onClose={close} size="lg">
              <EditCouponForm race={race} coupon={dialog.coupon} onDone={close} />
            </Modal>
          ) : null}
          {dialog?.kind === 'delete' ? (
            <DeleteCouponDialog marathonId={race._id} row={dialog.coupon} onClose={close} />
          ) : null}
        </>
      }
    >
      {(coupons) => <CouponRows race={race} coupons={coupons} open={open} />}
    </PanelList>
  );
}

export function CodesPanel({ race }: { race: CouponRace & { referralsEnabled: boolean } }) {
  const { t } = useLingui();
  const box = cardClasses('p-6 shadow-sm');
  return (
    <div className="space-y-10">
      <HeadedSection
        id="coupons-title"
        look="part"
        title={t`Discount codes`}
        intro={t`Uses count registrations holding a place; a use comes back when a place ends unpaid.`}
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
