// On a site that pays each organiser through their own account (`connect`, docs/payouts.md), what
// the site keeps of each paid entry, said in the race form before a price is saved; and that it
// collects nothing of bank transfers, which go straight to the race's own bank account.
import { CURRENCY_DEFAULT } from '@run/contract/domain/money';
import { platformFeeWords } from '@run/contract/domain/payouts';

import { usePayoutSettings } from '@/lib/payout-settings';

/** The currency as typed, if it is one Intl can format; the default until then. */
const currencyOf = (typed: string) => {
  const code = typed.trim().toUpperCase();
  return /^[A-Z]{3}$/u.test(code) ? code : CURRENCY_DEFAULT;
};

export function PlatformFeeNote({
  currency,
  bankTransfer,
}: {
  currency: string;
  bankTransfer: boolean;
}) {
  const settings = usePayoutSettings().data;
  if (settings?.mode !== 'connect') return null;
  return (
    <div className="space-y-1 text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">
      <p>{platformFeeWords(settings.platformFee, currencyOf(currency), 'en-US')}</p>
      {bankTransfer ? <p>The site’s fee is not collected on bank transfers.</p> : null}
    </div>
  );
}
