import { defineConfig } from 'vitest/config';

/**
 * Test layers of design.md: pure (domain, application, web and adapter units, property), real PostgreSQL
 * (integration, api), real Chromium (e2e). A unit test sits under the layer of the code it tests.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: [
            'tests/domain/**/*.test.ts',
            'tests/application/**/*.test.ts',
            'tests/web/**/*.test.ts',
            'tests/adapters/**/*.test.ts',
            'tests/property/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['tests/integration/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/security/**/*.test.ts'],
          globalSetup: ['tests/support/globalDatabase.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 3,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/globalDatabase.ts'],
          testTimeout: 60_000,
          // What a page does eventually (hydrate, load a chunk, show a list) may take seconds on a busy machine; a
          // poll asserts that it happens, not how fast (no timing assertions in tests).
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 90_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
