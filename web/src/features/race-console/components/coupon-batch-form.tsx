// A batch of single-use discount codes for a sponsor or a club (docs/coupons.md): a prefix, how many
// (up to 5,000) and their shared terms; the codes come back as a CSV file, saved at once, and join
// the list of codes.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { COUPON_BATCH_MAX, couponBatchSchema } from '@run/contract/domain/coupons';

import { formatCount, wholeOf } from '@/lib/format';
import { TextField } from '@/components/ui/form-field';
import { showPopup } from '@/components/ui/popup';
import { type FormValues, useZodForm } from '@/components/ui/use-zod-form';
import { useApiWrite } from '@/lib/api-query';
import { downloadCouponBatch } from '@/lib/download-csv';

import { refreshCoupons } from '../api/coupons';
import { couponTermsInput, couponTermsValues } from '../coupon-form-values';
import { CODE_INPUT, type CouponRace, CouponFormFrame } from './coupon-terms-fields';

export function CouponBatchForm({ race }: { race: CouponRace }) {
  const { t } = useLingui();
  const ids = race.distances.map((d) => d.id);
  const make = useApiWrite(
    (batch: Parameters<typeof downloadCouponBatch>[1]) => downloadCouponBatch(race._id, batch),
    { onSuccess: () => void refreshCoupons(race._id) },
  );
  // Typed as any field's values: the terms' fields are named by the race's distances too.
  const form = useZodForm({
    initialValues: { prefix: '', count: '', ...couponTermsValues(ids) } as FormValues,
    schema: couponBatchSchema,
    toInput: (values) => ({
      prefix: values.prefix,
      count: wholeOf(values.count ?? ''),
      ...couponTermsInput(values, ids),
    }),
    idPrefix: 'coupon-batch',
  });
  const submit = form.handleSubmit((batch, controls) =>
    make.mutate(batch, {
      onSuccess: () => {
        const { count } = batch;
        controls.reset();
        showPopup({
          icon: 'success',
          title: t`Codes made`,
          // English says the same for one; the plural lets other languages agree with the count.
          text: t({
            message: plural(count, {
              one: '# single-use codes are in the file you downloaded.',
              other: '# single-use codes are in the file you downloaded.',
            }),
          }),
        });
      },
      onError: (error) => controls.showServerError(error, t`The codes could not be made.`),
    }),
  );
  const max = formatCount(COUPON_BATCH_MAX);
  return (
    <CouponFormFrame
      form={form}
      onSubmit={submit}
      race={race}
      heading={{
        id: 'coupon-batch-title',
        title: t`Make a batch of single-use codes`,
        intro: t`Each code is used once. They download as a CSV file to hand to a sponsor or a club.`,
      }}
      submitLabel={t`Make and download codes`}
      busyText={t`Making…`}
      busy={make.isPending}
    >
      <TextField
        label={t`Prefix`}
        {...CODE_INPUT}
        maxLength={20}
        hint={t`Each code is the prefix, a hyphen and 8 characters.`}
        {...form.field('prefix')}
      />
      <TextField
        label={t`How many codes`}
        inputMode="numeric"
        required
        hint={t`1 to ${max}.`}
        {...form.field('count')}
      />
    </CouponFormFrame>
  );
}
