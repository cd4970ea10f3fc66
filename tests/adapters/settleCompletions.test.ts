import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { settleCompletionsOnError } from '../../adapters/jobs/settleCompletions';

type Manager = {
  complete: (name: string, id: string) => Promise<unknown>;
  on: (event: string, listener: (e: unknown) => void) => void;
};
const ManagerClass = createRequire(import.meta.url)('pg-boss/src/manager.js') as new (
  db: unknown,
  config: unknown,
) => Manager;

/** A database restart while pg-boss marks a job done must not become an unhandled rejection that ends the process. */
describe('job completions during a database outage', () => {
  it('are reported on the error event and settle, instead of rejecting', async () => {
    settleCompletionsOnError();
    const down = { executeSql: () => Promise.reject(new Error('terminating connection due to administrator command')) };
    const manager = new ManagerClass(down, {});
    const errors: unknown[] = [];
    manager.on('error', (e) => errors.push(e));
    await expect(manager.complete('mail.deliver', '00000000-0000-4000-8000-000000000000')).resolves.toMatchObject({
      affected: 0,
    });
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('terminating connection');
  });
});
