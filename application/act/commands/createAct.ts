import { err, type Result } from 'neverthrow';
import type { ActTerms } from '../../../domain/act/act.events';
import { billedPeriod } from '../../../domain/act/act.period';
import { metadataOf, type Actor } from '../../shared/actor';
import { conflict, validationError, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { ActDeps } from '../actPorts';
import { agencyActView } from '../actViews';
import { asActAgency } from '../policies';
import { CreateActInput, type AgencyActOutput } from '../schemas';
import { reloadedAct, runActCommand } from './runCommand';

const todayOf = (deps: Pick<ActDeps, 'clock'>): string => deps.clock.now().toISOString().slice(0, 10);

const notOnProject = validationError([
  { field: 'candidateId', message: 'Choose one of your specialists on a project', code: 'act.not_on_project' },
]);

/** `POST /api/agency/act/create`: the month's act for one of the agency's specialists on a project. */
export const createAct =
  (deps: ActDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<AgencyActOutput, AppError>> => {
    const agency = asActAgency(actor);
    if (agency.isErr()) return err(agency.error);
    const input = parse(CreateActInput, raw);
    if (input.isErr()) return err(input.error);
    const { candidateId, month, hours, comment } = input.value;
    const candidate = await deps.candidates.find(candidateId);
    // Another agency's candidate reads exactly as one that is not on a project: nothing tells them apart.
    if (
      !candidate ||
      candidate.agencyId !== agency.value.companyId ||
      (candidate.status !== 'working' && candidate.status !== 'finished')
    )
      return err(notOnProject);
    const period = billedPeriod(month, { startPeriod: candidate.startPeriod, endPeriod: candidate.endPeriod });
    if (!period)
      return err(
        validationError([
          {
            field: 'month',
            message: `Choose a month of the booking (${candidate.startPeriod} to ${candidate.endPeriod})`,
            code: 'act.month_outside_booking',
          },
        ]),
      );
    if (period.startPeriod > todayOf(deps))
      return err(
        validationError([{ field: 'month', message: 'This month has not started yet', code: 'act.month_not_started' }]),
      );
    if (await deps.acts.monthTaken(candidateId, month))
      return err(conflict(`An act for ${month} already exists for this specialist`, 'act.month_taken'));
    const [prices, client] = await Promise.all([deps.prices(), deps.companies.sheetOf(candidate.clientId)]);
    const terms: ActTerms = {
      actId: deps.newId(),
      candidateId,
      clientId: candidate.clientId,
      agencyId: candidate.agencyId,
      specialistId: candidate.specialistId,
      month,
      period,
      workFormat: candidate.workFormat,
      hoursPerWeek: candidate.hours,
      agencyRateCents: candidate.agencyRateCents,
      clientRateCents: candidate.clientHourPriceCents,
      vatRateBasisPoints: client?.vat.kind === 'exempt' ? null : prices.vatRateBasisPoints,
    };
    const recorded = await runActCommand(deps, terms.actId, {
      action: 'create',
      actId: terms.actId,
      metadata: metadataOf(agency.value, deps.clock.now()),
      terms,
      work: { hours, comment },
    });
    if (recorded.isErr())
      return err(
        recorded.error.code === 'stream.version_conflict'
          ? conflict(`An act for ${month} already exists for this specialist`, 'act.month_taken')
          : recorded.error,
      );
    return reloadedAct(deps, terms.actId, (row) => agencyActView(row));
  };
