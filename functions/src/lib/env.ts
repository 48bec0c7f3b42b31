// The function's configuration, read from the environment once. Nothing else reads process.env.

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
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value ?? fallback);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

const TEN_MINUTES = 10 * 60_000;

function readEnv(): Env {
  const underEmulator = process.env.FUNCTIONS_EMULATOR === 'true';
  return {
    healthTimeoutMs: positive(process.env.RUN_HEALTH_TIMEOUT_MS, 3000),
    requestTimeoutMs: positive(process.env.RUN_REQUEST_TIMEOUT_MS, 25_000),
    underEmulator,
    raceMailDelayMs: underEmulator
      ? positive(process.env.RUN_RACE_MAIL_DELAY_MS, TEN_MINUTES)
      : TEN_MINUTES,
  };
}

export const env: Env = readEnv();
