import { ok, type Result } from 'neverthrow';
import type { SpecialistAction } from '../../../domain/specialist/specialist.status';
import { listPage, type ListPage } from '../../moderation/lists';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { allowedActionsFor, asAgency } from '../policies';
import { AgencyListInput } from '../schemas';
import type { SpecialistCardRow, SpecialistDeps } from '../specialistPorts';

export type CardList = ListPage<SpecialistCardRow, SpecialistAction>;

/** The specialization and grade filters of both lists. */
export const roleFilter = (input: { specializationId?: string | undefined; grade?: string | undefined }) => ({
  specializationIds: input.specializationId ? [input.specializationId] : undefined,
  grades: input.grade ? [input.grade] : undefined,
});

/** The agency's own cards (`/api/specialist/list-v2/{agencyUuid}`): another agency's id gives an empty list, as if it had none. */
export const listForAgency = useCase(
  asAgency,
  AgencyListInput,
  async (deps: SpecialistDeps, caller, input): Promise<Result<CardList, AppError>> => {
    const { agencyUuid, status, search, sort, page, count } = input;
    if (agencyUuid !== caller.companyId) return ok({ items: [], meta: { page, count, total: 0 }, statusCounts: {} });
    const filter = {
      agencyId: agencyUuid,
      statuses: status,
      excludeStatuses: ['deleted' as const],
      search,
      ...roleFilter(input),
    };
    return ok(await listPage(deps.cards, { filter, sort, page, count }, (row) => allowedActionsFor(caller, row)));
  },
);
