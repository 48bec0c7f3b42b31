// The runner's waitlist places in My Apply List: the distance waited for, their position, or the
// place held for them until a deadline with Accept and Decline (Decline, and leaving, ask first).
// Nothing shows without any.
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyWaitlistItem } from '@run/contract/domain/api-types';
import { lazy, Suspense, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, StatusRow } from '@/components/ui/data-table';
import { showErrorPopup, showPopup } from '@/components/ui/popup';
import { QuietLoaded } from '@/components/ui/quiet-loaded';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { TitledSection } from '@/components/ui/titled-section';
import { useRowDialog } from '@/components/ui/use-return-focus';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';

import { useAcceptOffer } from '../api/accept-offer';
import { useMyWaitlist } from '../api/get-my-waitlist';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { isWaiverChanged } from '../waiver-changed';
import { referralFor } from '../referral';

// The dialogs with a form (and its validation) load when opened, not with the list.
const AcceptWaiverDialog = lazy(() =>
  import('./accept-waiver-dialog').then((m) => ({ default: m.AcceptWaiverDialog })),
);
const AcceptWithCodeDialog = lazy(() =>
  import('./accept-with-code-dialog').then((m) => ({ default: m.AcceptWithCodeDialog })),
);

interface RowDialog {
  kind: 'leave' | 'code';
  entry: MyWaitlistItem;
}

/** Declining an offer and leaving the waitlist are the same call; only the words differ. */
function LeaveDialog({ entry, onClose }: { entry: MyWaitlistItem; onClose: () => void }) {
  const { t } = useLingui();
  const offered = entry.offerExpiresAt !== null;
  const { title, position } = entry;
  return (
    <ConfirmDialog
      title={offered ? t`Decline this place?` : t`Leave the waitlist?`}
      confirmLabel={offered ? t`Decline` : t`Leave`}
      busyLabel={offered ? t`Declining…` : t`Leaving…`}
      write={useLeaveWaitlist()}
      variables={entry.marathonId}
      done={{
        title: offered ? t`Place Declined` : t`Left the Waitlist`,
        text: t`You are no longer on the waitlist for “${title}”.`,
      }}
      failure={t`The waitlist could not be left.`}
      onClose={onClose}
    >
      <p>
        {offered
          ? t`The place held for you in “${title}” goes to the next runner waiting, and you leave its waitlist.`
          : t`You give up your position ${position} on the waitlist for “${title}”.`}
      </p>
    </ConfirmDialog>
  );
}

export function WaitlistEntries({ uid, only }: { uid: string; only: 'offers' | 'waiting' }) {
  const { t } = useLingui();
  const query = useMyWaitlist(uid);
  const offers = only === 'offers';
  const accept = useAcceptOffer(uid);
  const { dialog, open, close } = useRowDialog<RowDialog>('dashboard-title');
  // The offer whose waiver changed since the join: read and accepted again in a dialog.
  const [rereading, setRereading] = useState<MyWaitlistItem | null>(null);

  // The waiting list's instance says the loading and the failure, once.
  if (offers && (query.isPending || query.isError)) return null;

  // A friend's referral link that led to the race counts for the place taken here too.
  const acceptPlace = (entry: MyWaitlistItem) => {
    const referralCode = referralFor(entry.marathonId);
    accept.mutate(
      { id: entry.marathonId, input: referralCode ? { referralCode } : undefined },
      {
        onSuccess: () =>
          showPopup({ icon: 'success', title: t`Successfully registered for the marathon!` }),
        onError: (error) => {
          if (isWaiverChanged(error)) setRereading(entry);
          else showErrorPopup(error, t`The place could not be accepted.`);
        },
      },
    );
  };

  return (
    <QuietLoaded
      query={query}
      loading={t`Loading your waitlist places`}
      failed={t`Your waitlist places could not be loaded.`}
      rows={(entries) => entries.filter((entry) => (entry.offerExpiresAt !== null) === offers)}
    >
      {(data) => (
        <TitledSection
          id={offers ? 'waitlist-offers-heading' : 'waitlist-heading'}
          title={offers ? t`Places offered to you` : t`Waitlist`}
          level={offers ? 3 : 2}
          size="lg"
          spaced
          className={offers ? 'mt-4' : 'mb-8'}
        >
          <DataTable
            caption={offers ? t`Waitlist places offered to me` : t`My waitlist places`}
            columns={[
              { label: t`Marathon` },
              { label: t`Your place`, hideBelow: 'sm' },
              { label: t`Actions`, srOnly: true },
            ]}
          >
            {data.map((entry) => {
              const offer = entry.offerExpiresAt;
              const accepting = accept.isPending && accept.variables.id === entry.marathonId;
              const { title, position } = entry;
              const until = offer ? formatDateTime(offer) : '';
              const status = offer
                ? t`A place is held for you until ${until}`
                : t`Position ${position}`;
              return (
                <StatusRow
                  key={entry.marathonId}
                  to={paths.marathon.href(entry.marathonId)}
                  title={entry.title}
                  detail={`${entry.distanceName} · ${offer ? t`Place offered` : t`Waiting for a place`}`}
                  status={status}
                  good={Boolean(offer)}
                >
                  {offer ? (
                    <Button
                      size="sm"
                      aria-label={t`Accept the place in ${title}`}
                      busy={accepting}
                      busyText={t`Accepting…`}
                      disabled={accept.isPending}
                      onClick={() => acceptPlace(entry)}
                    >
                      <Trans>Accept</Trans>
                    </Button>
                  ) : null}
                  {offer ? (
                    <RowDialogButton
                      label={t`Use a discount code for your place in ${title}`}
                      disabled={accept.isPending}
                      open={open}
                      dialog={{ kind: 'code', entry }}
                    >
                      <Trans>Use a code</Trans>
                    </RowDialogButton>
                  ) : null}
                  <RowDialogButton
                    variant={offer ? 'danger' : 'secondary'}
                    label={
                      offer ? t`Decline the place in ${title}` : t`Leave the waitlist for ${title}`
                    }
                    disabled={accepting}
                    open={open}
                    dialog={{ kind: 'leave', entry }}
                  >
                    {offer ? <Trans>Decline</Trans> : <Trans>Leave</Trans>}
                  </RowDialogButton>
                </StatusRow>
              );
            })}
          </DataTable>
          {dialog?.kind === 'leave' ? <LeaveDialog entry={dialog.entry} onClose={close} /> : null}
          <Suspense fallback={null}>
            {dialog?.kind === 'code' ? (
              <AcceptWithCodeDialog
                entry={dialog.entry}
                accept={accept}
                onClose={close}
                onWaiverChanged={() => {
                  close();
                  setRereading(dialog.entry);
                }}
              />
            ) : null}
            {rereading ? (
              <AcceptWaiverDialog
                marathonId={rereading.marathonId}
                title={rereading.title}
                accept={accept}
                onClose={() => setRereading(null)}
              />
            ) : null}
          </Suspense>
        </TitledSection>
      )}
    </QuietLoaded>
  );
}
