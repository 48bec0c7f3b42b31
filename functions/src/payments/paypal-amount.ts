// Money between RUN and PayPal: RUN keeps whole minor units (cents) of the race's currency; PayPal
// takes and sends decimal strings ("47.75"). PayPal takes no decimals at all for HUF, JPY and TWD
// (its currency codes reference), though ISO 4217 gives TWD two (RUN's minor units follow Intl, as
// formatMoney does): a TWD amount goes in whole dollars, and one with cents cannot be paid through
// PayPal.
import { minorDigits } from '@run/contract/domain/money';

const NO_DECIMALS_AT_PAYPAL = new Set(['HUF', 'JPY', 'TWD']);

/** Digits after the point in the value PayPal takes for `currency`. */
const paypalDigits = (currency: string) =>
  NO_DECIMALS_AT_PAYPAL.has(currency.toUpperCase()) ? 0 : minorDigits(currency);

/** `amount` minor units as PayPal's value: 4775 EUR is "47.75", 4500 JPY is "4500". */
export function toPayPalValue(amount: number, currency: string): string {
  if (!Number.isInteger(amount) || amount < 0) {
    throw new Error(`An amount is whole minor units, not ${amount}`);
  }
  const ours = minorDigits(currency);
  const theirs = paypalDigits(currency);
  const scale = 10 ** (ours - theirs);
  if (amount % scale !== 0) {
    throw new Error(`PayPal takes ${currency} in whole units only, not ${amount} minor units`);
  }
  const units = amount / scale;
  if (theirs === 0) return String(units);
  const text = String(units).padStart(theirs + 1, '0');
  return `${text.slice(0, -theirs)}.${text.slice(-theirs)}`;
}

/** PayPal's value back in minor units: "47.75" EUR is 4775, "4500" JPY is 4500. */
export function fromPayPalValue(value: string, currency: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/u.exec(value.trim());
  if (match === null) throw new Error(`Not an amount PayPal sends: ${value}`);
  const digits = minorDigits(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > digits) throw new Error(`Too many decimals for ${currency}: ${value}`);
  return Number(`${match[1] ?? '0'}${fraction.padEnd(digits, '0')}`);
}
