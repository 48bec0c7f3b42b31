// The marathon form saving changes to a race that exists, shared by the console's Settings tab, the
// edit dialog of My Marathons and /updateMarathon/{id}.
import { useLingui } from '@lingui/react/macro';
import type { Marathon } from '@run/contract/domain/api-types';
import type { ComponentProps } from 'react';

import { MarathonForm } from './marathon-form';

type MarathonFormProps = ComponentProps<typeof MarathonForm>;

/**
 * The form saving changes to a race that exists: `saver` is the caller's useSaveMarathon, whose
 * `saving` a dialog also needs (it cannot be closed meanwhile).
 */
export function SaveMarathonForm({
  marathon,
  saver,
  submitLabel,
  onCancel,
}: Pick<MarathonFormProps, 'submitLabel' | 'onCancel'> & {
  marathon: Marathon;
  saver: { save: MarathonFormProps['onSubmit']; saving: boolean };
}) {
  const { t } = useLingui();
  return (
    <MarathonForm
      marathon={marathon}
      submitLabel={submitLabel}
      busyText={t`Saving…`}
      busy={saver.saving}
      onSubmit={saver.save}
      onCancel={onCancel}
    />
  );
}
