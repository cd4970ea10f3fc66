import { err, ok, type Result } from 'neverthrow';
import { notFound, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { City, ReferenceDeps } from '../referencePorts';
import { CitiesOfCountryInput } from '../schemas';

/** The cities offered for a country, capital and largest first. A country without listed cities gives an empty list. */
export const listCitiesOfCountry =
  ({ store }: ReferenceDeps) =>
  async (raw: unknown): Promise<Result<City[], AppError>> => {
    const input = parse(CitiesOfCountryInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const { country } = input.value;
    if (!(await store.countryExists(country))) return err(notFound('Country', 'reference.country_not_found'));
    return ok(await store.listCitiesOfCountry(country));
  };
