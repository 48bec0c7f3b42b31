// The race console's API keys tab (docs/partner-api.md): a new key for the timing partner, the keys
// with their scopes and last use, and a revocation after a confirmation.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiKey } from '@run/contract/domain/partner';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cellClasses } from '@/components/ui/data-table';
import { PanelTable } from '@/components/ui/panel-table';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { type RaceRowDialogProps, useRowDialog } from '@/components/ui/use-return-focus';
import { formatDateTime } from '@/lib/format';

import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { ApiKeyForm } from './api-key-form';
import { PanelSection } from './panel-section';

const SCOPE_NAMES = {
  'results:write': msg`Push results`,
  'participants:read': msg`Start list`,
} as const;

function RevokeKeyDialog({ marathonId, row: apiKey, onClose }: RaceRowDialogProps<ApiKey>) {
  const { t } = useLingui();
  const { name } = apiKey;
  return (
    <ConfirmDialog
      title={t`Revoke this API key?`}
      confirmLabel={t`Revoke`}
      busyLabel={t`Revoking…`}
      write={useRevokeApiKey(marathonId)}
      variables={apiKey.keyId}
      done={{ title: t`Key Revoked`, text: t`“${name}” no longer works.` }}
      failure={t`The key could not be revoked.`}
      onClose={onClose}
    >
      <p>
        <Trans>Calls with “{name}” will be refused from now on. This cannot be undone.</Trans>
      </p>
    </ConfirmDialog>
  );
}

const NOT_RECORDED = msg`Not recorded`;

/** Who made a key: their email (their uid for an account without one); 'Not recorded' for an old key. */
const makerOf = (key: ApiKey, i18n: I18n): string =>
  key.createdBy === null ? i18n._(NOT_RECORDED) : (key.createdBy.email ?? key.createdBy.uid);

function ApiKeyList({ marathonId }: { marathonId: string }) {
  const { i18n, t } = useLingui();
  const query = useApiKeys(marathonId);
  const { dialog, open, close } = useRowDialog<ApiKey>('api-key-list-title');
  return (
    <PanelTable
      query={query}
      loading={<Trans>Loading the keys…</Trans>}
      failed={t`The keys could not be loaded.`}
      rows={(data) => data.keys}
      empty={<Trans>This race has no API keys.</Trans>}
      after={
        dialog ? <RevokeKeyDialog marathonId={marathonId} row={dialog} onClose={close} /> : null
      }
      caption={t`API keys of this race`}
      columns={[
        { label: t`Name` },
        { label: t`May` },
        { label: t`Made` },
        { label: t`Made by` },
        { label: t`Last used` },
        { label: t`Actions`, srOnly: true },
      ]}
      row={(key) => {
        const keyName = key.name;
        return (
          <tr key={key.keyId}>
            <th scope="row" className={cellClasses(undefined, 'font-semibold')}>
              {key.name}
            </th>
            <td className={cellClasses()}>
              {key.scopes.map((s) => i18n._(SCOPE_NAMES[s])).join(', ')}
            </td>
            <td className={cellClasses()}>{formatDateTime(key.createdAt)}</td>
            <td className={cellClasses()}>{makerOf(key, i18n)}</td>
            <td className={cellClasses()}>
              {key.lastUsedAt === null ? t`Never` : formatDateTime(key.lastUsedAt)}
            </td>
            <td className={cellClasses(undefined, 'text-right')}>
              <RowDialogButton label={t`Revoke ${keyName}`} open={open} dialog={key}>
                <Trans>Revoke</Trans>
              </RowDialogButton>
            </td>
          </tr>
        );
      }}
    />
  );
}

export function ApiKeysPanel({ marathonId }: { marathonId: string }) {
  const { t } = useLingui();
  return (
    <div className="space-y-10">
      <ApiKeyForm marathonId={marathonId} />
      <PanelSection id="api-key-list-title" title={t`API keys`}>
        <ApiKeyList marathonId={marathonId} />
      </PanelSection>
    </div>
  );
}
