// 'My Added Marathons': the events the user created, each with the way to its race console, its
// applicants, an edit modal that saves and a delete that asks first.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Marathon } from '@run/contract/domain/api-types';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { formatLongDate } from '@/lib/format';
import { DistancePlaces } from '@/components/distance-places';
import { hasFieldLimit } from '@/components/places-left';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cellClasses, DataTable, onlyBelow, RowTitle } from '@/components/ui/data-table';
import { Loaded } from '@/components/ui/loaded';
import { Modal } from '@/components/ui/modal';
import { StateMessage } from '@/components/ui/state-message';
import { useRowDialog } from '@/components/ui/use-return-focus';
import { paths } from '@/config/paths';

import { useDeleteMarathon } from '../api/delete-marathon';
import { marathonQueryOptions, ORIGINAL } from '../api/get-marathon';
import { useMyMarathons } from '../api/get-my-marathons';
import { useSaveMarathon } from '../api/use-save-marathon';
import { SaveMarathonForm } from './save-marathon-form';
import { ParticipantsTable } from './participants-table';
import { WaitlistTable } from './waitlist-table';

/**
 * Registrations, or for a race with a field limit the places taken (with open offers) of it and how
 * many wait for one; a race with several distances lists each one's places under its total.
 */
function TakenCell({ marathon }: { marathon: Marathon }) {
  const { registrationCount, waitlistCount } = marathon;
  // A fact of its own after a separator; plurals, as "waiting" and "registered" agree with the count
  // in some languages.
  const waiting = hasFieldLimit(marathon) ? (
    <>
      {' · '}
      <Plural value={waitlistCount} one="# waiting" other="# waiting" />
    </>
  ) : null;
  if (marathon.distances.length > 1) {
    return (
      <>
        <span className="block font-semibold whitespace-nowrap text-slate-900 dark:text-white">
          <Plural value={registrationCount} one="# registered" other="# registered" />
          {waiting}
        </span>
        <DistancePlaces distances={marathon.distances} className="mt-1 text-xs" />
      </>
    );
  }
  if (marathon.capacity === null) return <>{registrationCount}</>;
  const taken = marathon.capacity - (marathon.placesLeft ?? 0);
  return (
    <>
      <span className="block font-semibold whitespace-nowrap text-slate-900 dark:text-white">
        {taken} / {marathon.capacity}
      </span>
      <span className="block text-xs whitespace-nowrap">
        <Trans>places taken</Trans>
        {waiting}
      </span>
    </>
  );
}

type DialogKind = 'applicants' | 'waitlist' | 'edit' | 'delete';
interface Dialog {
  kind: DialogKind;
  marathon: Marathon;
}

/** A row's button that opens one of the dialogs; focus returns to it when the dialog closes. */
function RowAction({
  label,
  name,
  variant = 'secondary',
  onOpen,
}: {
  label: string;
  name: string;
  variant?: 'secondary' | 'danger';
  onOpen: (opener: HTMLElement) => void;
}) {
  return (
    <Button
      variant={variant}
      size="sm"
      aria-label={name}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      {label}
    </Button>
  );
}

/** A row's way to its console and its dialogs, in one line under its title where there is room. */
function RaceActions({
  marathon,
  onOpen,
}: {
  marathon: Marathon;
  onOpen: (kind: DialogKind, marathon: Marathon, opener: HTMLElement) => void;
}) {
  const { t } = useLingui();
  const { title } = marathon;
  return (
    <>
      {/* Named without the title, which names the row's link to the event's page. */}
      <Link to={paths.raceConsole.href(marathon._id)} className={buttonClasses('primary', 'sm')}>
        <Trans>Open console</Trans>
      </Link>
      <RowAction
        label={t`Applicants`}
        name={t`Applicants of ${title}`}
        onOpen={(opener) => onOpen('applicants', marathon, opener)}
      />
      {hasFieldLimit(marathon) ? (
        <RowAction
          label={t`Waitlist`}
          name={t`Waitlist of ${title}`}
          onOpen={(opener) => onOpen('waitlist', marathon, opener)}
        />
      ) : null}
      <RowAction
        label={t`Edit`}
        name={t`Edit ${title}`}
        onOpen={(opener) => onOpen('edit', marathon, opener)}
      />
      <RowAction
        label={t`Delete`}
        name={t`Delete ${title}`}
        variant="danger"
        onOpen={(opener) => onOpen('delete', marathon, opener)}
      />
    </>
  );
}

function EditMarathonModal({ marathon, onClose }: { marathon: Marathon; onClose: () => void }) {
  const { t } = useLingui();
  const saver = useSaveMarathon(marathon._id, onClose);
  // The list's copy has no questions or waiver; the form edits the race's own (GET /marathon/{id}).
  const full = useQuery(marathonQueryOptions(marathon._id, ORIGINAL));
  const { title } = marathon;
  return (
    <Modal
      open
      title={t`Edit “${title}”`}
      onClose={saver.saving ? () => undefined : onClose}
      size="lg"
    >
      <Loaded
        query={full}
        loading={t`Loading the marathon`}
        failed={t`The marathon could not be loaded. Close this dialog and try again.`}
      >
        {(data) => (
          <SaveMarathonForm
            marathon={data}
            saver={saver}
            submitLabel={t`Save Changes`}
            onCancel={onClose}
          />
        )}
      </Loaded>
    </Modal>
  );
}

