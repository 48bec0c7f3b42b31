// The checkout's step indicator (docs/product.md, "Checkout"): Details, Pay, Done, the current one
// marked for screen readers (`aria-current="step"`) as well as by look; a step done says so too.
import { Trans, useLingui } from '@lingui/react/macro';

import { stepStates, type CheckoutStep } from '../checkout';

const LOOKS = {
  done: 'border-emerald-600 bg-emerald-600 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-slate-950',
  current:
    'border-rose-600 bg-rose-600 text-white dark:border-rose-400 dark:bg-rose-400 dark:text-slate-950',
  next: 'border-slate-400 text-slate-700 dark:border-slate-500 dark:text-slate-300',
} as const;

export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Checkout steps`}>
      <ol className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        {stepStates(current).map((step, i) => (
          <li
            key={step.id}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="flex items-center gap-2"
          >
            {i > 0 && (
              <span aria-hidden="true" className="h-px w-6 bg-slate-300 dark:bg-slate-600" />
            )}
            <span
              aria-hidden="true"
              className={`flex h-7 w-7 items-center justify-center rounded-full border-2 font-bold ${LOOKS[step.state]}`}
            >
              {step.state === 'done' ? '✓' : i + 1}
            </span>
            <span
              className={
                step.state === 'current'
                  ? 'font-bold text-slate-900 dark:text-white'
                  : 'text-slate-700 dark:text-slate-300'
              }
            >
              {i18n._(step.label)}
              {step.state === 'done' && (
                <span className="sr-only">
                  {' '}
                  <Trans>(done)</Trans>
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
