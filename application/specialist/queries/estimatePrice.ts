import { err, ok, type Result } from 'neverthrow';
import { hasScope } from '../../../domain/identity/scopes';
import { catalogPriceOf, type CatalogPrice } from '../../../domain/specialist/catalogPrice';
import { dollarsToCents } from '../../../domain/shared/money';
import { useCase } from '../../moderation/useCase';
import type { Actor } from '../../shared/actor';
import { forbidden, type AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import { PriceInput } from '../schemas';
import type { SpecialistDeps } from '../specialistPorts';

/** Agencies and managers price cards. */
const asPricer = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor).andThen((a) =>
    hasScope(a, 'specialist:manage-own') || hasScope(a, 'specialist:moderate') ? ok(a) : err(forbidden()),
  );

/** The catalogue price beside the rate the agency types (`estimated-price`, `catalog-price`), computed on the server. */
export const estimatePrice = useCase(
  asPricer,
  PriceInput,
  async (
    deps: SpecialistDeps,
    _caller,
    { price },
  ): Promise<Result<CatalogPrice & { catalogHourPrice: number }, AppError>> => {
    const computed = catalogPriceOf(dollarsToCents(price), await deps.rules.priceSettings());
    return ok({ ...computed, catalogHourPrice: computed.catalogPrice / 100 });
  },
);
