// Every refusal the API answers has a stable `code` beside its English sentence (`error`): clients
// translate by the code (the web keeps each code's words in its catalogue), so the sentence can stay
// English and be reworded without breaking a client. A sentence's variable parts are ICU placeholders
// (`{item}`), answered in `params` so a client can put them into its own words.
//
// Each domain keeps its own refusals beside its rules (BALLOT_REFUSALS in ballot.ts, ...); this file
// joins them into the one catalogue, the enum the API document lists. A domain's file words its own
// sentences with refusal-text.ts, never with this file, which imports them all.
import { z } from 'zod';

import { BALLOT_REFUSALS } from './ballot.js';
import { COUPON_CONFLICTS, COUPON_LOOKUP_REFUSALS, COUPON_REFUSALS } from './coupons.js';
import { CSV_REFUSALS } from './csv-read.js';
import { ID_REFUSALS } from './ids.js';
import { ITEM_REFUSALS } from './items.js';
import { MARATHON_REFUSALS } from './marathon-refusals.js';
import { MESSAGE_REFUSALS } from './messages.js';
import { MONEY_REFUSALS } from './money.js';
import { ORDER_REFUSALS } from './orders.js';
import { PARTNER_REFUSALS } from './partner.js';
import { BANK_REFUSALS, PAYMENT_REFUSALS } from './payment-refusals.js';
import { PAYOUT_REFUSALS } from './payouts.js';
import { RACE_DAY_REFUSALS } from './race-day-refusals.js';
import { RACE_FORM_REFUSALS } from './race-form.js';
import { ROLE_REFUSALS, SELF_REFUSALS, STAFF_REFUSALS } from './race-roles.js';
import { RACE_START_REFUSALS } from './race-start.js';
import { fillPlaceholders, type PlaceholdersOf, type RefusalParams } from './refusal-text.js';
import { REGISTRATION_REFUSALS } from './registration-refusals.js';
import { REGISTRATION_WINDOW_REFUSALS } from './registration-window.js';
import { RESULTS_CSV_REFUSALS } from './results-csv.js';
import { RESULT_REFUSALS } from './results.js';
import { START_TIME_REFUSALS } from './start-time.js';
import { SHIFT_LOOKUP_REFUSALS, SHIFT_REFUSALS } from './shift-refusals.js';
import { TEAM_LOOKUP_REFUSALS, TEAM_REFUSALS } from './teams.js';
import { TRANSFER_REFUSALS } from './transfer-refusals.js';
import { TRANSLATION_REFUSALS } from './translations.js';

export type { RefusalParams } from './refusal-text.js';

/** Refusals any route may answer, whatever its domain: the token, the body, the path, the server. */
export const COMMON_REFUSALS = {
  sign_in: 'Please sign in to continue.',
  not_allowed: 'You are not allowed to do this.',
  not_found: 'Not found.',
  invalid_request: 'The request is not valid.',
  internal: 'Something went wrong on our side. Please try again.',
  database_unavailable: 'The database is unavailable. Please try again shortly.',
  database_timeout: 'The database did not answer in time.',
  database_unreachable: 'The database is unreachable.',
  too_slow: 'The service is taking too long to answer. Please try again shortly.',
  auth_header_malformed: 'The Authorization header must be "Bearer <ID token>".',
  session_invalid: 'Your session is invalid or has expired. Please sign in again.',
  sign_in_unchecked: 'Your sign-in could not be checked right now. Please try again shortly.',
  email_required: 'Your account has no email address; add one to continue.',
  body_too_large: 'The request body is too large (limit {limit}).',
  body_not_json_type: 'The request body must be JSON (Content-Type: application/json).',
  body_not_utf8_json:
    'The request body must be JSON in UTF-8 (Content-Type: application/json), not compressed.',
  invalid_json: 'The request body is not valid JSON.',
  body_unreadable: 'The request body could not be read.',
  body_not_object: 'The request body must be a JSON object.',
  invalid_fields: 'Some fields are invalid.',
  invalid_query: 'Some query parameters are invalid.',
  invalid_cursor: 'The cursor is not valid.',
  malformed_path: 'The path is not valid: it has malformed percent-encoding.',
  dot_segment: 'No such path: a path segment is “.” or “..”.',
  not_an_id: 'No such {name}: it cannot be an id.',
  no_such_path: 'No such path: {method} {path}',
  method_not_allowed: '{method} is not allowed here. This path answers {allow}.',
} as const;

/**
 * Joins domains' refusal maps into one, refusing a code two domains define: a code means one thing.
 */
