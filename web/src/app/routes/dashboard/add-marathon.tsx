// /dashboard and /dashboard/add-marathon: the add form. POST /marathons; the lists refresh and the
// form resets on success.
import { formCardClasses } from '@/components/ui/card';
import { showPopup } from '@/components/ui/popup';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { useCreateMarathon } from '@/features/marathons/api/create-marathon';
import { MarathonForm } from '@/features/marathons/components/marathon-form';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Add Marathon');
  const create = useCreateMarathon();
  return (
    <DashboardPage
      title="Add Marathon"
      intro="Publish a new event. Capacity is optional: leave it empty for no field limit."
    >
      <div className={formCardClasses}>
        <MarathonForm
          submitLabel="Add Marathon"
          busyText="Adding…"
          busy={create.isPending}
          onSubmit={(input, form) =>
            create.mutate(input, {
              onSuccess: () => {
                showPopup({ icon: 'success', title: 'Marathon added successfully!' });
                form.reset();
              },
              onError: (error) => {
                const message =
                  error instanceof ApiError ? error.message : 'The marathon could not be added.';
                form.showServerError(error, message);
                showPopup({ icon: 'error', title: 'Error!', text: message });
              },
            })
          }
        />
      </div>
    </DashboardPage>
  );
}
