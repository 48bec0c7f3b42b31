// 'My Added Marathons': the events the user created, with their applicants, an edit modal that saves
// and a delete that asks first.
import type { Marathon } from '@domain/api-types';
import { formatLongDate } from '@domain/dates';
import { useState } from 'react';
import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cellClasses, DataTable, onlyBelow, RowTitle } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/modal';
import { showPopup } from '@/components/ui/popup';
import { StateMessage } from '@/components/ui/state-message';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

import { useDeleteMarathon } from '../api/delete-marathon';
import { useMyMarathons } from '../api/get-my-marathons';
import { useSaveMarathon } from '../api/use-save-marathon';
import { MarathonForm } from './marathon-form';
import { ParticipantsTable } from './participants-table';

type Dialog = { kind: 'applicants' | 'edit' | 'delete'; marathon: Marathon } | null;

function EditMarathonModal({ marathon, onClose }: { marathon: Marathon; onClose: () => void }) {
  const { save, saving } = useSaveMarathon(marathon._id, onClose);
  return (
    <Modal
      open
      title={`Edit “${marathon.title}”`}
      onClose={saving ? () => undefined : onClose}
      size="lg"
    >
      <MarathonForm
        marathon={marathon}
        submitLabel="Save Changes"
        busyText="Saving…"
        busy={saving}
        onSubmit={save}
        onCancel={onClose}
      />
    </Modal>
  );
}

function DeleteMarathonDialog({ marathon, onClose }: { marathon: Marathon; onClose: () => void }) {
  const remove = useDeleteMarathon();
  return (
    <ConfirmDialog
      open
      title="Delete this marathon?"
      confirmLabel="Delete"
      busyLabel="Deleting…"
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(marathon._id, {
          onSuccess: () => {
            onClose();
            showPopup({
              icon: 'success',
              title: 'Marathon Deleted!',
              text: `“${marathon.title}” has been deleted.`,
            });
          },
          onError: (error) => {
            showPopup({
              icon: 'error',
              title: 'Unexpected Error!',
              text:
                error instanceof ApiError ? error.message : 'The marathon could not be deleted.',
            });
          },
        })
      }
    >
      <p>
        “{marathon.title}” and all {marathon.registrationCount}{' '}
        {marathon.registrationCount === 1 ? 'registration' : 'registrations'} will be removed. This
        cannot be undone.
      </p>
    </ConfirmDialog>
  );
}

export function MyMarathonsTable({ email }: { email: string }) {
  const { data, isPending, isError, refetch } = useMyMarathons(email);
  const [dialog, setDialog] = useState<Dialog>(null);
  const focus = useReturnFocus('dashboard-title');
  const close = () => {
    setDialog(null);
    focus.restore();
  };

  if (isPending) {
    return (
      <p role="status" className="py-10 text-center text-slate-600 dark:text-slate-300">
        Loading your marathons…
      </p>
    );
  }
  if (isError) {
    return (
      <StateMessage
        tone="error"
        role="alert"
        title="Something went wrong"
        text="Your marathons could not be loaded."
      >
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </StateMessage>
    );
  }
  if (data.length === 0) {
    return (
      <StateMessage title="No marathons yet" text="Events you add appear here.">
        <Link to={paths.addMarathon.href()} className={buttonClasses('primary')}>
          Add Marathon
        </Link>
      </StateMessage>
    );
  }

  return (
    <>
      <DataTable
        caption="My Added Marathons"
        columns={[
          { label: 'Title' },
          { label: 'Race day', hideBelow: 'md' },
          { label: 'Registration', hideBelow: 'lg' },
          { label: 'Registrations' },
          { label: 'Actions', srOnly: true },
        ]}
      >
        {data.map((marathon) => (
          <tr key={marathon._id}>
            <RowTitle to={paths.marathon.href(marathon._id)} title={marathon.title}>
              {marathon.location}
              <span className={onlyBelow.md}> · {formatLongDate(marathon.marathonStartDate)}</span>
            </RowTitle>
            <td className={cellClasses('md', 'whitespace-nowrap')}>
              {formatLongDate(marathon.marathonStartDate)}
            </td>
            <td className={cellClasses('lg')}>
              <span className="whitespace-nowrap">
                {formatLongDate(marathon.startRegistrationDate)}
              </span>{' '}
              –{' '}
              <span className="whitespace-nowrap">
                {formatLongDate(marathon.endRegistrationDate)}
              </span>
            </td>
            <td className={cellClasses()}>{marathon.registrationCount}</td>
            <td className="px-4 py-3">
              <div className="flex flex-wrap justify-end gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Applicants of ${marathon.title}`}
                  onClick={(event) => {
                    focus.remember(event.currentTarget);
                    setDialog({ kind: 'applicants', marathon });
                  }}
                >
                  Applicants
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Edit ${marathon.title}`}
                  onClick={(event) => {
                    focus.remember(event.currentTarget);
                    setDialog({ kind: 'edit', marathon });
                  }}
                >
                  Edit
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  aria-label={`Delete ${marathon.title}`}
                  onClick={(event) => {
                    focus.remember(event.currentTarget);
                    setDialog({ kind: 'delete', marathon });
                  }}
                >
                  Delete
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>

      {dialog?.kind === 'applicants' ? (
        <Modal open title={`Applicants: ${dialog.marathon.title}`} onClose={close} size="lg">
          <ParticipantsTable
            marathonId={dialog.marathon._id}
            title={dialog.marathon.title}
            embedded={undefined}
            total={dialog.marathon.registrationCount}
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
