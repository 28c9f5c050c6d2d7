import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // The JSON report feeds .ci/run's one-line total.
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
