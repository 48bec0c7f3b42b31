// The console's participant finder: a search by name or bib and a distance filter over the pages of
// the participants list loaded so far (the API lists them page by page, without a search), saying so
// while more pages exist. The list (marathons' ParticipantsTable) asks it which rows to show.
import type { Distance, Participant } from '@run/contract/domain/api-types';
import { useState } from 'react';

import { SelectField, TextField } from '@/components/ui/form-field';
import { SearchForm } from '@/components/ui/search-form';

import { isFiltering, matchesFilter, type ParticipantFilter } from '../participant-filter';

interface FinderCounts {
  shown: number;
  loaded: number;
  more: boolean;
}

function ParticipantFinder({
  filter,
  onChange,
  distances,
  counts: { shown, loaded, more },
}: {
  filter: ParticipantFilter;
  onChange: (filter: ParticipantFilter) => void;
  distances: readonly Pick<Distance, 'id' | 'name'>[];
  counts: FinderCounts;
}) {
  return (
    <>
      <SearchForm label="Participants" className="mb-3 grid gap-3 sm:grid-cols-[1fr_16rem]">
        <TextField
          name="participant-search"
          type="search"
          label="Search by name or bib"
          autoComplete="off"
          maxLength={120}
          value={filter.search}
          onChange={(event) => onChange({ ...filter, search: event.target.value })}
        />
        {distances.length > 1 ? (
          <SelectField
            name="participant-distance"
            label="Distance"
            placeholder="Every distance"
            options={distances.map((d) => ({ value: d.id, label: d.name }))}
            value={filter.distanceId}
            onChange={(event) => onChange({ ...filter, distanceId: event.target.value })}
          />
        ) : null}
      </SearchForm>
      <p role="status" className="mb-3 text-sm text-slate-600 dark:text-slate-300">
        {isFiltering(filter)
          ? `${shown} of ${loaded} ${more ? 'loaded ' : ''}participants match.${more ? ' Show more participants to search further.' : ''}`
          : ''}
      </p>
    </>
  );
}

/** The finder's state: which participants it shows, and the finder to render above them. */
export function useParticipantFinder(distances: readonly Pick<Distance, 'id' | 'name'>[]) {
  const [filter, setFilter] = useState<ParticipantFilter>({ search: '', distanceId: '' });
  return {
    shows: (participant: Participant) => matchesFilter(participant, filter),
    finder: (counts: FinderCounts) => (
      <ParticipantFinder
        filter={filter}
        onChange={setFilter}
        distances={distances}
        counts={counts}
      />
    ),
  };
}
