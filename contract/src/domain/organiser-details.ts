// Who issues a race's receipts (docs/data-model.md, docs/payments.md "Receipts"): the organiser's
// name, postal address and VAT number, each optional. A race that gives none issues its receipts
// under its own title alone. Declared once here: the race form's fields, the API's input and the
// race as answered.
import { z } from 'zod';

import { oneLine, paragraphs } from './text-rules.js';

export const ORGANISER_DETAIL_LIMITS = { organiserName: 120, organiserAddress: 300, vatNumber: 20 };

export const ORGANISER_DETAIL_FIELDS = ['organiserName', 'organiserAddress', 'vatNumber'] as const;
export type OrganiserDetailField = (typeof ORGANISER_DETAIL_FIELDS)[number];

/** The form's labels, which the API's messages name too. */
export const ORGANISER_DETAIL_LABELS: Record<OrganiserDetailField, string> = {
  organiserName: 'Organiser name',
  organiserAddress: 'Organiser address',
  vatNumber: 'VAT number',
};

/** Text, trimmed; '' or null clears it, left out an edit keeps it. An address may take lines. */
function detail(field: OrganiserDetailField) {
  const label = ORGANISER_DETAIL_LABELS[field];
  const max = ORGANISER_DETAIL_LIMITS[field];
  const [rule, message] = field === 'organiserAddress' ? paragraphs(label) : oneLine(label);
  return z
    .union(
      [
        z.null(),
        z
          .string()
          .trim()
          .max(max, `${label} must be at most ${max} characters`)
          .regex(rule, message)
          .transform((text) => (text === '' ? null : text)),
      ],
      { error: `${label} must be text` },
    )
    .optional();
}

/** The race input's fields (schemas.ts spreads them into the marathon's). */
export const organiserDetailInputFields = {
  organiserName: detail('organiserName'),
  organiserAddress: detail('organiserAddress'),
  vatNumber: detail('vatNumber'),
};

/** The race as answered: each present only when given. */
export const organiserDetailFields = {
  organiserName: z.string().optional().describe('Who issues the race’s receipts.'),
  organiserAddress: z.string().optional().describe('Their postal address (lines).'),
  vatNumber: z.string().optional().describe('Their VAT number, printed on receipts.'),
};
