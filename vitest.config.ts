import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // Both cores: Vitest's default keeps one for itself (one worker on a two-core machine), and its own process is
    // idle while the workers run; the suite took 289 s with one worker on this machine.
    maxWorkers: 2,
    // The JSON report feeds .ci/run's one-line total.
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
