// Rules tests run against the stack's Firestore (FIRESTORE_EMULATOR_HOST): the project's own server
// or the official emulator, both evaluate security rules.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['scripts/rules/**/*.test.ts'],
    testTimeout: 20_000,
    fileParallelism: false,
  },
});
