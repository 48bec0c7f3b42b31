// The contract's English words that the web shows, in the language shown. The contract keeps them in
// English (the API's answers, the mails and the receipt PDF use them); this file is the web's one
// translation of them, keyed by the contract's own values, so a new method, bucket or field fails to
// compile until it is worded here (docs/languages.md).
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, selectOrdinal } from '@lingui/core/macro';
import type { Receipt } from '@run/contract/domain/api-types';
import type { ItemPickup } from '@run/contract/domain/items';
import { formatMoney } from '@run/contract/domain/money';
import type { OrganiserDetailField } from '@run/contract/domain/organiser-details';
import type { PaymentMethod } from '@run/contract/domain/payment-methods';
import type { DistanceBucket } from '@run/contract/domain/race-filters';
import type { AmountParts } from '@run/contract/domain/receipt-words';
import type { BankColumn } from '@run/contract/domain/bank-columns';
import type { RefundPolicy } from '@run/contract/domain/refunds';
import type { ResultColumn } from '@run/contract/domain/results-csv';
import { type Gender } from '@run/contract/domain/results-groups';
import { genderOfAgeGroup, type placeLines } from '@run/contract/domain/results-words';
import type { RegistrationWindowState } from '@run/contract/domain/registration-window';
import { startWords, type StartOf } from '@run/contract/domain/race-start';
import { startLine } from '@run/contract/domain/start-time';

import { i18n } from './i18n';
import { currentLanguage, intlLocale } from './language';

const METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  card: msg`Card`,
  paypal: msg`PayPal`,
  bank_transfer: msg`Bank transfer`,
  ideal: msg`iDEAL`,
};

const PAY_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  card: msg`Pay by card`,
  paypal: msg`Pay with PayPal`,
  bank_transfer: msg`Pay by bank transfer`,
  ideal: msg`Pay with iDEAL`,
};

/** A method's name in the race's settings, the console and on a receipt: "Card". */
export const methodLabel = (method: PaymentMethod): string => i18n._(METHOD_LABELS[method]);

/** The runner's button for a method: "Pay by card". */
export const payLabel = (method: PaymentMethod): string => i18n._(PAY_LABELS[method]);

/** A receipt's method: its name, or "Paid to the organiser" for money taken by hand. */
export const receiptMethod = (method: Receipt['method']): string =>
  method === 'manual' ? i18n._(msg`Paid to the organiser`) : methodLabel(method);

/**
 * The amount lines of a receipt or an order before paying (the contract's receiptAmounts, worded in
 * the language shown): the price, what changed it (only when it did), the total, then any refund.
 */
export function receiptAmounts(
  r: AmountParts,
  total: 'paid' | 'due',
): Array<[label: string, amount: string, total?: 'total']> {
  const money = (n: number) => formatMoney(n, r.currency, intlLocale());
  const code = r.code;
  const currency = r.currency;
  const rows: Array<[string, string, 'total'?]> = [[i18n._(msg`Price`), money(r.price)]];
  if (r.discount > 0) {
    const label = code ? i18n._(msg`Discount (${code})`) : i18n._(msg`Discount`);
    rows.push([label, `-${money(r.discount)}`]);
  }
  if (r.fee > 0) rows.push([i18n._(msg`Fee`), money(r.fee)]);
  if (r.credit > 0) rows.push([i18n._(msg`Credit applied`), `-${money(r.credit)}`]);
  const totalLabel =
    total === 'paid'
      ? i18n._(msg`Total paid (${currency})`)
      : i18n._(msg`Total to pay (${currency})`);
  rows.push([totalLabel, money(r.total), 'total']);
  if (r.refunded > 0) rows.push([i18n._(msg`Refunded`), money(r.refunded)]);
  return rows;
}

const PICKUPS: Record<ItemPickup, MessageDescriptor> = {
  'race-day': msg`At the race-day desk`,
  none: msg`Nothing to hand out`,
};

/** Where a bought item reaches its runner (docs/items.md), in the console's Items tab. */
export const pickupLabel = (pickup: ItemPickup): string => i18n._(PICKUPS[pickup]);

const WINDOW_MESSAGES: Record<Exclude<RegistrationWindowState, 'open'>, MessageDescriptor> = {
  upcoming: msg`Registration for this marathon has not opened yet.`,
  closed: msg`Registration for this marathon is closed.`,
};

/** Why a race takes no registration now. */
export const registrationWindowText = (state: Exclude<RegistrationWindowState, 'open'>): string =>
  i18n._(WINDOW_MESSAGES[state]);

const ORGANISER_DETAILS: Record<OrganiserDetailField, MessageDescriptor> = {
  organiserName: msg`Organiser name`,
  organiserAddress: msg`Organiser address`,
  vatNumber: msg`VAT number`,
};

/** A receipt issuer's field in the race form. */
export const organiserDetailLabel = (field: OrganiserDetailField): string =>
  i18n._(ORGANISER_DETAILS[field]);

const BUCKETS: Record<DistanceBucket, MessageDescriptor> = {
  '5k': msg`5K (under 7.5 km)`,
  '10k': msg`10K (7.5–15 km)`,
  half: msg`Half marathon (15–30 km)`,
  marathon: msg`Marathon (30–43 km)`,
  ultra: msg`Ultra (over 43 km)`,
};

/** A distance filter's option on the race list. */
export const distanceBucketLabel = (bucket: DistanceBucket): string => i18n._(BUCKETS[bucket]);

/** The password rule under the sign-up form's password field (the contract's PASSWORD_HINT). */
export const passwordHint = (): string =>
  i18n._(msg`Must be 8+ characters with uppercase, lowercase, and number`);

