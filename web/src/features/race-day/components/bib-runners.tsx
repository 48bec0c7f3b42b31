// One runner's bib set or cleared by hand: the registrations with their bibs, found by bib or the start
// of a name through the API's search of the whole race, each with its own small form (a number taken by another runner is the API's 409 sentence).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Marathon, Participant } from '@run/contract/domain/api-types';
import { setBibSchema } from '@run/contract/domain/schemas';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { MoreButton } from '@/components/ui/more-button';
import {
  controlClasses,
  controlProps,
  FieldName,
  FieldNotes,
  FormAlert,
} from '@/components/ui/form-field';
import { useZodForm } from '@/components/ui/use-zod-form';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { useBibRunners, useSetBib } from '../api/bibs';
import { bibInput } from '../bib-rules';
import { PanelSection } from './panel-section';

function BibRow({
  marathonId,
  runner,
  distance,
  onSaved,
}: {
  marathonId: string;
  runner: Participant;
  distance: string;
  /** Said above the list, for every row. */
  onSaved: (message: string | null) => void;
}) {
  const { t } = useLingui();
  const name = `${runner.firstName} ${runner.lastName}`.trim();
  const setBib = useSetBib(marathonId);
  const form = useZodForm({
    initialValues: { bib: runner.bib === null ? '' : String(runner.bib) },
    schema: setBibSchema,
    toInput: (values) => bibInput(values.bib),
    idPrefix: `bib-${runner.userId}`,
  });
  const { bindForm } = form;
  const bibField = form.control('bib');
  // A new bib from the server (the job, a save, another organiser) replaces what the field shows. Kept
  // in the same row rather than a new one (a key with the bib): a save in flight keeps its callbacks.
  const [listedBib, setListedBib] = useState(runner.bib);
  if (runner.bib !== listedBib) {
    setListedBib(runner.bib);
    form.setValue('bib', runner.bib === null ? '' : String(runner.bib));
  }

  const send = (
    bib: number | null,
    controls: { showServerError: (e: unknown, f: string) => void },
  ) => {
    onSaved(null);
    setBib.mutate(
      { userId: runner.userId, bib },
      {
        onSuccess: (answer) => {
          form.setValue('bib', answer.bib === null ? '' : String(answer.bib));
          const saved = answer.bib;
          onSaved(saved === null ? t`Bib cleared for ${name}.` : t`Bib ${saved} set for ${name}.`);
        },
        onError: (error) => controls.showServerError(error, t`The bib could not be saved.`),
      },
    );
  };

  return (
    <li className="py-3">
      <form
        ref={bindForm}
        noValidate
        onSubmit={form.handleSubmit((input, controls) => send(input.bib, controls))}
        className="flex flex-wrap items-end gap-3"
      >
        <div className="min-w-[12rem] flex-1 text-slate-900 dark:text-slate-100">
          <span className="font-semibold">{name}</span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">{distance}</span>
        </div>
        <div className="w-28">
          <label htmlFor={bibField.id} className="sr-only">
            <Trans>Bib for {name}</Trans>
          </label>
          <input
            {...bibField}
            inputMode="numeric"
            placeholder={t`No bib`}
            className={controlClasses(Boolean(form.errors.bib))}
          />
        </div>
        <Button
          type="submit"
          size="sm"
          busy={setBib.isPending}
          busyText={t`Saving…`}
          aria-label={t`Save bib for ${name}`}
        >
          <Trans>Save</Trans>
        </Button>
        {runner.bib !== null || form.values.bib !== '' ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={setBib.isPending}
            aria-label={t`Clear bib for ${name}`}
            onClick={() =>
              send(null, {
                showServerError: (error, fallback) =>
                  form.setFormError(error instanceof Error ? error.message : fallback),
              })
            }
          >
            <Trans>Clear</Trans>
          </Button>
        ) : null}
      </form>
      <FieldNotes id={bibField.id} error={form.errors.bib} />
      <div className="mt-2">
        <FormAlert message={form.formError} />
      </div>
    </li>
  );
}

export function BibRunners({ race }: { race: Marathon }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const query = useBibRunners(race._id, q);
  const searchId = useId();
  const [saved, setSaved] = useState<string | null>(null);
  const shown = query.data?.pages.flatMap((page) => page.participants) ?? [];
  const distanceName = (id: string) => race.distances.find((d) => d.id === id)?.name ?? '';

  return (
    <PanelSection
      id="bib-runners-title"
      title={t`Set a bib by hand`}
      intro={t`Any number of a range or the reserved list. Empty the field, or press Clear, to take a bib away.`}
    >
      <div className="max-w-md">
        <FieldName
          id={searchId}
          label={t`Find a runner by name or bib`}
          sayOptional={false}
          className="mb-1.5"
        />
        <input
          type="search"
          {...controlProps(searchId, null, null)}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {query.isPending ? (
        <p role="status" className="mt-3 text-slate-700 dark:text-slate-200">
          <Trans>Loading the runners…</Trans>
        </p>
      ) : query.isError ? (
        <div className="mt-3">
          <FormAlert message={t`The runners could not be loaded.`} />
        </div>
      ) : shown.length === 0 && q === '' ? (
        <p className="mt-3 text-slate-700 dark:text-slate-200">
          <Trans>No one has registered yet.</Trans>
        </p>
      ) : (
        <>
          <p role="status" className="mt-3 text-sm text-emerald-800 dark:text-emerald-300">
            {saved}
          </p>
          <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
            {shown.map((runner) => (
              <BibRow
                key={runner.userId}
                marathonId={race._id}
                runner={runner}
                distance={distanceName(runner.distanceId)}
                onSaved={setSaved}
              />
            ))}
          </ul>
          {shown.length === 0 ? (
            <p className="mt-3 text-slate-700 dark:text-slate-200">
              <Trans>No runner found.</Trans>
            </p>
          ) : null}
          {query.hasNextPage ? (
            <MoreButton pages={query} className="mt-3">
              <Trans>Show more runners</Trans>
            </MoreButton>
          ) : null}
        </>
      )}
    </PanelSection>
  );
}
