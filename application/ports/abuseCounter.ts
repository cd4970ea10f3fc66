import type { AbuseAction } from '../../domain/shared/abuseLimits';

/** Where attempts of a limited action are counted: one atomic count-and-record per key, shared by every app process. */
export type AbuseCounter = {
  /** Records this attempt under each key and answers the times of the earlier ones since `since`, per key. */
  readonly record: (attempt: {
    readonly action: AbuseAction;
    readonly keys: readonly string[];
    readonly at: Date;
    readonly since: Date;
  }) => Promise<readonly (readonly Date[])[]>;
};
