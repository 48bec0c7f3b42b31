// Making a discount code, or changing one (docs/coupons.md): its name (a new one only), its terms and
// how many registrations may use it. The shared schemas say what is wrong, on the field.
import { useLingui } from '@lingui/react/macro';
import { type Coupon, couponInputSchema, couponPatchSchema } from '@run/contract/domain/coupons';

import { TextField } from '@/components/ui/form-field';
import type { FieldBinding } from '@/components/ui/form-list';
import { showPopup } from '@/components/ui/popup';
import { type FormValues, useZodForm } from '@/components/ui/use-zod-form';
import { limitOf } from '@/lib/format';

import { useCreateCoupon, useUpdateCoupon } from '../api/coupons';
import { couponTermsInput, couponTermsValues } from '../coupon-form-values';
import { CODE_INPUT, type CouponRace, CouponFormFrame } from './coupon-terms-fields';

/** How many registrations may use the code. */
function UsesField({ binding }: { binding: FieldBinding }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Uses`}
      inputMode="numeric"
      hint={t`How many registrations may use it; empty for no limit.`}
      {...binding}
    />
  );
}

/** A new code: its name, terms and uses; the form empties once it is made. */
export function NewCouponForm({ race }: { race: CouponRace }) {
  const { t } = useLingui();
  const ids = race.distances.map((d) => d.id);
  const create = useCreateCoupon(race._id);
  // Typed as any field's values: the terms' fields are named by the race's distances too.
  const form = useZodForm({
    initialValues: { code: '', maxUses: '', ...couponTermsValues(ids) } as FormValues,
    schema: couponInputSchema,
    toInput: (values) => ({
      code: values.code,
      maxUses: limitOf(values.maxUses),
      ...couponTermsInput(values, ids),
    }),
    idPrefix: 'coupon',
  });
  const submit = form.handleSubmit((input, controls) =>
    create.mutate(input, {
      onSuccess: ({ code }) => {
        controls.reset();
        showPopup({
          icon: 'success',
          title: t`Code created`,
          text: t`${code} can be used now.`,
        });
      },
      onError: (error) => controls.showServerError(error, t`The code could not be created.`),
    }),
  );
  return (
    <CouponFormFrame
      form={form}
      onSubmit={submit}
      race={race}
      heading={{ id: 'new-coupon-title', title: t`Make a code` }}
      submitLabel={t`Create code`}
      busyText={t`Creating…`}
      busy={create.isPending}
    >
      <TextField
        label={t`Code`}
        {...CODE_INPUT}
        maxLength={32}
        hint={t`4 to 32 letters, digits or hyphens, e.g. CLUB-2027.`}
        {...form.field('code')}
      />
      <UsesField binding={form.field('maxUses')} />
    </CouponFormFrame>
  );
}

/** A code's terms and uses changed (not its name, nor the discounts it gave). */
export function EditCouponForm({
  race,
  coupon,
  onDone,
}: {
  race: CouponRace;
  coupon: Coupon;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const ids = race.distances.map((d) => d.id);
  const update = useUpdateCoupon(race._id);
  const form = useZodForm({
    initialValues: {
      maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
      ...couponTermsValues(ids, coupon),
    } as FormValues,
    schema: couponPatchSchema,
    toInput: (values) => ({
      maxUses: limitOf(values.maxUses),
      ...couponTermsInput(values, ids),
    }),
    idPrefix: 'coupon-edit',
  });
  const { code } = coupon;
  const submit = form.handleSubmit((body, controls) =>
    update.mutate(
      { code, body },
      {
        onSuccess: () => {
          onDone();
          showPopup({ icon: 'success', title: t`Code saved`, text: t`${code} is changed.` });
        },
        onError: (error) => controls.showServerError(error, t`The code could not be saved.`),
      },
    ),
  );
  return (
    <CouponFormFrame
      form={form}
      onSubmit={submit}
      race={race}
      submitLabel={t`Save code`}
      busyText={t`Saving…`}
      busy={update.isPending}
      onCancel={onDone}
    >
      <UsesField binding={form.field('maxUses')} />
    </CouponFormFrame>
  );
}
