// /dashboard and /dashboard/add-marathon: the add form. POST /marathons; the lists refresh and the
// form resets on success, and a note under the title links to the new race's page and console (the
// popup closes by itself; the way to the race stays until the next one is added). At /dashboard
// itself, the runner's home: "Your races" above the form when they have something urgent or a race to
// come (the form stays the index, as SPEC's route table has it).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';

import { formCardClasses } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { showPopup } from '@/components/ui/popup';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { useCreateMarathon } from '@/features/marathons/api/create-marathon';
import { MarathonForm } from '@/features/marathons/components/marathon-form';
import { YourRaces } from '@/features/registrations/components/your-races';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

const linkClass =
  'font-semibold text-emerald-900 underline underline-offset-4 dark:text-emerald-200';

function Added({ id, title }: { id: string; title: string }) {
  return (
    <p
      role="status"
      className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100"
    >
      <Trans>
        “{title}” is published.{' '}
        <Link to={paths.marathon.href(id)} className={linkClass}>
          Open its page
        </Link>{' '}
        or{' '}
        <Link to={paths.raceConsole.href(id)} className={linkClass}>
          its race console
        </Link>
        .
      </Trans>
    </p>
  );
}

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Add Marathon`);
  const create = useCreateMarathon();
  const [added, setAdded] = useState<{ id: string; title: string } | null>(null);
  const { user } = useAuth();
  const atIndex = useLocation().pathname.replace(/\/$/u, '') === paths.dashboard.href();
  return (
    <DashboardPage
      title={t`Add Marathon`}
      intro={t`Publish a new event. Capacity is optional: leave it empty for no field limit.`}
    >
      {atIndex && user ? <YourRaces uid={user.uid} /> : null}
      {added ? <Added {...added} /> : null}
      <div className={formCardClasses}>
        <MarathonForm
          submitLabel={t`Add Marathon`}
          busyText={t`Adding…`}
          busy={create.isPending}
          onSubmit={(input, form) =>
            create.mutate(input, {
              onSuccess: ({ insertedId }) => {
                setAdded({ id: insertedId, title: input.title });
                showPopup({ icon: 'success', title: t`Marathon added successfully!` });
                form.reset();
              },
              onError: (error) => {
                const message =
                  error instanceof ApiError ? error.message : t`The marathon could not be added.`;
                form.showServerError(error, message);
                showPopup({ icon: 'error', title: t`Error!`, text: message });
              },
            })
          }
        />
      </div>
    </DashboardPage>
  );
}
