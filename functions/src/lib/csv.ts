// RFC 4180 CSV for the participants download, safe to open in a spreadsheet: every cell is quoted (so
// no separator or line break inside one can start another), and a cell that a spreadsheet could read
// as a formula is prefixed with ' (docs/api.md).
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Participant, WaitlistEntry } from '@run/contract/domain/api-types';

import { distanceLabel, distancesOf } from '../store/distances.js';
import { questionsIn, waiverIn } from '../store/questions.js';

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
 * The columns a race adds to its lists, each only where the race has it (so a race of one distance
 * without questions keeps the spec's columns): the distance (name and length) for a race of several,
 * one column per question (its answer, also for questions since removed: none is lost), the date of
 * birth where a distance has a minimum age, and the waiver version and time accepted.
 */
function raceColumns(marathon: DocumentSnapshot) {
  const data = marathon.data() ?? {};
  const distances = distancesOf(marathon);
  const questions = questionsIn(data);
  const names = new Map(distances.map((d) => [d.id, distanceLabel(d)]));
  const columns: Array<[string, (p: Participant) => string]> = [];
  if (distances.length > 1) {
    columns.push(['Distance', (p) => names.get(p.distanceId) ?? p.distanceId]);
  }
  for (const q of questions) {
    columns.push([q.label, (p) => answerCell(p.answers[q.id])]);
  }
  if (distances.some((d) => d.minimumAge !== null)) {
    columns.push(['Date of Birth', (p) => p.dateOfBirth ?? '']);
  }
  if (waiverIn(data) !== null) {
    columns.push([
      'Waiver Version',
      (p) => (p.waiverVersion === null ? '' : String(p.waiverVersion)),
    ]);
    columns.push(['Waiver Accepted At', (p) => p.waiverAcceptedAt ?? '']);
  }
  return columns;
}

const answerCell = (value: string | number | boolean | undefined): string =>
  value === undefined ? '' : value === true ? 'Yes' : value === false ? 'No' : String(value);

function withRace<T extends Participant>(
  marathon: DocumentSnapshot,
  header: readonly string[],
  cells: (item: T) => string[],
) {
  const columns = raceColumns(marathon);
  return {
    header: [...header, ...columns.map(([name]) => name)],
    row: (item: T) => csvRow([...cells(item), ...columns.map(([, cell]) => cell(item))]),
  };
}

export const participantsCsv = (marathon: DocumentSnapshot) =>
  withRace<Participant>(marathon, PARTICIPANT_CSV_HEADER, (p) => [
    ...participantCells(p),
    p.createdAt,
  ]);

export const waitlistCsv = (marathon: DocumentSnapshot) =>
  withRace<WaitlistEntry>(marathon, WAITLIST_CSV_HEADER, (w) => [
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
