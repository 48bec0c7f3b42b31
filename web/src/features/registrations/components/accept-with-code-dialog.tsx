// Accepting a waitlist place with a discount code (docs/coupons.md): the code field and the total as
// at checkout, then the place is taken with the code. A refused code's sentence stays on the field
// and the offer stands; a changed waiver hands over to its own dialog.
import { useLingui } from '@lingui/react/macro';
import type { MyWaitlistItem } from '@run/contract/domain/api-types';
import type { FormEvent } from 'react';

import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { showErrorPopup, showPopup } from '@/components/ui/popup';

import type { useAcceptOffer } from '../api/accept-offer';
import { isCodeRefused } from '../api/get-quote';
import { referralFor } from '../referral';
import { isWaiverChanged } from '../waiver-changed';
import { DiscountCode, useDiscountCode } from './discount-code';

export function AcceptWithCodeDialog({
  entry,
  accept,
  onClose,
  onWaiverChanged,
}: {
  entry: MyWaitlistItem;
  accept: ReturnType<typeof useAcceptOffer>;
  onClose: () => void;
  /** The waiver changed since the join: it must be read again (AcceptWaiverDialog). */
  onWaiverChanged: () => void;
}) {
  const { t } = useLingui();
  const code = useDiscountCode();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const referralCode = referralFor(entry.marathonId);
    const input = {
      ...(code.toSend ? { code: code.toSend } : {}),
      ...(referralCode ? { referralCode } : {}),
    };
    accept.mutate(
      { id: entry.marathonId, input },
      {
        onSuccess: () => {
          onClose();
          showPopup({ icon: 'success', title: t`Successfully registered for the marathon!` });
        },
        onError: (error) => {
          if (isCodeRefused(error)) code.refuse(error.message);
          else if (isWaiverChanged(error)) onWaiverChanged();
          else showErrorPopup(error, t`The place could not be accepted.`);
        },
      },
    );
  };
  const { title } = entry;
  return (
    <Modal
      open
      title={t`Accept your place in ${title}`}
      onClose={accept.isPending ? () => undefined : onClose}
    >
      <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
        <DiscountCode raceId={entry.marathonId} distanceId={entry.distanceId} state={code} />
        <FormActions
          formError={null}
          submitLabel={t`Accept the place`}
          busyText={t`Accepting…`}
          busy={accept.isPending}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
