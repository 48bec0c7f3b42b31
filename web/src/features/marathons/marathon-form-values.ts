// The marathon form's values and the request body they make: the race's own fields plus one set of
// flat fields per distance row (`distances.0.runningDistance`...), so the form hook's messages, the
// server's 400 details (`distances.1.capacity`) and the first invalid field all match by name.
import { msg } from '@lingui/core/macro';
import type { Marathon } from '@run/contract/domain/api-types';
import { dateInputToIso, isoToDateInput } from '@run/contract/domain/dates';
import { OFFER_HOURS_DEFAULT } from '@run/contract/domain/schemas';

import { i18n } from '@/lib/i18n';

import { ballotInput, ballotValuesOf, type BallotKey } from './ballot-form-values';
import {
  mayCharge,
  moneyInput,
  moneyValuesOf,
  pricesInput,
  tierValuesOf,
  type MoneyKey,
} from './money-form-values';
import { questionsInput, questionValuesOf, type QuestionKey } from './question-form-values';
import { teamsInput, teamValuesOf, type TeamKey } from './team-form-values';

/** A row's fields in the page's order; `id` has no input (it names an existing distance). */
export const DISTANCE_FIELDS = [
  'name',
  'runningDistance',
  'capacity',
  'minimumAge',
  'bibFrom',
  'bibTo',
  'startTime',
] as const;
type DistanceField = (typeof DISTANCE_FIELDS)[number] | 'id';
export type DistanceKey = `distances.${number}.${DistanceField}`;

/** The zone a new race starts in until the organiser picks another: the browser's own. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const raceValues = {
  title: '',
  startRegistrationDate: '',
  endRegistrationDate: '',
  marathonStartDate: '',
  startTime: '',
  timeZone: '',
  location: '',
  marathonImageURL: '',
  description: '',
  offerHours: String(OFFER_HOURS_DEFAULT),
  // Who issues the race's receipts (contract/src/domain/organiser-details.ts), each optional.
  organiserName: '',
  organiserAddress: '',
  vatNumber: '',
  // One of the race's codes, mailed to volunteers after check-out (docs/volunteers.md); edit only.
  volunteerThanksCode: '',
};
export type MarathonFormValues = typeof raceValues & { waiver: string } & Record<
    DistanceKey | BallotKey | TeamKey | QuestionKey | MoneyKey,
    string
  >;

export function distanceKey(index: number, field: DistanceField): DistanceKey {
  return `distances.${index}.${field}`;
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** Row `index`'s fields, empty (a new distance) or holding an existing one. */
export function distanceRow(
  index: number,
  distance?: Pick<
    Marathon['distances'][number],
    | 'id'
    | 'name'
    | 'runningDistance'
    | 'capacity'
    | 'minimumAge'
    | 'bibFrom'
    | 'bibTo'
    | 'ballot'
    | 'startTime'
    | 'teams'
  >,
): Record<DistanceKey | BallotKey | TeamKey, string> {
  return {
    [distanceKey(index, 'id')]: distance?.id ?? '',
    [distanceKey(index, 'name')]: distance?.name ?? '',
    [distanceKey(index, 'runningDistance')]: distance?.runningDistance ?? '',
    [distanceKey(index, 'capacity')]: text(distance?.capacity ?? null),
    [distanceKey(index, 'minimumAge')]: text(distance?.minimumAge ?? null),
    [distanceKey(index, 'bibFrom')]: text(distance?.bibFrom ?? null),
    [distanceKey(index, 'bibTo')]: text(distance?.bibTo ?? null),
    [distanceKey(index, 'startTime')]: distance?.startTime ?? '',
    ...ballotValuesOf(index, distance?.ballot),
    ...teamValuesOf(index, distance?.teams),
  };
}

export function valuesOf(marathon: Marathon | undefined): MarathonFormValues {
  if (!marathon) {
    return {
      ...raceValues,
      timeZone: browserTimeZone(),
      ...distanceRow(0),
      ...questionValuesOf(undefined),
      ...moneyValuesOf(undefined),
    };
  }
  const date = (iso: string) => (iso ? isoToDateInput(iso) : '');
  return {
    title: marathon.title,
    startRegistrationDate: date(marathon.startRegistrationDate),
    endRegistrationDate: date(marathon.endRegistrationDate),
    marathonStartDate: date(marathon.marathonStartDate),
    startTime: marathon.startTime ?? '',
    timeZone: marathon.timeZone ?? browserTimeZone(),
    location: marathon.location,
    marathonImageURL: marathon.marathonImageURL,
    description: marathon.description,
    offerHours: String(marathon.offerHours),
    organiserName: marathon.organiserName ?? '',
    organiserAddress: marathon.organiserAddress ?? '',
    vatNumber: marathon.vatNumber ?? '',
    volunteerThanksCode: marathon.volunteerThanksCode ?? '',
    ...Object.fromEntries(
      marathon.distances.flatMap((distance, i) => [
        ...Object.entries(distanceRow(i, distance)),
        ...Object.entries(tierValuesOf(i, distance.prices)),
      ]),
    ),
    ...questionValuesOf(marathon),
    ...moneyValuesOf(marathon),
  };
}

