// One zod schema per request body. The API validates with them and the web forms show the same
// messages, so a message the server would send appears before the request is made.
import { z } from 'zod';

import { filledText, trueOrFalse, wholeNumber } from './field-schemas.js';
import { formatCount } from './numbers.js';
import { ballotSettingsSchema } from './ballot.js';
import { teamJoinFields, teamSettingsSchema } from './teams.js';
import { couponCodeSchema, referralCodeSchema } from './coupons.js';
import { consentInputFields } from './consent.js';
import { DATE_TIME_FORMAT, isCalendarDay, isIsoDateString } from './dates.js';
import { moneyProblems, PAYMENT_METHODS } from './money.js';
import { quotedMethods } from './payment-methods.js';
import { amountSchema, moneyInputFields, pricesSchema } from './money-schemas.js';
import { organiserDetailInputFields } from './organiser-details.js';
import { PASS_KEY_LENGTH } from './roster.js';
import {
  canonicalTimeZone,
  START_TIME_MESSAGE,
  START_TIME_PATTERN,
  TIME_ZONE_MESSAGE,
  TIME_ZONE_REQUIRED,
} from './start-time.js';
import { filledPattern, ONE_LINE, oneLine, PARAGRAPHS, paragraphs } from './text-rules.js';

export const LIMITS = {
  title: 120,
  location: 120,
  runningDistance: 40,
  url: 2048,
  description: 5000,
  name: 100,
  email: 254,
  phone: 30,
  emergencyContact: 120,
  opinion: 1000,
  role: 40,
  distanceName: 60,
} as const;

/** Some character that is not white space: what a required field holds once trimmed. */
const FILLED = /\S/u;

