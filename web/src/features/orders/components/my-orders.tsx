// My Apply List's orders (docs/orders.md): each order the runner placed for others, its runners and
// their states, what is due while it is held, the group pass once confirmed, and withdrawing a runner
// the buyer still manages.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyOrder } from '@run/contract/domain/orders';
import { formatMoney } from '@run/contract/domain/money';
import { groupPassUrl } from '@run/contract/domain/race-pass';

import { CommunicationButton } from '@/components/communication-button';
import { Button } from '@/components/ui/button';
import { QrCode } from '@/components/qr-code';
import { showErrorPopup, showPopup } from '@/components/ui/popup';
import { TitledSection } from '@/components/ui/titled-section';
import { formatDateTime } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';

import { useMyOrders, useWithdrawOrderEntry } from '../api/orders';
import { runnersText } from '../order-form-values';

const STATUS_WORDS: Record<string, MessageDescriptor> = {
  confirmed: msg`Confirmed`,
  pending_payment: msg`Payment due`,
  expired: msg`Hold ran out`,
  withdrawn: msg`Withdrawn`,
};

function OrderCard({ order }: { order: MyOrder }) {
  const { t, i18n } = useLingui();
  const withdraw = useWithdrawOrderEntry();
  const statusOf = (s: string) => {
    const words = STATUS_WORDS[s];
    return words ? i18n._(words) : s;
  };
  const raceTitle = order.title;
  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h3 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{order.title}</h3>
      <p className="text-slate-700 dark:text-slate-300">
        {runnersText(order.entries.length)} · {statusOf(order.status)}
        {order.payment && order.status === 'pending_payment' ? (
          <>
            {' · '}
            <DueLine {...order.payment} />
          </>
        ) : null}
      </p>
      <ul className="mt-3 grid gap-2">
        {order.entries.map((e) => {
          const { firstName, bib } = e;
          const name = `${e.firstName} ${e.lastName}`;
          return (
            <li
              key={e.registrationId}
              className="flex flex-wrap items-center justify-between gap-2 text-slate-800 dark:text-slate-200"
            >
              <span>
                {e.self ? t`${name} (you)` : name} · {statusOf(e.status)}
                {bib === null ? '' : ` · ${t`bib ${bib}`}`}
                {e.claimed ? ` · ${t`in their own account`}` : ''}
              </span>
              <span className="flex flex-wrap gap-2">
                {!e.self && !e.claimed && ['confirmed', 'pending_payment'].includes(e.status) ? (
                  <CommunicationButton
                    marathonId={order.marathonId}
                    registrationId={e.registrationId}
                    raceTitle={raceTitle}
                    label={t`Communication for ${name} in ${raceTitle}`}
                    consent={e}
                  />
                ) : null}
                {!e.self && !e.claimed && e.status === 'confirmed' ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={
                      withdraw.isPending && withdraw.variables.registrationId === e.registrationId
                    }
                    busyText={t`Withdrawing…`}
                    onClick={() =>
                      withdraw.mutate(
                        {
                          id: order.marathonId,
                          orderId: order.orderId,
                          registrationId: e.registrationId,
                        },
                        {
                          onSuccess: () =>
                            showPopup({
                              icon: 'success',
                              title: t`${name} is withdrawn.`,
                            }),
                          onError: (error) =>
                            showErrorPopup(error, t`The runner could not be withdrawn.`),
                        },
                      )
                    }
                  >
                    <Trans>Withdraw {firstName}</Trans>
                  </Button>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      {order.groupPassId ? (
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold text-slate-900 dark:text-slate-100">
            <Trans>Group pass: one scan checks in every runner</Trans>
          </summary>
          <div className="mt-3">
            <QrCode
              text={groupPassUrl(window.location.origin, order.marathonId, order.groupPassId)}
              label={t`Group pass for ${raceTitle}`}
            />
          </div>
        </details>
      ) : null}
    </li>
  );
}

/** What a held order still costs and until when. */
function DueLine({ total, currency, dueAt }: NonNullable<MyOrder['payment']>) {
  const amount = formatMoney(total, currency, intlLocale());
  const deadline = formatDateTime(dueAt);
  return (
    <Trans>
      {amount} due by {deadline}
    </Trans>
  );
}

/** The section, or nothing for a runner who never ordered for others. */
export function MyOrders({ uid }: { uid: string }) {
  const { t } = useLingui();
  const orders = useMyOrders(uid);
  const list = orders.data ?? [];
  if (list.length === 0) return null;
  return (
    <TitledSection id="my-orders-title" title={t`Runners I registered`} spaced>
      <ul className="grid gap-4">
        {list.map((order) => (
          <OrderCard key={order.orderId} order={order} />
        ))}
      </ul>
    </TitledSection>
  );
}
