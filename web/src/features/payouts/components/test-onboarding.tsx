// The test provider's onboarding (docs/payouts.md): on the local stack it stands in for Stripe's
// hosted onboarding. Completing it posts the event Connect would send (`account.updated`, ready),
// signed, to the real webhook, then goes back where the account link said, as Stripe would.
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { NarrowPage } from '@/components/ui/narrow-page';
import { StateMessage } from '@/components/ui/state-message';
import { useOneSend } from '@/components/ui/use-one-send';
import { paths } from '@/config/paths';
import { queryClient } from '@/lib/query-client';
import { sendTestEvent } from '@/lib/test-webhook';

import { sameSitePath, testOnboardingEvent } from '../payout-rules';

export function TestOnboarding({ accountId, back }: { accountId: string; back: string | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { sending, send } = useOneSend<'complete'>(t`The test onboarding could not be completed.`);
  // Only a path of this site: the page never sends anyone elsewhere.
  const returnTo = sameSitePath(back) ?? paths.myMarathons.href();

  const complete = () =>
    send('complete', async () => {
      await sendTestEvent('payout', testOnboardingEvent(accountId, crypto.randomUUID()));
      // The console shows the account as the webhook left it, not as it was before.
      await queryClient.invalidateQueries({ queryKey: ['payouts'] });
      void navigate(returnTo);
    });

  return (
    <NarrowPage
      look="form"
      title={t`Test onboarding: no account is created`}
      intro={t`This page stands in for Stripe’s onboarding on the local stack: no one is asked who they are, and no money moves.`}
    >
      {accountId === '' ? (
        <div className="mt-6">
          <StateMessage
            title={t`No account to onboard`}
            text={t`Open this page from the Payouts tab of your race console.`}
          />
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          <p className="text-slate-700 dark:text-slate-300">
            <Trans>
              Completing it makes your payout account ready, as finishing Stripe&apos;s onboarding
              would: your races may then take card payments, and their money goes to your account.
            </Trans>
          </p>
          <Button busy={sending !== null} busyText={t`Completing…`} onClick={() => void complete()}>
            <Trans>Complete test onboarding</Trans>
          </Button>
        </div>
      )}
    </NarrowPage>
  );
}
