// Each distance's bib range and the race's reserved numbers, as the assignment will use them.
import type { Marathon } from '@run/contract/domain/api-types';

import { rangeText, reservedText } from '../bib-rules';

export function BibRanges({ race }: { race: Marathon }) {
  return (
    <section aria-labelledby="bib-ranges-title">
      <h2 id="bib-ranges-title" className="text-lg font-bold text-slate-900 dark:text-white">
        Bib ranges
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-slate-800 sm:grid-cols-[auto_1fr] dark:text-slate-200">
        {race.distances.map((d) => (
          <div key={d.id} className="contents">
            <dt className="font-semibold">{d.name}</dt>
            <dd>{rangeText(d.bibFrom, d.bibTo)}</dd>
          </div>
        ))}
        <dt className="font-semibold">Reserved</dt>
        <dd>{reservedText(race.reservedBibs ?? [])}</dd>
      </dl>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Ranges and reserved numbers are set in the race&apos;s settings. Reserved numbers are never
        given automatically, only by hand.
      </p>
    </section>
  );
}
