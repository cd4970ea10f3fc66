import { ok, type Result } from 'neverthrow';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { asAgency } from '../policies';
import { AgencyListInput } from '../schemas';
import type { CardFacets, SpecialistDeps } from '../specialistPorts';

/** Filter values with counts for the agency's list (`filters-v2/{agencyUuid}`); another agency's id has none. */
export const filtersForAgency = useCase(
  asAgency,
  AgencyListInput.pick({ agencyUuid: true }),
  async (deps: SpecialistDeps, caller, { agencyUuid }): Promise<Result<CardFacets, AppError>> =>
    ok(
      agencyUuid === caller.companyId
        ? await deps.cards.facets({ agencyId: agencyUuid, excludeStatuses: ['deleted'] })
        : { statuses: [], specializations: [], grades: [] },
    ),
);
