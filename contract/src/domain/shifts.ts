// Volunteer shifts (docs/volunteers.md): a race's shifts with a capacity, who signs up for them, their
// waitlists, passes and hours. SPEC's volunteer form (`POST /volantiar`) stays a general offer to the
// site; a shift is what a race needs, when and where.
import { z } from 'zod';

import { DATE_TIME_FORMAT, isIsoDateString } from './dates.js';
import { filledText, patchOf, wholeNumber } from './field-schemas.js';
import { registrationInputSchema, VOLUNTEER_ROLES } from './schemas.js';

export const SHIFT_LIMITS = {
  role: 60,
  name: 80,
  description: 1000,
  location: 120,
  capacity: 2000,
  captains: 10,
  /** The longest shift: a day. */
  hours: 24,
} as const;

/** The roles SPEC's form offers, the ones a shift form suggests (an organiser may name another). */
export const SHIFT_ROLES = VOLUNTEER_ROLES.filter((role) => role !== 'Any role needed');

/** The T-shirt sizes a volunteer may ask for. */
export const SHIRT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

const TIME_MESSAGE = (label: string) => `${label} must be a date-time`;
const shiftTime = (label: string) =>
  z
    .string({ error: TIME_MESSAGE(label) })
    .refine(isIsoDateString, TIME_MESSAGE(label))
    .meta(DATE_TIME_FORMAT);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional();

const CAPACITY_MESSAGE = `Capacity must be a whole number from 1 to ${SHIFT_LIMITS.capacity}`;

const shiftFields = {
  role: filledText('Role', SHIFT_LIMITS.role).describe(
    'One of the volunteer form’s roles (Registration Desk, Course Marshals, Hydration Stations, Finish Line Crew) or the organiser’s own.',
  ),
  name: filledText('Shift name', SHIFT_LIMITS.name),
  description: optionalText('Description', SHIFT_LIMITS.description),
  location: optionalText('Location', SHIFT_LIMITS.location),
  startsAt: shiftTime('startsAt'),
  endsAt: shiftTime('endsAt'),
  capacity: wholeNumber(1, SHIFT_LIMITS.capacity, CAPACITY_MESSAGE),
  captainUids: z
    .array(z.string().min(1).max(128), { error: 'captainUids must be a list of account ids' })
    .max(SHIFT_LIMITS.captains, `A shift has at most ${SHIFT_LIMITS.captains} captains`)
    .optional()
    .describe('The accounts that check this shift’s volunteers in and out and read its list.'),
};

/** A shift's times must make sense: it ends after it starts, within a day. */
export function shiftTimesMessage(startsAt: string, endsAt: string): string | null {
  const from = Date.parse(startsAt);
  const to = Date.parse(endsAt);
  if (!(to > from)) return 'A shift must end after it starts';
  if (to - from > SHIFT_LIMITS.hours * 3_600_000) return 'A shift lasts at most 24 hours';
  return null;
}

export const shiftInputSchema = z.strictObject(shiftFields).superRefine((s, ctx) => {
  const message = shiftTimesMessage(s.startsAt, s.endsAt);
  if (message !== null) ctx.addIssue({ code: 'custom', message, path: ['endsAt'] });
});
export type ShiftInput = z.input<typeof shiftInputSchema>;

/** PATCH: any of the fields; the times are checked once joined with the stored ones. */
export const shiftPatchSchema = patchOf(shiftFields);
export type ShiftPatch = z.input<typeof shiftPatchSchema>;

/** POST .../volunteers and .../waitlist: what a volunteer gives for a shift. */
export const shiftSignUpSchema = z.strictObject({
  name: optionalText('Name', 100).describe(
    'The name the shift’s list shows; the account’s profile name when left out.',
  ),
  phone: registrationInputSchema.shape.phone,
  emergencyContact: filledText('Emergency Contact', 120),
  tshirtVariant: z
    .enum(SHIRT_SIZES, { error: `T-shirt size must be one of: ${SHIRT_SIZES.join(', ')}` })
    .optional(),
  waiverAccepted: z.literal(true, { error: 'Please read and accept the waiver' }),
});
export type ShiftSignUp = z.input<typeof shiftSignUpSchema>;

const isoTime = z.string().meta({ format: 'date-time' });

/** What every answer says of a shift: which, what and when. */
const shiftNamed = {
  shiftId: z.string(),
  role: z.string(),
  name: z.string(),
  startsAt: isoTime,
  endsAt: isoTime,
};

