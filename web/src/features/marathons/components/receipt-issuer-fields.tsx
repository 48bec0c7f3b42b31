// Who issues the race's receipts (docs/payments.md, "Receipts"): the organiser's name, postal address
// and VAT number, each optional; a race without them issues its receipts under its title.
import {
  ORGANISER_DETAIL_LABELS,
  ORGANISER_DETAIL_LIMITS,
} from '@run/contract/domain/organiser-details';

import { TextAreaField, TextField } from '@/components/ui/form-field';

import type { FieldBinding } from './form-list';

type IssuerKey = 'organiserName' | 'organiserAddress' | 'vatNumber';

export function ReceiptIssuerFields({ field }: { field: (name: IssuerKey) => FieldBinding }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-2 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
        Receipts
      </legend>
      <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">
        Optional: printed on each runner’s receipt as who issues it.
      </p>
      <TextField
        label={ORGANISER_DETAIL_LABELS.organiserName}
        autoComplete="organization"
        maxLength={ORGANISER_DETAIL_LIMITS.organiserName}
        {...field('organiserName')}
      />
      <TextField
        label={ORGANISER_DETAIL_LABELS.vatNumber}
        autoComplete="off"
        maxLength={ORGANISER_DETAIL_LIMITS.vatNumber}
        {...field('vatNumber')}
      />
      <TextAreaField
        label={ORGANISER_DETAIL_LABELS.organiserAddress}
        rows={3}
        autoComplete="street-address"
        maxLength={ORGANISER_DETAIL_LIMITS.organiserAddress}
        wrapperClassName="sm:col-span-2"
        {...field('organiserAddress')}
      />
    </fieldset>
  );
}
