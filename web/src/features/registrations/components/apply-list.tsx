// 'My Apply List': the runner's registrations, each linking to its event and naming its distance,
// with update (another distance too, on a race with several) and withdraw until the race starts
// (the FAQ's promise; the server enforces it too). Races to come are listed soonest first; a race
// finished a day ago moves to the list under "Past races" (`when="past"`), newest first.
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyRegistration, RefundSummary } from '@run/contract/domain/api-types';
import { formatMoney } from '@run/contract/domain/money';
import { methodInfo } from '@run/contract/domain/payment-methods';
import { canChangeRegistration } from '@run/contract/domain/registration-window';
import { lazy, Suspense, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';

import { formatLongDate, formatMonthDay } from '@/lib/format';
import { AddToCalendar } from '@/components/add-to-calendar';
import { distanceLabel, distanceOf } from '@/components/distance-places';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loaded } from '@/components/ui/loaded';
import { cellClasses, DataTable, onlyBelow, RowTitle } from '@/components/ui/data-table';
import { CommunicationButton } from '@/components/communication-button';
import { Modal } from '@/components/ui/modal';
import { RowDialogButton } from '@/components/ui/row-dialog-button';
import { StateMessage } from '@/components/ui/state-message';
import { useRowDialog } from '@/components/ui/use-return-focus';
import { paths } from '@/config/paths';
import { intlLocale } from '@/lib/i18n';

import { useMyRegistrations } from '../api/get-my-registrations';
import { REFUND_STATE_WORDS, useRefundQuote } from '../api/refunds';
import { useWithdrawRegistration } from '../api/withdraw-registration';
import { registrationStart, splitByStart } from '../race-timing';
import { dueLine, PAY_PARAM, paymentDueAt } from '../payment-due';
import { PayNow } from './pay-now';
import { canTransfer, OpenTransfer, transferCost } from './transfer-state';
import { deferralCredit, DeferDialog, MyCredits } from './deferrals';
import { InviteFriendsDialog } from './invite-friends';
import type { RowDialogProps } from './row-dialog-props';

// The dialogs with a form (and its validation) load when opened, not with the list.
const UpdateRegistrationModal = lazy(() =>
  import('./update-registration-modal').then((m) => ({ default: m.UpdateRegistrationModal })),
);
const TransferDialog = lazy(() =>
  import('./transfer-dialog').then((m) => ({ default: m.TransferDialog })),
);

interface Dialog {
  kind: 'update' | 'withdraw' | 'pay' | 'transfer' | 'defer' | 'invite';
  registration: MyRegistration;
}

function ownRecord(registration: MyRegistration) {
  return registration.totalRegistrationCount[0];
}

/** The runner's distance, e.g. "Half Marathon · 21 KM" (a one-distance race: its running distance). */
function distanceText(registration: MyRegistration, distanceId: string | undefined): string {
  const distance = distanceOf(registration.distances, distanceId);
  return distance ? distanceLabel(distance) : registration.runningDistance;
}

/** What withdrawing gives back, asked for when the confirmation opens: said before anything else. */
function RefundQuoteLine({ id, uid }: { id: string; uid: string }) {
  const { t } = useLingui();
  const refundText = (amount: number, currency: string, until: string) => {
    const money = formatMoney(amount, currency, intlLocale());
    const day = formatMonthDay(until);
    return t`You get ${money} back until ${day}.`;
  };
  return (
    <Loaded
      query={useRefundQuote(id, uid)}
      loading={t`Working out your refund`}
      failed={t`Your refund could not be worked out; withdrawing still refunds by the race’s policy.`}
    >
      {({ band, amount, currency, until }) => (
        <p className="font-semibold text-slate-900 dark:text-white" data-testid="refund-quote">
          {band === 'none' || amount === 0 || until === null
            ? t`You get nothing back: this race’s refunds have ended.`
            : refundText(amount, currency, until)}
        </p>
      )}
    </Loaded>
  );
}

