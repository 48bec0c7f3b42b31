// The foot of a two-column form: its error alert, then Cancel (when the form sits in a modal) and submit.
import { Trans } from '@lingui/react/macro';

import { Button, type ButtonSize } from './button';
import { FormAlert } from './form-field';

/** What a form hands on to its actions from its own props. */
export interface SubmitProps {
  submitLabel: string;
  busyText: string;
  busy: boolean;
  onCancel?: (() => void) | undefined;
}

interface FormActionsProps extends SubmitProps {
  formError: string | null | undefined;
  size?: ButtonSize;
}

export function FormActions({
  formError,
  busy,
  busyText,
  submitLabel,
  onCancel,
  size,
}: FormActionsProps) {
  return (
    <>
      <div className="sm:col-span-2">
        <FormAlert message={formError} />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" size={size} busy={busy} busyText={busyText}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
