import { ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { managerScope } from '../../moderation/lists';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { asModerator } from '../policies';
import type { SolutionDeps, SolutionFacets } from '../solutionPorts';

/** Filter values with counts for the manager's list (`filters`) or the archive's (`archive-filters`). */
export const filtersForManager = (archive: boolean) =>
  useCase(asModerator, z.unknown(), async (deps: SolutionDeps): Promise<Result<SolutionFacets, AppError>> =>
    ok(await deps.solutions.facets(managerScope(archive))),
  );
