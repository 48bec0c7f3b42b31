// Written by web/scripts/refusal-words.ts from the contract’s refusals and field messages: do not
// edit; run `npm -w web run i18n:extract` (docs/languages.md). Each API refusal’s words by its code,
// and each field message’s, in the refusals’ own catalogue, loaded with the first shown (refusals.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldLabel, FieldMessageCode } from '@run/contract/domain/field-messages';
import type { RefusalCode } from '@run/contract/domain/refusals';

export const REFUSAL_WORDS: Record<RefusalCode, MessageDescriptor> = {
  accept_own_transfer: msg({ message: 'You cannot accept your own transfer.' }),
  already_in_team: msg({ message: 'Your registration is in a team already.' }),
  already_registered: msg({ message: 'You are already registered for this marathon.' }),
  api_key_invalid: msg({ message: 'The API key is missing, unknown or revoked.' }),
  api_key_not_found: msg({ message: 'API key not found.' }),
  api_key_other_race: msg({ message: 'This API key is for another race.' }),
  api_key_scope: msg({ message: 'This API key does not hold the {scope} scope.' }),
  auth_header_malformed: msg({ message: 'The Authorization header must be "Bearer <ID token>".' }),
  ballot_already_entered: msg({ message: 'You have already entered this ballot.' }),
  ballot_closed: msg({ message: 'The ballot has closed.' }),
  ballot_drawn: msg({ message: 'The draw has taken place: the entry can no longer be withdrawn.' }),
  ballot_entry_not_found: msg({ message: 'Ballot entry not found.' }),
  ballot_no_commitment: msg({
    message: 'This ballot has no commitment yet: it is made with its first entry.',
  }),
  ballot_not_open: msg({ message: 'The ballot is not open for entries yet.' }),
  ballot_only: msg({ message: 'This distance is decided by ballot.' }),
  ballot_seed_public: msg({
    message:
      'This race’s draw is made and its seed published: no ballot can be added, reopened or moved.',
  }),
  bank_transaction_currency: msg({
    message: 'This bank transaction is in another currency than the race’s.',
  }),
  bank_transaction_not_found: msg({ message: 'Bank transaction not found.' }),
  bank_transaction_not_unmatched: msg({
    message: 'This bank transaction is not unmatched: it was assigned or discarded already.',
  }),
  bib_out_of_range: msg({
    message: 'Bib {bib} is in neither {distance}’s range nor the reserved list.',
  }),
  bib_taken: msg({ message: 'Bib {bib} is another runner’s.' }),
  bib_unpaid: msg({ message: 'Not paid: a bib is given once the place is confirmed.' }),
  body_not_json_type: msg({
    message: 'The request body must be JSON (Content-Type: application/json).',
  }),
  body_not_object: msg({ message: 'The request body must be a JSON object.' }),
  body_not_utf8_json: msg({
    message:
      'The request body must be JSON in UTF-8 (Content-Type: application/json), not compressed.',
  }),
  body_too_large: msg({ message: 'The request body is too large (limit {limit}).' }),
  body_unreadable: msg({ message: 'The request body could not be read.' }),
  capacity_below_taken: msg({
    message:
      'Capacity cannot be lower than the {taken} places already taken (registrations and open offers).',
  }),
  captain_only: msg({
    message: 'Only the team’s captain adds a runner to it by its id; others use its join link.',
  }),
  card_paused: msg({
    message:
      'Card payments are paused for this race until its organiser’s payout account is ready again.',
  }),
  change_paid_by: msg({ message: 'The difference for a change of distance is paid by {methods}.' }),
  check_in_unpaid: msg({ message: 'Not paid' }),
  choose_distance: msg({ message: 'Please choose a distance: this race has several.' }),
  claim_link_invalid: msg({
    message: 'This claim link is not valid: it may have been used already or it has expired.',
  }),
  claim_mail_quota: msg({
    message:
      'An account may register other runners at {max} addresses a day; try again in {hours} hours.',
  }),
  connect_card_first: msg({ message: 'Connect a payout account before taking card payments.' }),
  connect_paypal_first: msg({
    message: 'Add your PayPal merchant id in your payout settings before taking PayPal payments.',
  }),
  creator_only: msg({ message: 'Only the marathon’s creator can do this.' }),
  creator_only_activity: msg({ message: 'Only the marathon’s creator can see its activity.' }),
  creator_only_participants: msg({
    message: 'Only the marathon’s creator can see its participants.',
  }),
  creator_only_waitlist: msg({ message: 'Only the marathon’s creator can see its waitlist.' }),
  credit_spent_meanwhile: msg({
    message: 'Your credit was used by another registration at this moment. Please try again.',
  }),
  csv_column_missing: msg({ message: 'The CSV has no column "{column}".' }),
  csv_empty: msg({ message: 'The CSV is empty.' }),
  database_timeout: msg({ message: 'The database did not answer in time.' }),
  database_unavailable: msg({ message: 'The database is unavailable. Please try again shortly.' }),
  database_unreachable: msg({ message: 'The database is unreachable.' }),
  defer_credit_place: msg({ message: 'A place paid with a credit cannot be deferred again.' }),
  defer_unpaid: msg({ message: 'Only a paid place can be deferred.' }),
  deferrals_closed: msg({
    message: 'Deferrals closed {days} days before the race: your place can no longer be deferred.',
  }),
  deferrals_off: msg({ message: 'This race does not allow deferrals.' }),
  discount_code_below_uses: msg({
    message: 'This code has already been used more times than that.',
  }),
  discount_code_exists: msg({ message: 'A code with this name already exists.' }),
  discount_code_expired: msg({ message: 'This code has expired.' }),
  discount_code_format: msg({ message: 'Code must be 4 to 32 letters, digits or hyphens' }),
  discount_code_not_yet: msg({ message: 'This code is not valid yet.' }),
  discount_code_unknown: msg({ message: 'This code does not exist.' }),
  discount_code_used_up: msg({ message: 'This code has been used up.' }),
  discount_code_wrong_distance: msg({ message: 'This code is not valid for this distance.' }),
  distance_capacity_below_taken: msg({
    message:
      '{distance}’s capacity cannot be lower than the {taken} places already taken (registrations and open offers).',
  }),
  distance_change_pending: msg({
    message: 'Your change of distance is already waiting for its payment.',
  }),
  distance_id_not_in_race: msg({ message: 'distanceId is not one of this race’s distances.' }),
  distance_ids_unknown: msg({ message: 'A distance id is not one of this race’s distances.' }),
  distance_in_use: msg({
    message: '{distance} cannot be removed: it has registrations or a waitlist.',
  }),
  distance_not_in_race: msg({ message: 'That distance is not one of this race’s distances.' }),
  distance_places_left: msg({
    message: '{distance} still has places: register instead of joining its waitlist.',
  }),
  distance_sold_out: msg({ message: '{distance} is sold out.' }),
  dot_segment: msg({ message: 'No such path: a path segment is “.” or “..”.' }),
  email_registered: msg({ message: '{email} is already registered for this marathon.' }),
  email_required: msg({ message: 'Your account has no email address; add one to continue.' }),
  entry_claimed: msg({ message: 'This entry was claimed by its runner: they manage it now.' }),
  entry_not_found: msg({ message: 'Entry not found.' }),
  event_not_json: msg({ message: 'The event is not JSON.' }),
  event_not_paypal: msg({ message: 'The event is not one PayPal sends.' }),
  event_not_test_provider: msg({ message: 'The event is not one the test provider sends.' }),
  group_pass_other_race: msg({ message: 'This group pass is not one of this race’s.' }),
  group_pass_unconfirmed: msg({ message: 'No runner of this group pass is confirmed.' }),
  internal: msg({ message: 'Something went wrong on our side. Please try again.' }),
  invalid_cursor: msg({ message: 'The cursor is not valid.' }),
  invalid_fields: msg({ message: 'Some fields are invalid.' }),
  invalid_json: msg({ message: 'The request body is not valid JSON.' }),
  invalid_query: msg({ message: 'Some query parameters are invalid.' }),
  invalid_questions: msg({ message: 'Some questions are invalid.' }),
  invalid_request: msg({ message: 'The request is not valid.' }),
  invitation_gone: msg({
    message: 'This invitation was used, withdrawn or has expired. Ask the organiser for a new one.',
  }),
  invitation_mail_quota: msg({
    message:
      'You sent {max} invitations in the last hour, the most an account may; try again in {minutes} minutes.',
  }),
  item_not_found: msg({ message: 'Item not found.' }),
  items_max: msg({ message: 'A race offers at most {max} items.' }),
  job_not_found: msg({ message: 'Job not found.' }),
  malformed_path: msg({ message: 'The path is not valid: it has malformed percent-encoding.' }),
  manual_payment_short: msg({
    message: 'A payment by hand confirms this place only for the {total} due.',
  }),
  marathon_not_found: msg({ message: 'Marathon not found.' }),
  message_code_unknown: msg({
    message: 'This race has no code {code}. Create it under Codes first.',
  }),
  message_daily_limit: msg({
    message: 'A race sends at most {max} messages a day. Try again tomorrow.',
  }),
  message_not_found: msg({ message: 'Message not found.' }),
  message_not_scheduled: msg({
    message: 'This message is no longer scheduled: it has been sent or cancelled.',
  }),
  message_send_at_far: msg({ message: 'A message can be scheduled at most 90 days ahead.' }),
  message_send_at_past: msg({ message: 'Choose a time to come, or send it now.' }),
  method_currency: msg({
    message: '{method} takes payments in {currencies} only, and this race is in {currency}',
  }),
  method_needs_bank_account: msg({ message: '{method} needs the account to pay into' }),
  method_not_allowed: msg({ message: '{method} is not allowed here. This path answers {allow}.' }),
  method_not_set_up: msg({ message: '{method} payments are not set up on this site yet.' }),
  method_not_taken: msg({ message: 'This race does not take that way of paying.' }),
  no_ballot: msg({ message: 'This distance has no ballot: register instead.' }),
  no_bank_account: msg({ message: 'This race has no bank account to pay into.' }),
  no_bib_column: msg({
    message: 'No column of the CSV is recognised as the bib: name it in columns.bib.',
  }),
  no_certificate: msg({ message: 'There is no certificate without a finish.' }),
  no_open_offer: msg({ message: 'You have no open offer for this marathon.' }),
  no_price_in_force: msg({ message: '{distance} has no price in force: registration is closed.' }),
  no_such_bank_transaction: msg({ message: 'No such bank transaction.' }),
  no_such_bib: msg({ message: 'No runner of this race has that bib.' }),
  no_such_bib_job: msg({ message: 'No such bib assignment.' }),
  no_such_discount_code: msg({ message: 'No such code.' }),
  no_such_entry: msg({ message: 'No such entry in this order.' }),
  no_such_order: msg({ message: 'No such order of yours.' }),
  no_such_pass_key: msg({ message: 'No runner of this race has that pass key.' }),
  no_such_path: msg({ message: 'No such path: {method} {path}' }),
  no_such_payment: msg({ message: 'No such payment.' }),
  no_such_payment_provider: msg({ message: 'No such payment provider.' }),
  no_such_payout: msg({ message: 'No such payout of yours.' }),
  no_such_payout_provider: msg({ message: 'No such payout provider.' }),
  no_such_paypal_payment: msg({ message: 'No such PayPal payment.' }),
  no_such_refund: msg({ message: 'No such refund.' }),
  no_such_result: msg({ message: 'No such result.' }),
  no_such_runner: msg({ message: 'No runner of this race has that id.' }),
  no_such_shift: msg({ message: 'No such shift.' }),
  no_such_team: msg({ message: 'No such team of yours.' }),
  no_such_translation: msg({
    message: 'No such translation: a race is translated into de, fr, es (en is its original).',
  }),
  no_such_volunteer: msg({ message: 'No such volunteer on this shift.' }),
  no_team_results: msg({ message: 'This distance has no team results.' }),
  no_teams: msg({ message: 'This distance has no teams.' }),
  no_test_payout_provider: msg({ message: 'There is no test provider here.' }),
  no_time_column: msg({
    message: 'No column of the CSV is recognised as a chip or gun time: name one in columns.',
  }),
  no_translation: msg({ message: 'This marathon has no translation into this language.' }),
  no_waiver_to_translate: msg({ message: 'This race has no waiver to translate' }),
  not_a_choice: msg({ message: 'Only a choice has options' }),
  not_allowed: msg({ message: 'You are not allowed to do this.' }),
  not_an_id: msg({ message: 'No such {name}: it cannot be an id.' }),
  not_checked_in: msg({ message: 'This volunteer has not checked in yet.' }),
  not_found: msg({ message: 'Not found.' }),
  not_own_ballot_entries: msg({ message: 'You can only see your own ballot entries.' }),
  not_own_consent: msg({
    message: 'You can only change the consent of your own registration or one you bought.',
  }),
  not_own_credits: msg({ message: 'You can only see your own credits.' }),
  not_own_marathons: msg({ message: 'You can only see the marathons you created.' }),
  not_own_name: msg({ message: 'You can only hide your own name.' }),
  not_own_orders: msg({ message: 'You can only see your own orders.' }),
  not_own_payouts: msg({ message: 'You can only see your own payouts.' }),
  not_own_place_defer: msg({ message: 'You can only defer your own place.' }),
  not_own_place_transfer: msg({ message: 'You can only transfer your own place.' }),
  not_own_preferences: msg({ message: 'You can only see and change your own preferences.' }),
  not_own_refund: msg({ message: 'You can only see your own refund.' }),
  not_own_registration_pay: msg({ message: 'You can only pay for your own registration.' }),
  not_own_registrations: msg({ message: 'You can only see your own registrations.' }),
  not_own_shift_place: msg({ message: 'You can only drop your own place on a shift.' }),
  not_own_shifts: msg({ message: 'You can only see your own shifts.' }),
  not_own_staff_races: msg({ message: 'You can only see the races you help with.' }),
  not_own_waitlist: msg({ message: 'You can only see your own waitlist.' }),
  not_registered: msg({ message: 'You are not registered for this marathon.' }),
  nothing_to_refund: msg({ message: 'This runner has no payment left to refund.' }),
  open_invitations_limit: msg({
    message:
      'This race has {max} open invitations, the most it may hold: withdraw one, or wait until one is accepted or expires.',
  }),
  option_count: msg({
    message: 'Give one text for each of the question’s {count} options, in their order',
  }),
  option_in_use: msg({
    message: '"{question}" has answers "{option}": that option cannot be removed.',
  }),
  order_not_found: msg({ message: 'Order not found.' }),
  order_not_pending: msg({ message: 'This order is not waiting for a payment.' }),
  order_too_few_places: msg({
    message:
      '{distance} has too few places left for this order: entry {entry} ({name}) cannot have one. Nothing was taken.',
  }),
  order_unpaid: msg({
    message:
      'This order is waiting for its payment: pay it first, or let its hold run out before withdrawing an entry.',
  }),
  organiser_only_staff: msg({ message: 'Only the marathon’s organiser can manage its staff.' }),
  organisers_only: msg({ message: 'Only the marathon’s organisers can do this.' }),
  pass_key_ambiguous: msg({
    message: 'Two runners’ passes start with this key: scan the pass or use the bib.',
  }),
  pass_other_race: msg({ message: 'This race pass is not one of this race’s.' }),
  payment_deferred: msg({
    message: 'This payment was deferred: it became the runner’s credit, so it cannot be refunded.',
  }),
  payment_method_required: msg({
    message: 'A race with a price needs at least one payment method',
  }),
  payment_not_found: msg({ message: 'Payment not found.' }),
  payment_not_pending: msg({ message: 'This registration is not waiting for a payment.' }),
  payout_account_not_ready: msg({ message: 'The payout account is not ready.' }),
  payout_not_found: msg({ message: 'Payout not found.' }),
  payouts_not_set_up: msg({ message: 'Payouts are not set up on this site yet.' }),
  paypal_not_approved: msg({
    message: 'The payment was not approved at PayPal: approve it there, or pay again.',
  }),
  paypal_not_set_up: msg({ message: 'PayPal payments are not set up on this site.' }),
  places_left: msg({
    message: 'This marathon still has places: register instead of joining the waitlist.',
  }),
  platform_payouts: msg({
    message: 'This site pays organisers from one account: there is no payout account to set up.',
  }),
  question_type_locked: msg({ message: '"{question}" has answers: its type cannot change.' }),
  race_changed_meanwhile: msg({ message: 'The race changed at this moment. Please try again.' }),
  race_has_no_ballot: msg({ message: 'This marathon has no ballot.' }),
  race_started_no_changes: msg({
    message: 'This marathon has started; its registrations can no longer be changed.',
  }),
  receipt_not_yet: msg({ message: 'This payment is not paid yet: its receipt comes once it is.' }),
  record_other_marathon: msg({ message: 'The registration record names another marathon.' }),
  refund_not_found: msg({ message: 'Refund not found.' }),
  refund_not_manual: msg({
    message: 'This refund is not one the organisers pay by hand, or it is paid already.',
  }),
  refund_over_payment: msg({ message: 'At most {amount} is left to refund of this payment.' }),
  refund_over_share: msg({
    message: 'At most {amount} is left to refund of this runner’s share of the order’s payment.',
  }),
  refund_policy_less_generous: msg({
    message: 'Someone has paid for this race, so its refund policy can only become more generous.',
  }),
  register_self_only: msg({ message: 'You can only register yourself.' }),
  registration_changed_meanwhile: msg({
    message: 'Your registration changed at this moment. Please try again.',
  }),
  registration_closed: msg({ message: 'Registration for this marathon is closed.' }),
  registration_not_open: msg({ message: 'Registration for this marathon has not opened yet.' }),
  registration_rush: msg({
    message: 'Too many runners are registering at this moment. Please try again.',
  }),
  result_not_found: msg({ message: 'Result not found.' }),
  results_distance_unknown: msg({ message: 'distanceId must name one of the race’s distances' }),
  results_not_imported: msg({ message: 'Import results for {distance} before publishing them.' }),
  results_too_early: msg({
    message: 'Results can be published once the race has started ({start}).',
  }),
  results_too_many_rows: msg({ message: 'The CSV has more than 50,000 rows.' }),
  runner_no_longer_registered: msg({ message: 'This runner is no longer registered.' }),
  runner_not_found: msg({ message: 'Runner not found.' }),
  runner_not_registered: msg({ message: 'That runner is not registered for this marathon.' }),
  same_email: msg({ message: 'Two entries of the order have the same email.' }),
  scanned_before_confirmed: msg({
    message:
      'scannedAt ({at}) is before this runner’s place was confirmed ({confirmed}): the scanning device’s clock is wrong.',
  }),
  scanned_in_future: msg({
    message: 'scannedAt ({at}) is in the future: the scanning device’s clock is wrong.',
  }),
  session_invalid: msg({
    message: 'Your session is invalid or has expired. Please sign in again.',
  }),
  shift_already_signed_up: msg({ message: 'You are already signed up for this shift.' }),
  shift_capacity_below: msg({
    message:
      'This shift has {count} volunteers signed up or offered a place: its capacity cannot be lower.',
  }),
  shift_captains_only: msg({
    message: 'Only the race’s organisers and this shift’s captains can do this.',
  }),
  shift_full: msg({ message: 'This shift is full. You can join its waitlist.' }),
  shift_has_room: msg({ message: 'This shift still has places: sign up for it instead.' }),
  shift_not_found: msg({ message: 'Shift not found.' }),
  shift_overlap: msg({ message: 'You already volunteer at that time: {shift}.' }),
  shift_started: msg({ message: 'This shift has already started.' }),
  sign_in: msg({ message: 'Please sign in to continue.' }),
  sign_in_unchecked: msg({
    message: 'Your sign-in could not be checked right now. Please try again shortly.',
  }),
  signature_malformed: msg({ message: 'The webhook signature is missing or malformed.' }),
  signature_mismatch: msg({ message: 'The webhook signature does not match.' }),
  signature_mismatch_or_old: msg({
    message: 'The webhook signature does not match, or is too old.',
  }),
  signature_missing: msg({ message: 'The webhook signature is missing.' }),
  signature_too_old: msg({ message: 'The webhook signature is too old.' }),
  sms_daily_limit: msg({
    message: 'A race sends at most {max} text messages a day. Try again tomorrow.',
  }),
  sms_unavailable: msg({ message: 'Text messages are not available yet: send it by email.' }),
  sold_out: msg({ message: 'This marathon is sold out.' }),
  staff_member_not_found: msg({ message: 'Staff member not found.' }),
  staff_only: msg({ message: 'Only the marathon’s staff can do this.' }),
  statement_amount_invalid: msg({
    message: 'Line {line}: amount "{text}" is not an amount like 1,234.56 or 1.234,56.',
  }),
  statement_too_many_rows: msg({
    message: 'The statement has more than {rows} rows: split it into smaller files.',
  }),
  team_full: msg({ message: 'This team is full.' }),
  team_link_invalid: msg({ message: 'This team link is not valid.' }),
  team_name_taken: msg({
    message: 'A team of that name (or one that looks the same) already exists in this race.',
  }),
  team_needs_registration: msg({
    message: 'Only a runner registered for this distance makes a team: register first.',
  }),
  team_not_found: msg({ message: 'Team not found.' }),
  team_other_distance: msg({ message: 'This team runs another distance.' }),
  test_provider_unavailable: msg({ message: 'The test payment provider is not available here.' }),
  thanks_code_unknown: msg({
    message: 'The volunteers’ thanks code must be one of this race’s discount codes.',
  }),
  time_zone_required: msg({ message: 'Time zone is required with a start time' }),
  too_many_code_tries: msg({
    message: 'Too many discount codes tried. Please wait a few minutes and try again.',
  }),
  too_many_partner_calls: msg({
    message: 'Too many calls with this API key. Please wait and try again.',
  }),
  too_many_searches: msg({
    message: 'Too many searches from your network. Please wait a minute and try again.',
  }),
  too_many_splits: msg({
    message:
      'Bib {bib} would have more than {max} splits: a runner keeps at most {max} timing points besides the finish. Nothing was stored.',
  }),
  too_many_submissions: msg({
    message: 'Too many submissions from your network. Please wait a minute and try again.',
  }),
  too_slow: msg({ message: 'The service is taking too long to answer. Please try again shortly.' }),
  transfer_already_registered: msg({ message: 'You are already registered for this race.' }),
  transfer_change_pending: msg({
    message:
      'Your change of distance is waiting for its payment. Pay for it, or let it lapse, before offering your place.',
  }),
  transfer_link_gone: msg({
    message:
      'This transfer link was used or cancelled, or has expired. Ask the runner for a new one.',
  }),
  transfer_link_other_race: msg({ message: 'This transfer link is not one of this race’s.' }),
  transfer_open: msg({
    message: 'A transfer of your place is open already. Cancel it to send another.',
  }),
  transfer_open_no_change: msg({
    message: 'A transfer of your place is open. Cancel it before changing your distance.',
  }),
  transfer_place_gone: msg({ message: 'This place is no longer the sender’s to give.' }),
  transfer_to_self: msg({ message: 'That is your own address: give the place to another runner.' }),
  transfer_unconfirmed: msg({ message: 'Only a confirmed place can be transferred.' }),
  transfers_closed: msg({
    message:
      'Transfers closed {days} days before the race: your place can no longer be transferred.',
  }),
  transfers_off: msg({ message: 'This race does not allow transfers.' }),
  two_self_entries: msg({ message: 'At most one entry may be you (self).' }),
  unknown_distance: msg({ message: 'Not one of this race’s distances' }),
  unknown_question: msg({ message: 'Not one of this race’s questions' }),
  unpaid_no_distance_change: msg({
    message:
      'Your place is not paid yet: pay for it first, or withdraw and register for the other distance.',
  }),
  unsubscribe_link_invalid: msg({
    message: 'This unsubscribe link is not valid. Use the link in the latest mail.',
  }),
  user_not_found: msg({ message: 'User not found.' }),
  verify_email_to_invite: msg({
    message:
      'Verify your email address before inviting staff: open the link in the verification mail, then sign in again.',
  }),
  verify_email_to_order: msg({
    message:
      'Verify your email address before registering other runners: open the link in the verification mail, then sign in again.',
  }),
  volunteer_not_found: msg({ message: 'Volunteer not found.' }),
  waiting_other_distance: msg({
    message:
      'You are already waiting for {distance}: leave that waitlist to wait for another distance.',
  }),
  waiver_changed: msg({ message: 'The waiver has changed. Please read it again.' }),
  xml_amount_invalid: msg({ message: 'Entry {entry}: Amt "{text}" is not an amount.' }),
  xml_cut_short: msg({
    message:
      'The XML is not well formed: it ends before its elements are closed (was the file cut short?).',
  }),
  xml_doctype: msg({
    message:
      'The XML declares a DOCTYPE or entities, which a bank statement never does; such files are refused.',
  }),
  xml_malformed: msg({ message: 'The XML is not well formed: {reason}' }),
  xml_malformed_at: msg({ message: 'The XML is not well formed (line {line}): {reason}' }),
  xml_not_camt053: msg({
    message: 'The XML is not a camt.053 statement (no Document/BkToCstmrStmt).',
  }),
  xml_not_xml: msg({
    message: 'The file is not XML: a camt.053 statement starts with <?xml or <Document>.',
  }),
  xml_reserved_name: msg({
    message:
      'The XML has an element named __proto__, constructor or prototype, which a camt.053 statement never has.',
  }),
  xml_too_deep: msg({
    message:
      'The XML nests elements more than {depth} deep, which a camt.053 statement never does.',
  }),
  xml_transfer_amount_invalid: msg({
    message: 'Entry {entry}, transfer {transfer}: Amt "{text}" is not an amount.',
  }),
};

