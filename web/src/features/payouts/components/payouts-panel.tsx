// The race console's Payouts tab (docs/payouts.md), for the race's creator in `connect` mode: their
// payout account (the same on every race of theirs, since payouts belong to the account, not the
// race), their PayPal merchant id, balance, payouts and statements.
import { Trans, useLingui } from '@lingui/react/macro';

import { TitledSection } from '@/components/ui/titled-section';
import { Loaded } from '@/components/ui/loaded';
import { paths } from '@/config/paths';
import { usePayoutSettings } from '@/lib/payout-settings';

import { usePayoutAccount } from '../api/payout-account';
import { AccountSection } from './account-section';
import { BalanceSection } from './balance-section';
import { PayoutsSection } from './payouts-section';
import { PaypalMerchantForm } from './paypal-merchant-form';

export function PayoutsPanel({ uid, marathonId }: { uid: string; marathonId: string }) {
  const { t } = useLingui();
  const account = usePayoutAccount(uid);
  const settings = usePayoutSettings();
  return (
    <TitledSection id="payouts-title" title={t`Payouts`} className="space-y-8">
      <p className="text-slate-600 dark:text-slate-300">
        <Trans>The money your races take reaches you here: one account for all your races.</Trans>
      </p>
      <Loaded
        query={account}
        loading={t`Loading your payout account`}
        failed={t`Failed to load your payout account`}
        retryHeading={3}
      >
        {(data) => (
          <>
            <AccountSection
              uid={uid}
              account={data}
              returnPath={paths.raceConsole.href(marathonId, 'payouts')}
            />
            <PaypalMerchantForm uid={uid} account={data} />
            {data.balance ? <BalanceSection balance={data.balance} /> : null}
            {data.state === 'none' ? null : (
              <PayoutsSection uid={uid} testProvider={settings.data?.provider === 'test'} />
            )}
          </>
        )}
      </Loaded>
    </TitledSection>
  );
}
