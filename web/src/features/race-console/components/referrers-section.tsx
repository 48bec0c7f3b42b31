// The runners who brought others to the race (docs/coupons.md), most referrals first: each referred
// runner who paid counts once, and every `every` of them refunds the race's reward to the referrer.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@run/contract/domain/money';

import { cellClasses } from '@/components/ui/data-table';
import { PanelTable } from '@/components/ui/panel-table';
import { HeadedSection } from '@/components/ui/headed-section';
import { MoreButton } from '@/components/ui/more-button';
import { intlLocale } from '@/lib/i18n';

import { useReferrers } from '../api/coupons';

function ReferrerList({ marathonId, currency }: { marathonId: string; currency: string }) {
  const { t } = useLingui();
  const query = useReferrers(marathonId);
  return (
    <PanelTable
      query={query}
      loading={<Trans>Loading the referrers…</Trans>}
      failed={t`The referrers could not be loaded.`}
      rows={(data) => data.pages.flatMap((page) => page.referrers)}
      empty={<Trans>Nobody has brought a runner yet.</Trans>}
      after={
        query.hasNextPage ? (
          <MoreButton pages={query} size="sm" className="mt-3">
            <Trans>Show more referrers</Trans>
          </MoreButton>
        ) : null
      }
      caption={t`Referrers of this race`}
      columns={[
        { label: t`Runner` },
        { label: t`Referral code`, hideBelow: 'md' },
        { label: t`Referrals` },
        { label: t`Rewards refunded` },
      ]}
      row={(r) => (
        <tr key={r.userId}>
          <th scope="row" className={cellClasses(undefined, 'text-left font-semibold')}>
            {r.firstName} {r.lastName}
            <span className="block text-xs font-normal">{r.email}</span>
          </th>
          <td className={cellClasses('md', 'font-mono')}>{r.referralCode}</td>
          <td className={cellClasses()}>{r.referrals}</td>
          <td className={cellClasses(undefined, 'whitespace-nowrap')}>
            {formatMoney(r.rewarded, currency, intlLocale())}
          </td>
        </tr>
      )}
    />
  );
}

export function ReferrersSection({
  marathonId,
  currency,
  enabled,
}: {
  marathonId: string;
  currency: string;
  enabled: boolean;
}) {
  const { t } = useLingui();
  return (
    <HeadedSection
      id="referrers-title"
      look="part"
      title={t`Referrers`}
      intro={
        enabled
          ? t`Runners whose link brought others who paid.`
          : t`Referrals are off for this race: turn them on in Settings, under Referrals.`
      }
    >
      <ReferrerList marathonId={marathonId} currency={currency} />
    </HeadedSection>
  );
}