/** A text that must be filled in, trimmed, bounded, one line (or `paragraphs`): `<label> is required`. */
export const requiredText = (label: string, max: number, lines = oneLine) => {
  const [rule, message] = lines(label);
  return z
    .string({ error: `${label} is required` })
    .trim()
    .regex(FILLED, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(rule, message)
    .meta({ pattern: filledPattern(rule) });
};

export const EMAIL_MESSAGE = 'Please enter a valid email address';

/**
 * zod's email rule as a pattern on the string itself (not a pipe), so the OpenAPI document states it:
 * `format: email` and the exact pattern the API checks.
 */
const emailRule = [z.regexes.email, EMAIL_MESSAGE] as const;
const EMAIL_FORMAT = { format: 'email', pattern: z.regexes.email.source } as const;

const email = (label = 'Email') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(FILLED, `${label} is required`)
    .max(LIMITS.email, `${label} must be at most ${LIMITS.email} characters`)
    .regex(...emailRule)
    .meta(EMAIL_FORMAT);

const HTTP_URL_PATTERN =
  '^(?:/[^/\\\\\\s\\u0000-\\u001F]|https?://(?:[A-Za-z0-9-]+\\.)*[A-Za-z][A-Za-z0-9-]*(?::\\d{1,4})?(?:[/?#]|$))[^\\s\\u0000-\\u001F]*$';

/**
 * An absolute http(s) URL, or a path on this site (`/images/...`, how the sample events point at
 * images Hosting serves). Anything else (javascript:, data:, protocol-relative //host) is refused.
 */
export const httpUrl = (label: string) =>
  requiredText(label, LIMITS.url)
    .refine((value) => {
      if (/^\/(?![/\\])/u.test(value)) return true;
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, `${label} must be a valid http(s) URL`)
    // What the document states (a subset of what the check takes): a path on this site, or an
    // http(s) URL whose host name ends in a letter (a number there is read as an IPv4 address).
    .meta({ pattern: HTTP_URL_PATTERN });

const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .refine(isIsoDateString, `${label} must be a valid date`)
    .meta(DATE_TIME_FORMAT);

export const CAPACITY_MAX = 100_000;
export const OFFER_HOURS_DEFAULT = 48;
export const CAPACITY_MESSAGE =
  'Capacity must be a whole number from 1 to 100,000, or empty for no limit';
export const OFFER_HOURS_MESSAGE = 'Offer hours must be a whole number from 1 to 168';

/** A whole number in range, or empty ('' or null) for none. */
const optionalWhole = (message: string, max: number) =>
  z
    .union(
      [
        z.number().int(message).min(1, message).max(max, message),
        z.null(),
        z.literal('').transform(() => null),
      ],
      { error: message },
    )
    .optional();

/**
 * The field limit: a whole number, or empty ('' from a cleared form field, or null) for no limit,
 * which the output carries as null. Left out of a PATCH, the stored limit stays as it is.
 */
const capacity = optionalWhole(CAPACITY_MESSAGE, CAPACITY_MAX);

/** How long a place offered to the waitlist is held; left out, 48 on create and unchanged on edit. */
const offerHours = wholeNumber(1, 168, OFFER_HOURS_MESSAGE).optional();

/** HH:MM, or empty ('' from a cleared input, or null) for none; left out, an edit keeps it. */
const startTimeSchema = z
  .union(
    [
      z.string().regex(START_TIME_PATTERN, START_TIME_MESSAGE),
      z.null(),
      z.literal('').transform(() => null),
    ],
    { error: START_TIME_MESSAGE },
  )
  .optional();

/** An IANA zone, stored as Intl spells it; empty or null for none; left out, an edit keeps it. */
const timeZoneSchema = z
  .union(
    [
      z.literal('').transform(() => null),
      z
        .string()
        .max(64, TIME_ZONE_MESSAGE)
        .refine((zone) => canonicalTimeZone(zone) !== null, TIME_ZONE_MESSAGE)
        .transform((zone) => canonicalTimeZone(zone) ?? zone)
        .describe('An IANA time zone name, e.g. America/Chicago.'),
      z.null(),
    ],
    { error: TIME_ZONE_MESSAGE },
  )
  .optional();

export const DISTANCES_MAX = 8;
/** A distance's id: assigned by the server from its name, never changed (docs/places.md). */
export const DISTANCE_ID = /^[a-z0-9-]{1,40}$/u;
export const BIB_MAX = 999_999;
export const MINIMUM_AGE_MESSAGE = 'Minimum age must be a whole number from 1 to 120, or empty';
export const BIB_MESSAGE = 'Bib numbers must be whole numbers from 1 to 999,999, or empty';

/** One distance of a race as the add and edit forms send it; without `id` it is a new one. */
export const distanceInputSchema = z.strictObject({
  id: z
    .string({ error: 'Distance id must be text' })
    .regex(DISTANCE_ID, 'Distance id is not one of this race’s distances')
    .optional(),
  name: requiredText('Distance name', LIMITS.distanceName),
  runningDistance: requiredText('Running distance', LIMITS.runningDistance),
  capacity,
  minimumAge: optionalWhole(MINIMUM_AGE_MESSAGE, 120),
  bibFrom: optionalWhole(BIB_MESSAGE, BIB_MAX),
  bibTo: optionalWhole(BIB_MESSAGE, BIB_MAX),
  // Price tiers (docs/payments.md); absent or empty: free.
  prices: pricesSchema.optional(),
  // Decided by ballot (docs/ballot.md); null removes it, absent keeps it on an edit.
  ballot: ballotSettingsSchema.nullable().optional(),
  // Its own start when it differs from the race's (HH:MM in the race's time zone; start-time.ts).
  startTime: startTimeSchema,
  // Teams of runners (docs/teams.md); null removes the rule, absent keeps it on an edit.
  teams: teamSettingsSchema.nullable().optional(),
});
export type DistanceInput = z.infer<typeof distanceInputSchema>;

const distances = z
  .array(distanceInputSchema, { error: 'Distances must be a list' })
  .min(1, 'A race needs at least one distance')
  .max(DISTANCES_MAX, `A race has at most ${DISTANCES_MAX} distances`)
  .optional();

export const QUESTION_TYPES = ['text', 'choice', 'number', 'date', 'checkbox'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTIONS_MAX = 20;
export const QUESTION_LIMITS = { label: 200, options: 50, option: 100, answer: 200 } as const;
export const WAIVER_MAX = 10_000;
/** A question's id: assigned by the server from its label, never changed (docs/registration.md). */
export const QUESTION_ID = /^[a-z0-9-]{1,40}$/u;

/** One question of the registration form, as the add and edit forms send it. */
export const questionInputSchema = z
  .strictObject({
    id: z
      .string({ error: 'Question id must be text' })
      .regex(QUESTION_ID, 'Question id is not one of this race’s questions')
      .optional(),
    label: requiredText('Question', QUESTION_LIMITS.label),
    type: z.enum(QUESTION_TYPES, {
      error: `Question type must be one of ${QUESTION_TYPES.join(', ')}`,
    }),
    options: z
      .array(requiredText('Option', QUESTION_LIMITS.option), { error: 'Options must be a list' })
      .max(QUESTION_LIMITS.options, `A question has at most ${QUESTION_LIMITS.options} options`)
      .optional(),
    required: trueOrFalse('Required').optional().default(false),
    distanceIds: z
      .array(z.string({ error: 'Distance id must be text' }).max(40), {
        error: 'Distances must be a list, or null for every distance',
      })
      .min(1, 'Name at least one distance, or null for every distance')
      .nullable()
      .optional()
      .default(null),
  })
  .superRefine((q, ctx) => {
    const options = q.options ?? [];
    if (q.type === 'choice' && options.length < 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'A choice needs at least 2 options',
      });
    }
    if (q.type !== 'choice' && options.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only a choice has options' });
    }
    if (new Set(options.map((o) => o.toLowerCase())).size !== options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Options must differ' });
    }
  });
export type QuestionInput = z.input<typeof questionInputSchema>;

/** The waiver runners accept; empty text (or null) means none. The server numbers its versions. */
const waiver = z
  .union(
    [
      z.strictObject({
        text: z
          .string({ error: 'Waiver text must be text' })
          .trim()
          .max(WAIVER_MAX, `Waiver text must be at most ${formatCount(WAIVER_MAX)} characters`)
          .regex(...paragraphs('Waiver text')),
        // Sent back by an edit form as it was read; the server decides the version.
        version: z.number().int().optional(),
      }),
      z.null(),
    ],
    { error: 'Waiver must be {text} or null' },
  )
  .optional();

const marathonFields = z.strictObject({
  title: requiredText('Title', LIMITS.title),
  startRegistrationDate: isoDate('Registration start date'),
  endRegistrationDate: isoDate('Registration end date'),
  marathonStartDate: isoDate('Marathon start date'),
  // When on that day, where (start-time.ts): null or '' clears, left out keeps on an edit.
  startTime: startTimeSchema,
  timeZone: timeZoneSchema,
  location: requiredText('Location', LIMITS.location),
  // Required without `distances`; with them it is ignored (the first distance's is answered).
  runningDistance: requiredText('Running distance', LIMITS.runningDistance).optional(),
  marathonImageURL: httpUrl('Image URL'),
  description: requiredText('Description', LIMITS.description, paragraphs),
  capacity,
  offerHours,
  distances,
  reservedBibs: z
    .array(wholeNumber(1, BIB_MAX, BIB_MESSAGE), {
      error: 'Reserved bibs must be a list of numbers',
    })
    .max(1000, 'At most 1,000 reserved bibs')
    .optional(),
  questions: z
    .array(questionInputSchema, { error: 'Questions must be a list' })
    .max(QUESTIONS_MAX, `A race asks at most ${QUESTIONS_MAX} questions`)
    .optional(),
  waiver,
  // One of the race's discount codes, mailed to each volunteer after check-out (docs/volunteers.md):
  // null clears, left out keeps on an edit.
  volunteerThanksCode: couponCodeSchema.nullable().optional(),
  ...moneyInputFields,
  // Who issues the receipts (organiser-details.ts): '' or null clears, left out keeps on an edit.
  ...organiserDetailInputFields,
});

type MarathonFields = z.output<typeof marathonFields>;

/** Distance names unique in the race (case-insensitive), ids named once, bib ranges in order. */
function checkDistances(m: MarathonFields, ctx: z.RefinementCtx): void {
  if (m.distances === undefined) {
    if (m.runningDistance === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['runningDistance'],
        message: 'Running distance is required',
      });
    }
    return;
  }
  flagRepeats(ctx, 'distances', m.distances, {
    name: [
      (d) => d.name.toLowerCase(),
      (d) => `Distance names must differ: "${d.name}" is used twice`,
    ],
    id: [(d) => d.id, () => 'A distance is listed twice'],
  });
  m.distances.forEach((d, i) => {
    const from = d.bibFrom ?? null;
    const to = d.bibTo ?? null;
    if ((from === null) !== (to === null) || (from !== null && to !== null && to < from)) {
      ctx.addIssue({
        code: 'custom',
        path: ['distances', i, 'bibTo'],
        message: 'A bib range needs a first and a last number, the last not below the first',
      });
    }
  });
  const ranges = m.distances
    .flatMap((d, i) =>
      typeof d.bibFrom === 'number' && typeof d.bibTo === 'number'
        ? [{ i, from: d.bibFrom, to: d.bibTo }]
        : [],
    )
    .sort((a, b) => a.from - b.from);
  ranges.slice(1).forEach((r, k) => {
    const before = ranges[k];
    if (before && r.from <= before.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['distances', r.i, 'bibFrom'],
        message: 'Bib ranges of one race must not overlap',
      });
    }
  });
}

