import { createRequire } from 'node:module';

type CompletionManager = {
  complete: (...args: unknown[]) => Promise<unknown>;
  fail: (...args: unknown[]) => Promise<unknown>;
  emit: (event: string, error: unknown) => boolean;
};

/**
 * pg-boss 10's worker marks a job completed or failed without awaiting the call (src/manager.js, `onFetch`), so a
 * database that restarts at that moment leaves a rejected promise nobody handles, and Node ends the process. Here the
 * failed call is reported on the queue's 'error' event instead: the job stays active, expires and is handed out again,
 * and every worker of ours is idempotent (the outbox's claim, the merge's and the import's state checks).
 */
export const settleCompletionsOnError = (): void => {
  const Manager = createRequire(import.meta.url)('pg-boss/src/manager.js') as {
    prototype: CompletionManager & { __settled?: boolean };
  };
  if (Manager.prototype.__settled) return;
  Manager.prototype.__settled = true;
  for (const method of ['complete', 'fail'] as const) {
    const original = Manager.prototype[method];
    Manager.prototype[method] = function (this: CompletionManager, ...args: unknown[]) {
      return original.apply(this, args).catch((error: unknown) => {
        this.emit('error', error);
        return { jobs: [], requested: 0, affected: 0 };
      });
    };
  }
};