/** Each shape of a field message (a form field’s problem), its placeholders as the contract’s. */
export const FIELD_WORDS: Record<FieldMessageCode, MessageDescriptor> = {
  amount_cent: msg({ message: 'Amount must be at least 1 cent', context: 'field message' }),
  amount_cents: msg({
    message: 'Amount must be a whole number of cents from 0 to 10,000,000',
    context: 'field message',
  }),
  ballot_close_after_open: msg({
    message: 'The ballot must close after it opens',
    context: 'field message',
  }),
  bib_numbers: msg({
    message: 'Bib numbers must be whole numbers from 1 to 999,999, or empty',
    context: 'field message',
  }),
  bib_ranges_overlap: msg({
    message: 'Bib ranges of one race must not overlap',
    context: 'field message',
  }),
  bic: msg({ message: 'BIC must be 8 or 11 letters and digits', context: 'field message' }),
  capacity: msg({
    message: 'Capacity must be a whole number from 1 to 100,000, or empty for no limit',
    context: 'field message',
  }),
  change_something: msg({ message: 'Send at least one field to change', context: 'field message' }),
  choose_distance: msg({
    message: 'Please choose a distance: this race has several.',
    context: 'field message',
  }),
  code_distances: msg({
    message: 'Name at least one distance, or leave distances out for all',
    context: 'field message',
  }),
  code_kind: msg({ message: 'Kind must be percent or amount', context: 'field message' }),
  code_prefix: msg({
    message: 'Prefix must be 1 to 20 letters, digits or hyphens',
    context: 'field message',
  }),
  code_shape: msg({
    message: 'Code must be 4 to 32 letters, digits or hyphens',
    context: 'field message',
  }),
  code_value_amount: msg({
    message: 'An amount code’s value must be a whole number of cents from 1 to 10,000,000',
    context: 'field message',
  }),
  code_value_whole: msg({ message: 'Value must be a whole number', context: 'field message' }),
  currency: msg({ message: 'Currency must be a three-letter code', context: 'field message' }),
  currency_example: msg({
    message: 'Currency must be a three-letter code such as USD or EUR',
    context: 'field message',
  }),
  date_time: msg({ message: '{label} must be a date-time', context: 'field message' }),
  day: msg({ message: '{label} must be a date (YYYY-MM-DD)', context: 'field message' }),
  days_range: msg({
    message: '{label} must be a whole number of days from {min} to {max}',
    context: 'field message',
  }),
  distance_names_differ: msg({
    message: 'Distance names must differ: "{name}" is used twice',
    context: 'field message',
  }),
  dob_after: msg({ message: 'Date of birth must be on or after {min}', context: 'field message' }),
  dob_date: msg({ message: 'Date of birth must be a date', context: 'field message' }),
  dob_for: msg({ message: 'Date of birth is required for {name}', context: 'field message' }),
  dob_past: msg({ message: 'Date of birth must be a real, past date', context: 'field message' }),
  dob_real: msg({ message: 'Date of birth must be a real date', context: 'field message' }),
  draw_after_close: msg({
    message: 'The draw must be at or after the ballot closes',
    context: 'field message',
  }),
  email: msg({ message: 'Please enter a valid email address', context: 'field message' }),
  file_too_big: msg({ message: '{label} must be at most {max} MB', context: 'field message' }),
  fill_in_all: msg({ message: 'Please fill in all fields', context: 'field message' }),
  iban_invalid: msg({ message: 'IBAN is not valid (check its digits)', context: 'field message' }),
  iban_too_long: msg({ message: 'IBAN is too long', context: 'field message' }),
  item_needs_variant: msg({ message: 'Name at least one variant', context: 'field message' }),
  item_variants_max: msg({
    message: 'An item has at most {max} variants',
    context: 'field message',
  }),
  key_needs_scope: msg({ message: 'Give the key at least one scope', context: 'field message' }),
  merge_field_unknown: msg({
    message: 'Unknown merge field {fields}; use {known}',
    context: 'field message',
  }),
  message_audience: msg({
    message: 'Choose at least one group of people',
    context: 'field message',
  }),
  minimum_age: msg({
    message: 'You must be at least {age} on race day to run {distance}.',
    context: 'field message',
  }),
  minutes_range: msg({
    message: '{label} must be a whole number of minutes from {min} to {max}',
    context: 'field message',
  }),
  no_controls: msg({
    message: '{label} must not contain control characters',
    context: 'field message',
  }),
  number: msg({ message: '{label} must be a number', context: 'field message' }),
  number_range: msg({
    message: '{label} must be a number from {min} to {max}',
    context: 'field message',
  }),
  one_line: msg({
    message: '{label} must be one line of text, without control characters',
    context: 'field message',
  }),
  one_of: msg({ message: '{label} must be one of: {options}', context: 'field message' }),
  one_of_these: msg({ message: '{label} must be one of {options}', context: 'field message' }),
  options_differ: msg({ message: 'Options must differ', context: 'field message' }),
  order_entries_max: msg({
    message: 'An order holds at most {max} entries',
    context: 'field message',
  }),
  order_lines_max: msg({ message: 'An order holds at most {max} lines', context: 'field message' }),
  order_needs_entry: msg({
    message: 'An order needs at least one entry',
    context: 'field message',
  }),
  partial_after_full: msg({
    message: 'Partial refunds must end on or after full refunds end (fewer days before the race)',
    context: 'field message',
  }),
  paypal_merchant: msg({
    message: 'A PayPal merchant id is 13 capital letters and digits',
    context: 'field message',
  }),
  percent_range: msg({
    message: '{label} must be a whole percent from {min} to {max}',
    context: 'field message',
  }),
  phone: msg({ message: 'Phone must be a valid phone number', context: 'field message' }),
  price_tiers_max: msg({
    message: 'A distance has at most {max} price tiers',
    context: 'field message',
  }),
  question_distances: msg({
    message: 'Name at least one distance, or null for every distance',
    context: 'field message',
  }),
  question_options_max: msg({
    message: 'A question has at most {max} options',
    context: 'field message',
  }),
  questions_differ: msg({
    message: 'Questions must differ: "{question}" is asked twice',
    context: 'field message',
  }),
  quote_needs_line: msg({ message: 'A quote needs at least one line', context: 'field message' }),
  race_after_registration: msg({
    message: 'Marathon start date must be on or after the registration end date',
    context: 'field message',
  }),
  race_distances_max: msg({
    message: 'A race has at most {max} distances',
    context: 'field message',
  }),
  race_needs_distance: msg({
    message: 'A race needs at least one distance',
    context: 'field message',
  }),
  race_questions_max: msg({
    message: 'A race asks at most {max} questions',
    context: 'field message',
  }),
  referral_code: msg({
    message: 'Referral code must be 8 letters or digits',
    context: 'field message',
  }),
  registration_end_after_start: msg({
    message: 'Registration end date must be on or after the registration start date',
    context: 'field message',
  }),
  required: msg({ message: '{label} is required', context: 'field message' }),
  reserved_bibs_max: msg({ message: 'At most {max} reserved bibs', context: 'field message' }),
  shift_captains_max: msg({
    message: 'A shift has at most {max} captains',
    context: 'field message',
  }),
  shift_day_max: msg({ message: 'A shift lasts at most 24 hours', context: 'field message' }),
  shift_end_after_start: msg({
    message: 'A shift must end after it starts',
    context: 'field message',
  }),
  start_time: msg({
    message: 'Start time must be a time of day from 00:00 to 23:59 (HH:MM)',
    context: 'field message',
  }),
  team_direction: msg({
    message: 'Team name must not hold text-direction controls',
    context: 'field message',
  }),
  team_one_line: msg({ message: 'Team name must be one line', context: 'field message' }),
  team_sizes: msg({
    message: 'A team’s largest size must be at least its smallest',
    context: 'field message',
  }),
  text: msg({ message: '{label} must be text', context: 'field message' }),
  ticked: msg({ message: '{label} must be ticked', context: 'field message' }),
  ticked_or_not: msg({ message: '{label} must be ticked or not', context: 'field message' }),
  tier_until: msg({
    message: 'Until must be a date-time, or null for the last tier',
    context: 'field message',
  }),
  tiers_sorted: msg({
    message: 'Tiers must be sorted by their end date',
    context: 'field message',
  }),
  time_zone: msg({
    message: 'Time zone must be an IANA time zone, e.g. America/Chicago',
    context: 'field message',
  }),
  time_zone_required: msg({
    message: 'Time zone is required with a start time',
    context: 'field message',
  }),
  too_long: msg({ message: '{label} must be at most {max} characters', context: 'field message' }),
  true_or_false: msg({ message: '{label} must be true or false', context: 'field message' }),
  url: msg({ message: '{label} must be a valid http(s) URL', context: 'field message' }),
  valid_date: msg({ message: '{label} must be a valid date', context: 'field message' }),
  valid_until_after_from: msg({
    message: 'Valid until must be after valid from',
    context: 'field message',
  }),
  variant_names_differ: msg({ message: 'Variant names must differ', context: 'field message' }),
  waiver: msg({ message: 'Please read and accept the waiver', context: 'field message' }),
  whole_range: msg({
    message: '{label} must be a whole number from {min} to {max}',
    context: 'field message',
  }),
  whole_range_or_empty: msg({
    message: '{label} must be a whole number from {min} to {max}, or empty',
    context: 'field message',
  }),
};

