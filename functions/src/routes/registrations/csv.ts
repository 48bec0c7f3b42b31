// RFC 4180 CSV for the participants download, safe to open in a spreadsheet: a cell that a spreadsheet
// would read as a formula (starting with = + - @, tab or carriage return) is prefixed with '.
import type { Participant } from '../../domain/api-types.js';

export const PARTICIPANT_CSV_HEADER = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Emergency Contact',
  'Registered At',
] as const;

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
  return /[",\r\n]/u.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function participantRow(p: Participant): string {
  return csvRow([p.firstName, p.lastName, p.email, p.phone, p.emergencyContact, p.createdAt]);
}

/** `participants-<title-slug>.csv`, ASCII only so every browser keeps it. */
export function csvFilename(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 60);
  return `participants-${slug || 'marathon'}.csv`;
}
