import { err, type Result } from 'neverthrow';
import { metadataOf, type Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ActDeps } from '../actPorts';
import { agencyActView } from '../actViews';
import { asActAgency } from '../policies';
import { UpdateActInput, type AgencyActOutput } from '../schemas';
import { loadAct, reloadedAct, runActCommand } from './runCommand';

/** `POST /api/agency/act/update`: hours and comment of a draft or rejected act (409 when `version` is stale). */
export const updateAct =
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<AgencyActOutput, AppError>> => {
    const agency = asActAgency(actor);
    if (agency.isErr()) return err(agency.error);
    const input = parse(UpdateActInput, raw);
    if (input.isErr()) return err(input.error);
    const row = await loadAct(deps, 'agency', agency.value, input.value.id);
    if (row.isErr()) return err(row.error);
    const recorded = await runActCommand(
      deps,
      row.value.id,
      {
        action: 'edit',
        actId: row.value.id,
        metadata: metadataOf(agency.value, deps.clock.now()),
        work: { hours: input.value.hours, comment: input.value.comment },
      },
      input.value.version,
    );
    if (recorded.isErr()) return err(recorded.error);
    return reloadedAct(deps, row.value.id, (r) => agencyActView(r));
  };