function WithdrawDialog({ registration, uid, onClose }: RowDialogProps) {
  const { t } = useLingui();
  const paid = Boolean(ownRecord(registration)?.payment?.paidAt);
  const { title } = registration;
  return (
    <ConfirmDialog
      title={t`Withdraw from this marathon?`}
      confirmLabel={t`Withdraw`}
      busyLabel={t`Withdrawing…`}
      write={useWithdrawRegistration(uid)}
      variables={registration._id}
      done={{
        title: t`Registration Withdrawn`,
        text: t`You are no longer registered for “${title}”.`,
      }}
      failure={t`Your registration could not be withdrawn.`}
      onClose={onClose}
    >
      <div className="space-y-3">
        {paid ? <RefundQuoteLine id={registration._id} uid={uid} /> : null}
        <p>
          <Trans>
            Your place in “{title}” will be released. You can register again while registration is
            open.
          </Trans>
        </p>
      </div>
    </ConfirmDialog>
  );
}

/** The runner's latest refund for the race and where it stands. */
function RefundLine({ refund }: { refund: RefundSummary }) {
  const { i18n } = useLingui();
  const amount = formatMoney(refund.amount, refund.currency, intlLocale());
  const state = i18n._(REFUND_STATE_WORDS[refund.state]);
  return (
    <p className="text-slate-600 dark:text-slate-300" data-testid="refund-state">
      <Trans>
        Refund {amount}: {state}
      </Trans>
    </p>
  );
}

/** A registration that is done with (withdrawn, paid), and the latest refund for it. */
function SettledState({
  tone,
  refund,
  children,
}: {
  /** The state's colours. */
  tone: string;
  refund: RefundSummary | null | undefined;
  children: ReactNode;
}) {
  return (
    <div className="text-right text-sm">
      <p className={`font-semibold ${tone}`}>{children}</p>
      {refund ? <RefundLine refund={refund} /> : null}
    </div>
  );
}

/** What is due (a place, a change of distance) and its Pay now, named by `payLabel`. */
function PayableState({
  payLabel,
  onPay,
  children,
}: {
  payLabel: string;
  onPay: (button: HTMLElement) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <span className="text-sm font-semibold text-amber-800 dark:text-amber-300">{children}</span>
      <Button size="sm" aria-label={payLabel} onClick={(event) => onPay(event.currentTarget)}>
        <Trans>Pay now</Trans>
      </Button>
    </div>
  );
}

/** Where a priced registration stands: due (with Pay now), paid, or expired (register again). */
function PaymentState({
  registration,
  onPay,
}: {
  registration: MyRegistration;
  onPay: (button: HTMLElement) => void;
}) {
  const { t } = useLingui();
  const record = ownRecord(registration);
  if (!record) return null;
  const { title } = registration;
  if (record.status === 'withdrawn') {
    return (
      <SettledState tone="text-slate-900 dark:text-white" refund={record.refund}>
        <Trans>Withdrawn</Trans>
      </SettledState>
    );
  }
  if (record.status === 'deferred') {
    return (
      <p className="text-right text-sm font-semibold text-slate-900 dark:text-white">
        <Trans>Deferred: your credit is in My credits</Trans>
      </p>
    );
  }
  if (record.status === 'transferred') {
    return (
      <p className="text-right text-sm font-semibold text-slate-900 dark:text-white">
        <Trans>Transferred: your place went to another runner</Trans>
      </p>
    );
  }
  if (record.status === 'expired') {
    return (
      <p className="text-right text-sm font-semibold text-red-700 dark:text-red-400">
        <Link to={paths.marathonRegister.href(registration._id)} className="underline">
          <Trans>Expired, register again</Trans>
        </Link>
      </p>
    );
  }
  if (record.status === 'pending_payment' && record.payment) {
    return (
      <PayableState payLabel={t`Pay now for ${title}`} onPay={onPay}>
        {dueLine(record.payment)}
      </PayableState>
    );
  }
  const change = record.distanceChange;
  if (change) {
    const distance = distanceText(registration, change.distanceId);
    const due = dueLine(change.payment);
    return (
      <PayableState payLabel={t`Pay now for your change of distance in ${title}`} onPay={onPay}>
        <Trans>
          Change to {distance}: {due}
        </Trans>
      </PayableState>
    );
  }
  if (record.payment?.paidAt) {
    return (
      <SettledState tone="text-emerald-700 dark:text-emerald-400" refund={record.refund}>
        <Trans>Paid</Trans>
      </SettledState>
    );
  }
  return null;
}

