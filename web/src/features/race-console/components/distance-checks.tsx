// Which of the race's distances something is for (a discount code, an item): a box per distance,
// none ticked for every distance; asked only on a race with several.
import { Trans } from '@lingui/react/macro';
import type { Distance } from '@run/contract/domain/api-types';

import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormAlert } from '@/components/ui/form-field';
import type { FieldBinding } from '@/components/ui/form-list';

import { distanceKey } from '../distance-check-values';

export function DistanceChecks({
  distances,
  field,
}: {
  distances: ReadonlyArray<Pick<Distance, 'id' | 'name'>>;
  /** The form's `field`: a box's binding by its name, and the list's message as `distanceIds`. */
  field: (name: string) => FieldBinding;
}) {
  if (distances.length < 2) return null;
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">
        <Trans>Distances</Trans>
      </legend>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        <Trans>Tick none for every distance.</Trans>
      </p>
      {distances.map((d) => {
        const { error: _none, ...binding } = field(distanceKey(d.id));
        return <CheckboxField key={d.id} label={d.name} {...binding} />;
      })}
      <FormAlert message={field('distanceIds').error} />
    </fieldset>
  );
}
