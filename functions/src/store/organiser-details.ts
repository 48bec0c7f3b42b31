// Who issues a race's receipts, as stored (docs/data-model.md): `marathons/{id}.organiserName`,
// `.organiserAddress`, `.vatNumber`, each optional (contract/src/domain/organiser-details.ts).
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import {
  ORGANISER_DETAIL_FIELDS,
  type OrganiserDetailField,
} from '@run/contract/domain/organiser-details';
import type { MarathonInput } from '@run/contract/domain/schemas';

export type OrganiserDetails = Record<OrganiserDetailField, string | null>;

const given = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The stored details; a field absent or empty is null. */
export const organiserDetailsIn = (data: DocumentData): OrganiserDetails => ({
  organiserName: given(data.organiserName),
  organiserAddress: given(data.organiserAddress),
  vatNumber: given(data.vatNumber),
});

/** The details after an input: a field left out keeps the stored value, null clears it. */
export function organiserDetailsOfInput(
  input: Pick<MarathonInput, OrganiserDetailField>,
  stored: OrganiserDetails,
): OrganiserDetails {
  const next = { ...stored };
  for (const key of ORGANISER_DETAIL_FIELDS) {
    const given = input[key];
    if (given !== undefined) next[key] = given;
  }
  return next;
}

export const sameOrganiserDetails = (a: OrganiserDetails, b: OrganiserDetails): boolean =>
  ORGANISER_DETAIL_FIELDS.every((key) => a[key] === b[key]);

/** The fields as written: a new race leaves out what it has not, an edit deletes what it cleared. */
export function organiserDetailFields(details: OrganiserDetails, creating: boolean): DocumentData {
  const fields: DocumentData = {};
  for (const key of ORGANISER_DETAIL_FIELDS) {
    const value = details[key];
    if (value !== null) fields[key] = value;
    else if (!creating) fields[key] = FieldValue.delete();
  }
  return fields;
}

/** The race as answered carries each only when given. */
export function organiserDetailsView(
  details: OrganiserDetails,
): Partial<Record<OrganiserDetailField, string>> {
  const view: Partial<Record<OrganiserDetailField, string>> = {};
  for (const key of ORGANISER_DETAIL_FIELDS) {
    const value = details[key];
    if (value !== null) view[key] = value;
  }
  return view;
}
