// A transfer link's page (docs/transfers.md): signed out, the way to sign in and come back; signed
// in, what the link offers (race, distance, fee), then the recipient's own registration form; a fee
// is paid next, like a registration's price.
import type { ApplyResponse, Marathon } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import type { RegistrationInput } from '@run/contract/domain/schemas';
import { useState } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { SignInFirst } from '@/components/sign-in-first';
import { TitledSection } from '@/components/ui/titled-section';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { refreshMarathonViews } from '@/lib/query-client';

import { useAcceptTransfer, useTransferOffer } from '../api/transfers';
import { isWaiverChanged } from '../waiver-changed';
import { PayNow } from './pay-now';
import { RegistrationForm, type RegistrationFormControls } from './registration-form';

const FAILED = 'The place could not be taken.';

function Taken() {
  return (
    <StateMessage
      role="status"
      tone="success"
      title="The place is yours"
      text="You are registered. Your race pass is in My Apply List."
    >
      <Link to={paths.appliedMarathons.href()} className={buttonClasses('primary')}>
        Open My Apply List
      </Link>
    </StateMessage>
  );
}

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
  const offer = useTransferOffer(race._id, token);
  const accept = useAcceptTransfer(race._id, token, uid);
  const [answer, setAnswer] = useState<ApplyResponse | null>(null);
  if (offer.isError) {
    const message = offer.error instanceof ApiError ? offer.error.message : FAILED;
    return <StateMessage tone="error" title="This link cannot be used" text={message} />;
  }
  if (!offer.data) return <Spinner label="Reading the transfer" />;
  if (answer?.payment) {
    return (
      <TitledSection id="pay-title" title="Pay the transfer fee to take the place" spaced>
        <PayNow race={race} due={answer.payment} uid={uid} />
      </TitledSection>
    );
  }
  if (answer) return <Taken />;
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
        form.showServerError(error, FAILED);
      },
    });
  return (
    <>
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700 dark:text-slate-200">
        <dt className="font-semibold">Distance</dt>
        <dd>{distanceName}</dd>
        <dt className="font-semibold">Transfer fee</dt>
        <dd>{fee > 0 ? formatMoney(fee, currency, 'en-US') : 'None'}</dd>
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
        submitLabel={fee > 0 ? 'Take the place and pay' : 'Take the place'}
        busyText="Taking the place…"
        busy={accept.isPending}
        onSubmit={take}
      />
    </>
  );
}

export function TransferOffer({ race, token }: { race: Marathon; token: string }) {
  const { user, loading } = useAuth();
  const here = paths.transfer.href(race._id, token);
  if (!token) {
    return (
      <FormAlert message="This transfer link is incomplete: open the link from the email again." />
    );
  }
  if (loading) return <Spinner label="Checking your account" />;
  if (!user) {
    return (
      <SignInFirst
        here={here}
        why="Log in with the account you want to run with, then take the place here. No account yet? Register, then open the link from the email again."
        loginLabel="Log in to take the place"
      />
    );
  }
  return <OfferForm race={race} token={token} uid={user.uid} email={user.email ?? ''} />;
}