export function joinRefusals<const T extends readonly Record<string, string>[]>(
  ...maps: T
): UnionToIntersection<T[number]> {
  const joined: Record<string, string> = {};
  for (const map of maps) {
    for (const [code, sentence] of Object.entries(map)) {
      if (code in joined) throw new Error(`The refusal code "${code}" is defined twice.`);
      if (!/^[a-z][a-z0-9_]*$/.test(code)) throw new Error(`"${code}" is not a snake_case code.`);
      joined[code] = sentence;
    }
  }
  return joined as UnionToIntersection<T[number]>;
}

type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (
  k: infer I,
) => void
  ? I
  : never;

/** The one catalogue: every code the API answers, and its English sentence. */
export const REFUSALS = joinRefusals(
  COMMON_REFUSALS,
  ID_REFUSALS,
  ROLE_REFUSALS,
  SELF_REFUSALS,
  STAFF_REFUSALS,
  MARATHON_REFUSALS,
  START_TIME_REFUSALS,
  MONEY_REFUSALS,
  TRANSLATION_REFUSALS,
  REGISTRATION_REFUSALS,
  REGISTRATION_WINDOW_REFUSALS,
  RACE_FORM_REFUSALS,
  BALLOT_REFUSALS,
  ORDER_REFUSALS,
  COUPON_REFUSALS,
  COUPON_CONFLICTS,
  COUPON_LOOKUP_REFUSALS,
  ITEM_REFUSALS,
  TEAM_REFUSALS,
  TEAM_LOOKUP_REFUSALS,
  SHIFT_REFUSALS,
  SHIFT_LOOKUP_REFUSALS,
  MESSAGE_REFUSALS,
  PAYMENT_REFUSALS,
  BANK_REFUSALS,
  CSV_REFUSALS,
  PAYOUT_REFUSALS,
  TRANSFER_REFUSALS,
  RACE_DAY_REFUSALS,
  RESULT_REFUSALS,
  RESULTS_CSV_REFUSALS,
  RACE_START_REFUSALS,
  PARTNER_REFUSALS,
);

export type RefusalCode = keyof typeof REFUSALS;

export const refusalCodes = Object.keys(REFUSALS) as [RefusalCode, ...RefusalCode[]];

export const refusalCodeSchema = z
  .enum(refusalCodes)
  .describe('A stable code for the refusal, for a client to say it in its own language.');

/** The placeholders of a code's sentence (never for a code whose sentence has none). */
export type RefusalPlaceholder<C extends RefusalCode> = PlaceholdersOf<(typeof REFUSALS)[C]>;

/** The codes whose sentence has no placeholder: what a declaration's 403 may name. */
export type PlainRefusalCode = {
  [C in RefusalCode]: [RefusalPlaceholder<C>] extends [never] ? C : never;
}[RefusalCode];

/**
 * What follows a code in a call that refuses with it: the sentence's params when it has placeholders
 * (every one required, no other), then `Rest`. `conflict('sold_out')`,
 * `soldOut('distance_sold_out', { distance: 'Half' }, distanceId)`.
 */
export type RefusalArgs<C extends RefusalCode, Rest extends unknown[] = []> = [
  RefusalPlaceholder<C>,
] extends [never]
  ? Rest
  : [params: Record<RefusalPlaceholder<C>, string | number>, ...Rest];

/** A refusal as a value: its code and the params its sentence takes. */
export interface Refusal {
  code: RefusalCode;
  params?: RefusalParams;
}

/** Whether a code's sentence has placeholders, so its calls pass params first. */
export const takesParams = (code: RefusalCode): boolean => /\{\w+\}/u.test(REFUSALS[code]);

/** A refusal of `code` with its params, checked against the sentence's placeholders. */
export function refusal<C extends RefusalCode>(code: C, ...args: RefusalArgs<C>): Refusal {
  const [params] = args as unknown as [RefusalParams | undefined];
  return params === undefined ? { code } : { code, params };
}

/** The English sentence of a refusal, its placeholders filled in. */
export function refusalSentence(code: RefusalCode, params: RefusalParams = {}): string {
  return fillPlaceholders(REFUSALS[code], params);
}

const codeOfSentence = new Map<string, RefusalCode>(
  (Object.entries(REFUSALS) as [RefusalCode, string][]).map(([code, sentence]) => [sentence, code]),
);

/**
 * The code whose sentence is `sentence` word for word (a path id's schema says its 404 as a
 * sentence), or undefined for a sentence the catalogue does not hold.
 */
export const refusalCodeOf = (sentence: string): RefusalCode | undefined =>
  codeOfSentence.get(sentence);
