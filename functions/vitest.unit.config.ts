// Pure unit tests beside the code (src/**/*.test.ts); no servers needed.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Request log lines are noise unless a test fails.
    silent: 'passed-only',
  },
});
