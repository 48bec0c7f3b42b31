// The race console's API keys tab (docs/partner-api.md): a new key for the timing partner, the keys
// with their scopes and last use, and a revocation after a confirmation.
import type { ApiKey } from '@run/contract/domain/partner';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cellClasses, DataTable } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-field';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { useRowDialog } from '@/components/ui/use-return-focus';
import { formatDateTime } from '@/lib/format';

import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { ApiKeyForm } from './api-key-form';
import { PanelSection } from './panel-section';

const SCOPE_NAMES = { 'results:write': 'Push results', 'participants:read': 'Start list' } as const;

function RevokeKeyDialog({
  marathonId,
  apiKey,
  onClose,
}: {
  marathonId: string;
  apiKey: ApiKey;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title="Revoke this API key?"
      confirmLabel="Revoke"
      busyLabel="Revoking…"
      write={useRevokeApiKey(marathonId)}
      variables={apiKey.keyId}
      done={{ title: 'Key Revoked', text: `“${apiKey.name}” no longer works.` }}
      failure="The key could not be revoked."
      onClose={onClose}
    >
      <p>Calls with “{apiKey.name}” will be refused from now on. This cannot be undone.</p>
    </ConfirmDialog>
  );
}

/** Who made a key: their email (their uid for an account without one); 'Not recorded' for an old key. */
const makerOf = (key: ApiKey): string =>
  key.createdBy === null ? 'Not recorded' : (key.createdBy.email ?? key.createdBy.uid);

function ApiKeyList({ marathonId }: { marathonId: string }) {
  const query = useApiKeys(marathonId);
  const { dialog, open, close } = useRowDialog<ApiKey>('api-key-list-title');
  if (query.isPending) return <p role="status">Loading the keys…</p>;
  if (query.isError) return <FormAlert message="The keys could not be loaded." />;
  const { keys } = query.data;
  return (
    <>
      {keys.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-200">This race has no API keys.</p>
      ) : (
        <DataTable
          embedded
          caption="API keys of this race"
          columns={[
            { label: 'Name' },
            { label: 'May' },
            { label: 'Made' },
            { label: 'Made by' },
            { label: 'Last used' },
            { label: 'Actions', srOnly: true },
          ]}
        >
          {keys.map((key) => (
            <tr key={key.keyId}>
              <th scope="row" className={cellClasses(undefined, 'font-semibold')}>
                {key.name}
              </th>
              <td className={cellClasses()}>{key.scopes.map((s) => SCOPE_NAMES[s]).join(', ')}</td>
              <td className={cellClasses()}>{formatDateTime(key.createdAt)}</td>
              <td className={cellClasses()}>{makerOf(key)}</td>
              <td className={cellClasses()}>
                {key.lastUsedAt === null ? 'Never' : formatDateTime(key.lastUsedAt)}
              </td>
              <td className={cellClasses(undefined, 'text-right')}>
                <RowDialogButton label={`Revoke ${key.name}`} open={open} dialog={key}>
                  Revoke
                </RowDialogButton>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {dialog ? <RevokeKeyDialog marathonId={marathonId} apiKey={dialog} onClose={close} /> : null}
    </>
  );
}

export function ApiKeysPanel({ marathonId }: { marathonId: string }) {
  return (
    <div className="space-y-10">
      <ApiKeyForm marathonId={marathonId} />
      <PanelSection id="api-key-list-title" title="API keys">
        <ApiKeyList marathonId={marathonId} />
      </PanelSection>
    </div>
  );
}
