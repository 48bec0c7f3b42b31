// Who may do what on a race: the one rule the API's adapter enforces and the web reads to show only
// what the caller can use (docs/race-day.md). Pure: no Firestore, no React.
import type { Who } from '../http/endpoint.js';
import type { StaffRole } from './schemas.js';

/**
 * What an account is to one race; null for anyone else. A `captain` leads one or more of the race's
 * volunteer shifts (docs/volunteers.md) and has no other role on it: what a captain may do is for
 * their own shifts' volunteers only, which the handler checks.
 */
export type RaceRole = 'organiser' | StaffRole | 'captain';

/** The `who` of a declaration that names roles on the race in its path (`{id}`). */
export type RaceWho =
  | 'creator'
  | 'organisers'
  | 'race staff'
  | 'organisers, shift captains'
  | 'race staff, shift captains';

/** The roles each race-scoped `who` lets in. */
export const ROLES_FOR = {
  creator: ['organiser'],
  organisers: ['organiser', 'co-organiser'],
  'race staff': ['organiser', 'co-organiser', 'check-in'],
  'organisers, shift captains': ['organiser', 'co-organiser', 'captain'],
  'race staff, shift captains': ['organiser', 'co-organiser', 'check-in', 'captain'],
} as const satisfies Record<RaceWho, readonly RaceRole[]>;

export const isRaceWho = (who: Who): who is RaceWho => Object.hasOwn(ROLES_FOR, who);

/**
 * The 403s of a caller without the role on the race, by code: the declaration's `refusal` names one
 * (REFUSAL_FOR's by default).
 */
export const ROLE_REFUSALS = {
  creator_only: 'Only the marathon’s creator can do this.',
  organisers_only: 'Only the marathon’s organisers can do this.',
  staff_only: 'Only the marathon’s staff can do this.',
  shift_captains_only: 'Only the race’s organisers and this shift’s captains can do this.',
  creator_only_activity: 'Only the marathon’s creator can see its activity.',
  creator_only_participants: 'Only the marathon’s creator can see its participants.',
  creator_only_waitlist: 'Only the marathon’s creator can see its waitlist.',
  organiser_only_staff: 'Only the marathon’s organiser can manage its staff.',
} as const;

/** The 403's code for a caller without the role, unless the declaration names its own. */
export const REFUSAL_FOR = {
  creator: 'creator_only',
  organisers: 'organisers_only',
  'race staff': 'staff_only',
  'organisers, shift captains': 'shift_captains_only',
  'race staff, shift captains': 'staff_only',
} as const satisfies Record<RaceWho, keyof typeof ROLE_REFUSALS>;

/** The 403s of a `that user` path naming another account (its declaration's `self.refusal`). */
export const SELF_REFUSALS = {
  not_own_registrations: 'You can only see your own registrations.',
  not_own_registration_pay: 'You can only pay for your own registration.',
  not_own_refund: 'You can only see your own refund.',
  not_own_orders: 'You can only see your own orders.',
  not_own_waitlist: 'You can only see your own waitlist.',
  not_own_ballot_entries: 'You can only see your own ballot entries.',
  not_own_credits: 'You can only see your own credits.',
  not_own_place_defer: 'You can only defer your own place.',
  not_own_place_transfer: 'You can only transfer your own place.',
  not_own_name: 'You can only hide your own name.',
  not_own_preferences: 'You can only see and change your own preferences.',
  not_own_payouts: 'You can only see your own payouts.',
  not_own_marathons: 'You can only see the marathons you created.',
  not_own_staff_races: 'You can only see the races you help with.',
} as const;

/** Why inviting staff, or accepting an invitation, is refused (docs/race-day.md). */
export const STAFF_REFUSALS = {
  verify_email_to_invite:
    'Verify your email address before inviting staff: open the link in the verification mail, then sign in again.',
  open_invitations_limit:
    'This race has {max} open invitations, the most it may hold: withdraw one, or wait until one is accepted or expires.',
  invitation_mail_quota:
    'You sent {max} invitations in the last hour, the most an account may; try again in {minutes} minutes.',
  invitation_gone:
    'This invitation was used, withdrawn or has expired. Ask the organiser for a new one.',
} as const;

/** Whether `role` may call an endpoint declared for `who`. */
export const mayDo = (role: RaceRole | null | undefined, who: RaceWho): boolean =>
  role !== null && role !== undefined && (ROLES_FOR[who] as readonly RaceRole[]).includes(role);

/** Whether `role` may call `endpoint` (any route of the table or declaration). */
export const mayCall = (role: RaceRole | null | undefined, endpoint: { who: Who }): boolean =>
  isRaceWho(endpoint.who) && mayDo(role, endpoint.who);

/** What the role rule reads of a stored race. */
export interface RaceOwnership {
  createdByUid?: unknown;
  createdBy?: unknown;
  staffRoles?: unknown;
  /** The uids that captain one of the race's shifts, as a map of uid to true. */
  shiftCaptains?: unknown;
}

/** What the role rule reads of the caller (from the ID token). */
export interface RoleCaller {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
}

/**
 * The organiser: the race's `createdByUid`. A race without one (made outside the API) belongs to the
 * account whose email it names, and only when the token marks that email verified: Firebase does not
 * verify an address at sign-up, so anyone could register the organiser's.
 */
export function isOrganiserOf(race: RaceOwnership, caller: RoleCaller): boolean {
  const { createdByUid: uid, createdBy: email } = race;
  if (typeof uid === 'string' && uid !== '') return uid === caller.uid;
  return (
    caller.emailVerified &&
    typeof email === 'string' &&
    caller.email !== undefined &&
    email.toLowerCase() === caller.email
  );
}

/** The caller's role on the race: organiser, else the staff role an accepted invitation stored. */
export function roleOf(race: RaceOwnership, caller: RoleCaller): RaceRole | null {
  if (isOrganiserOf(race, caller)) return 'organiser';
  const roles = race.staffRoles;
  const role: unknown =
    typeof roles === 'object' && roles !== null
      ? (roles as Record<string, unknown>)[caller.uid]
      : undefined;
  if (role === 'co-organiser' || role === 'check-in') return role;
  const captains = race.shiftCaptains;
  return typeof captains === 'object' && captains !== null && Object.hasOwn(captains, caller.uid)
    ? 'captain'
    : null;
}
