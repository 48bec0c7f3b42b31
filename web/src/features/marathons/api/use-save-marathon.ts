// Saving an edit with the spec's popups, shared by the edit modal and /updateMarathon/{id}.
import type { MarathonInput } from '@run/contract/domain/schemas';

import { showErrorPopup, showPopup } from '@/components/ui/popup';

import type { MarathonFormControls } from '../components/marathon-form';
import { useUpdateMarathon } from './update-marathon';

export function useSaveMarathon(id: string, onSaved?: () => void) {
  const update = useUpdateMarathon();
  const save = (input: MarathonInput, form: MarathonFormControls) => {
    update.mutate(
      { id, input },
      {
        onSuccess: () => {
          showPopup({
            icon: 'success',
            title: 'Marathon Updated!',
            text: 'Your marathon has been successfully updated.',
          });
          onSaved?.();
        },
        onError: (error) => {
          form.showServerError(error, 'The marathon could not be updated.');
          showErrorPopup(error, 'The marathon could not be updated.');
        },
      },
    );
  };
  return { save, saving: update.isPending };
}
