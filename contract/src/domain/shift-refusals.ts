// Why a volunteer shift, a place on one, or a volunteer's check-out is refused (docs/volunteers.md).
/** Why a shift, or a place on one, is refused (409), each with its own sentence. */
export const SHIFT_REFUSALS = {
  shift_full: 'This shift is full. You can join its waitlist.',
  shift_overlap: 'You already volunteer at that time: {shift}.',
  shift_already_signed_up: 'You are already signed up for this shift.',
  shift_has_room: 'This shift still has places: sign up for it instead.',
  shift_started: 'This shift has already started.',
  shift_capacity_below:
    'This shift has {count} volunteers signed up or offered a place: its capacity cannot be lower.',
  not_checked_in: 'This volunteer has not checked in yet.',
  thanks_code_unknown: 'The volunteers’ thanks code must be one of this race’s discount codes.',
} as const;

/** A shift or a volunteer that is not there (404), and the 403s of a person's own place. */
export const SHIFT_LOOKUP_REFUSALS = {
  no_such_shift: 'No such shift.',
  shift_not_found: 'Shift not found.',
  volunteer_not_found: 'Volunteer not found.',
  no_such_volunteer: 'No such volunteer on this shift.',
  not_own_shift_place: 'You can only drop your own place on a shift.',
  not_own_shifts: 'You can only see your own shifts.',
} as const;
