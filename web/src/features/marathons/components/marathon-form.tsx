// The marathon form of the add screen, the edit modal and /updateMarathon/{id}: one component, one
// schema (marathonInputSchema), so all three check and say the same things.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Marathon } from '@run/contract/domain/api-types';
import { marathonInputSchema, WAIVER_MAX, type MarathonInput } from '@run/contract/domain/schemas';
import { CONNECT_CARD_FIRST, CONNECT_PAYPAL_FIRST } from '@run/contract/domain/payouts';
import { timeZoneChoices } from '@run/contract/domain/start-time';
import { memo, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';

import { MARATHON_FALLBACK_IMAGE } from '@/components/marathon-image';
import { paths } from '@/config/paths';
import type { SubmitProps } from '@/components/ui/form-actions';
import { NumberField, TextAreaField, TextField } from '@/components/ui/form-field';
import { TwoColumnForm } from '@/components/ui/two-column-form';
import { useZodForm, type FormControls } from '@/components/ui/use-zod-form';

import { browserTimeZone, toInput, valuesOf } from '../marathon-form-values';
import { mayCharge } from '../money-form-values';
import { DistanceRows } from './distance-rows';
import { MoneyFields } from './money-fields';
import { ReceiptIssuerFields } from './receipt-issuer-fields';
import { ReferralFields } from './referral-fields';
import { TransferFields } from './transfer-fields';
import { QuestionRows } from './question-rows';

export type MarathonFormControls = FormControls;

interface MarathonFormProps extends SubmitProps {
  marathon?: Marathon;
  onSubmit: (input: MarathonInput, controls: MarathonFormControls) => void;
}

/** What the waiver field says about the version runners accepted (the server raises it on a change). */
function useWaiverHint(marathon: Marathon | undefined): string {
  const { t } = useLingui();
  const base = t`Runners must accept it to register. Leave it empty for none.`;
  const version = marathon?.waiver?.version;
  if (version === undefined) return base;
  const next = version + 1;
  return `${base} ${t`This is version ${version}; a changed text becomes version ${next}, and runners are asked to accept it again.`}`;
}

/** A small live preview of the image URL, the placeholder while it is empty or does not load. */
function ImagePreview({ url }: { url: string }) {
  const { t } = useLingui();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const usable = /^(https?:\/\/|\/(?!\/))/u.test(url);
  const showsImage = usable && failedUrl !== url;
  return (
    <figure className="flex items-center gap-4">
      <img
        src={showsImage ? url : MARATHON_FALLBACK_IMAGE}
        alt=""
        width={160}
        height={90}
        onError={() => setFailedUrl(url)}
        className="aspect-[16/9] w-40 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover dark:border-slate-700 dark:bg-slate-800"
      />
      <figcaption className="text-sm text-slate-600 dark:text-slate-300">
        {showsImage
          ? t`Image preview`
          : url
            ? t`This URL does not show an image yet; the placeholder is used until it does.`
            : t`The image preview appears here.`}
      </figcaption>
    </figure>
  );
}

/**
 * The zones to choose from (Intl's, the browser's own and the race's stored one among them) as the
 * Time Zone field's suggestions. Memoised: its 400-odd options are not redrawn on every keystroke.
 */
const ZoneList = memo(function ZoneList({
  id,
  stored,
}: {
  id: string;
  stored: string | undefined;
}) {
  const zones = useMemo(() => {
    const known = timeZoneChoices(browserTimeZone());
    return stored && !known.includes(stored) ? [stored, ...known].sort() : known;
  }, [stored]);
  return (
    <datalist id={id}>
      {zones.map((zone) => (
        <option key={zone} value={zone} />
      ))}
    </datalist>
  );
});

/** The API's refusals of a price a payout account must come first for (docs/payouts.md). */
const PAYOUT_ACCOUNT_FIRST: ReadonlySet<string | null> = new Set([
  CONNECT_CARD_FIRST,
  CONNECT_PAYPAL_FIRST,
]);

export function MarathonForm({ marathon, onSubmit, ...actions }: MarathonFormProps) {
  const { t } = useLingui();
  const waiverHint = useWaiverHint(marathon);
  // Only a race that exists has codes, and only its organisers read the one chosen.
  const withThanksCode = marathon?.volunteerThanksCode !== undefined;
  const form = useZodForm({
    initialValues: valuesOf(marathon),
    schema: marathonInputSchema,
    // A copy of the race without its questions (a list's) must not send none and remove them all.
    toInput: (values) =>
      toInput(values, marathon === undefined || marathon.questions !== undefined, withThanksCode),
  });
  const { field, values, errors, reshape } = form;
  const zoneListId = useId();
  // The 400-odd suggestions join the page when the field is first focused: until then they are
  // weight every screen of the form carries (and every query of its tests walks) for nothing.
  const [zonesWanted, wantZones] = useState(false);

  return (
    <TwoColumnForm form={form} onSubmit={form.handleSubmit(onSubmit)} gap={5} {...actions}>
      <TextField
        label={t`Marathon Title`}
        required
        wrapperClassName="sm:col-span-2"
        maxLength={120}
        {...field('title')}
      />
      {/* The three dates every race has, in the order they come. */}
      {(
        [
          [t`Start Registration Date`, 'startRegistrationDate'],
          [t`End Registration Date`, 'endRegistrationDate'],
          [t`Marathon Start Date`, 'marathonStartDate'],
        ] as const
      ).map(([label, name]) => (
        <TextField key={name} label={label} type="date" required {...field(name)} />
      ))}
      <TextField
        label={t`Start Time`}
        type="time"
        hint={t`Optional: when the race starts on that day, in its time zone.`}
        {...field('startTime')}
      />
      <TextField
        label={t`Time Zone`}
        list={zoneListId}
        onFocus={() => wantZones(true)}
        autoComplete="off"
        spellCheck={false}
        placeholder={t`e.g. America/Chicago`}
        hint={t`An IANA time zone, where the start time is local; your browser’s unless you choose another.`}
        {...field('timeZone')}
      />
      {zonesWanted ? <ZoneList id={zoneListId} stored={marathon?.timeZone} /> : null}
      <TextField
        label={t`Location`}
        required
        maxLength={120}
        placeholder={t`City, Country`}
        {...field('location')}
      />
      <TextField
        label={t`Image URL`}
        type="url"
        required
        wrapperClassName="sm:col-span-2"
        inputMode="url"
        placeholder="https://…"
        {...field('marathonImageURL')}
      />
      <div className="sm:col-span-2">
        <ImagePreview url={values.marathonImageURL.trim()} />
      </div>
      <TextAreaField
        label={t`Description`}
        required
        wrapperClassName="sm:col-span-2"
        {...field('description')}
      />
      <DistanceRows values={values} field={field} reshape={reshape} />
      <NumberField
        label={t`Offer Hours`}
        min={1}
        max={168}
        step={1}
        hint={t`How long a freed place is held for the next runner on the waitlist, 1 to 168 hours.`}
        {...field('offerHours')}
      />
      {/* Payment settings matter once the race charges: from a first price tier or a transfer fee on. */}
      {mayCharge(values) ? (
        <>
          <MoneyFields field={field} />
          <ReferralFields field={field} />
          <ReceiptIssuerFields field={field} />
        </>
      ) : null}
      <TransferFields field={field} />
      {withThanksCode ? (
        <TextField
          label={t`Volunteers’ thanks code`}
          maxLength={32}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder={t`None`}
          hint={t`One of this race’s discount codes, mailed once to each volunteer after their first check-out. Leave it empty for none.`}
          {...field('volunteerThanksCode')}
        />
      ) : null}
      <QuestionRows values={values} errors={errors} field={field} reshape={reshape} />
      <TextAreaField
        label={t`Waiver`}
        rows={6}
        maxLength={WAIVER_MAX}
        wrapperClassName="sm:col-span-2"
        hint={waiverHint}
        {...field('waiver')}
      />
      {marathon && PAYOUT_ACCOUNT_FIRST.has(form.formError) ? (
        // Where the account is connected: the console of this race (any of the organiser's would do).
        <p className="text-sm sm:col-span-2">
          <Link
            to={paths.raceConsole.href(marathon._id, 'payouts')}
            className="font-semibold text-rose-700 underline dark:text-rose-300"
          >
            <Trans>Open the Payouts tab</Trans>
          </Link>
        </p>
      ) : null}
    </TwoColumnForm>
  );
}
