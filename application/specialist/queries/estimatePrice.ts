import { err, ok, type Result } from 'neverthrow';
import { catalogPriceOf, type CatalogPrice } from '../../../domain/specialist/catalogPrice';
import { dollarsToCents } from '../../../domain/shared/money';
import type { Actor } from '../../shared/actor';
import { forbidden, type AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import { parse } from '../../shared/parse';
import { hasScope } from '../../../domain/identity/scopes';
import { PriceInput } from '../schemas';
import type { SpecialistDeps } from '../specialistPorts';

/** The catalogue price beside the rate the agency types (`estimated-price`, `catalog-price`), computed on the server. */
export const estimatePrice =
  (deps: SpecialistDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<CatalogPrice & { catalogHourPrice: number }, AppError>> => {
    const caller = authorize(actor);
    if (caller.isErr()) return err(caller.error);
    if (!hasScope(caller.value, 'specialist:manage-own') && !hasScope(caller.value, 'specialist:moderate')) return err(forbidden());
    const input = parse(PriceInput, raw);
    if (input.isErr()) return err(input.error);
    const price = catalogPriceOf(dollarsToCents(input.value.price), await deps.rules.priceSettings());
    return ok({ ...price, catalogHourPrice: price.catalogPrice / 100 });
  };
