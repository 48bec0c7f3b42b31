// Assigning bibs (docs/race-day.md): the order chosen, the background job started, its progress
// followed until it is done or fails naming the distance whose range is too small.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { refreshMarathonViews } from '@/lib/query-client';

import { useAssignBibs, useBibJob } from '../api/bibs';
import { jobProgress } from '../bib-rules';
import { PanelSection } from './panel-section';

type Order = 'registration' | 'lastName';

const orders = [
  { value: 'registration', label: msg`Registration order` },
  { value: 'lastName', label: msg`Last name` },
];

export function BibAssignment({ marathonId }: { marathonId: string }) {
  const { i18n, t } = useLingui();
  const [order, setOrder] = useState<Order>('registration');
  const [jobId, setJobId] = useState<string | null>(null);
  const assign = useAssignBibs();
  const job = useBibJob(marathonId, jobId);
  const state = job.data?.state;

  // The job numbered runners: the lists showing their bibs are refreshed once it ends.
  useEffect(() => {
    if (state === 'done' || state === 'failed') void refreshMarathonViews(marathonId);
  }, [state, marathonId]);

  const start = () =>
    assign.mutate(
      { id: marathonId, input: { order } },
      { onSuccess: ({ jobId: started }) => setJobId(started) },
    );
  const running = assign.isPending || state === 'running' || (jobId !== null && !job.data);
  // Its sentence is in the language shown: useLingui above re-renders this on a change.
  const progress = job.data ? jobProgress(job.data) : null;

  return (
    <PanelSection
      id="bib-assign-title"
      title={t`Assign bibs`}
      intro={t`Every registration without a bib gets the lowest free number of its distance's range. Runners who register later are numbered as they register.`}
    >
      <RadioGroupField
        className="max-w-xl"
        legend={t`Order`}
        name="bib-order"
        value={order}
        options={orders.map(({ value, label }) => ({ value, label: i18n._(label) }))}
        onChange={(e) => setOrder(e.target.value as Order)}
      />
      <Button className="mt-4" onClick={start} busy={running} busyText={t`Assigning bibs…`}>
        <Trans>Assign bibs</Trans>
      </Button>
      <div className="mt-4 space-y-2">
        <FormAlert message={assign.error?.message} />
        {job.isError ? <FormAlert message={job.error.message} /> : null}
        {progress ? (
          <>
            <progress
              aria-label={t`Bib assignment`}
              value={progress.assigned}
              max={Math.max(progress.total, 1)}
              className="h-3 w-full max-w-xl appearance-none overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 [&::-moz-progress-bar]:bg-rose-600 [&::-webkit-progress-bar]:bg-slate-200 dark:[&::-webkit-progress-bar]:bg-slate-700 [&::-webkit-progress-value]:bg-rose-600"
            />
            <p
              role={job.data?.state === 'failed' ? 'alert' : 'status'}
              className={
                job.data?.state === 'failed'
                  ? 'font-medium text-red-700 dark:text-red-400'
                  : 'text-slate-800 dark:text-slate-200'
              }
            >
              {progress.text}
            </p>
          </>
        ) : null}
      </div>
    </PanelSection>
  );
}
