// A friend's referral link (`/marathons/{id}?ref={referralCode}`, docs/coupons.md) is remembered in
// localStorage per race from the race page on, so it still counts after the runner signs up or signs
// in on the way to the register screen, which sends it with the registration as `referralCode`.
import { readRecord, writeRecord } from './stored-record';

const KEY = 'referrals';

/**
 * What a referral code may look like (the contract's referralCodeSchema: 8 letters or digits, any
 * case), written out here: the race page loads no zod. Anything else in `?ref=` is not kept.
 */
const isCode = (code: string) => /^[A-Za-z0-9]{8}$/u.test(code);

const read = () => readRecord<string>(KEY);
const write = (stored: Record<string, string>) => writeRecord(KEY, stored);

/** The race page was opened with `?ref=`: the latest friend's code is the one that counts. */
export function rememberReferral(marathonId: string, code: string | null): void {
  if (!code || !isCode(code) || read()[marathonId] === code) return;
  write({ ...read(), [marathonId]: code });
}

export function referralFor(marathonId: string): string | undefined {
  const code = read()[marathonId];
  return typeof code === 'string' && isCode(code) ? code : undefined;
}

/** Registered: the referral has been sent and counts (or not) on the server from now on. */
export function forgetReferral(marathonId: string): void {
  const { [marathonId]: _sent, ...rest } = read();
  write(rest);
}