/** Question labels and ids named once; `distanceIds` must name the race's distances (checked by the API). */
function checkQuestions(m: MarathonFields, ctx: z.RefinementCtx): void {
  flagRepeats(ctx, 'questions', m.questions ?? [], {
    label: [
      (q) => q.label.toLowerCase(),
      (q) => `Questions must differ: "${q.label}" is asked twice`,
    ],
    id: [(q) => q.id, () => 'A question is listed twice'],
  });
}

/** How a list's items must differ in one field: the key compared, and the sentence for a repeat. */
type RepeatRule<T> = [keyOf: (item: T) => string | undefined, message: (item: T) => string];

/**
 * One issue at `[list, index, field]` for every item whose key an earlier item of the list already
 * has (the first stays valid, so the form marks the repeat, not the original). No key, no check.
 */
function flagRepeats<T>(
  ctx: z.RefinementCtx,
  list: string,
  items: readonly T[],
  rules: Record<string, RepeatRule<T>>,
): void {
  for (const [field, [keyOf, message]] of Object.entries(rules)) {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const key = keyOf(item);
      if (key === undefined) return;
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: [list, i, field], message: message(item) });
      }
      seen.add(key);
    });
  }
}

/** Registration start <= registration end <= marathon start, reported on the later field. */
function checkDateOrder(m: MarathonFields, ctx: z.RefinementCtx): void {
  const start = Date.parse(m.startRegistrationDate);
  const end = Date.parse(m.endRegistrationDate);
  const race = Date.parse(m.marathonStartDate);
  if (end < start) {
    ctx.addIssue({
      code: 'custom',
      path: ['endRegistrationDate'],
      message: 'Registration end date must be on or after the registration start date',
    });
  }
  if (race < end) {
    ctx.addIssue({
      code: 'custom',
      path: ['marathonStartDate'],
      message: 'Marathon start date must be on or after the registration end date',
    });
  }
}