function PayDialog({ registration, uid, onClose }: RowDialogProps) {
  const { t } = useLingui();
  const { title } = registration;
  const record = ownRecord(registration);
  const change = record?.distanceChange;
  // A change's difference is paid by a provider's method (a bank statement confirms held places only).
  const race = change
    ? {
        ...registration,
        paymentMethods: registration.paymentMethods.filter((m) => methodInfo(m).paysDistanceChange),
      }
    : registration;
  const due = change ? change.payment : record?.payment;
  return (
    <Modal open title={t`Pay for ${title}`} onClose={onClose}>
      {due ? <PayNow race={race} due={due} uid={uid} /> : null}
    </Modal>
  );
}

/** The list's loading line, or its failure's. */
function LoadLine({ failed = false, children }: { failed?: boolean; children: string }) {
  return (
    <p
      role={failed ? 'alert' : 'status'}
      className={`py-10 text-center text-lg font-semibold ${
        failed ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-300'
      }`}
    >
      {children}
    </p>
  );
}

/** The dialog each row action opens (updating opens the form instead). */
const ROW_DIALOGS: Record<Exclude<Dialog['kind'], 'update'>, ComponentType<RowDialogProps>> = {
  pay: PayDialog,
  invite: InviteFriendsDialog,
  defer: DeferDialog,
  transfer: TransferDialog,
  withdraw: WithdrawDialog,
};

