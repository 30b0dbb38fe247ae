import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time, also on a machine of two cores (the default leaves one core free): most integration
    // files wait on a server process or the database, and the suite takes 15 minutes instead of 25 there.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
