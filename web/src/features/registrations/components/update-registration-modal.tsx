// The runner's update of a registration in My Apply List (another distance too, on a race with
// several), in a modal. Its own module: the registration form and its validation load only when the
// modal opens, not with My Apply List (issue 46's Lighthouse budget).
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@run/contract/domain/money';
import type { RegistrationInput } from '@run/contract/domain/schemas';

import { changeCostText } from '@/components/distance-price';
import { Modal } from '@/components/ui/modal';
import { showErrorPopup, showPopup } from '@/components/ui/popup';
import { intlLocale } from '@/lib/i18n';
import { refreshMarathonViews } from '@/lib/query-client';

import { isSoldOutError } from '../api/apply-to-marathon';
import { useMyRegistrations } from '../api/get-my-registrations';
import { useUpdateRegistration } from '../api/update-registration';
import { dueLine } from '../payment-due';
import { isWaiverChanged } from '../waiver-changed';
import { RegistrationForm, type RegistrationFormControls } from './registration-form';
import type { RowDialogProps } from './row-dialog-props';

export function UpdateRegistrationModal({ registration: opened, uid, onClose }: RowDialogProps) {
  const { t } = useLingui();
  const update = useUpdateRegistration();
  // The list as it is now, not as it was when the modal opened: a changed waiver refreshes it.
  const registration = useMyRegistrations(uid).data?.find((r) => r._id === opened._id) ?? opened;
  const record = registration.totalRegistrationCount[0];
  const { title } = registration;
  const save = (input: RegistrationInput, form: RegistrationFormControls) =>
    update.mutate(
      { id: registration._id, input },
      {
        onSuccess: (answer) => {
          onClose();
          // A dearer distance: the new place is held until the difference is paid.
          const { payment } = answer;
          if (answer.status === 'pending_payment' && payment) {
            const amount = formatMoney(payment.total, payment.currency, intlLocale());
            const due = dueLine(payment);
            showPopup({
              icon: 'info',
              title: t`Difference to pay`,
              text: t`${amount} to pay for your new distance. ${due}. Until then you keep your current place.`,
            });
          } else {
            showPopup({
              icon: 'success',
              title: t`Registration Updated!`,
              text: t`Your registration details have been saved.`,
            });
          }
        },
        onError: (error) => {
          if (isWaiverChanged(error)) {
            form.waiverChanged();
            void refreshMarathonViews(registration._id);
            return;
          }
          // A full distance keeps the old place (the server's sentence says so); its places refresh.
          if (isSoldOutError(error)) void refreshMarathonViews(registration._id);
          const failed = t`Your registration could not be updated.`;
          form.showServerError(error, failed);
          showErrorPopup(error, failed);
        },
      },
    );
  return (
    <Modal
      open
      title={t`Update registration: ${title}`}
      onClose={update.isPending ? () => undefined : onClose}
      size="lg"
    >
      <RegistrationForm
        initialValues={{
          email: record?.email ?? '',
          firstName: record?.firstName ?? '',
          lastName: record?.lastName ?? '',
          phone: record?.phone ?? '',
          emergencyContact: record?.emergencyContact ?? '',
          distanceId: record?.distanceId ?? '',
        }}
        distances={registration.distances.length > 1 ? registration.distances : undefined}
        race={registration}
        stored={record}
        costOf={(distance) =>
          changeCostText(distance, {
            distanceId: record?.distanceId ?? '',
            // The money the place received: its price less its code's discount (docs/transfers.md).
            paid: (record?.payment?.amount ?? 0) - (record?.payment?.discount ?? 0),
          })
        }
        submitLabel={t`Save Changes`}
        busyText={t`Saving…`}
        busy={update.isPending}
        onSubmit={save}
        onCancel={onClose}
      />
    </Modal>
  );
}
