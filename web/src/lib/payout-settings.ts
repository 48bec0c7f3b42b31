// GET /payouts/settings: how this site pays organisers (docs/payouts.md). Shared, because three
// places ask it: the race console (whether it has a Payouts tab), the race form (the site's fee) and
// the Payouts tab itself. The settings change only with a deploy: an hour's freshness is plenty. Asked
// with the caller's token when signed in: the local stack may pay a test's organiser the other way.
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { apiQueryOptions } from './api-query';

const ONE_HOUR = 3_600_000;

export const payoutSettingsOptions = () =>
  apiQueryOptions(
    ['payout-settings'],
    routes.payoutSettings,
    {},
    { auth: 'optional', staleTime: ONE_HOUR, scope: { account: true } },
  );

export function usePayoutSettings() {
  return useQuery(payoutSettingsOptions());
}

/** Whether each organiser is paid through their own account; false until the settings are known. */
export function useConnectMode(): boolean {
  return usePayoutSettings().data?.mode === 'connect';
}
