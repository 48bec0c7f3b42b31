// When a runner may register, withdraw or change a registration. Shared by the API (enforced) and the
// web client (badges, disabled buttons), so both always agree.

export type RegistrationWindowState = 'upcoming' | 'open' | 'closed';

export interface EventDates {
  startRegistrationDate: string;
  endRegistrationDate: string;
  marathonStartDate: string;
}

export function registrationWindow(
  dates: EventDates,
  now: Date = new Date(),
): RegistrationWindowState {
  const t = now.getTime();
  if (t < Date.parse(dates.startRegistrationDate)) return 'upcoming';
  if (t > Date.parse(dates.endRegistrationDate)) return 'closed';
  return 'open';
}

/**
 * The card badge (docs/search.md): what is true now. "Registration Open" only while the window is open,
 * "Opens {Month D}" before it (UTC, as dates are shown), "Registration Closed" after it.
 */
export function registrationBadge(dates: EventDates, now: Date = new Date()): string {
  switch (registrationWindow(dates, now)) {
    case 'upcoming':
      return `Opens ${new Date(dates.startRegistrationDate).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      })}`;
    case 'open':
      return 'Registration Open';
    case 'closed':
      return 'Registration Closed';
  }
}

/** The FAQ promises registrations can be changed or withdrawn until the event starts. */
export function canChangeRegistration(dates: EventDates, now: Date = new Date()): boolean {
  return now.getTime() < Date.parse(dates.marathonStartDate);
}

/** Why a registration is refused outside its window (a 409), by code. */
export const REGISTRATION_WINDOW_REFUSALS = {
  registration_not_open: 'Registration for this marathon has not opened yet.',
  registration_closed: 'Registration for this marathon is closed.',
} as const;

/** The refusal's code of each state but `open`. */
export const registrationWindowRefusals = {
  upcoming: 'registration_not_open',
  closed: 'registration_closed',
} as const satisfies Record<
  Exclude<RegistrationWindowState, 'open'>,
  keyof typeof REGISTRATION_WINDOW_REFUSALS
>;

export const registrationWindowMessages: Record<
  Exclude<RegistrationWindowState, 'open'>,
  string
> = {
  upcoming: REGISTRATION_WINDOW_REFUSALS.registration_not_open,
  closed: REGISTRATION_WINDOW_REFUSALS.registration_closed,
};
