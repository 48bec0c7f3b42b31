// The console's participant finder: a search by bib or the start of a name and a distance filter,
// answered by the API over the whole race (docs/search.md), a moment after the typing stops. The
// list (marathons' ParticipantsTable) asks it for its search and renders it above the rows.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Distance } from '@run/contract/domain/api-types';
import { useState } from 'react';

import { SelectField, TextField } from '@/components/ui/form-field';
import { SearchForm } from '@/components/ui/search-form';
import { useDebouncedValue } from '@/lib/use-debounced-value';

interface ParticipantFilter {
  search: string;
  distanceId: string;
}

interface FinderCounts {
  shown: number;
  more: boolean;
}

function ParticipantFinder({
  filter,
  onChange,
  distances,
  searching,
  counts: { shown, more },
}: {
  filter: ParticipantFilter;
  onChange: (filter: ParticipantFilter) => void;
  distances: readonly Pick<Distance, 'id' | 'name'>[];
  searching: boolean;
  counts: FinderCounts;
}) {
  const { t } = useLingui();
  // "12+" when more pages may match: the count so far is a lower bound.
  const matches = more
    ? t`${shown}+ participants match.`
    : t({
        message: plural(shown, {
          one: '# participant matches.',
          other: '# participants match.',
        }),
      });
  return (
    <>
      <SearchForm label={t`Participants`} className="mb-3 grid gap-3 sm:grid-cols-[1fr_16rem]">
        <TextField
          name="participant-search"
          type="search"
          label={t`Search by name or bib`}
          hint={t`A bib, or the start of a first or last name.`}
          autoComplete="off"
          maxLength={120}
          value={filter.search}
          onChange={(event) => onChange({ ...filter, search: event.target.value })}
        />
        {distances.length > 1 ? (
          <SelectField
            name="participant-distance"
            label={t`Distance`}
            placeholder={t`Every distance`}
            options={distances.map((d) => ({ value: d.id, label: d.name }))}
            value={filter.distanceId}
            onChange={(event) => onChange({ ...filter, distanceId: event.target.value })}
          />
        ) : null}
      </SearchForm>
      <p role="status" className="mb-3 text-sm text-slate-600 dark:text-slate-300">
        {searching ? matches : ''}
      </p>
    </>
  );
}

/** The finder's state: the search the list asks the API for, and the finder to render above it. */
export function useParticipantFinder(distances: readonly Pick<Distance, 'id' | 'name'>[]) {
  const [filter, setFilter] = useState<ParticipantFilter>({ search: '', distanceId: '' });
  const q = useDebouncedValue(filter.search.trim(), 300);
  const searching = q !== '' || filter.distanceId !== '';
  return {
    search: { q, distanceId: filter.distanceId },
    finder: (counts: FinderCounts) => (
      <ParticipantFinder
        filter={filter}
        onChange={setFilter}
        distances={distances}
        searching={searching}
        counts={counts}
      />
    ),
  };
}
