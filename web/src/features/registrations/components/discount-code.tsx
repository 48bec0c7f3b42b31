// The checkout's discount code (docs/coupons.md): a field with Apply, the quote with and without
// the code, and the total the runner pays. The server alone prices: a refused code's 409 sentence
// (unknown, expired, used up, another distance) is the field's error, whether the quote or the
// registration said it. The register page sends what the field holds with the registration.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Quote } from '@run/contract/domain/api-types';
import { couponCodeSchema } from '@run/contract/domain/coupons';
import { formatMoney } from '@run/contract/domain/money';
import { useId, useState, type KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';
import { controlProps, FieldName, FieldNotes } from '@/components/ui/form-field';
import { intlLocale } from '@/lib/i18n';
import { fieldMessagesIn } from '@/lib/i18n/refusals';
import { SpokenLabel } from '@/components/ui/spoken-label';

import { useQuote } from '../api/get-quote';

/** The code as typed, the one applied to the quote, and a refusal the registration answered. */
export function useDiscountCode() {
  const [typed, setTyped] = useState('');
  const [applied, setApplied] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  return {
    typed,
    applied,
    refused,
    // A code being typed is no longer the one applied: the total shown is the plain one until Apply.
    type: (value: string) => {
      setTyped(value);
      setApplied('');
      setRefused(null);
    },
    /** The quote is asked with the code; one that cannot be a code is told so without asking. */
    apply: () => {
      const parsed = couponCodeSchema.safeParse(typed);
      setApplied(parsed.success ? parsed.data : '');
      // The schema's English, in the language shown (at once unless its words must be fetched).
      const said = fieldMessagesIn({
        message: parsed.success ? undefined : parsed.error.issues[0]?.message,
      });
      if (said instanceof Promise) void said.then((m) => setRefused(m.message ?? null));
      else setRefused(said.message ?? null);
    },
    /** The registration refused the code: its sentence shows on the field. */
    refuse: setRefused,
    /** What goes with the registration: the code typed, applied or not (the server checks it). */
    toSend: typed.trim(),
  };
}

export type DiscountCodeState = ReturnType<typeof useDiscountCode>;

const money = (amount: number, currency: string) => formatMoney(amount, currency, intlLocale());

function TotalLines({ plain, coded }: { plain: Quote; coded: Quote | null }) {
  const { t } = useLingui();
  const shown = coded ?? plain;
  const discount = coded?.discount ?? 0;
  const code = coded?.code ?? '';
  const rows: Array<[string, string]> = [
    [shown.tier?.label ?? t`Price`, money(shown.amount, shown.currency)],
    ...(shown.fee > 0
      ? [[t`Runner fee`, money(shown.fee, shown.currency)] as [string, string]]
      : []),
    ...(discount > 0
      ? [[t`Code ${code}`, `−${money(discount, shown.currency)}`] as [string, string]]
      : []),
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-slate-800 dark:text-slate-100">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="text-right">{value}</dd>
        </div>
      ))}
      <div className="contents text-lg font-bold">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd className="text-right" data-testid="checkout-total">
          {discount > 0 ? (
            <span className="mr-2 text-sm font-normal text-slate-500 line-through dark:text-slate-400">
              <SpokenLabel>
                <Trans>was</Trans>
              </SpokenLabel>
              {money(plain.total, plain.currency)}
            </span>
          ) : null}
          {money(shown.total, shown.currency)}
        </dd>
      </div>
    </dl>
  );
}

export function DiscountCode({
  raceId,
  distanceId,
  state,
}: {
  raceId: string;
  /** The distance chosen (none on a race of one distance: its only one is quoted). */
  distanceId: string | undefined;
  state: DiscountCodeState;
}) {
  const { t } = useLingui();
  const id = `${useId()}-code`;
  const plain = useQuote(raceId, distanceId);
  const coded = useQuote(raceId, distanceId, state.applied);
  const withCode = state.applied && coded.data ? coded.data : null;
  // The quote's refusal of the code applied (its 409 sentence), or the registration's.
  const error = state.refused ?? (state.applied ? coded.error?.message : undefined);
  const hint = t`Codes from your club or a sponsor.`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the code here rather than sending the whole registration.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    state.apply();
  };
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 p-4 sm:col-span-2 dark:border-slate-700">
      <div>
        <FieldName id={id} label={t`Discount code`} className="mb-1.5" />
        <div className="flex gap-2">
          <input
            {...controlProps(id, hint, error)}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={32}
            value={state.typed}
            onChange={(event) => state.type(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button
            variant="secondary"
            busy={Boolean(state.applied) && coded.isFetching}
            busyText={t`Applying…`}
            disabled={state.typed.trim() === ''}
            onClick={state.apply}
          >
            <Trans>Apply</Trans>
          </Button>
        </div>
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
      {/* The new total is announced when a code changes it. */}
      <div aria-live="polite">
        {plain.data ? (
          <TotalLines plain={plain.data} coded={withCode} />
        ) : plain.isError ? (
          <p className="text-sm text-red-700 dark:text-red-400">
            <Trans>The total could not be worked out; registering still shows what is due.</Trans>
          </p>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>Working out your total…</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