/** The money settings the form sends, checked together (an edit leaving them out is checked by the API). */
function checkMoney(m: MarathonFields, ctx: z.RefinementCtx): void {
  if (m.paymentMethods === undefined) return;
  const priced = (m.distances ?? []).some((d) => (d.prices ?? []).length > 0);
  const settings = {
    paymentMethods: m.paymentMethods,
    bankAccount: m.bankAccount ?? null,
    ...(m.currency === undefined ? {} : { currency: m.currency }),
  };
  for (const [field, message] of moneyProblems(settings, priced)) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/**
 * A start time needs its zone: one cleared (null) beside a time is refused here; one left out of an
 * edit is the stored zone, which the API checks (functions/src/marathons/start-time.ts).
 */
function checkStartZone(m: MarathonFields, ctx: z.RefinementCtx): void {
  const timed =
    typeof m.startTime === 'string' ||
    (m.distances ?? []).some((d) => typeof d.startTime === 'string');
  if (timed && m.timeZone === null) {
    ctx.addIssue({ code: 'custom', path: ['timeZone'], message: TIME_ZONE_REQUIRED });
  }
}

function checkMarathon(m: MarathonFields, ctx: z.RefinementCtx): void {
  checkDistances(m, ctx);
  checkStartZone(m, ctx);
  checkMoney(m, ctx);
  checkQuestions(m, ctx);
  checkDateOrder(m, ctx);
}

export const marathonInputSchema = marathonFields.superRefine(checkMarathon);
export type MarathonInput = z.infer<typeof marathonInputSchema>;

/**
 * POST /marathons also takes what the original client's add call sends besides the form
 * (docs/differences-from-spec.md): `createdBy` and `createdAt` are ignored (the caller's token and
 * the server clock decide), and `totalRegistrationCount` must be the empty array. Any other unknown
 * field is still refused.
 */
export const marathonCreateSchema = marathonFields
  .extend({
    createdBy: z.string().max(LIMITS.email, 'createdBy is too long').optional(),
    createdAt: z.string().max(64, 'createdAt is too long').optional(),
    totalRegistrationCount: z
      .array(z.unknown())
      .max(0, 'totalRegistrationCount must be empty: a new marathon has no registrations')
      .optional(),
  })
  .superRefine(checkMarathon)
  .transform(
    ({ createdBy: _by, createdAt: _at, totalRegistrationCount: _none, ...input }): MarathonInput =>
      input,
  );

/** The earliest date of birth the form takes. */
export const DOB_MIN = '1900-01-01';

/** The marathon registration form (the server adds marathonId and userId). */
export const registrationInputSchema = z.strictObject({
  email: email('Email'),
  firstName: requiredText('First Name', LIMITS.name),
  lastName: requiredText('Last Name', LIMITS.name),
  phone: requiredText('Phone', LIMITS.phone)
    .regex(/^[+\d][\d\s().-]{3,}$/u, 'Phone must be a valid phone number')
    // The document's subset: spaces only inside, so nothing is trimmed away.
    .meta({ pattern: '^[+\\d][\\d ().-]{2,}[\\d().-]$' }),
  emergencyContact: z
    .string()
    .trim()
    .max(
      LIMITS.emergencyContact,
      `Emergency Contact must be at most ${LIMITS.emergencyContact} characters`,
    )
    .regex(...oneLine('Emergency Contact'))
    .optional()
    .default(''),
  // Which distance: required when the race has two or more (checked against the race by the API).
  distanceId: z
    .string({ error: 'distanceId must be text' })
    .max(40, 'distanceId is not one of this race’s distances')
    .optional(),
  // The race's questions, waiver and minimum age (docs/registration.md): their shape here, their
  // rules for one race in race-form.ts (the API and the web apply the same).
  answers: z
    .record(
      z.string().max(40, 'Not one of this race’s questions'),
      z.union(
        [
          z
            .string()
            .max(2000, 'Answer is too long')
            .regex(...oneLine('An answer')),
          z.number(),
          z.boolean(),
          z.null(),
        ],
        {
          error: 'An answer must be text, a number, true or false',
        },
      ),
      { error: 'Answers must be an object of question id to answer' },
    )
    .optional(),
  dateOfBirth: z
    .string({ error: 'Date of birth must be a date' })
    .regex(/^\d{4}-\d{2}-\d{2}$/u, 'Date of birth must be a date (YYYY-MM-DD)')
    .refine((v) => isCalendarDay(v), 'Date of birth must be a real date')
    // Nobody registering was born before 1900: an earlier year is a typing mistake.
    .regex(/^(?:19|[2-9]\d)\d{2}-/u, `Date of birth must be on or after ${DOB_MIN}`)
    .meta({ format: 'date', pattern: '^(?:19|[2-9]\\d)\\d{2}-\\d{2}-\\d{2}$' })
    .optional(),
  waiverAccepted: z
    .number({ error: 'waiverAccepted must be the version of the waiver accepted' })
    .int('waiverAccepted must be the version of the waiver accepted')
    .optional(),
  // The runner's consent (docs/messages.md, "Consent"): stored with its time only when registering
  // or ordering; a change of the registration leaves it as it is (PATCH .../consent changes it).
  ...consentInputFields,
});
export type RegistrationInput = z.input<typeof registrationInputSchema>;
/** The form as the API holds it once parsed: registering, joining the waitlist, changing. */
export type RegistrationForm = z.output<typeof registrationInputSchema>;

/** What a new registration may carry besides the form: a discount code, a referrer's code. */
const discountFields = {
  code: couponCodeSchema
    .optional()
    .describe('A discount code (docs/coupons.md): a refused one is 409 and nothing is taken.'),
  referralCode: referralCodeSchema
    .optional()
    .describe('The referrer’s code from their link; one that names nobody is ignored.'),
};

/** PATCH /marathonApply/{id}: the form, with a discount code, a referrer's code and a team. */
export const applyInputSchema = registrationInputSchema.extend({
  ...discountFields,
  ...teamJoinFields,
});
export type ApplyInput = z.input<typeof applyInputSchema>;

/**
 * POST /marathon/{id}/waitlist/accept: nothing, or the waiver version read again after a change; a
 * discount code and a referrer's code as when registering.
 */
export const acceptOfferSchema = z.strictObject({
  waiverAccepted: registrationInputSchema.shape.waiverAccepted,
  ...discountFields,
});

/**
 * The original client registers with the add-to-set itself:
 * `{"$addToSet": {"totalRegistrationCount": {marathonId, userId, ...the form}}}`. The record's
 * marathonId and userId must name the path's marathon and the caller (checked by the route).
 */
export const registrationEnvelopeSchema = z.strictObject({
  $addToSet: z.strictObject({
    totalRegistrationCount: registrationInputSchema.extend({
      marathonId: z.string({ error: 'marathonId is required' }).max(128),
      userId: z.string({ error: 'userId is required' }).max(128),
    }),
  }),
});

export const FILL_ALL_FIELDS = 'Please fill in all fields';

/**
 * A field of the feedback form: the original client gives every empty one the same sentence; a
 * field too long is told its limit, as every other form's field is.
 */
const filledIn = (max: number, rule: RegExp, label: string) =>
  z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .regex(FILLED, FILL_ALL_FIELDS)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(rule, rule === PARAGRAPHS ? paragraphs(label)[1] : oneLine(label)[1])
    .meta({ pattern: filledPattern(rule) });

/** Community feedback: every empty field reports the spec's one sentence. */
export const opinionInputSchema = z.strictObject({
  name: filledIn(LIMITS.name, ONE_LINE, 'Name'),
  email: z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .regex(FILLED, FILL_ALL_FIELDS)
    .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
    .regex(...emailRule)
    .meta(EMAIL_FORMAT),
  opinion: filledIn(LIMITS.opinion, PARAGRAPHS, 'Opinion'),
});
export type OpinionInput = z.infer<typeof opinionInputSchema>;

export const VOLUNTEER_ROLES = [
  'Registration Desk',
  'Course Marshals',
  'Hydration Stations',
  'Finish Line Crew',
  'Any role needed',
] as const;
export const VOLUNTEER_ROLE_PLACEHOLDER = 'Select a role';

/** docs/product.md: the volunteer form has no required fields; a chosen role must be a real one. */
export const volunteerInputSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .max(LIMITS.name, `Name must be at most ${LIMITS.name} characters`)
    .regex(...oneLine('Name'))
    .optional()
    .default(''),
  email: z
    .string()
    .trim()
    .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
    .refine((v) => v === '' || z.regexes.email.test(v), EMAIL_MESSAGE)
    // Empty (no address) or an email: the document states the email, a client may leave it out.
    .meta(EMAIL_FORMAT)
    .optional()
    .default(''),
  role: z
    .union([z.enum(VOLUNTEER_ROLES), z.literal(''), z.literal(VOLUNTEER_ROLE_PLACEHOLDER)])
    .optional()
    .default(''),
});
export type VolunteerInput = z.input<typeof volunteerInputSchema>;

