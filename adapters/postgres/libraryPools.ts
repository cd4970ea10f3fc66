import pg from 'pg';

let report: (e: Error) => void = () => {};
let installed = false;

/**
 * Libraries open pools of their own (emmett's dumbo keeps one per connection string for projections and pongo)
 * without listening for a dropped idle connection; Node ends the process on an 'error' nobody listens to, so a
 * database restart would take the app down. Every pool made from here on, and each of its connections, reports
 * such an error instead; the pool discards the broken connection and a query in flight fails as usual.
 */
export const reportLibraryPoolErrors = (onError: (e: Error) => void): void => {
  report = onError;
  if (installed) return;
  installed = true;
  const Base = pg.Pool;
  class ReportingPool extends Base {
    constructor(...options: ConstructorParameters<typeof Base>) {
      super(...options);
      this.on('error', (e) => report(e));
      // A connection dropped while checked out between two queries errors on the client, not the pool.
      this.on('connect', (client) => client.on('error', (e) => report(e)));
    }
  }
  (pg as { Pool: typeof Base }).Pool = ReportingPool;
};