/**
 * A place as an ordinal, "1st", "22nd", "113th" (English's rule by Intl's ordinal categories; the
 * number written without grouping, as the contract's `ordinal` writes it).
 */
export function ordinalText(place: number): string {
  const n = String(place);
  return selectOrdinal(place, { one: `${n}st`, two: `${n}nd`, few: `${n}rd`, other: `${n}th` });
}

/**
 * A finisher's places as lines, "12th overall", "3rd of women", "2nd in F35-39" (the contract's
 * placeLines, which the certificate and the results mail keep in English).
 */
export function placeLinesText(result: Parameters<typeof placeLines>[0]): string[] {
  const lines: string[] = [];
  if (result.place !== null) {
    const place = ordinalText(result.place);
    lines.push(i18n._(msg`${place} overall`));
  }
  const gender = genderOfAgeGroup(result.ageGroup);
  if (result.genderPlace !== null && gender !== null) {
    const place = ordinalText(result.genderPlace);
    lines.push(i18n._({ ...GENDER_PLACES[gender], values: { place } }));
  }
  if (result.ageGroupPlace !== null) {
    const place = ordinalText(result.ageGroupPlace);
    const ageGroup = result.ageGroup;
    lines.push(i18n._(msg`${place} in ${ageGroup}`));
  }
  return lines;
}

const GENDER_PLACES: Record<Gender, MessageDescriptor> = {
  F: msg({ message: '{place} of women', comment: 'place: an ordinal such as 3rd' }),
  M: msg({ message: '{place} of men', comment: 'place: an ordinal such as 3rd' }),
  X: msg({ message: '{place} of non-binary runners', comment: 'place: an ordinal such as 3rd' }),
};

/**
 * The sentence of a race's refund policy on its page (the contract's refundPolicySentence): in
 * full until a number of days before the race, then a part until fewer days, none after.
 */
export function refundPolicyText(policy: RefundPolicy): string {
  const { fullUntilDays, partialUntilDays: partialDays, partialPercent: percent } = policy;
  // A part of 100 % is a longer full refund: the sentence names only that.
  const full = percent === 100 && partialDays < fullUntilDays ? partialDays : fullUntilDays;
  const fullUntil = plural(full, {
    0: 'the race',
    one: '# day before the race',
    other: '# days before the race',
  });
  if (partialDays < fullUntilDays && percent > 0 && percent < 100) {
    const partialUntil = plural(partialDays, {
      0: 'the race',
      one: '# day before',
      other: '# days before',
    });
    return i18n._(
      msg`Refunds: in full until ${fullUntil}, ${percent} % until ${partialUntil}, none after.`,
    );
  }
  return i18n._(msg`Refunds: in full until ${fullUntil}, none after.`);
}

const RESULT_COLUMNS: Record<ResultColumn, MessageDescriptor> = {
  bib: msg`Bib`,
  chip: msg`Chip time`,
  gun: msg`Gun time`,
  place: msg`Place`,
  status: msg`Status`,
};

/** The results file's columns as the column picker and the import report name them. */
export const resultColumnLabels = (): Record<ResultColumn, string> =>
  Object.fromEntries(
    Object.entries(RESULT_COLUMNS).map(([column, label]) => [column, i18n._(label)]),
  ) as Record<ResultColumn, string>;

const BANK_COLUMNS: Record<BankColumn, MessageDescriptor> = {
  date: msg`Date`,
  amount: msg`Amount`,
  payer: msg`Payer`,
  reference: msg`Reference`,
  iban: msg`Payer’s IBAN`,
};

/** A bank statement's columns as the bank import's column picker names them. */
export const bankColumnLabels = (): Record<BankColumn, string> =>
  Object.fromEntries(
    Object.entries(BANK_COLUMNS).map(([column, label]) => [column, i18n._(label)]),
  ) as Record<BankColumn, string>;

/**
 * When a race (or a distance) starts, as a sentence names it: the contract's startWords in English
 * ("Sun 11 Apr 2027, 07:30 America/Chicago"), the day by Intl in the other languages.
 */
export function startWordsText(
  race: StartOf,
  distance?: { startTime?: string | null | undefined },
): string {
  if (currentLanguage() === 'en') return startWords(race, distance);
  const day = new Intl.DateTimeFormat(intlLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(race.marathonStartDate));
  const time = distance?.startTime ?? race.startTime ?? null;
  const zone = race.timeZone ?? null;
  if (time === null) return zone === null ? day : i18n._(msg`${day} (${zone})`);
  return zone === null ? i18n._(msg`${day}, ${time}`) : i18n._(msg`${day}, ${time} ${zone}`);
}

const DISTANCE_START = msg({
  message: '{name} at {time}',
  comment: 'a distance’s own start time: 10K at 08:15',
});

/**
 * A race's start times in one line (the contract's startLine): "07:30, 10K at 08:15
 * (America/Chicago)"; null when none is set.
 */
export function startLineText(race: Parameters<typeof startLine>[0]): string | null {
  if (currentLanguage() === 'en') return startLine(race);
  const apart = race.distances.flatMap((distance) => {
    if (!distance.startTime) return [];
    const { name, startTime: time } = distance;
    return [i18n._({ ...DISTANCE_START, values: { name, time } })];
  });
  const times = [...(race.startTime ? [race.startTime] : []), ...apart];
  if (times.length === 0) return null;
  const list = times.join(', ');
  const zone = race.timeZone;
  return zone ? i18n._(msg`${list} (${zone})`) : list;
}
