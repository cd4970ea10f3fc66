import { ok, type Result } from 'neverthrow';
import { exportRows, managerScope } from '../../moderation/lists';
import { useCase } from '../../moderation/useCase';
import type { AppError } from '../../shared/appError';
import { asExporter } from '../policies';
import { SolutionExportInput } from '../schemas';
import type { SolutionDeps, SolutionRow } from '../solutionPorts';

export type SolutionExport = {
  readonly title: string;
  readonly archive: boolean;
  readonly rows: AsyncIterable<SolutionRow>;
};

/** `GET /admin/api/excel-export/solutions`: the manager's list, or the archive with `isArchiveExport=true`, with the same filters. */
export const exportForManager = useCase(
  asExporter,
  SolutionExportInput,
  async (deps: SolutionDeps, _caller, input): Promise<Result<SolutionExport, AppError>> => {
    const { agencyId, status, search, categoryId, sort, isArchiveExport: archive } = input;
    const filter = {
      agencyId,
      statuses: status,
      search,
      categoryIds: categoryId ? [categoryId] : undefined,
      ...managerScope(archive),
    };
    return ok({
      title: archive ? 'Archived solutions' : 'Solutions',
      archive,
      rows: exportRows(deps.solutions, filter, sort),
    });
  },
);
