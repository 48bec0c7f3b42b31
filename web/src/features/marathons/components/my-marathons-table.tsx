// 'My Added Marathons': the events the user created, with their applicants, an edit modal that saves
// and a delete that asks first.
import type { Marathon } from '@domain/api-types';
import { formatLongDate } from '@domain/dates';
import { useState } from 'react';
import { Link } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800">
          <caption className="sr-only">My Added Marathons</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Title
              </th>
              <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                Race day
              </th>
              <th scope="col" className="hidden px-4 py-3 font-semibold lg:table-cell">
                Registration
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Registrations
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {data.map((marathon) => (
              <tr key={marathon._id}>
                <th scope="row" className="min-w-[12rem] px-4 py-3 font-semibold">
                  <Link
                    to={paths.marathon.href(marathon._id)}
                    className="text-slate-900 hover:text-rose-700 hover:underline dark:text-white dark:hover:text-rose-400"
                  >
                    {marathon.title}
                  </Link>
                  <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                    {marathon.location}
                    <span className="md:hidden">
                      {' '}
                      · {formatLongDate(marathon.marathonStartDate)}
                    </span>
                  </span>
                </th>
                <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 md:table-cell dark:text-slate-300">
                  {formatLongDate(marathon.marathonStartDate)}
                </td>
                <td className="hidden px-4 py-3 text-slate-700 lg:table-cell dark:text-slate-300">
                  <span className="whitespace-nowrap">
                    {formatLongDate(marathon.startRegistrationDate)}
                  </span>{' '}
                  –{' '}
                  <span className="whitespace-nowrap">
                    {formatLongDate(marathon.endRegistrationDate)}
                  </span>
                </td>
                <td className="px-4 py-3 text-slate-700 dark:text-slate-300">
                  {marathon.registrationCount}
                </td>
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
          </tbody>
        </table>
      </div>

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
