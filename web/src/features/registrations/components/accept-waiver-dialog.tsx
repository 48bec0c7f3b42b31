// Accepting a waitlist place after the organiser changed the waiver (409 with its version): the runner
// reads the new text, ticks it, and accepts again sending `waiverAccepted`. The tick is checked by the
// contract's rule, as the registration form's is.
import { Trans, useLingui } from '@lingui/react/macro';
import { acceptOfferSchema } from '@run/contract/domain/schemas';

import { Loaded } from '@/components/ui/loaded';
import { Modal } from '@/components/ui/modal';
import { showPopup } from '@/components/ui/popup';
import { TwoColumnForm } from '@/components/ui/two-column-form';
import { useZodForm } from '@/components/ui/use-zod-form';

import type { useAcceptOffer } from '../api/accept-offer';
import { useRaceWaiver } from '../api/get-race-waiver';
import { raceFormIssues, type RaceFormRace } from '../race-form-values';
import { WaiverField } from './race-questions';

/** The waiver alone as a race form: no questions, one distance without a minimum age. */
const waiverOnly = (waiver: RaceFormRace['waiver']): RaceFormRace => ({
  waiver,
  marathonStartDate: '',
  distances: [{ id: 'any', name: '', minimumAge: null }],
});

function AcceptWaiverForm({
  marathonId,
  waiver,
  accept,
  onClose,
}: {
  marathonId: string;
  waiver: { text: string; version: number };
  accept: ReturnType<typeof useAcceptOffer>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const form = useZodForm({
    initialValues: { waiverAccepted: '' },
    schema: acceptOfferSchema.superRefine((input, ctx) => {
      for (const issue of raceFormIssues(waiverOnly(waiver), input, undefined)) {
        ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
      }
    }),
    toInput: ({ waiverAccepted }) =>
      waiverAccepted ? { waiverAccepted: Number(waiverAccepted) } : {},
  });
  const { field, setFormError } = form;
  return (
    <TwoColumnForm
      form={form}
      gap={5}
      onSubmit={form.handleSubmit((input) =>
        accept.mutate(
          { id: marathonId, input },
          {
            onSuccess: () => {
              onClose();
              showPopup({ icon: 'success', title: t`Successfully registered for the marathon!` });
            },
            onError: (error) =>
              setFormError(
                error instanceof Error ? error.message : t`The place could not be accepted.`,
              ),
          },
        ),
      )}
      submitLabel={t`Accept the place`}
      busyText={t`Accepting…`}
      busy={accept.isPending}
      onCancel={onClose}
    >
      <WaiverField waiver={waiver} accepted={field('waiverAccepted')} />
    </TwoColumnForm>
  );
}

export function AcceptWaiverDialog({
  marathonId,
  title,
  accept,
  onClose,
}: {
  marathonId: string;
  title: string;
  accept: ReturnType<typeof useAcceptOffer>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const waiver = useRaceWaiver(marathonId);
  return (
    <Modal
      open
      title={t`The waiver has changed`}
      onClose={accept.isPending ? () => undefined : onClose}
    >
      <p className="mb-4 text-slate-700 dark:text-slate-300">
        <Trans>
          The waiver of “{title}” has changed since you joined its waitlist. Please read it again
          and accept it to take your place.
        </Trans>
      </p>
      <Loaded
        query={waiver}
        loading={t`Loading the waiver`}
        failed={t`The waiver could not be loaded. Close this dialog and try again.`}
      >
        {(data) =>
          data ? (
            <AcceptWaiverForm
              marathonId={marathonId}
              waiver={data}
              accept={accept}
              onClose={onClose}
            />
          ) : null
        }
      </Loaded>
    </Modal>
  );
}
