import { err, ok, type Result } from 'neverthrow';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { Country, ReferenceDeps } from '../referencePorts';
import { CountriesInput } from '../schemas';

/** Every ISO 3166 country by name, or those whose name or code matches the search. */
export const listCountries =
  ({ store }: ReferenceDeps) =>
  async (raw: unknown): Promise<Result<Country[], AppError>> => {
    const input = parse(CountriesInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    return ok(await store.listCountries(input.value.search));
  };
