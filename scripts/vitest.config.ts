// Unit tests of the stack tooling (pure parts: ports, config copies, sample data). The rules tests
// have their own config: they need the official Firestore emulator.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['scripts/**/*.test.ts'],
    exclude: ['scripts/rules/**', '**/node_modules/**'],
  },
});
