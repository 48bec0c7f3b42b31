// Making an API key for the race's timing partner (docs/partner-api.md): a name and its scopes; the
// new key is shown here once, with a copy button, and never again.
import { Trans, useLingui } from '@lingui/react/macro';
import { apiKeyCreateSchema, type PartnerScope } from '@run/contract/domain/partner';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { CheckboxField, TICKED } from '@/components/ui/checkbox-field';
import { CopyButton } from '@/components/ui/copy-button';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { TitledForm } from '@/components/ui/titled-form';
import { useZodForm } from '@/components/ui/use-zod-form';

import { useCreateApiKey } from '../api/api-keys';

const SCOPE_FIELDS = { results: 'results:write', participants: 'participants:read' } as const;

function NewKey({ name, apiKey }: { name: string; apiKey: string }) {
  const { t } = useLingui();
  return (
    <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950">
      <p className="font-semibold text-amber-900 dark:text-amber-100">
        <Trans>Copy the key for “{name}” now: it is shown only this once.</Trans>
      </p>
      <p className="text-sm text-amber-900 dark:text-amber-100">
        <Trans>
          Anyone holding it can act for this race’s timing partner. If it is lost, revoke it and
          make another.
        </Trans>
      </p>
      <code className="block break-all rounded bg-white p-2 text-sm text-slate-900 dark:bg-slate-900 dark:text-slate-100">
        {apiKey}
      </code>
      <CopyButton text={apiKey} label={t`Copy key`} copiedNote={t`The key is on the clipboard.`} />
    </div>
  );
}

export function ApiKeyForm({ marathonId }: { marathonId: string }) {
  const { t } = useLingui();
  const create = useCreateApiKey(marathonId);
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const form = useZodForm({
    initialValues: {
      name: '',
      results: TICKED as string,
      participants: TICKED as string,
      scopes: '',
    },
    schema: apiKeyCreateSchema,
    toInput: (values) => ({
      name: values.name,
      scopes: (Object.keys(SCOPE_FIELDS) as Array<keyof typeof SCOPE_FIELDS>)
        .filter((field) => values[field] === TICKED)
        .map((field): PartnerScope => SCOPE_FIELDS[field]),
    }),
    idPrefix: 'api-key',
  });
  const { bindForm } = form;

  const submit = form.handleSubmit((input, controls) => {
    setMade(null);
    create.mutate(input, {
      onSuccess: (answer) => {
        setMade({ name: answer.name, key: answer.key });
        controls.reset();
      },
      onError: (error) => controls.showServerError(error, t`The key could not be made.`),
    });
  });

  return (
    <div className="space-y-4">
      <TitledForm
        ref={bindForm}
        onSubmit={submit}
        titleId="api-key-title"
        title={t`Make an API key`}
      >
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>
            Your timing company pushes results and pulls the start list with a key of this race.
          </Trans>
        </p>
        <TextField label={t`Name`} autoComplete="off" required {...form.field('name')} />
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-900 dark:text-white">
            <Trans>What the key may do</Trans>
          </legend>
          <CheckboxField label={t`Push results`} {...form.field('results')} />
          <CheckboxField
            label={t`Read the start list (no contact data)`}
            {...form.field('participants')}
          />
          <FormAlert message={form.field('scopes').error} />
        </fieldset>
        <FormAlert message={form.formError} />
        <Button type="submit" busy={create.isPending} busyText={t`Making…`}>
          <Trans>Make key</Trans>
        </Button>
      </TitledForm>
      {made ? <NewKey name={made.name} apiKey={made.key} /> : null}
    </div>
  );
}
