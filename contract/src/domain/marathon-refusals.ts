// Why a race's own settings or pages refuse a request: an edit its runners' answers, payments or places
// forbid, an id the race does not have, a search or an opinion over its limit (docs/api.md, "Errors").
// Each code's sentence is the English of the error; `{name}` placeholders are the answer's `params`.

/** Refusals of a race's edits and pages. */
export const MARATHON_REFUSALS = {
  unknown_distance: 'Not one of this race’s distances',
  unknown_question: 'Not one of this race’s questions',
  distance_ids_unknown: 'A distance id is not one of this race’s distances.',
  invalid_questions: 'Some questions are invalid.',
  question_type_locked: '"{question}" has answers: its type cannot change.',
  option_in_use: '"{question}" has answers "{option}": that option cannot be removed.',
  refund_policy_less_generous:
    'Someone has paid for this race, so its refund policy can only become more generous.',
  distance_in_use: '{distance} cannot be removed: it has registrations or a waitlist.',
  capacity_below_taken:
    'Capacity cannot be lower than the {taken} places already taken (registrations and open offers).',
  distance_capacity_below_taken:
    '{distance}’s capacity cannot be lower than the {taken} places already taken (registrations and open offers).',
  too_many_searches: 'Too many searches from your network. Please wait a minute and try again.',
  too_many_submissions:
    'Too many submissions from your network. Please wait a minute and try again.',
} as const;
