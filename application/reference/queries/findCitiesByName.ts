import { err, ok, type Result } from 'neverthrow';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { City, ReferenceDeps } from '../referencePorts';
import { CitiesByNameInput } from '../schemas';

const CITY_MATCHES = 20;

/** Cities whose name starts with, or resembles, what the user typed; accents and case do not matter. */
export const findCitiesByName =
  ({ store }: ReferenceDeps) =>
  async (raw: unknown): Promise<Result<City[], AppError>> => {
    const input = parse(CitiesByNameInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    return ok(
      await store.findCitiesByName({ name: input.value.name, country: input.value.country, limit: CITY_MATCHES }),
    );
  };
