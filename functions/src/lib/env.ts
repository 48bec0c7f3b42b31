// The function's configuration, read from the environment once. Nothing else reads process.env.
import {
  PAYOUT_MODES,
  PLATFORM_FEE_PERCENT_MAX,
  type PayoutMode,
  type PlatformFee,
} from '@run/contract/domain/payouts';

export interface Env {
  /** How long a Firestore round trip may take before /health reports the database as unreachable. */
  healthTimeoutMs: number;
  /** A request still unanswered after this long gets a 503 instead of hanging on the database. */
  requestTimeoutMs: number;
  /** Set by the Firebase emulators when they load the code; never by `firebase deploy`. */
  underEmulator: boolean;
  /**
   * How long a race change's mail waits for further edits (docs/mail.md). Ten minutes; the local
   * stack may shorten it with RUN_RACE_MAIL_DELAY_MS (the test stack does, so a test can watch the
   * scheduled sweep send it), production never reads that variable.
   */
  raceMailDelayMs: number;
  /** How the site pays organisers (docs/payouts.md): `PAYOUTS`, `platform` where unset. */
  payouts: PayoutMode;
  /** What the site keeps of a paid entry in `connect` mode: `PLATFORM_FEE`, e.g. `3%+50`. */
  platformFee: PlatformFee;
}

/**
 * `PLATFORM_FEE` as `<percent>%+<fixed minor units>` (`3%+50`, `2.5%`, `30`); anything else, or a
 * percentage above the contract's most, fails the function's start, never a charge.
 */
export function parsePlatformFee(value: string | undefined): PlatformFee {
  const text = (value ?? '').replace(/\s+/gu, '');
  if (text === '') return { percent: 0, fixed: 0 };
  const match = /^(?:(\d+(?:\.\d+)?)%)?(?:\+?(\d+))?$/u.exec(text);
  const percent = Number(match?.[1] ?? 0);
  const fixed = Number(match?.[2] ?? 0);
  if (match === null || percent > PLATFORM_FEE_PERCENT_MAX) {
    throw new Error(`PLATFORM_FEE must read like 3%+50 (at most ${PLATFORM_FEE_PERCENT_MAX}%)`);
  }
  return { percent, fixed };
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value ?? fallback);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

const TEN_MINUTES = 10 * 60_000;

function readEnv(): Env {
  const underEmulator = process.env.FUNCTIONS_EMULATOR === 'true';
  return {
    // 10 s, not less: a fresh instance's first read also loads the Firestore client's gRPC stack,
    // which took over 3 s on a busy 2-core machine (a healthy database answered 503 in CI).
    healthTimeoutMs: positive(process.env.RUN_HEALTH_TIMEOUT_MS, 10_000),
    requestTimeoutMs: positive(process.env.RUN_REQUEST_TIMEOUT_MS, 25_000),
    underEmulator,
    raceMailDelayMs: underEmulator
      ? positive(process.env.RUN_RACE_MAIL_DELAY_MS, TEN_MINUTES)
      : TEN_MINUTES,
    payouts: PAYOUT_MODES.find((m) => m === process.env.PAYOUTS) ?? 'platform',
    platformFee: parsePlatformFee(process.env.PLATFORM_FEE),
  };
}

export const env: Env = readEnv();