/** The profile posted after sign-up. No password field: the identity service owns passwords. */
export const userProfileInputSchema = z.strictObject({
  name: requiredText('Full Name', LIMITS.name),
  email: email('Email Address').optional(),
  photo: z
    .union([z.literal(''), httpUrl('Photo URL')])
    .optional()
    .default(''),
});
export type UserProfileInput = z.input<typeof userProfileInputSchema>;

/** POST /marathon/{id}/bibs/assign. */
export const bibAssignSchema = z.strictObject({
  order: z.enum(['registration', 'lastName'], {
    error: 'order must be "registration" or "lastName"',
  }),
});

/** PUT /marathon/{id}/registrations/{userId}/bib: a number, or null to clear it. */
export const setBibSchema = z.strictObject({
  bib: z.union(
    [z.number().int(BIB_MESSAGE).min(1, BIB_MESSAGE).max(BIB_MAX, BIB_MESSAGE), z.null()],
    { error: BIB_MESSAGE },
  ),
});

/**
 * POST /marathon/{id}/check-ins: exactly one of passId, passKey, bib, userId or groupPassId (an
 * order's group pass, docs/orders.md); `scannedAt` when made offline.
 */
export const checkInSchema = z
  .strictObject({
    passId: z.string().min(1).max(64).optional(),
    // The roster's key of a pass (roster.ts): how the check-in screen names a runner found by name.
    passKey: z.string().length(PASS_KEY_LENGTH).optional(),
    bib: z.number().int().min(1).max(BIB_MAX).optional(),
    userId: z.string().min(1).max(128).optional(),
    groupPassId: z.string().min(1).max(64).optional(),
    scannedAt: z
      .string()
      .refine(isIsoDateString, 'scannedAt must be a date-time')
      .meta(DATE_TIME_FORMAT)
      .optional(),
  })
  .refine(
    (c) =>
      [c.passId, c.passKey, c.bib, c.userId, c.groupPassId].filter((v) => v !== undefined)
        .length === 1,
    {
      message: 'Send exactly one of passId, passKey, bib, userId or groupPassId',
      path: ['passId'],
    },
  )
  // The same rule as JSON Schema states it, for the OpenAPI document.
  .meta({
    oneOf: [
      { required: ['passId'] },
      { required: ['passKey'] },
      { required: ['bib'] },
      { required: ['userId'] },
      { required: ['groupPassId'] },
    ],
  });

