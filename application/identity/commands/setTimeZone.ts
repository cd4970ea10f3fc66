import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { asTimeZoneOwner } from '../policies';
import { SetTimeZoneInput } from '../timeZoneSchemas';

/**
 * `POST /api/user/time-zone`: the user's clock for interview times (the web sends the browser's zone once, and the
 * profile lets the user choose another); e-mails add the time on it under the UTC time they name.
 */
export const setTimeZone =
  (deps: IdentityDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ timeZone: string }, AppError>> => {
    const caller = asTimeZoneOwner(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(SetTimeZoneInput, raw);
    if (input.isErr()) return err(input.error);
    await deps.store.setTimeZone(caller.value.userId, input.value.timeZone, deps.clock.now());
    return ok({ timeZone: input.value.timeZone });
  };
