// Pure unit tests beside the code (src/**/*.test.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['src/**/*.test.ts'], environment: 'node' } });