export const STAFF_ROLES = ['co-organiser', 'check-in'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** POST /marathon/{id}/staff. */
export const staffInviteSchema = z.strictObject({
  email: email('Email'),
  role: z.enum(STAFF_ROLES, { error: 'role must be "co-organiser" or "check-in"' }),
});

/** POST /marathon/{id}/staff/accept. */
export const staffAcceptSchema = z.strictObject({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200),
});

/** POST /marathon/{id}/registrations/{userId}/transfer: who the place goes to. */
export const transferStartSchema = z.strictObject({ email: email('Email') });

/**
 * POST /marathon/{id}/transfers/accept: the link's token and the recipient's own registration form.
 * The distance is the sender's: naming one is refused like any unknown field.
 */
export const transferAcceptSchema = registrationInputSchema
  .omit({ distanceId: true })
  .extend({ token: staffAcceptSchema.shape.token });
export type TransferAcceptInput = z.input<typeof transferAcceptSchema>;

/** POST /marathon/{id}/registrations/{userId}/payments: how the runner pays; the server prices it. */
export const paymentStartSchema = z.strictObject({
  method: z.enum(PAYMENT_METHODS, { error: `method must be ${quotedMethods()}` }),
});

/** POST /marathon/{id}/registrations/{userId}/payments/manual: money the organiser received by hand. */
/** An organiser's refund: any amount up to what is left of the runner's payment. */
export const organiserRefundSchema = z.strictObject({
  amount: amountSchema.min(1, 'Amount must be at least 1 cent'),
  reason: filledText('Reason', 200).regex(...oneLine('Reason')),
  cancel: trueOrFalse('Cancel').optional().default(false),
});
export type OrganiserRefundInput = z.infer<typeof organiserRefundSchema>;

export const manualPaymentSchema = z.strictObject({
  amount: amountSchema.min(1, 'Amount must be at least 1 cent'),
  note: z
    .string()
    .trim()
    .max(200, 'Note must be at most 200 characters')
    .regex(...oneLine('Note'))
    .optional()
    .default(''),
});
