import { ok, type Result } from 'neverthrow';
import type { AppError } from '../../shared/appError';
import type { ReferenceDeps } from '../referencePorts';

export type ReservationPeriodBoundaries = { readonly minReservationDays: number; readonly maxReservationDays: number };

/** The shortest and longest reservation a client may make, in days. */
export const getReservationPeriodBoundaries =
  ({ store }: ReferenceDeps) =>
  async (_raw?: unknown): Promise<Result<ReservationPeriodBoundaries, AppError>> => {
    const { minReservationDays, maxReservationDays } = await store.getPlatformSettings();
    return ok({ minReservationDays, maxReservationDays });
  };
