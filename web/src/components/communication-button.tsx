// "Communication" on a registration of My Apply List and on each entry a buyer manages: a dialog with
// the runner's two consents (docs/messages.md, "Consent"), saved by PATCH .../consent. Not optimistic:
// the switches keep what was ticked until the server answers, and a refusal leaves the dialog open
// with the error popup, so nothing ticked is lost.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Consent } from '@run/contract/domain/messages';
import { routes } from '@run/contract/http/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { ConsentFields, consentInput, type ConsentField } from '@/components/consent-fields';
import { Button } from '@/components/ui/button';
import { TICKED } from '@/components/ui/checkbox-field';
import { Modal } from '@/components/ui/modal';
import { showErrorPopup, showPopup } from '@/components/ui/popup';
import { api } from '@/lib/api-client';
import { useApiWrite } from '@/lib/api-query';

interface CommunicationButtonProps {
  marathonId: string;
  /** The registration's id: the runner's uid, or the entry's id for a buyer's entry. */
  registrationId: string;
  raceTitle: string;
  /** Whose consent, for the button's accessible name ("Communication for Ann in Berlin"). */
  label: string;
  consent: Consent;
}

/** The lists that show a consent: the runner's registrations and the buyer's orders. */
const SHOWN_IN = ['my-registrations', 'my-orders'];

function useSetConsent(marathonId: string, registrationId: string) {
  const queries = useQueryClient();
  return useApiWrite(
    (body: Consent) =>
      api(routes.setConsent, { params: { id: marathonId, userId: registrationId }, body }),
    {
      onSuccess: () => {
        for (const key of SHOWN_IN) void queries.invalidateQueries({ queryKey: [key] });
      },
    },
  );
}

const asValues = (consent: Consent): Record<ConsentField, string> => ({
  smsOptIn: consent.smsOptIn ? TICKED : '',
  marketingOptIn: consent.marketingOptIn ? TICKED : '',
});

function CommunicationDialog({
  marathonId,
  registrationId,
  raceTitle,
  consent,
  onClose,
}: Omit<CommunicationButtonProps, 'label'> & { onClose: () => void }) {
  const { t } = useLingui();
  const [values, setValues] = useState(() => asValues(consent));
  const write = useSetConsent(marathonId, registrationId);
  const bind = (name: ConsentField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  const save = () =>
    write.mutate(consentInput(values), {
      onSuccess: () => {
        onClose();
        showPopup({
          icon: 'success',
          title: t`Saved`,
          text: t`Your choices for ${raceTitle} are saved.`,
        });
      },
      onError: (error) => showErrorPopup(error, t`Your choices could not be saved.`),
    });
  return (
    <Modal open title={t`Communication`} onClose={write.isPending ? () => undefined : onClose}>
      <p className="mb-4 text-slate-600 dark:text-slate-300">
        <Trans>Messages about your entry (changes, start times, safety) always reach you.</Trans>
      </p>
      <ConsentFields raceTitle={raceTitle} bind={bind} phoneHint={false} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={write.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={save} busy={write.isPending} busyText={t`Saving…`}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </Modal>
  );
}

export function CommunicationButton({ label, ...dialog }: CommunicationButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" aria-label={label} onClick={() => setOpen(true)}>
        <Trans>Communication</Trans>
      </Button>
      {open ? <CommunicationDialog {...dialog} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
