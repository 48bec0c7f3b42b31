// Why a bib, a check-in or a pass is refused on race day (docs/race-day.md): each code's sentence is
// the English of the error; `{name}` placeholders are the answer's `params`.

/** Refusals of bibs, check-ins and passes. */
export const RACE_DAY_REFUSALS = {
  bib_unpaid: 'Not paid: a bib is given once the place is confirmed.',
  bib_out_of_range: 'Bib {bib} is in neither {distance}’s range nor the reserved list.',
  bib_taken: 'Bib {bib} is another runner’s.',
  no_such_bib_job: 'No such bib assignment.',
  no_such_pass_key: 'No runner of this race has that pass key.',
  pass_key_ambiguous: 'Two runners’ passes start with this key: scan the pass or use the bib.',
  pass_other_race: 'This race pass is not one of this race’s.',
  no_such_bib: 'No runner of this race has that bib.',
  check_in_unpaid: 'Not paid',
  scanned_in_future: 'scannedAt ({at}) is in the future: the scanning device’s clock is wrong.',
  scanned_before_confirmed:
    'scannedAt ({at}) is before this runner’s place was confirmed ({confirmed}): the scanning device’s clock is wrong.',
  group_pass_other_race: 'This group pass is not one of this race’s.',
  group_pass_unconfirmed: 'No runner of this group pass is confirmed.',
} as const;