/** How many distance rows the values hold. */
export function distanceCount(values: Partial<Record<string, string>>): number {
  return Object.keys(values).filter((name) => /^distances\.\d+\.runningDistance$/u.test(name))
    .length;
}

/** The distances the race already has (rows with an id): the ones a question can be limited to. */
export function savedDistances(values: Partial<Record<string, string>>) {
  return Array.from({ length: distanceCount(values) }, (_, i) => ({
    id: values[distanceKey(i, 'id')] ?? '',
    name: rowName(values, i),
  })).filter((d) => d.id !== '');
}

/**
 * What a row is called on its Remove button and in announcements: its name, else its distance, else
 * its number (in the language shown: called while the form renders).
 */
export function rowName(values: Partial<Record<string, string>>, index: number): string {
  const name = values[distanceKey(index, 'name')]?.trim();
  const running = values[distanceKey(index, 'runningDistance')]?.trim();
  const number = index + 1;
  return name || running || i18n._(msg`distance ${number}`);
}

/**
 * A number input's text as the schema should see it: a number when it reads as one, else the text
 * itself, so the schema says what is wrong with it rather than the form guessing.
 */
function numberOrText(value: string): number | string {
  const trimmed = value.trim();
  return /^-?\d+(\.\d+)?$/u.test(trimmed) ? Number(trimmed) : trimmed;
}

/** Empty means none: null (not absent), so an edit can lift a limit or clear a range. */
const numberOrNull = (value: string | undefined) =>
  (value ?? '').trim() === '' ? null : numberOrText(value ?? '');

function distanceInput(values: MarathonFormValues, index: number) {
  const get = (field: DistanceField) => values[distanceKey(index, field)] ?? '';
  const id = get('id');
  const running = get('runningDistance');
  return {
    ...(id ? { id } : {}),
    // The name is optional on the form: left empty, the race says its running distance, as a
    // one-distance race always has. With both empty the stand-in name keeps the message on the
    // running distance alone (the request is refused there, so it is never sent).
    name: get('name').trim() || running.trim() || `Distance ${index + 1}`,
    runningDistance: running,
    capacity: numberOrNull(get('capacity')),
    minimumAge: numberOrNull(get('minimumAge')),
    bibFrom: numberOrNull(get('bibFrom')),
    bibTo: numberOrNull(get('bibTo')),
    startTime: get('startTime') || null,
    ...ballotInput(values, index),
    ...teamsInput(values, index),
    ...pricesInput(values, index),
  };
}

/**
 * The request body. Date inputs give YYYY-MM-DD; the registration end is sent as that day's end
 * (domain/dates). The distances are always sent, the list as it should be (docs/places.md);
 * so are the questions and waiver, unless `withQuestions` is false: a form filled from a copy of the
 * race that does not carry them (a list's) would otherwise remove them all. The volunteers' thanks
 * code likewise, sent only when the race was read with it (`withThanksCode`, its organisers' read).
 */
export function toInput(values: MarathonFormValues, withQuestions = true, withThanksCode = false) {
  const iso = (value: string, edge?: 'end') => (value ? dateInputToIso(value, edge) : '');
  const distances = Array.from({ length: distanceCount(values) }, (_, i) =>
    distanceInput(values, i),
  );
  // The zone matters with a start time only: without one none is sent, so an untimed race that is
  // saved unchanged stays unchanged (the select always holds a zone, the browser's by default).
  const timed = values.startTime !== '' || distances.some((d) => d.startTime !== null);
  return {
    title: values.title,
    startRegistrationDate: iso(values.startRegistrationDate),
    endRegistrationDate: iso(values.endRegistrationDate, 'end'),
    marathonStartDate: iso(values.marathonStartDate),
    startTime: values.startTime || null,
    timeZone: timed ? values.timeZone || null : null,
    location: values.location,
    marathonImageURL: values.marathonImageURL,
    description: values.description,
    offerHours:
      values.offerHours.trim() === '' ? OFFER_HOURS_DEFAULT : numberOrText(values.offerHours),
    // Shown (and sent) once the race charges, as the payment settings are; emptied, one is cleared.
    ...(mayCharge(values)
      ? {
          organiserName: values.organiserName.trim() || null,
          organiserAddress: values.organiserAddress.trim() || null,
          vatNumber: values.vatNumber.trim() || null,
        }
      : {}),
    distances,
    ...(withThanksCode ? { volunteerThanksCode: values.volunteerThanksCode.trim() || null } : {}),
    ...moneyInput(
      values,
      distances.some((d) => 'prices' in d),
    ),
    ...(withQuestions
      ? questionsInput(values, new Set(savedDistances(values).map((d) => d.id)))
      : {}),
  };
}
