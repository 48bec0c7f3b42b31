// Why a transfer of a place or a deferral is refused (docs/transfers.md): each code's sentence is the
// English of the error; `{name}` placeholders are the answer's `params`.

/** Refusals of giving a place to another runner, or back for a credit. */
export const TRANSFER_REFUSALS = {
  transfers_off: 'This race does not allow transfers.',
  transfers_closed:
    'Transfers closed {days} days before the race: your place can no longer be transferred.',
  transfer_unconfirmed: 'Only a confirmed place can be transferred.',
  transfer_to_self: 'That is your own address: give the place to another runner.',
  transfer_change_pending:
    'Your change of distance is waiting for its payment. Pay for it, or let it lapse, before offering your place.',
  transfer_open: 'A transfer of your place is open already. Cancel it to send another.',
  transfer_link_other_race: 'This transfer link is not one of this race’s.',
  transfer_link_gone:
    'This transfer link was used or cancelled, or has expired. Ask the runner for a new one.',
  accept_own_transfer: 'You cannot accept your own transfer.',
  transfer_already_registered: 'You are already registered for this race.',
  transfer_place_gone: 'This place is no longer the sender’s to give.',
  deferrals_off: 'This race does not allow deferrals.',
  deferrals_closed:
    'Deferrals closed {days} days before the race: your place can no longer be deferred.',
  defer_unpaid: 'Only a paid place can be deferred.',
  defer_credit_place: 'A place paid with a credit cannot be deferred again.',
} as const;
