// /marathonRegister/:id/others: several runners in one order (docs/orders.md). The form first; a
// priced order then shows its total and the hold's deadline with one payment for every runner; a free
// one says who is registered and where the group pass is. Opened from a team's join link (`?team=`),
// it says so and the order joins the team.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderCreated, OrderInput } from '@run/contract/domain/orders';
import { formatMoney } from '@run/contract/domain/money';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';

import { ApplyListLink } from '@/components/apply-list-link';
import { StateMessage } from '@/components/ui/state-message';
import type { FormControls } from '@/components/ui/use-zod-form';
import { marathonLoader, useMarathon } from '@/features/marathons/api/get-marathon';
import { MarathonRouteError } from '@/features/marathons/components/marathon-route-error';
import { RaceFormPage } from '@/features/marathons/components/race-form-page';
import { useCreateOrder } from '@/features/orders/api/orders';
import { RegisterOthersForm } from '@/features/orders/components/register-others-form';
import { runnersText } from '@/features/orders/order-form-values';
import { JoiningTeam, useTeamToken } from '@/features/teams/components/joining-team';
import { PayNow } from '@/features/registrations/components/pay-now';
import { useAuth } from '@/lib/auth';
import { intlLocale } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

export const loader = marathonLoader;

/** The placed order's next step, its heading focused so a screen reader and a phone land on it. */
function Placed({ order, raceId }: { order: OrderCreated; raceId: string }) {
  const { t } = useLingui();
  const race = useMarathon(raceId);
  const { user } = useAuth();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, []);
  const count = order.entries.length;
  if (order.payment && user) {
    const { total, currency, dueAt } = order.payment;
    const orderTotal = formatMoney(total, currency, intlLocale());
    return (
      <section aria-labelledby="order-pay-title">
        <h2
          id="order-pay-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 dark:text-slate-100"
        >
          {plural(count, { one: 'Pay for # runner', other: 'Pay for # runners' })}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          <Trans>
            Order total: {orderTotal}. The places are held together: one payment confirms every
            runner.
          </Trans>
        </p>
        <div className="mt-4">
          <PayNow
            race={race}
            uid={user.uid}
            orderId={order.orderId}
            due={{ total, currency, dueAt, tierLabel: runnersText(count) }}
          />
        </div>
      </section>
    );
  }
  return (
    <StateMessage
      role="status"
      tone="success"
      title={plural(count, {
        one: '# runner is registered',
        other: '# runners are registered',
      })}
      text={t`Each runner who is not you gets an email with a link to take the place into their own account. The group pass is in My Apply List.`}
    >
      <ApplyListLink />
    </StateMessage>
  );
}

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Register Others`);
  const { id = '' } = useParams();
  const race = useMarathon(id);
  const raceTitle = race.title;
  const { user } = useAuth();
  const create = useCreateOrder(id);
  const [order, setOrder] = useState<OrderCreated | null>(null);
  // Opened from a team's join link (docs/teams.md): every runner of the order joins that team.
  const teamToken = useTeamToken();
  const submit = (input: OrderInput, form: FormControls) =>
    create.mutate(teamToken ? { ...input, teamToken } : input, {
      onSuccess: setOrder,
      onError: (e) => form.showServerError(e, t`The runners could not be registered.`),
    });
  return (
    <RaceFormPage
      marathon={race}
      title={t`Register others`}
      intro={t`Register your family, club or team for ${raceTitle} in one order, paid once.`}
    >
      {order ? (
        <Placed order={order} raceId={id} />
      ) : (
        <>
          {teamToken ? <JoiningTeam several /> : null}
          <RegisterOthersForm
            race={race}
            email={user?.email ?? ''}
            busy={create.isPending}
            onSubmit={submit}
          />
        </>
      )}
    </RaceFormPage>
  );
}

export const ErrorBoundary = MarathonRouteError;
