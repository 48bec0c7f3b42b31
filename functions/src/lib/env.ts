// The function's configuration, read from the environment once. Nothing else reads process.env.

export interface Env {
  /** How long a Firestore round trip may take before /health reports the database as unreachable. */
  healthTimeoutMs: number;
  /** A request still unanswered after this long gets a 503 instead of hanging on the database. */
  requestTimeoutMs: number;
  /** Set by the Firebase emulators when they load the code; never by `firebase deploy`. */
  underEmulator: boolean;
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value ?? fallback);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function readEnv(): Env {
  return {
    healthTimeoutMs: positive(process.env.RUN_HEALTH_TIMEOUT_MS, 3000),
    requestTimeoutMs: positive(process.env.RUN_REQUEST_TIMEOUT_MS, 25_000),
    underEmulator: process.env.FUNCTIONS_EMULATOR === 'true',
  };
}

export const env: Env = readEnv();
