import { defineConfig } from 'vitest/config';

/** A browser test starts a server and Chromium, and may wait for a race to run. */
const BROWSER_TIMEOUTS = { testTimeout: 60_000, hookTimeout: 120_000 };
// What a page shows after a click or a sign-in (argon2 on the server) can take seconds on two loaded
// cores; expect.poll's own 1 s made tests fail on a slow answer that a player would simply wait for.
const BROWSER_EXPECT = { poll: { timeout: 10_000 } };

// Two cores here and in CI: at most two test files at once. The browser tests run after the unit and
// integration tests rather than beside them: a browser, its server and an argon2-heavy integration
// file on two cores starve one another into time-outs.
export default defineConfig({
  test: {
    maxWorkers: 2,
    // One migrated embedded database per run, copied by every test app (see the file).
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['packages/contracts/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 0 },
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 1 },
          // Two browsers at once, one per core, since the board draws a page of cards and not thousands
          // of elements: about 5 minutes for these files, 6.5 one at a time (README, Tests).
          maxWorkers: 2,
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: ['e2e/lighthouse.e2e.test.ts'],
          expect: BROWSER_EXPECT,
          ...BROWSER_TIMEOUTS,
        },
      },
      {
        test: {
          name: 'lighthouse',
          // Last and alone: it measures the page's main thread, which another browser beside it slows.
          sequence: { groupOrder: 2 },
          maxWorkers: 1,
          include: ['e2e/lighthouse.e2e.test.ts'],
          expect: BROWSER_EXPECT,
          ...BROWSER_TIMEOUTS,
        },
      },
    ],
  },
});
