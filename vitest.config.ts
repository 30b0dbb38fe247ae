import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const UNIT_TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'];
/**
 * The test files of a project share one module graph per worker (`isolate: false`): importing the server's modules
 * and starting PGlite anew for every file took two thirds of the unit tests' time. A file that replaces a module or
 * a global for its own tests (`vi.mock`, `vi.stub…`) gets a graph of its own, so that its stand-ins reach no other file.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/;
const UNIT_TESTS_REPLACING_MODULES = globSync(UNIT_TESTS).filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8')));
const UNIT_TIMEOUTS = { testTimeout: 30_000, hookTimeout: 30_000 };

/**
 * The tests that compare how long the server takes for one path and another (within a millisecond). Beside
 * another test file on two busy cores, the server's timers fire late by more than that; `npm run test:unit`
 * runs them after the rest, on their own.
 */
const TIMING_TESTS = 'tests/integration/*-timing.test.ts';

export default defineConfig({
  test: {
    // Two files at a time, also on a machine of two cores (the default leaves one core free): most integration
    // files wait on a server process or the database, and the suite takes 15 minutes instead of 25 there.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: UNIT_TESTS_REPLACING_MODULES,
          isolate: false,
          environment: 'node',
          // Many of these open a PGlite database and run every migration: on a loaded machine of two cores
          // that alone has taken longer than Vitest's 5 s default.
          ...UNIT_TIMEOUTS,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: UNIT_TESTS_REPLACING_MODULES,
          environment: 'node',
          ...UNIT_TIMEOUTS,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [TIMING_TESTS],
          isolate: false,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'timing',
          include: [TIMING_TESTS],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
