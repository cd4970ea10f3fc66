import { ok, type Result } from 'neverthrow';
import { exportRows } from '../../moderation/lists';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { asAgency } from '../policies';
import { AgencyListInput } from '../schemas';
import type { SpecialistCardRow, SpecialistDeps } from '../specialistPorts';

export type CardExport = {
  readonly title: string;
  readonly archive: boolean;
  readonly rows: AsyncIterable<SpecialistCardRow>;
};

/** The agency's own cards as an Excel sheet (`list-v2-excel/{agencyUuid}`), with the list's filters. */
export const exportForAgency = useCase(
  asAgency,
  AgencyListInput,
  async (deps: SpecialistDeps, caller, { agencyUuid, status, search, sort }): Promise<Result<CardExport, AppError>> => {
    // Another agency's id exports an empty sheet, as its list is empty.
    const agencyId = agencyUuid === caller.companyId ? agencyUuid : '00000000-0000-0000-0000-000000000000';
    return ok({
      title: 'Specialists',
      archive: false,
      rows: exportRows(deps.cards, { agencyId, statuses: status, excludeStatuses: ['deleted'], search }, sort),
    });
  },
);
