// Why a payment, a refund, a provider's event or a bank statement is refused (docs/payments.md): each
// code's sentence is the English of the error; `{name}` placeholders are the answer's `params`. The
// race's money settings' are beside their rule (money.ts), payouts' in payouts.ts.

/** Refusals of paying, of receipts and refunds, and of the providers' events. */
export const PAYMENT_REFUSALS = {
  payment_not_pending: 'This registration is not waiting for a payment.',
  method_not_taken: 'This race does not take that way of paying.',
  change_paid_by: 'The difference for a change of distance is paid by {methods}.',
  no_bank_account: 'This race has no bank account to pay into.',
  test_provider_unavailable: 'The test payment provider is not available here.',
  method_not_set_up: '{method} payments are not set up on this site yet.',
  paypal_not_set_up: 'PayPal payments are not set up on this site.',
  no_such_payment_provider: 'No such payment provider.',
  no_such_payment: 'No such payment.',
  no_such_paypal_payment: 'No such PayPal payment.',
  paypal_not_approved: 'The payment was not approved at PayPal: approve it there, or pay again.',
  receipt_not_yet: 'This payment is not paid yet: its receipt comes once it is.',
  manual_payment_short: 'A payment by hand confirms this place only for the {total} due.',
  refund_over_payment: 'At most {amount} is left to refund of this payment.',
  refund_over_share:
    'At most {amount} is left to refund of this runner’s share of the order’s payment.',
  nothing_to_refund: 'This runner has no payment left to refund.',
  payment_deferred:
    'This payment was deferred: it became the runner’s credit, so it cannot be refunded.',
  no_such_refund: 'No such refund.',
  refund_not_manual: 'This refund is not one the organisers pay by hand, or it is paid already.',
  signature_missing: 'The webhook signature is missing.',
  signature_malformed: 'The webhook signature is missing or malformed.',
  signature_mismatch: 'The webhook signature does not match.',
  signature_too_old: 'The webhook signature is too old.',
  signature_mismatch_or_old: 'The webhook signature does not match, or is too old.',
  event_not_json: 'The event is not JSON.',
  event_not_paypal: 'The event is not one PayPal sends.',
  event_not_test_provider: 'The event is not one the test provider sends.',
} as const;

/** Refusals of a bank statement's import (CSV or camt.053) and of its transactions. */
export const BANK_REFUSALS = {
  no_such_bank_transaction: 'No such bank transaction.',
  bank_transaction_not_unmatched:
    'This bank transaction is not unmatched: it was assigned or discarded already.',
  bank_transaction_currency: 'This bank transaction is in another currency than the race’s.',
  statement_too_many_rows: 'The statement has more than {rows} rows: split it into smaller files.',
  statement_amount_invalid:
    'Line {line}: amount "{text}" is not an amount like 1,234.56 or 1.234,56.',
  xml_not_xml: 'The file is not XML: a camt.053 statement starts with <?xml or <Document>.',
  xml_doctype:
    'The XML declares a DOCTYPE or entities, which a bank statement never does; such files are refused.',
  xml_too_deep:
    'The XML nests elements more than {depth} deep, which a camt.053 statement never does.',
  xml_reserved_name:
    'The XML has an element named __proto__, constructor or prototype, which a camt.053 statement never has.',
  xml_cut_short:
    'The XML is not well formed: it ends before its elements are closed (was the file cut short?).',
  xml_malformed: 'The XML is not well formed: {reason}',
  xml_malformed_at: 'The XML is not well formed (line {line}): {reason}',
  xml_not_camt053: 'The XML is not a camt.053 statement (no Document/BkToCstmrStmt).',
  xml_amount_invalid: 'Entry {entry}: Amt "{text}" is not an amount.',
  xml_transfer_amount_invalid: 'Entry {entry}, transfer {transfer}: Amt "{text}" is not an amount.',
} as const;
