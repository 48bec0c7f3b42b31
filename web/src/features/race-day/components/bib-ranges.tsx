// Each distance's bib range and the race's reserved numbers, as the assignment will use them.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Marathon } from '@run/contract/domain/api-types';

import { rangeText, reservedText } from '../bib-rules';
import { PanelSection } from './panel-section';

export function BibRanges({ race }: { race: Marathon }) {
  // useLingui: the range and reserved texts (bib-rules.ts) follow a change of language too.
  const { t } = useLingui();
  return (
    <PanelSection
      id="bib-ranges-title"
      title={t`Bib ranges`}
      intro={t`Ranges and reserved numbers are set in the race's settings. Reserved numbers are never given automatically, only by hand.`}
    >
      <dl className="grid gap-x-6 gap-y-2 text-slate-800 sm:grid-cols-[auto_1fr] dark:text-slate-200">
        {race.distances.map((d) => (
          <div key={d.id} className="contents">
            <dt className="font-semibold">{d.name}</dt>
            <dd>{rangeText(d.bibFrom, d.bibTo)}</dd>
          </div>
        ))}
        <dt className="font-semibold">
          <Trans>Reserved</Trans>
        </dt>
        <dd>{reservedText(race.reservedBibs ?? [])}</dd>
      </dl>
    </PanelSection>
  );
}
