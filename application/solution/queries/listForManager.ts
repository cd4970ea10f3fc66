import { ok, type Result } from 'neverthrow';
import { listPage, managerScope } from '../../moderation/lists';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { allowedActionsFor, asModerator } from '../policies';
import { ManagerSolutionListInput } from '../schemas';
import type { SolutionDeps } from '../solutionPorts';
import type { SolutionList } from './listForAgency';

/** The manager's lists: every solution but archived ones (`list`), or the archive (`archive-list`). */
export const listForManager = (archive: boolean) =>
  useCase(
    asModerator,
    ManagerSolutionListInput,
    async (deps: SolutionDeps, caller, input): Promise<Result<SolutionList, AppError>> => {
      const { agencyId, status, search, categoryId, changedSinceVerification, sort, page, count } = input;
      const filter = {
        agencyId,
        statuses: status,
        search,
        changedSinceVerification,
        categoryIds: categoryId ? [categoryId] : undefined,
        ...managerScope(archive),
      };
      return ok(await listPage(deps.solutions, { filter, sort, page, count }, (row) => allowedActionsFor(caller, row)));
    },
  );
