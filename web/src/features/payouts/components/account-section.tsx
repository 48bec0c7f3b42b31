// The payout account's state in the Payouts tab (docs/payouts.md): none yet (connect one), onboarding
// not finished or restricted (continue, with what the provider still needs), or ready (with the
// provider's dashboard). Connecting and continuing both ask for a new onboarding link and follow it.
import { Trans, useLingui } from '@lingui/react/macro';
import type { PayoutAccount } from '@run/contract/domain/payout-types';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { showErrorPopup, showPopup } from '@/components/ui/popup';
import { TitledSection } from '@/components/ui/titled-section';

import { useStartOnboarding } from '../api/payout-account';
import { ACCOUNT_STATE_WORDS, onboardingTarget } from '../payout-rules';

const linkClasses =
  'font-semibold text-rose-700 underline hover:text-rose-800 dark:text-rose-300 dark:hover:text-rose-200';

export function AccountSection({
  uid,
  account,
  returnPath,
}: {
  uid: string;
  account: PayoutAccount;
  /** Where the onboarding comes back to: this tab, which then reads the account afresh. */
  returnPath: string;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const onboarding = useStartOnboarding(uid);
  const start = () =>
    onboarding.mutate(returnPath, {
      onSuccess: ({ onboardingUrl }) => {
        const target = onboardingTarget(onboardingUrl);
        if (target?.kind === 'path') void navigate(target.to);
        else if (target?.kind === 'site') window.location.assign(target.to);
        else showPopup({ icon: 'error', title: t`The onboarding link is not one to follow.` });
      },
      onError: (error) => showErrorPopup(error, t`The payout account could not be connected.`),
    });
  const { state } = account;

  return (
    <TitledSection
      id="payout-account-title"
      title={t`Payout account`}
      level={3}
      className="space-y-3"
    >
      <p className="font-semibold text-slate-800 dark:text-slate-100">
        {i18n._(ACCOUNT_STATE_WORDS[state])}
      </p>
      {state === 'none' ? (
        <p className="text-slate-600 dark:text-slate-300">
          <Trans>
            Card payments for your races go straight to your own payout account. Connect one to take
            them; the provider asks who you are and where to pay you.
          </Trans>
        </p>
      ) : null}
      {(state === 'onboarding' || state === 'restricted') && account.requirements.length > 0 ? (
        <div>
          <p id="payout-requirements" className="text-slate-700 dark:text-slate-300">
            <Trans>The provider still needs:</Trans>
          </p>
          <ul
            aria-labelledby="payout-requirements"
            className="mt-1 list-disc pl-6 text-slate-700 dark:text-slate-300"
          >
            {account.requirements.map((requirement) => (
              <li key={requirement} className="break-words">
                {requirement}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {state === 'ready' ? (
        account.dashboardUrl ? (
          <p>
            <a href={account.dashboardUrl} className={linkClasses}>
              <Trans>Open your Stripe dashboard</Trans>
            </a>
          </p>
        ) : null
      ) : (
        <Button busy={onboarding.isPending} busyText={t`Opening the onboarding…`} onClick={start}>
          {state === 'none' ? t`Connect a payout account` : t`Continue onboarding`}
        </Button>
      )}
    </TitledSection>
  );
}
