// The shapes of the field messages a form shows under a field (the schemas' own checks, and a 400's
// `details` from the same schemas), so a client can say them in its language (docs/languages.md,
// "Field messages"). The schemas write each message in English, built from a field's label and its
// bounds; every shape a person can meet in a form is listed here once, by a stable code, with
// `{placeholders}` for what varies. `readFieldMessage` finds the shape and values of a message, and
// `field-messages.test.ts` runs the forms' schemas over bad input and fails on a message it cannot
// read. What only a developer meets (an API parameter's name in lower case, a list or an object of the
// wrong shape) keeps its English.
import { fillPlaceholders, type RefusalParams } from './refusal-text.js';

export const FIELD_MESSAGES = {
  // Any field, by its label.
  required: '{label} is required',
  too_long: '{label} must be at most {max} characters',
  one_line: '{label} must be one line of text, without control characters',
  no_controls: '{label} must not contain control characters',
  text: '{label} must be text',
  number: '{label} must be a number',
  valid_date: '{label} must be a valid date',
  day: '{label} must be a date (YYYY-MM-DD)',
  date_time: '{label} must be a date-time',
  url: '{label} must be a valid http(s) URL',
  ticked: '{label} must be ticked',
  ticked_or_not: '{label} must be ticked or not',
  true_or_false: '{label} must be true or false',
  one_of: '{label} must be one of: {options}',
  one_of_these: '{label} must be one of {options}',
  whole_range: '{label} must be a whole number from {min} to {max}',
  whole_range_or_empty: '{label} must be a whole number from {min} to {max}, or empty',
  number_range: '{label} must be a number from {min} to {max}',
  percent_range: '{label} must be a whole percent from {min} to {max}',
  days_range: '{label} must be a whole number of days from {min} to {max}',
  minutes_range: '{label} must be a whole number of minutes from {min} to {max}',
  file_too_big: '{label} must be at most {max} MB',
  // One field's own rule.
  email: 'Please enter a valid email address',
  phone: 'Phone must be a valid phone number',
  dob_date: 'Date of birth must be a date',
  dob_real: 'Date of birth must be a real date',
  dob_past: 'Date of birth must be a real, past date',
  dob_after: 'Date of birth must be on or after {min}',
  dob_for: 'Date of birth is required for {name}',
  waiver: 'Please read and accept the waiver',
  choose_distance: 'Please choose a distance: this race has several.',
  fill_in_all: 'Please fill in all fields',
  minimum_age: 'You must be at least {age} on race day to run {distance}.',
  capacity: 'Capacity must be a whole number from 1 to 100,000, or empty for no limit',
  bib_numbers: 'Bib numbers must be whole numbers from 1 to 999,999, or empty',
  bib_ranges_overlap: 'Bib ranges of one race must not overlap',
  start_time: 'Start time must be a time of day from 00:00 to 23:59 (HH:MM)',
  time_zone_required: 'Time zone is required with a start time',
  time_zone: 'Time zone must be an IANA time zone, e.g. America/Chicago',
  race_after_registration: 'Marathon start date must be on or after the registration end date',
  registration_end_after_start:
    'Registration end date must be on or after the registration start date',
  partial_after_full:
    'Partial refunds must end on or after full refunds end (fewer days before the race)',
  tiers_sorted: 'Tiers must be sorted by their end date',
  tier_until: 'Until must be a date-time, or null for the last tier',
  distance_names_differ: 'Distance names must differ: "{name}" is used twice',
  questions_differ: 'Questions must differ: "{question}" is asked twice',
  options_differ: 'Options must differ',
  ballot_close_after_open: 'The ballot must close after it opens',
  draw_after_close: 'The draw must be at or after the ballot closes',
  currency: 'Currency must be a three-letter code',
  currency_example: 'Currency must be a three-letter code such as USD or EUR',
  amount_cents: 'Amount must be a whole number of cents from 0 to 10,000,000',
  amount_cent: 'Amount must be at least 1 cent',
  code_value_amount: 'An amount code’s value must be a whole number of cents from 1 to 10,000,000',
  code_value_whole: 'Value must be a whole number',
  code_kind: 'Kind must be percent or amount',
  code_shape: 'Code must be 4 to 32 letters, digits or hyphens',
  code_prefix: 'Prefix must be 1 to 20 letters, digits or hyphens',
  referral_code: 'Referral code must be 8 letters or digits',
  valid_until_after_from: 'Valid until must be after valid from',
  team_one_line: 'Team name must be one line',
  team_direction: 'Team name must not hold text-direction controls',
  team_sizes: 'A team’s largest size must be at least its smallest',
  bic: 'BIC must be 8 or 11 letters and digits',
  iban_invalid: 'IBAN is not valid (check its digits)',
  iban_too_long: 'IBAN is too long',
  paypal_merchant: 'A PayPal merchant id is 13 capital letters and digits',
  race_needs_distance: 'A race needs at least one distance',
  race_distances_max: 'A race has at most {max} distances',
  race_questions_max: 'A race asks at most {max} questions',
  question_options_max: 'A question has at most {max} options',
  question_distances: 'Name at least one distance, or null for every distance',
  code_distances: 'Name at least one distance, or leave distances out for all',
  price_tiers_max: 'A distance has at most {max} price tiers',
  item_needs_variant: 'Name at least one variant',
  item_variants_max: 'An item has at most {max} variants',
  variant_names_differ: 'Variant names must differ',
  reserved_bibs_max: 'At most {max} reserved bibs',
  order_needs_entry: 'An order needs at least one entry',
  order_entries_max: 'An order holds at most {max} entries',
  quote_needs_line: 'A quote needs at least one line',
  order_lines_max: 'An order holds at most {max} lines',
  key_needs_scope: 'Give the key at least one scope',
  shift_captains_max: 'A shift has at most {max} captains',
  shift_end_after_start: 'A shift must end after it starts',
  shift_day_max: 'A shift lasts at most 24 hours',
  change_something: 'Send at least one field to change',
  message_audience: 'Choose at least one group of people',
  merge_field_unknown: 'Unknown merge field {fields}; use {known}',
} as const;