export function ApplyList({ uid, when = 'upcoming' }: { uid: string; when?: 'upcoming' | 'past' }) {
  const { t } = useLingui();
  const { data, isPending, isError } = useMyRegistrations(uid);
  const rows = useMemo(
    () => (data ? splitByStart(data, registrationStart)[when] : []),
    [data, when],
  );
  const { dialog, open, close } = useRowDialog<Dialog>('dashboard-title');
  // The race page's Pay now (`?pay={marathonId}`) opens that race's payment once the list is here
  // (the upcoming list's dialog, whichever list the race is in).
  const [params, setParams] = useSearchParams();
  const payFor = when === 'upcoming' ? params.get(PAY_PARAM) : null;
  useEffect(() => {
    if (payFor === null || !data) return;
    const registration = data.find((r) => r._id === payFor);
    if (registration && paymentDueAt(registration) !== null)
      open({ kind: 'pay', registration }, null);
    setParams(
      (now) => {
        now.delete(PAY_PARAM);
        return now;
      },
      { replace: true },
    );
    // `open` is a new function each render; the list and the parameter decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payFor, data]);

  const RowDialog = dialog && dialog.kind !== 'update' ? ROW_DIALOGS[dialog.kind] : null;

  // The past list adds nothing while loading, on a failure or without a finished race.
  if (when === 'past' && rows.length === 0 && dialog === null) return null;
  if (isPending) return <LoadLine>{t`Data Is Coming..............`}</LoadLine>;
  if (isError) return <LoadLine failed>{t`Something Went Wrong..............`}</LoadLine>;
  if (data.length === 0) {
    return (
      <StateMessage
        title={t`No registrations yet`}
        text={t`Marathons you register for appear here.`}
      >
        <Link to={paths.marathons.href()} className={buttonClasses('primary')}>
          <Trans>Browse marathons</Trans>
        </Link>
      </StateMessage>
    );
  }

  return (
    <>
      {rows.length > 0 ? (
        <DataTable
          caption={when === 'past' ? t`My past races` : t`My Apply List`}
          columns={[
            { label: t`Marathon` },
            { label: t`Race day`, hideBelow: 'sm' },
            { label: t`Registered as`, hideBelow: 'md' },
            { label: t`Actions`, srOnly: true },
          ]}
        >
          {rows.map((registration) => {
            const record = ownRecord(registration);
            const changeable = canChangeRegistration(registration);
            const { title } = registration;
            const credit = deferralCredit(registration);
            const creditAmount = formatMoney(credit ?? 0, registration.currency, intlLocale());
            const cost = transferCost(registration);
            return (
              <tr key={registration._id}>
                <RowTitle to={paths.marathon.href(registration._id)} title={registration.title}>
                  {registration.location} · {distanceText(registration, record?.distanceId)}
                  <span className={onlyBelow.sm}>
                    {' '}
                    · {formatLongDate(registration.marathonStartDate)}
                  </span>
                </RowTitle>
                <td className={cellClasses('sm', 'whitespace-nowrap')}>
                  {formatLongDate(registration.marathonStartDate)}
                </td>
                <td className={cellClasses('md')}>
                  {record ? (
                    <>
                      <span className="block font-medium text-slate-900 dark:text-white">
                        {record.firstName} {record.lastName}
                      </span>
                      <span className="block text-xs">{record.phone}</span>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="px-4 py-3">
                  <div className="mb-2 empty:hidden">
                    <PaymentState
                      registration={registration}
                      onPay={(button) => open({ kind: 'pay', registration }, button)}
                    />
                  </div>
                  {record?.transfer ? (
                    <div className="mb-2">
                      <OpenTransfer
                        registration={registration}
                        uid={uid}
                        transfer={record.transfer}
                      />
                    </div>
                  ) : null}
                  {record?.status === 'expired' ||
                  record?.status === 'withdrawn' ||
                  record?.status === 'transferred' ||
                  record?.status === 'deferred' ? null : changeable ? (
                    <div className="flex flex-wrap justify-end gap-2">
                      <AddToCalendar
                        marathonId={registration._id}
                        title={registration.title}
                        size="sm"
                      />
                      {/* Set once the place is paid, on a race with referrals on. */}
                      {record?.referralCode && registration.referrals.enabled ? (
                        <RowDialogButton
                          label={t`Invite friends to ${title}`}
                          open={open}
                          dialog={{ kind: 'invite', registration }}
                        >
                          <Trans>Invite friends</Trans>
                        </RowDialogButton>
                      ) : null}
                      {record ? (
                        <CommunicationButton
                          marathonId={registration._id}
                          registrationId={uid}
                          raceTitle={title}
                          label={t`Communication for ${title}`}
                          consent={record}
                        />
                      ) : null}
                      <RowDialogButton
                        label={t`Update registration for ${title}`}
                        open={open}
                        dialog={{ kind: 'update', registration }}
                      >
                        <Trans>Update</Trans>
                      </RowDialogButton>
                      {canTransfer(registration) && !record?.transfer ? (
                        <RowDialogButton
                          label={t`Transfer your place in ${title}. ${cost}`}
                          open={open}
                          dialog={{ kind: 'transfer', registration }}
                        >
                          <Trans>Transfer</Trans>
                        </RowDialogButton>
                      ) : null}
                      {credit !== null ? (
                        <RowDialogButton
                          label={t`Defer your place in ${title} for a credit of ${creditAmount}`}
                          open={open}
                          dialog={{ kind: 'defer', registration }}
                        >
                          <Trans>Defer</Trans>
                        </RowDialogButton>
                      ) : null}
                      <RowDialogButton
                        variant="danger"
                        label={t`Withdraw from ${title}`}
                        open={open}
                        dialog={{ kind: 'withdraw', registration }}
                      >
                        <Trans>Withdraw</Trans>
                      </RowDialogButton>
                    </div>
                  ) : (
                    <div className="flex flex-col items-end gap-2">
                      {/* A finished race: the runner's own result (by bib), or its results page. */}
                      <Link
                        to={paths.raceResults.href(registration._id, record?.bib ?? undefined)}
                        aria-label={record?.bib ? t`My result in ${title}` : t`Results in ${title}`}
                        className={buttonClasses('secondary', 'sm')}
                      >
                        {record?.bib ? <Trans>My result</Trans> : <Trans>Results</Trans>}
                      </Link>
                      <p className="text-right text-xs text-slate-500 dark:text-slate-400">
                        <Trans>The race has started; changes are closed.</Trans>
                      </p>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      ) : null}
      {when === 'upcoming' ? <MyCredits uid={uid} /> : null}
      <Suspense fallback={null}>
        {dialog?.kind === 'update' ? (
          <UpdateRegistrationModal registration={dialog.registration} uid={uid} onClose={close} />
        ) : null}
        {RowDialog && dialog ? (
          <RowDialog registration={dialog.registration} uid={uid} onClose={close} />
        ) : null}
      </Suspense>
    </>
  );
}
