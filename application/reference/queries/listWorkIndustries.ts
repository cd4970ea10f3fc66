import { ok, type Result } from 'neverthrow';
import type { AppError } from '../../shared/appError';
import type { Option, ReferenceDeps } from '../referencePorts';

/** Business domains a specialist has worked in. */
export const listWorkIndustries =
  ({ store }: ReferenceDeps) =>
  async (_raw?: unknown): Promise<Result<Option[], AppError>> =>
    ok(await store.listWorkIndustries());
