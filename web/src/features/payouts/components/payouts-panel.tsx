// The race console's Payouts tab (docs/payouts.md), for the race's creator in `connect` mode: their
// payout account (the same on every race of theirs, since payouts belong to the account, not the
// race), their PayPal merchant id, balance, payouts and statements.
import { TitledSection } from '@/components/ui/titled-section';
import { StateMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import { usePayoutSettings } from '@/lib/payout-settings';

import { usePayoutAccount } from '../api/payout-account';
import { AccountSection } from './account-section';
import { BalanceSection } from './balance-section';
import { PayoutsSection } from './payouts-section';
import { PaypalMerchantForm } from './paypal-merchant-form';

export function PayoutsPanel({ uid, marathonId }: { uid: string; marathonId: string }) {
  const account = usePayoutAccount(uid);
  const settings = usePayoutSettings();
  return (
    <TitledSection id="payouts-title" title="Payouts" className="space-y-8">
      <p className="text-slate-600 dark:text-slate-300">
        The money your races take reaches you here: one account for all your races.
      </p>
      {account.isPending ? (
        <p role="status">Loading your payout account…</p>
      ) : account.isError ? (
        <StateMessage
          headingLevel={3}
          tone="error"
          role="alert"
          title="Failed to load your payout account"
          text="Check your connection and try again."
          onRetry={() => void account.refetch()}
        />
      ) : (
        <>
          <AccountSection
            uid={uid}
            account={account.data}
            returnPath={paths.raceConsole.href(marathonId, 'payouts')}
          />
          <PaypalMerchantForm uid={uid} account={account.data} />
          {account.data.balance ? <BalanceSection balance={account.data.balance} /> : null}
          {account.data.state === 'none' ? null : (
            <PayoutsSection uid={uid} testProvider={settings.data?.provider === 'test'} />
          )}
        </>
      )}
    </TitledSection>
  );
}
