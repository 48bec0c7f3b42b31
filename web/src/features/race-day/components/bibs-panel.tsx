// The race console's Bibs tab (docs/race-day.md): the ranges, the assignment job and bibs by hand.
import { useLingui } from '@lingui/react/macro';

import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';

import { useRace } from '../api/get-race';
import { BibAssignment } from './bib-assignment';
import { BibRanges } from './bib-ranges';
import { BibRunners } from './bib-runners';

export function BibsPanel({ marathonId }: { marathonId: string }) {
  const { t } = useLingui();
  const race = useRace(marathonId);
  if (race.isError) return <FormAlert message={t`The race could not be loaded.`} />;
  if (!race.data) return <Spinner label={t`Loading the race`} />;
  return (
    <div className="space-y-10">
      <BibRanges race={race.data} />
      <BibAssignment marathonId={marathonId} />
      <BibRunners race={race.data} />
    </div>
  );
}
