// Saving an edit with the spec's popups, shared by the edit modal and /updateMarathon/{id}.
import { useLingui } from '@lingui/react/macro';
import type { MarathonInput } from '@run/contract/domain/schemas';

import { showErrorPopup, showPopup } from '@/components/ui/popup';

import type { MarathonFormControls } from '../components/marathon-form';
import { useUpdateMarathon } from './update-marathon';

export function useSaveMarathon(id: string, onSaved?: () => void) {
  const { t } = useLingui();
  const update = useUpdateMarathon();
  const save = (input: MarathonInput, form: MarathonFormControls) => {
    update.mutate(
      { id, input },
      {
        onSuccess: () => {
          showPopup({
            icon: 'success',
            title: t`Marathon Updated!`,
            text: t`Your marathon has been successfully updated.`,
          });
          onSaved?.();
        },
        onError: (error) => {
          const failed = t`The marathon could not be updated.`;
          form.showServerError(error, failed);
          showErrorPopup(error, failed);
        },
      },
    );
  };
  return { save, saving: update.isPending };
}
