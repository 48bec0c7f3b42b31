// The columns of a race's participants and waitlist CSV: the spec's columns, then what the race adds
// (distance, one column per question, date of birth, waiver), written with lib/csv.ts's safe cells.
import type { Participant, WaitlistEntry } from '@run/contract/domain/api-types';

import { csvRow } from '../lib/csv.js';
import { distanceLabel, isPriced } from './distances.js';
import { marathonOf, type MarathonDoc, type MarathonRead } from './marathon-doc.js';
import { waiverOf } from './questions.js';

export const PARTICIPANT_CSV_HEADER = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Emergency Contact',
  'Registered At',
] as const;

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
function raceColumns(marathon: MarathonDoc) {
  const { distances, questions } = marathon;
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
  if (waiverOf(marathon) !== null) {
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
  marathon: MarathonDoc,
  header: readonly string[],
  cells: (item: T) => string[],
  more: Array<[string, (item: T) => string]> = [],
) {
  const columns = [...raceColumns(marathon), ...more];
  return {
    header: [...header, ...columns.map(([name]) => name)],
    row: (item: T) => csvRow([...cells(item), ...columns.map(([, cell]) => cell(item))]),
  };
}

/** An amount of minor units as the CSVs write it: "45.00 EUR". */
export const amountCell = (amount: number, currency: string): string =>
  `${(amount / 100).toFixed(2)} ${currency}`;

/** A priced race's participants add what each owes or paid (docs/payments.md); a free race's do not. */
function paymentColumns(marathon: MarathonDoc): Array<[string, (p: Participant) => string]> {
  if (!isPriced(marathon.distances)) return [];
  return [
    ['Status', (p) => p.status],
    ['Amount', (p) => (p.payment ? amountCell(p.payment.total, p.payment.currency) : '')],
    ['Payment Method', (p) => p.payment?.method ?? ''],
    ['Paid At', (p) => p.payment?.paidAt ?? ''],
    ['Payment Due At', (p) => (p.status === 'pending_payment' ? (p.payment?.dueAt ?? '') : '')],
    ['Disputed', (p) => (p.disputed ? 'yes' : '')],
  ];
}

/** A race that allows transfers says who came by one (docs/transfers.md); another's CSV does not. */
function transferColumns(marathon: MarathonDoc): Array<[string, (p: Participant) => string]> {
  if (!marathon.transfers.enabled) return [];
  return [['By Transfer', (p) => (p.byTransfer ? 'yes' : '')]];
}

export function participantsCsv(race: MarathonRead) {
  const marathon = marathonOf(race);
  return withRace<Participant>(
    marathon,
    PARTICIPANT_CSV_HEADER,
    (p) => [...participantCells(p), p.createdAt],
    [...paymentColumns(marathon), ...transferColumns(marathon)],
  );
}

export const waitlistCsv = (marathon: MarathonRead) =>
  withRace<WaitlistEntry>(marathonOf(marathon), WAITLIST_CSV_HEADER, (w) => [
    String(w.position),
    ...participantCells(w),
    w.joinedAt,
    w.offerExpiresAt ?? '',
  ]);
