// On a site that pays each organiser through their own account (`connect`, docs/payouts.md), what
// the site keeps of each paid entry, said in the race form before a price is saved; and that it
// collects nothing of bank transfers, which go straight to the race's own bank account.
import { Trans, useLingui } from '@lingui/react/macro';
import { CURRENCY_DEFAULT, formatMoney } from '@run/contract/domain/money';
import type { PlatformFee } from '@run/contract/domain/payouts';

import { intlLocale } from '@/lib/i18n';
import { usePayoutSettings } from '@/lib/payout-settings';

/** The currency as typed, if it is one Intl can format; the default until then. */
const currencyOf = (typed: string) => {
  const code = typed.trim().toUpperCase();
  return /^[A-Z]{3}$/u.test(code) ? code : CURRENCY_DEFAULT;
};

/**
 * The fee as the language shown writes it, "3% + $0.50" (the contract's platformFeeWords says it in
 * English only); '' when the site keeps nothing.
 */
function feeOf(fee: PlatformFee, currency: string): string {
  const locale = intlLocale();
  const parts: string[] = [];
  if (fee.percent > 0) {
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    parts.push(percent.format(fee.percent / 100));
  }
  if (fee.fixed > 0) parts.push(formatMoney(fee.fixed, currency, locale));
  return parts.join(' + ');
}

export function PlatformFeeNote({
  currency,
  bankTransfer,
}: {
  currency: string;
  bankTransfer: boolean;
}) {
  const { t } = useLingui();
  const settings = usePayoutSettings().data;
  if (settings?.mode !== 'connect') return null;
  const fee = feeOf(settings.platformFee, currencyOf(currency));
  return (
    <div className="space-y-1 text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">
      <p>
        {fee === ''
          ? t`The site keeps nothing of each paid entry.`
          : t`The site keeps ${fee} of each paid entry.`}
      </p>
      {bankTransfer ? (
        <p>
          <Trans>The site’s fee is not collected on bank transfers.</Trans>
        </p>
      ) : null}
    </div>
  );
}
