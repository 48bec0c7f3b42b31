// A transfer link's page (docs/transfers.md): signed out, the way to sign in and come back; signed
// in, what the link offers (race, distance, fee), then the recipient's own registration form; a fee
// is paid next, like a registration's price.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplyResponse, Marathon } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import type { RegistrationInput } from '@run/contract/domain/schemas';
import { useState } from 'react';

import { PlaceIsYours } from '@/components/apply-list-link';
import { SignedInFromLink } from '@/components/sign-in-first';
import { Spinner } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { TitledSection } from '@/components/ui/titled-section';
import { ApiError } from '@/lib/api-client';
import { intlLocale } from '@/lib/i18n';
import { refreshMarathonViews } from '@/lib/query-client';

import { useAcceptTransfer, useTransferOffer } from '../api/transfers';
import { isWaiverChanged } from '../waiver-changed';
import { PayNow } from './pay-now';
import { RegistrationForm, type RegistrationFormControls } from './registration-form';

function OfferForm({
  race,
  token,
  uid,
  email,
}: {
  race: Marathon;
  token: string;
  uid: string;
  email: string;
}) {
  const { t } = useLingui();
  const failed = t`The place could not be taken.`;
  const offer = useTransferOffer(race._id, token);
  const accept = useAcceptTransfer(race._id, token, uid);
  const [answer, setAnswer] = useState<ApplyResponse | null>(null);
  if (offer.isError) {
    const message = offer.error instanceof ApiError ? offer.error.message : failed;
    return <StateMessage tone="error" title={t`This link cannot be used`} text={message} />;
  }
  if (!offer.data) return <Spinner label={t`Reading the transfer`} />;
  if (answer?.payment) {
    return (
      <TitledSection id="pay-title" title={t`Pay the transfer fee to take the place`} spaced>
        <PayNow race={race} due={answer.payment} uid={uid} />
      </TitledSection>
    );
  }
  if (answer)
    return <PlaceIsYours text={t`You are registered. Your race pass is in My Apply List.`} />;
  const { distanceName, distanceId, fee, currency } = offer.data;
  const take = (input: RegistrationInput, form: RegistrationFormControls) =>
    accept.mutate(input, {
      onSuccess: setAnswer,
      onError: (error) => {
        if (isWaiverChanged(error)) {
          form.waiverChanged();
          void refreshMarathonViews(race._id);
          return;
        }
        form.showServerError(error, failed);
      },
    });
  return (
    <>
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700 dark:text-slate-200">
        <dt className="font-semibold">
          <Trans>Distance</Trans>
        </dt>
        <dd>{distanceName}</dd>
        <dt className="font-semibold">
          <Trans>Transfer fee</Trans>
        </dt>
        <dd>{fee > 0 ? formatMoney(fee, currency, intlLocale()) : t`None`}</dd>
      </dl>
      <RegistrationForm
        initialValues={{
          email,
          firstName: '',
          lastName: '',
          phone: '',
          emergencyContact: '',
          distanceId,
        }}
        race={race}
        submitLabel={fee > 0 ? t`Take the place and pay` : t`Take the place`}
        busyText={t`Taking the place…`}
        busy={accept.isPending}
        onSubmit={take}
      />
    </>
  );
}

export function TransferOffer({ race, token }: { race: Marathon; token: string }) {
  return (
    <SignedInFromLink link="transfer" marathonId={race._id} token={token}>
      {(user) => <OfferForm race={race} token={token} uid={user.uid} email={user.email ?? ''} />}
    </SignedInFromLink>
  );
}
