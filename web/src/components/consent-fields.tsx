// The runner's consent on a registration form and on each entry of an order (docs/messages.md,
// "Consent"): texts about this race and news from its organisers, both unticked until the runner
// ticks them. The form holds them as strings, like every other field ('true' when ticked).
import { useLingui } from '@lingui/react/macro';

import { CheckboxField, TICKED } from '@/components/ui/checkbox-field';

export const CONSENT_FIELDS = ['smsOptIn', 'marketingOptIn'] as const;
export type ConsentField = (typeof CONSENT_FIELDS)[number];

type Bound = Pick<Parameters<typeof CheckboxField>[0], 'value' | 'onChange' | 'error'> & {
  name: string;
};

interface ConsentFieldsProps {
  raceTitle: string;
  /** The form's binding of each field (its `field(name)`). */
  bind: (field: ConsentField) => Bound;
  className?: string | undefined;
  /** false where no phone number is above (My Apply List's dialog). */
  phoneHint?: boolean;
}

export function ConsentFields({
  raceTitle,
  bind,
  className = '',
  phoneHint = true,
}: ConsentFieldsProps) {
  const { t } = useLingui();
  return (
    <div className={`grid gap-3 ${className}`}>
      <CheckboxField
        label={t`Texts about this race`}
        hint={
          phoneHint
            ? t`To the phone number above, only about this race.`
            : t`To your entry’s phone number, only about this race.`
        }
        {...bind('smsOptIn')}
      />
      <CheckboxField
        label={t`News from the organisers of ${raceTitle}`}
        {...bind('marketingOptIn')}
      />
    </div>
  );
}

/** The body's two booleans from the form's strings. */
export const consentInput = (values: Record<string, string | undefined>) => ({
  smsOptIn: values.smsOptIn === TICKED,
  marketingOptIn: values.marketingOptIn === TICKED,
});
