// Why a registration, a change of it or a waitlist place is refused (docs/registration.md,
// docs/places.md): each code's sentence is the English of the error; `{name}` placeholders are the
// answer's `params`. The registration window's and the waiver's are beside their rules
// (registration-window.ts, race-form.ts).

/** Refusals of registering, changing a registration, taking a place and waiting for one. */
export const REGISTRATION_REFUSALS = {
  already_registered: 'You are already registered for this marathon.',
  not_registered: 'You are not registered for this marathon.',
  register_self_only: 'You can only register yourself.',
  record_other_marathon: 'The registration record names another marathon.',
  race_started_no_changes: 'This marathon has started; its registrations can no longer be changed.',
  runner_not_registered: 'That runner is not registered for this marathon.',
  runner_no_longer_registered: 'This runner is no longer registered.',
  no_such_runner: 'No runner of this race has that id.',
  choose_distance: 'Please choose a distance: this race has several.',
  distance_not_in_race: 'That distance is not one of this race’s distances.',
  distance_id_not_in_race: 'distanceId is not one of this race’s distances.',
  no_price_in_force: '{distance} has no price in force: registration is closed.',
  sold_out: 'This marathon is sold out.',
  distance_sold_out: '{distance} is sold out.',
  registration_rush: 'Too many runners are registering at this moment. Please try again.',
  race_changed_meanwhile: 'The race changed at this moment. Please try again.',
  registration_changed_meanwhile: 'Your registration changed at this moment. Please try again.',
  credit_spent_meanwhile:
    'Your credit was used by another registration at this moment. Please try again.',
  transfer_open_no_change:
    'A transfer of your place is open. Cancel it before changing your distance.',
  distance_change_pending: 'Your change of distance is already waiting for its payment.',
  unpaid_no_distance_change:
    'Your place is not paid yet: pay for it first, or withdraw and register for the other distance.',
  waiting_other_distance:
    'You are already waiting for {distance}: leave that waitlist to wait for another distance.',
  places_left: 'This marathon still has places: register instead of joining the waitlist.',
  distance_places_left: '{distance} still has places: register instead of joining its waitlist.',
  no_open_offer: 'You have no open offer for this marathon.',
} as const;
