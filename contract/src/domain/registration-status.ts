// A registration's state (docs/payments.md, docs/data-model.md): a free registration is `confirmed`
// at once, a priced one `pending_payment` until paid, `expired` when its hold ran out,
// `withdrawn` when the runner withdrew with money to get back (kept for My Apply List to show the
// refund), `transferred` when the runner gave the place to another, and `deferred` when the runner
// gave it back for a credit (docs/transfers.md). A
// registration stored before payments has no field and reads as `confirmed`.
export const REGISTRATION_STATUSES = [
  'pending_payment',
  'confirmed',
  'expired',
  'withdrawn',
  'transferred',
  'deferred',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
