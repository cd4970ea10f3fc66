import { ok, type Result } from 'neverthrow';
import type { AppError } from '../../shared/appError';
import type { ReferenceDeps, SocialNetwork } from '../referencePorts';

/** Networks a profile can link to, with the prefix a valid link starts with when there is one. */
export const listSocialNetworks =
  ({ store }: ReferenceDeps) =>
  async (_raw?: unknown): Promise<Result<SocialNetwork[], AppError>> =>
    ok(await store.listSocialNetworks());
