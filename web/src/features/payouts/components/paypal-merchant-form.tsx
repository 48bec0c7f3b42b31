// The organiser's PayPal merchant id (docs/payouts.md): PayPal pays them directly with it; without
// one their races offer no PayPal. The contract's schema gives the field's message, as the API does.
import { Trans, useLingui } from '@lingui/react/macro';
import type { PayoutAccount } from '@run/contract/domain/payout-types';
import { payoutAccountPatchSchema } from '@run/contract/domain/payout-types';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { TitledForm } from '@/components/ui/titled-form';
import { useZodForm } from '@/components/ui/use-zod-form';

import { useUpdatePayoutAccount } from '../api/payout-account';

export function PaypalMerchantForm({ uid, account }: { uid: string; account: PayoutAccount }) {
  const { t } = useLingui();
  const update = useUpdatePayoutAccount(uid);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useZodForm({
    initialValues: { paypalMerchantId: account.paypalMerchantId ?? '' },
    schema: payoutAccountPatchSchema,
    // An empty field takes the id away.
    toInput: ({ paypalMerchantId }) => ({
      paypalMerchantId: paypalMerchantId.trim() === '' ? null : paypalMerchantId,
    }),
    idPrefix: 'payouts',
  });
  const { bindForm } = form;

  const submit = form.handleSubmit(({ paypalMerchantId }, controls) => {
    setSaved(null);
    update.mutate(paypalMerchantId, {
      onSuccess: () =>
        setSaved(paypalMerchantId ? t`PayPal merchant id saved.` : t`PayPal merchant id removed.`),
      onError: (error) => controls.showServerError(error, t`The merchant id could not be saved.`),
    });
  });

  return (
    <TitledForm
      ref={bindForm}
      onSubmit={submit}
      titleId="paypal-merchant-title"
      title="PayPal"
      level={3}
      className="space-y-3"
    >
      <TextField
        label={t`PayPal merchant id`}
        autoComplete="off"
        hint={t`13 capital letters and digits, from your PayPal business account. Leave it empty to take no PayPal payments.`}
        wrapperClassName="max-w-md"
        {...form.field('paypalMerchantId')}
      />
      <FormAlert message={form.formError} />
      <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
        {saved}
      </p>
      <Button type="submit" variant="secondary" busy={update.isPending} busyText={t`Saving…`}>
        <Trans>Save PayPal merchant id</Trans>
      </Button>
    </TitledForm>
  );
}
