// "Invite friends" in My Apply List (docs/coupons.md): the runner's referral link for a race with
// referrals on, a button that copies it, and how many friends it has brought who paid.
import type { MyRegistration } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';

import { CopyButton } from '@/components/ui/copy-button';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';

/** The link a friend opens: the race page, which remembers the code for their registration. */
export function referralLink(marathonId: string, referralCode: string): string {
  return `${window.location.origin}${paths.marathon.href(marathonId)}?ref=${encodeURIComponent(referralCode)}`;
}

/** "1 friend has", "3 friends have". */
const friends = (n: number) => (n === 1 ? '1 friend has' : `${n} friends have`);

export function InviteFriendsDialog({
  registration,
  onClose,
}: {
  registration: MyRegistration;
  onClose: () => void;
}) {
  const record = registration.totalRegistrationCount[0];
  const { every, reward } = registration.referrals;
  if (!record?.referralCode) return null;
  const link = referralLink(registration._id, record.referralCode);
  return (
    <Modal open title="Invite friends" onClose={onClose}>
      <div className="space-y-4">
        <p>
          Send your link for “{registration.title}”. Each friend who registers through it and pays
          counts once
          {reward > 0
            ? `; every ${every} of them gives you ${formatMoney(reward, registration.currency, 'en-US')} back`
            : ''}
          .
        </p>
        <code className="block break-all rounded bg-slate-100 p-2 text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100">
          {link}
        </code>
        <CopyButton text={link} label="Copy link" copiedNote="Your link is on the clipboard." />
        <p className="font-semibold text-slate-900 dark:text-white" data-testid="referral-count">
          {friends(record.referrals)} registered through your link so far.
        </p>
      </div>
    </Modal>
  );
}
