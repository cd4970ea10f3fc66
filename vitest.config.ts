import { defineConfig } from 'vitest/config';

/**
 * Test layers of design.md: pure (domain, application, web and adapter units, property), real PostgreSQL
 * (integration, api), real Chromium (e2e). A unit test sits under the layer of the code it tests.
 *
 * `isolate: false`: a worker evaluates the app's modules once and runs its files one after another in that module graph,
 * instead of importing the whole server again for every file (a third of the integration layer's time went to imports).
 * It is safe because no test mocks a module and every file starts its own app on its own database: what a file builds,
 * it stops in its `afterAll`. Module-level state is limited to caches keyed by the object they describe.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
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
          isolate: false,
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
          isolate: false,
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/globalDatabase.ts'],
          // A guard against a hang, not a measure: a long flow on a machine busy with other work takes twice its quiet time.
          testTimeout: 120_000,
          // What a page does eventually (hydrate, load a chunk, show a list) may take seconds on a busy machine; a
          // poll asserts that it happens, not how fast (no timing assertions in tests).
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 90_000,
          pool: 'forks',
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
        },
      },
    ],
  },
});
