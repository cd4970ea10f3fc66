import { ok, type Result } from 'neverthrow';
import type { SolutionAction } from '../../../domain/solution/solution.status';
import { listPage, type ListPage } from '../../moderation/lists';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { allowedActionsFor, asAgency } from '../policies';
import { SolutionListInput } from '../schemas';
import type { SolutionDeps, SolutionRow } from '../solutionPorts';

export type SolutionList = ListPage<SolutionRow, SolutionAction>;

/** The agency's own solutions (`GET /api/solution/list`): always scoped by the caller's company. */
export const listForAgency = useCase(
  asAgency,
  SolutionListInput,
  async (deps: SolutionDeps, caller, input): Promise<Result<SolutionList, AppError>> => {
    const { status, search, categoryId, sort, page, count } = input;
    const filter = {
      agencyId: caller.companyId,
      statuses: status,
      excludeStatuses: ['deleted' as const],
      search,
      categoryIds: categoryId ? [categoryId] : undefined,
    };
    return ok(await listPage(deps.solutions, { filter, sort, page, count }, (row) => allowedActionsFor(caller, row)));
  },
);
