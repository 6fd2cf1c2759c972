import { defineConfig } from 'vitest/config';

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
          // One browser at a time: the board page (thousands of elements re-rendered on every odds frame,
          // issue 11) beside another browser test never settles on two cores.
          maxWorkers: 1,
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
