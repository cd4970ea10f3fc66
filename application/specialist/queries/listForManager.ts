import { ok, type Result } from 'neverthrow';
import { listPage, managerScope } from '../../moderation/lists';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { allowedActionsFor, asModerator } from '../policies';
import { ManagerListInput } from '../schemas';
import type { SpecialistDeps } from '../specialistPorts';
import { roleFilter, type CardList } from './listForAgency';

/** The manager's lists: every card but archived ones (`list-v2`), or the archive (`archive-list-v2`). */
export const listForManager = (archive: boolean) =>
  useCase(
    asModerator,
    ManagerListInput,
    async (deps: SpecialistDeps, caller, input): Promise<Result<CardList, AppError>> => {
      const { agencyId, status, search, changedSinceVerification, sort, page, count } = input;
      const filter = {
        agencyId,
        statuses: status,
        search,
        changedSinceVerification,
        ...roleFilter(input),
        ...managerScope(archive),
      };
      return ok(await listPage(deps.cards, { filter, sort, page, count }, (row) => allowedActionsFor(caller, row)));
    },
  );
