// RFC 4180 CSV for the participants download, safe to open in a spreadsheet: every cell is quoted (so
// no separator or line break inside one can start another), and a cell that a spreadsheet could read
// as a formula is prefixed with ' (DESIGN.md section 10).
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Participant, WaitlistEntry } from '@run/contract/domain/api-types';

import { distanceLabel, distancesOf } from '../store/distances.js';

export const PARTICIPANT_CSV_HEADER = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Emergency Contact',
  'Registered At',
] as const;

/**
 * Starts with = + - @, tab or CR, or has one after a `;` or `,` (spreadsheets that split cells on
 * either would start a new cell there); spaces before it do not hide it.
 */
const formulaLike = /(?:^|[;,])\s*[=+\-@\t\r]/u;

export function csvCell(value: string): string {
  const safe = formulaLike.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function participantCells(p: Participant): string[] {
  return [p.firstName, p.lastName, p.email, p.phone, p.emergencyContact];
}

export const WAITLIST_CSV_HEADER = [
  'Position',
  ...PARTICIPANT_CSV_HEADER.slice(0, 5),
  'Joined At',
  'Offer Expires At',
] as const;

/**
 * A list's columns for one race: a race of several distances adds a Distance column (name and
 * length); a race of one keeps the spec's columns.
 */
function withDistance<T extends { distanceId: string }>(
  marathon: DocumentSnapshot,
  header: readonly string[],
  cells: (item: T) => string[],
) {
  const distances = distancesOf(marathon);
  if (distances.length === 1) return { header, row: (item: T) => csvRow(cells(item)) };
  const names = new Map(distances.map((d) => [d.id, distanceLabel(d)]));
  return {
    header: [...header, 'Distance'],
    row: (item: T) => csvRow([...cells(item), names.get(item.distanceId) ?? item.distanceId]),
  };
}

export const participantsCsv = (marathon: DocumentSnapshot) =>
  withDistance<Participant>(marathon, PARTICIPANT_CSV_HEADER, (p) => [
    ...participantCells(p),
    p.createdAt,
  ]);

export const waitlistCsv = (marathon: DocumentSnapshot) =>
  withDistance<WaitlistEntry>(marathon, WAITLIST_CSV_HEADER, (w) => [
    String(w.position),
    ...participantCells(w),
    w.joinedAt,
    w.offerExpiresAt ?? '',
  ]);

/** `participants-<title-slug>.csv` (or `waitlist-...`), ASCII only so every browser keeps it. */
export function csvFilename(title: string, prefix = 'participants'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 60);
  return `${prefix}-${slug || 'marathon'}.csv`;
}

/** A list as CSV lines, page by page, without holding 100,000 rows in memory. */
export async function* csvLines<T>(
  header: readonly string[],
  pages: AsyncIterable<T[]>,
  row: (item: T) => string,
): AsyncGenerator<string> {
  yield csvRow(header);
  for await (const page of pages) yield page.map(row).join('');
}