/** The fields’ labels a field message names, by their English. */
export const FIELD_LABEL_WORDS: Record<FieldLabel, MessageDescriptor> = {
  'A team’s largest size': msg({ message: 'A team’s largest size', context: 'field label' }),
  'A team’s smallest size': msg({ message: 'A team’s smallest size', context: 'field label' }),
  'Account holder': msg({ message: 'Account holder', context: 'field label' }),
  'Available until': msg({ message: 'Available until', context: 'field label' }),
  'Ballot closes': msg({ message: 'Ballot closes', context: 'field label' }),
  'Ballot opens': msg({ message: 'Ballot opens', context: 'field label' }),
  'Bank transfer days': msg({ message: 'Bank transfer days', context: 'field label' }),
  BIC: msg({ message: 'BIC', context: 'field label' }),
  Cancel: msg({ message: 'Cancel', context: 'field label' }),
  Capacity: msg({ message: 'Capacity', context: 'field label' }),
  Code: msg({ message: 'Code', context: 'field label' }),
  Count: msg({ message: 'Count', context: 'field label' }),
  'Date of birth': msg({ message: 'Date of birth', context: 'field label' }),
  'Days before the race': msg({ message: 'Days before the race', context: 'field label' }),
  'Days before the start': msg({ message: 'Days before the start', context: 'field label' }),
  'Deferrals enabled': msg({ message: 'Deferrals enabled', context: 'field label' }),
  Description: msg({ message: 'Description', context: 'field label' }),
  'Distance id': msg({ message: 'Distance id', context: 'field label' }),
  'Distance name': msg({ message: 'Distance name', context: 'field label' }),
  Draw: msg({ message: 'Draw', context: 'field label' }),
  Email: msg({ message: 'Email', context: 'field label' }),
  'Email Address': msg({ message: 'Email Address', context: 'field label' }),
  'Emergency Contact': msg({ message: 'Emergency Contact', context: 'field label' }),
  'Fee percent': msg({ message: 'Fee percent', context: 'field label' }),
  'First Name': msg({ message: 'First Name', context: 'field label' }),
  'Full Name': msg({ message: 'Full Name', context: 'field label' }),
  'Full refund days': msg({ message: 'Full refund days', context: 'field label' }),
  Guaranteed: msg({ message: 'Guaranteed', context: 'field label' }),
  Hidden: msg({ message: 'Hidden', context: 'field label' }),
  IBAN: msg({ message: 'IBAN', context: 'field label' }),
  'Image URL': msg({ message: 'Image URL', context: 'field label' }),
  'Last Name': msg({ message: 'Last Name', context: 'field label' }),
  Location: msg({ message: 'Location', context: 'field label' }),
  'Marathon start date': msg({ message: 'Marathon start date', context: 'field label' }),
  Message: msg({ message: 'Message', context: 'field label' }),
  'Minimum age': msg({ message: 'Minimum age', context: 'field label' }),
  Name: msg({ message: 'Name', context: 'field label' }),
  Note: msg({ message: 'Note', context: 'field label' }),
  'Offer hours': msg({ message: 'Offer hours', context: 'field label' }),
  Opinion: msg({ message: 'Opinion', context: 'field label' }),
  'Organiser address': msg({ message: 'Organiser address', context: 'field label' }),
  'Organiser name': msg({ message: 'Organiser name', context: 'field label' }),
  'Partial refund': msg({ message: 'Partial refund', context: 'field label' }),
  'Partial refund days': msg({ message: 'Partial refund days', context: 'field label' }),
  'Pay days': msg({ message: 'Pay days', context: 'field label' }),
  'Payment hold': msg({ message: 'Payment hold', context: 'field label' }),
  'Per entry': msg({ message: 'Per entry', context: 'field label' }),
  Phone: msg({ message: 'Phone', context: 'field label' }),
  'Photo URL': msg({ message: 'Photo URL', context: 'field label' }),
  Pickup: msg({ message: 'Pickup', context: 'field label' }),
  Question: msg({ message: 'Question', context: 'field label' }),
  'Question id': msg({ message: 'Question id', context: 'field label' }),
  'Question type': msg({ message: 'Question type', context: 'field label' }),
  Reason: msg({ message: 'Reason', context: 'field label' }),
  'Referrals enabled': msg({ message: 'Referrals enabled', context: 'field label' }),
  'Referrals every': msg({ message: 'Referrals every', context: 'field label' }),
  'Registration end date': msg({ message: 'Registration end date', context: 'field label' }),
  'Registration start date': msg({ message: 'Registration start date', context: 'field label' }),
  Required: msg({ message: 'Required', context: 'field label' }),
  Role: msg({ message: 'Role', context: 'field label' }),
  'Running distance': msg({ message: 'Running distance', context: 'field label' }),
  'Shift name': msg({ message: 'Shift name', context: 'field label' }),
  Stock: msg({ message: 'Stock', context: 'field label' }),
  Subject: msg({ message: 'Subject', context: 'field label' }),
  'T-shirt size': msg({ message: 'T-shirt size', context: 'field label' }),
  'Team name': msg({ message: 'Team name', context: 'field label' }),
  'Tier label': msg({ message: 'Tier label', context: 'field label' }),
  Title: msg({ message: 'Title', context: 'field label' }),
  'Transfers enabled': msg({ message: 'Transfers enabled', context: 'field label' }),
  Until: msg({ message: 'Until', context: 'field label' }),
  Uses: msg({ message: 'Uses', context: 'field label' }),
  'Valid from': msg({ message: 'Valid from', context: 'field label' }),
  'Valid until': msg({ message: 'Valid until', context: 'field label' }),
  Variant: msg({ message: 'Variant', context: 'field label' }),
  'Variant id': msg({ message: 'Variant id', context: 'field label' }),
  'VAT number': msg({ message: 'VAT number', context: 'field label' }),
  'Waiver text': msg({ message: 'Waiver text', context: 'field label' }),
};
