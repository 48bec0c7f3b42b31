// Who issues the race's receipts (docs/payments.md, "Receipts"): the organiser's name, postal address
// and VAT number, each optional; a race without them issues its receipts under its title.
import { useLingui } from '@lingui/react/macro';
import { ORGANISER_DETAIL_LIMITS } from '@run/contract/domain/organiser-details';

import { organiserDetailLabel } from '@/lib/i18n/contract-words';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { FieldBox } from '@/components/ui/field-box';
import type { FieldBinding } from '@/components/ui/form-list';

type IssuerKey = 'organiserName' | 'organiserAddress' | 'vatNumber';

export function ReceiptIssuerFields({ field }: { field: (name: IssuerKey) => FieldBinding }) {
  const { t } = useLingui();
  return (
    <FieldBox
      legend={t`Receipts`}
      layout="halves"
      intro={t`Optional: printed on each runner’s receipt as who issues it.`}
    >
      <TextField
        label={organiserDetailLabel('organiserName')}
        autoComplete="organization"
        maxLength={ORGANISER_DETAIL_LIMITS.organiserName}
        {...field('organiserName')}
      />
      <TextField
        label={organiserDetailLabel('vatNumber')}
        autoComplete="off"
        maxLength={ORGANISER_DETAIL_LIMITS.vatNumber}
        {...field('vatNumber')}
      />
      <TextAreaField
        label={organiserDetailLabel('organiserAddress')}
        rows={3}
        autoComplete="street-address"
        maxLength={ORGANISER_DETAIL_LIMITS.organiserAddress}
        wrapperClassName="sm:col-span-2"
        {...field('organiserAddress')}
      />
    </FieldBox>
  );
}
