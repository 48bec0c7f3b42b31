// Rules tests need the official Firestore emulator (FIRESTORE_EMULATOR_HOST); `npm test` runs them
// only when that emulator is the stack's backend.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['scripts/rules/**/*.test.ts'],
    testTimeout: 20_000,
    fileParallelism: false,
  },
});
