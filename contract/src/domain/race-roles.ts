// Who may do what on a race: the one rule the API's adapter enforces and the web reads to show only
// what the caller can use (docs/race-day.md). Pure: no Firestore, no React.
import type { Who } from '../http/endpoint.js';
import type { StaffRole } from './schemas.js';

/** What an account is to one race; null for anyone else. */
export type RaceRole = 'organiser' | StaffRole;

/** The `who` of a declaration that names roles on the race in its path (`{id}`). */
export type RaceWho = 'creator' | 'organisers' | 'race staff';

/** The roles each race-scoped `who` lets in. */
export const ROLES_FOR = {
  creator: ['organiser'],
  organisers: ['organiser', 'co-organiser'],
  'race staff': ['organiser', 'co-organiser', 'check-in'],
} as const satisfies Record<RaceWho, readonly RaceRole[]>;

export const isRaceWho = (who: Who): who is RaceWho => Object.hasOwn(ROLES_FOR, who);

/** The 403's sentence for a caller without the role, unless the declaration words its own. */
export const REFUSAL_FOR: Record<RaceWho, string> = {
  creator: 'Only the marathon’s creator can do this.',
  organisers: 'Only the marathon’s organisers can do this.',
  'race staff': 'Only the marathon’s staff can do this.',
};

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
  return role === 'co-organiser' || role === 'check-in' ? role : null;
}