function DeleteMarathonDialog({ marathon, onClose }: { marathon: Marathon; onClose: () => void }) {
  const { t } = useLingui();
  const { title, registrationCount } = marathon;
  return (
    <ConfirmDialog
      title={t`Delete this marathon?`}
      confirmLabel={t`Delete`}
      busyLabel={t`Deleting…`}
      write={useDeleteMarathon()}
      variables={marathon._id}
      done={{ title: t`Marathon Deleted!`, text: t`“${title}” has been deleted.` }}
      failure={t`The marathon could not be deleted.`}
      onClose={onClose}
      typeToConfirm={
        registrationCount > 0 ? { text: title, label: t`Type “${title}” to delete it` } : undefined
      }
    >
      <p>
        <Trans>
          “{title}” and all{' '}
          <Plural value={registrationCount} one="# registration" other="# registrations" /> will be
          removed. This cannot be undone.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}

export function MyMarathonsTable({ email }: { email: string }) {
  const { t } = useLingui();
  const { data, isPending, isError, refetch } = useMyMarathons(email);
  const { dialog, open, close } = useRowDialog<Dialog>('dashboard-title');
  const title = dialog?.marathon.title ?? '';
  const openDialog = (kind: DialogKind, marathon: Marathon, opener: HTMLElement) =>
    open({ kind, marathon }, opener);

  if (isPending) {
    return (
      <p role="status" className="py-10 text-center text-slate-600 dark:text-slate-300">
        <Trans>Loading your marathons…</Trans>
      </p>
    );
  }
  if (isError) {
    return (
      <StateMessage
        tone="error"
        role="alert"
        title={t`Something went wrong`}
        text={t`Your marathons could not be loaded.`}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.length === 0) {
    return (
      <StateMessage title={t`No marathons yet`} text={t`Events you add appear here.`}>
        <Link to={paths.addMarathon.href()} className={buttonClasses('primary')}>
          <Trans>Add Marathon</Trans>
        </Link>
      </StateMessage>
    );
  }

  return (
    <>
      {/* The actions sit under each title, not in a column of their own: beside the race's figures
          they need more width than the table has next to the dashboard's menu, even at 1366 px. */}
      <DataTable
        caption={t`My Added Marathons`}
        columns={[
          { label: t`Title` },
          { label: t`Race day`, hideBelow: 'md' },
          { label: t`Registrations`, hideBelow: 'sm' },
        ]}
      >
        {data.map((marathon) => (
          <tr key={marathon._id}>
            <RowTitle to={paths.marathon.href(marathon._id)} title={marathon.title}>
              <span className={`block ${onlyBelow.md}`}>
                {marathon.location} · {formatLongDate(marathon.marathonStartDate)}
              </span>
              {/* A phone has room for the title column alone: the places go under it too. */}
              <span className={`mt-2 block text-sm ${onlyBelow.sm}`}>
                <TakenCell marathon={marathon} />
              </span>
              <span className="mt-2 flex flex-wrap gap-1.5">
                <RaceActions marathon={marathon} onOpen={openDialog} />
              </span>
            </RowTitle>
            <td className={cellClasses('md')}>
              <span className="block whitespace-nowrap">
                {formatLongDate(marathon.marathonStartDate)}
              </span>
              <span className="block text-xs">{marathon.location}</span>
            </td>
            <td className={cellClasses('sm')}>
              <TakenCell marathon={marathon} />
            </td>
          </tr>
        ))}
      </DataTable>

      {dialog?.kind === 'applicants' ? (
        <Modal open title={t`Applicants: ${title}`} onClose={close} size="lg">
          <ParticipantsTable
            marathonId={dialog.marathon._id}
            title={dialog.marathon.title}
            embedded={undefined}
            distances={dialog.marathon.distances}
            total={dialog.marathon.registrationCount}
            headingLevel={3}
          />
        </Modal>
      ) : null}
      {dialog?.kind === 'waitlist' ? (
        <Modal open title={t`Waitlist: ${title}`} onClose={close} size="lg">
          <WaitlistTable
            marathonId={dialog.marathon._id}
            title={dialog.marathon.title}
            showDistance={dialog.marathon.distances.length > 1}
            total={dialog.marathon.waitlistCount}
            headingLevel={3}
          />
        </Modal>
      ) : null}
      {dialog?.kind === 'edit' ? (
        <EditMarathonModal marathon={dialog.marathon} onClose={close} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteMarathonDialog marathon={dialog.marathon} onClose={close} />
      ) : null}
    </>
  );
}
