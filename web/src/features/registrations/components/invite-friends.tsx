// "Invite friends" in My Apply List (docs/coupons.md): the runner's referral link for a race with
// referrals on, a button that copies it, and how many friends it has brought who paid.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@run/contract/domain/money';

import { CopyButton } from '@/components/ui/copy-button';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { intlLocale } from '@/lib/i18n';

import type { RowDialogProps } from './row-dialog-props';

/** The link a friend opens: the race page, which remembers the code for their registration. */
export function referralLink(marathonId: string, referralCode: string): string {
  return `${window.location.origin}${paths.marathon.href(marathonId)}?ref=${encodeURIComponent(referralCode)}`;
}

export function InviteFriendsDialog({ registration, onClose }: RowDialogProps) {
  const { t } = useLingui();
  const record = registration.totalRegistrationCount[0];
  const { every, reward } = registration.referrals;
  if (!record?.referralCode) return null;
  const link = referralLink(registration._id, record.referralCode);
  const { title } = registration;
  const rewardAmount = formatMoney(reward, registration.currency, intlLocale());
  const count = record.referrals;
  return (
    <Modal open title={t`Invite friends`} onClose={onClose}>
      <div className="space-y-4">
        <p>
          {reward > 0 ? (
            <Trans>
              Send your link for “{title}”. Each friend who registers through it and pays counts
              once; every {every} of them gives you {rewardAmount} back.
            </Trans>
          ) : (
            <Trans>
              Send your link for “{title}”. Each friend who registers through it and pays counts
              once.
            </Trans>
          )}
        </p>
        <code className="block break-all rounded bg-slate-100 p-2 text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100">
          {link}
        </code>
        <CopyButton
          text={link}
          label={t`Copy link`}
          copiedNote={t`Your link is on the clipboard.`}
        />
        <p className="font-semibold text-slate-900 dark:text-white" data-testid="referral-count">
          <Plural
            value={count}
            one="# friend has registered through your link so far."
            other="# friends have registered through your link so far."
          />
        </p>
      </div>
    </Modal>
  );
}
