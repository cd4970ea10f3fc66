import { ok, type Result } from 'neverthrow';
import { exportRows, managerScope } from '../../moderation/lists';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { asExporter } from '../policies';
import { ManagerExportInput } from '../schemas';
import type { SpecialistDeps } from '../specialistPorts';
import type { CardExport } from './exportForAgency';

/** Every card but archived ones, or the archive with `isArchiveExport=true`, as an Excel sheet (`/admin/api/excel-export/specialists`). */
export const exportForManager = useCase(
  asExporter,
  ManagerExportInput,
  async (deps: SpecialistDeps, _caller, input): Promise<Result<CardExport, AppError>> => {
    const { agencyId, status, search, sort, isArchiveExport: archive } = input;
    const filter = { agencyId, statuses: status, search, ...managerScope(archive) };
    return ok({
      title: archive ? 'Archived specialists' : 'Specialists',
      archive,
      rows: exportRows(deps.cards, filter, sort),
    });
  },
);
