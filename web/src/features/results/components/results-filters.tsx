// The results page's search (a name or a bib, sent when submitted) and its filters (gender, age
// group, applied at once), all kept in the URL.
import { Trans, useLingui } from '@lingui/react/macro';
import { GENDERS } from '@run/contract/domain/results-groups';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { SearchForm } from '@/components/ui/search-form';

import type { ResultsFilter } from '../api/get-results';
import { withParams } from '../filter-params';
import { GENDER_LABELS } from '../results-words';

export function ResultsFilters({
  filter,
  ageGroups,
}: {
  filter: ResultsFilter;
  ageGroups: string[];
}) {
  const { i18n, t } = useLingui();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(filter.q ?? '');
  const change = (changes: Record<string, string | undefined>) =>
    setParams(withParams(params, { ...changes, bib: undefined }), {
      replace: true,
      preventScrollReset: true,
    });
  const search = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    change({ q: text.trim() });
  };
  // Each filter is a select applied at once, under its own URL parameter.
  const selects = [
    {
      name: 'gender',
      label: t`Gender`,
      placeholder: t`Everyone`,
      value: filter.gender,
      options: GENDERS.map((g) => ({ value: g, label: i18n._(GENDER_LABELS[g]) })),
    },
    {
      name: 'age',
      label: t`Age group`,
      placeholder: t`All age groups`,
      value: filter.ageGroup,
      options: ageGroups.map((group) => ({ value: group, label: group })),
    },
  ];
  const filtered = Boolean(filter.q || filter.gender || filter.ageGroup);

  return (
    <SearchForm label={t`Search results`} className="grid gap-4 md:grid-cols-[2fr_1fr_1fr_auto]">
      {/* SearchForm's own submit does nothing: this search is sent by its button or Enter. */}
      <div className="flex items-end gap-2">
        <TextField
          name="q"
          label={t`Name or bib`}
          type="search"
          placeholder={t`e.g. Garcia or 1042`}
          wrapperClassName="flex-1"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search(event);
          }}
        />
        <Button type="button" onClick={search}>
          <Trans>Search</Trans>
        </Button>
      </div>
      {selects.map(({ name, value, ...spec }) => (
        <SelectField
          key={name}
          name={name}
          {...spec}
          value={value ?? ''}
          onChange={(event) => change({ [name]: event.target.value })}
        />
      ))}
      <div className="flex items-end">
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() => {
              setText('');
              change({ q: undefined, gender: undefined, age: undefined });
            }}
          >
            <Trans>Clear</Trans>
          </Button>
        ) : null}
      </div>
    </SearchForm>
  );
}
