// The /marathons filters beside the search box: distance, start month, "open now" and the order. Each
// is a labelled control; the page keeps them in the URL (routes/marathons.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import { DISTANCE_BUCKETS } from '@run/contract/domain/race-filters';

import { distanceBucketLabel } from '@/lib/i18n/contract-words';
import { CheckboxField, TICKED } from '@/components/ui/checkbox-field';
import { SelectField, TextField } from '@/components/ui/form-field';

import type { MarathonFilters as Filters } from '../api/requests';

type Choice = Omit<Filters, 'q'>;

export function MarathonFilters({
  value,
  onChange,
}: {
  value: Choice;
  onChange: (change: Partial<Choice>) => void;
}) {
  const { t } = useLingui();
  return (
    // The distance column is the widest: its chosen label ("Half marathon (15–30 km)") shows whole.
    <fieldset className="mx-auto mt-6 grid max-w-5xl gap-4 text-left sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_auto]">
      <legend className="sr-only">
        <Trans>Filters</Trans>
      </legend>
      <SelectField
        name="distance"
        label={t`Distance`}
        placeholder={t`Any distance`}
        options={DISTANCE_BUCKETS.map((b) => ({ value: b, label: distanceBucketLabel(b) }))}
        value={value.distance}
        onChange={(event) => onChange({ distance: event.target.value })}
      />
      <TextField
        name="month"
        type="month"
        label={t`Race month`}
        value={value.month}
        onChange={(event) => onChange({ month: event.target.value })}
      />
      <SelectField
        name="sort"
        label={t`Sort by`}
        options={[
          { value: 'upcoming', label: t`Race date (soonest)` },
          { value: 'newest', label: t`Newest first` },
        ]}
        value={value.sort}
        onChange={(event) =>
          onChange({ sort: event.target.value === 'newest' ? 'newest' : 'upcoming' })
        }
      />
      <CheckboxField
        name="open"
        label={t`Registration open now`}
        value={value.open ? TICKED : ''}
        onChange={(event) => onChange({ open: event.target.value === TICKED })}
        className="self-end pb-2.5"
      />
    </fieldset>
  );
}
