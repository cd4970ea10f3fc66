import { ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { asAgency } from '../policies';
import type { SolutionDeps, SolutionFacets } from '../solutionPorts';

/** Filter values with counts of the agency's own solutions (`GET /api/solution/filters`). */
export const filtersForAgency = useCase(
  asAgency,
  z.unknown(),
  async (deps: SolutionDeps, caller): Promise<Result<SolutionFacets, AppError>> =>
    ok({
      ...(await deps.solutions.facets({ agencyId: caller.companyId, excludeStatuses: ['deleted'] })),
      agencies: [],
    }),
);
