// The function's configuration, read from the environment once. Nothing else reads process.env.

export interface Env {
  /** True inside the firebase-tools functions emulator. */
  isEmulator: boolean;
  /** How long a Firestore round trip may take before /health reports the database as unreachable. */
  healthTimeoutMs: number;
}

function readEnv(): Env {
  const timeout = Number(process.env.RUN_HEALTH_TIMEOUT_MS ?? '3000');
  return {
    isEmulator: process.env.FUNCTIONS_EMULATOR === 'true',
    healthTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 3000,
  };
}

export const env: Env = readEnv();