/** A shift as anyone sees it: no personal data. */
export const publicShiftSchema = z.object({
  ...shiftNamed,
  description: z.string(),
  location: z.string(),
  capacity: z.number().int(),
  placesLeft: z.number().int(),
  waiting: z.number().int().describe('People on the shift’s waitlist.'),
});
export type PublicShift = z.infer<typeof publicShiftSchema>;

export const shiftListSchema = z.object({ shifts: z.array(publicShiftSchema) });
export type ShiftList = z.infer<typeof shiftListSchema>;

/** A shift as its organisers see it: with its captains. */
export const shiftSchema = publicShiftSchema.extend({ captainUids: z.array(z.string()) });
export type Shift = z.infer<typeof shiftSchema>;

export const shiftCreatedSchema = z.object({ shiftId: z.string() });

export const shiftSignedUpSchema = z.object({
  shiftId: z.string(),
  passId: z.string().describe('The volunteer’s pass: its QR code is checked in at the desk.'),
});

export const shiftWaitlistPositionSchema = z.object({
  position: z.number().int().describe('1-based.'),
});

/** One volunteer on a shift's list (organisers and that shift's captains). */
export const shiftVolunteerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  emergencyContact: z.string(),
  tshirtVariant: z.string().nullable(),
  captain: z.boolean(),
  passId: z.string(),
  signedUpAt: isoTime,
  checkedInAt: isoTime.nullable(),
  checkedOutAt: isoTime.nullable(),
  hours: z.number().nullable().describe('From check-in to check-out, to a hundredth of an hour.'),
});
export type ShiftVolunteer = z.infer<typeof shiftVolunteerSchema>;

export const shiftRosterSchema = z.object({
  shift: shiftSchema,
  volunteers: z.array(shiftVolunteerSchema),
  waitlist: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      position: z.number().int(),
      offeredUntil: isoTime.nullable(),
    }),
  ),
});
export type ShiftRoster = z.infer<typeof shiftRosterSchema>;

/** A person's own shift (GET /my-shifts/{userId}): signed up with a pass, waiting, or offered. */
export const myShiftSchema = z.object({
  marathonId: z.string(),
  marathonTitle: z.string(),
  ...shiftNamed,
  location: z.string(),
  status: z.enum(['signed_up', 'waiting', 'offered']),
  captain: z
    .boolean()
    .describe('The caller captains this shift: they check its volunteers in and out.'),
  passId: z.string().nullable(),
  position: z.number().int().nullable().describe('On the waitlist, 1-based; null otherwise.'),
  offeredUntil: isoTime.nullable(),
  checkedInAt: isoTime.nullable(),
  checkedOutAt: isoTime.nullable(),
});
export type MyShift = z.infer<typeof myShiftSchema>;
export const myShiftsSchema = z.object({ shifts: z.array(myShiftSchema) });

/** A bare list, one row per shift, as the console's table reads it. */
export const shiftCoverageSchema = z.array(
  z.object({
    ...shiftNamed,
    capacity: z.number().int(),
    filled: z.number().int(),
    checkedIn: z.number().int(),
    noShows: z
      .number()
      .int()
      .describe('Signed up and not checked in once the shift has started; 0 before.'),
    waiting: z.number().int(),
  }),
);
export type ShiftCoverage = z.infer<typeof shiftCoverageSchema>;

/** A volunteer as the desk shows them after a scan. */
const deskVolunteer = z.object({
  userId: z.string(),
  name: z.string(),
  shiftId: z.string(),
  shiftName: z.string(),
  role: z.string(),
});

export const volunteerCheckInSchema = z.object({
  alreadyCheckedIn: z.boolean(),
  checkedInAt: isoTime.describe('The first check-in’s time.'),
  volunteer: deskVolunteer,
});
export type VolunteerCheckIn = z.infer<typeof volunteerCheckInSchema>;

/** POST /marathon/{id}/check-outs: a volunteer's pass, and when it was scanned (offline). */
export const checkOutSchema = z.strictObject({
  passId: z.string().min(1).max(64),
  scannedAt: z
    .string()
    .refine(isIsoDateString, 'scannedAt must be a date-time')
    .meta(DATE_TIME_FORMAT)
    .optional(),
});

export const checkOutResultSchema = z.object({
  alreadyCheckedOut: z.boolean(),
  checkedOutAt: isoTime.describe('The first check-out’s time.'),
  hours: z.number().describe('From check-in to check-out, to a hundredth of an hour.'),
  volunteer: deskVolunteer,
});
export type CheckOutResult = z.infer<typeof checkOutResultSchema>;

/** Hours between two instants, to a hundredth. */
export const hoursBetween = (from: number, to: number): number =>
  Math.round(Math.max(0, to - from) / 36_000) / 100;
