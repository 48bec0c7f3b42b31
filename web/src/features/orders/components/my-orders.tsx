// My Apply List's orders (docs/orders.md): each order the runner placed for others, its runners and
// their states, what is due while it is held, the group pass once confirmed, and withdrawing a runner
// the buyer still manages.
import type { MyOrder } from '@run/contract/domain/orders';
import { formatMoney } from '@run/contract/domain/money';
import { groupPassUrl } from '@run/contract/domain/race-pass';

import { Button } from '@/components/ui/button';
import { QrCode } from '@/components/qr-code';
import { showErrorPopup, showPopup } from '@/components/ui/popup';
import { TitledSection } from '@/components/ui/titled-section';
import { formatDateTime } from '@/lib/format';

import { useMyOrders, useWithdrawOrderEntry } from '../api/orders';
import { runnersText } from '../order-form-values';

const STATUS_WORDS: Record<string, string> = {
  confirmed: 'Confirmed',
  pending_payment: 'Payment due',
  expired: 'Hold ran out',
  withdrawn: 'Withdrawn',
};

function OrderCard({ order }: { order: MyOrder }) {
  const withdraw = useWithdrawOrderEntry();
  const statusOf = (s: string) => STATUS_WORDS[s] ?? s;
  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h3 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{order.title}</h3>
      <p className="text-slate-700 dark:text-slate-300">
        {runnersText(order.entries.length)} · {statusOf(order.status)}
        {order.payment && order.status === 'pending_payment'
          ? ` · ${formatMoney(order.payment.total, order.payment.currency, 'en-US')} due by ${formatDateTime(order.payment.dueAt)}`
          : ''}
      </p>
      <ul className="mt-3 grid gap-2">
        {order.entries.map((e) => (
          <li
            key={e.registrationId}
            className="flex flex-wrap items-center justify-between gap-2 text-slate-800 dark:text-slate-200"
          >
            <span>
              {e.firstName} {e.lastName}
              {e.self ? ' (you)' : ''} · {statusOf(e.status)}
              {e.bib === null ? '' : ` · bib ${e.bib}`}
              {e.claimed ? ' · in their own account' : ''}
            </span>
            {!e.self && !e.claimed && e.status === 'confirmed' ? (
              <Button
                variant="secondary"
                size="sm"
                busy={withdraw.isPending && withdraw.variables.registrationId === e.registrationId}
                busyText="Withdrawing…"
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
                          title: `${e.firstName} ${e.lastName} is withdrawn.`,
                        }),
                      onError: (error) =>
                        showErrorPopup(error, 'The runner could not be withdrawn.'),
                    },
                  )
                }
              >
                Withdraw {e.firstName}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {order.groupPassId ? (
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold text-slate-900 dark:text-slate-100">
            Group pass: one scan checks in every runner
          </summary>
          <div className="mt-3">
            <QrCode
              text={groupPassUrl(window.location.origin, order.marathonId, order.groupPassId)}
              label={`Group pass for ${order.title}`}
            />
          </div>
        </details>
      ) : null}
    </li>
  );
}

/** The section, or nothing for a runner who never ordered for others. */
export function MyOrders({ uid }: { uid: string }) {
  const orders = useMyOrders(uid);
  const list = orders.data ?? [];
  if (list.length === 0) return null;
  return (
    <TitledSection id="my-orders-title" title="Runners I registered" spaced>
      <ul className="grid gap-4">
        {list.map((order) => (
          <OrderCard key={order.orderId} order={order} />
        ))}
      </ul>
    </TitledSection>
  );
}
