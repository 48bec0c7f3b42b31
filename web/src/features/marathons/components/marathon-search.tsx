// The /marathons search box: a labelled search landmark; the list follows as the user types.
import { Trans, useLingui } from '@lingui/react/macro';

import { SearchForm } from '@/components/ui/search-form';

interface MarathonSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function MarathonSearch({ value, onChange }: MarathonSearchProps) {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-xl">
      <SearchForm label={t`Marathons`} className="relative">
        <label
          htmlFor="marathon-search"
          className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-200"
        >
          <Trans>Search by title or location</Trans>
        </label>
        <div className="relative">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-slate-400"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
          <input
            id="marathon-search"
            type="search"
            name="q"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder={t`e.g. Berlin or City Marathon`}
            autoComplete="off"
            maxLength={120}
            className="block w-full rounded-full border border-slate-300 bg-white py-3 pr-4 pl-11 text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-rose-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-500"
          />
        </div>
      </SearchForm>
    </div>
  );
}
