import { err, ok, type Result } from 'neverthrow';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityDeps';
import { NewsletterInput } from '../schemas';

/** Stores the e-mail once; subscribing twice is not an error. */
export const subscribeNewsletter =
  (deps: IdentityDeps) =>
  async (raw: unknown): Promise<Result<{ subscribed: true }, AppError>> => {
    const parsed = parse(NewsletterInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    await deps.store.subscribeNewsletter(parsed.value.email, deps.clock.now());
    return ok({ subscribed: true });
  };
