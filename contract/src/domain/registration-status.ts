// A registration's state (docs/payments.md, docs/data-model.md): a free registration is `confirmed`
// at once, a priced one `pending_payment` until paid, and `expired` when its hold ran out. A
// registration stored before payments has no field and reads as `confirmed`.
export const REGISTRATION_STATUSES = ['pending_payment', 'confirmed', 'expired'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
