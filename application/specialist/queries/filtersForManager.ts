import { ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { managerScope } from '../../moderation/lists';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { asModerator } from '../policies';
import type { CardFacets, SpecialistDeps } from '../specialistPorts';

/** Filter values with counts for the manager's list (`filters-v2`) or the archive's (`archive-filters-v2`). */
export const filtersForManager = (archive: boolean) =>
  useCase(asModerator, z.unknown(), async (deps: SpecialistDeps): Promise<Result<CardFacets, AppError>> =>
    ok(await deps.cards.facets(managerScope(archive))),
  );