export type FieldMessageCode = keyof typeof FIELD_MESSAGES;

/**
 * The labels the schemas name fields by in `{label}`: a client says them in its language too. A
 * question's label is the organiser's text and is said as written.
 */
export const FIELD_LABELS = [
  'A team’s largest size',
  'A team’s smallest size',
  'Account holder',
  'Available until',
  'Ballot closes',
  'Ballot opens',
  'Bank transfer days',
  'BIC',
  'Cancel',
  'Capacity',
  'Code',
  'Count',
  'Date of birth',
  'Days before the start',
  'Days before the race',
  'Deferrals enabled',
  'Description',
  'Distance id',
  'Distance name',
  'Draw',
  'Email',
  'Email Address',
  'Emergency Contact',
  'Fee percent',
  'First Name',
  'Full Name',
  'Full refund days',
  'Guaranteed',
  'Hidden',
  'IBAN',
  'Image URL',
  'Last Name',
  'Location',
  'Marathon start date',
  'Message',
  'Minimum age',
  'Name',
  'Note',
  'Offer hours',
  'Opinion',
  'Organiser address',
  'Organiser name',
  'Partial refund',
  'Partial refund days',
  'Pay days',
  'Payment hold',
  'Per entry',
  'Phone',
  'Photo URL',
  'Pickup',
  'Question',
  'Question id',
  'Question type',
  'Reason',
  'Referrals enabled',
  'Referrals every',
  'Registration end date',
  'Registration start date',
  'Required',
  'Role',
  'Running distance',
  'Shift name',
  'Stock',
  'Subject',
  'T-shirt size',
  'Team name',
  'Tier label',
  'Title',
  'Transfers enabled',
  'Until',
  'Uses',
  'Valid from',
  'Valid until',
  'Variant',
  'Variant id',
  'VAT number',
  'Waiver text',
] as const;

export type FieldLabel = (typeof FIELD_LABELS)[number];

/** A field message read back: its shape's code and the values of its placeholders. */
export interface FieldMessage {
  code: FieldMessageCode;
  params: RefusalParams;
}

/** The English of a shape with its values: what the schemas write. */
export function fieldMessage(code: FieldMessageCode, params: RefusalParams = {}): string {
  return fillPlaceholders(FIELD_MESSAGES[code], params);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * Each shape as a pattern, the ones with more fixed words first: "Date of birth is required for
 * {name}" is read as itself before "{label} is required" could take it.
 */
const SHAPES = (Object.entries(FIELD_MESSAGES) as [FieldMessageCode, string][])
  .map(([code, text]) => {
    const names = [...text.matchAll(/\{(\w+)\}/gu)].map((m) => m[1] as string);
    const fixed = text.replace(/\{\w+\}/gu, '');
    const source = text
      .split(/\{\w+\}/u)
      .map(escape)
      .join('(.+?)');
    return { code, names, fixed: fixed.length, pattern: new RegExp(`^${source}$`, 'u') };
  })
  .sort((a, b) => b.fixed - a.fixed);

/** The shape and values of a field message, or undefined for one no client translates. */
export function readFieldMessage(text: string): FieldMessage | undefined {
  for (const shape of SHAPES) {
    const found = shape.pattern.exec(text);
    if (found === null) continue;
    const params: RefusalParams = {};
    shape.names.forEach((name, i) => (params[name] = found[i + 1] as string));
    return { code: shape.code, params };
  }
  return undefined;
}
