import { err, ok, type Result } from 'neverthrow';
import { catalogPriceOf } from '../../../domain/specialist/catalogPrice';
import { cents } from '../../../domain/shared/money';
import { notFound, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { Actor } from '../../shared/actor';
import { SpecialistTeamsInput, SpecialistTeamsOutput } from '../schemas';
import type { TeamDeps } from '../teamPorts';
import { memberInCatalogue, toPublicTeam } from '../teamViews';

/**
 * `GET /api/team-catalog/specialist/{id}`: the teams a catalogue card belongs to ('Part of team X'), for anyone. A card
 * out of the catalogue has no public teams (404, as its page); an unavailable team shows, marked so, without the
 * members that left the catalogue.
 */
export const teamsOfSpecialist =
  (deps: TeamDeps) =>
  async (_actor: Actor | null, raw: unknown): Promise<Result<SpecialistTeamsOutput, AppError>> => {
    const input = parse(SpecialistTeamsInput, raw);
    if (input.isErr()) return err(input.error);
    const [card] = await deps.store.cards([input.value.specialistId]);
    if (!card || !memberInCatalogue(card)) return err(notFound('Specialist', 'specialist.not_found'));
    const [teams, settings] = await Promise.all([
      deps.store.teamsOfSpecialist(card.specialistId),
      deps.priceSettings(),
    ]);
    const priceOf = (hourPriceCents: number) => catalogPriceOf(cents(hourPriceCents), settings).catalogPrice;
    return ok(
      SpecialistTeamsOutput.parse({ teamOnly: card.teamOnly, teams: teams.map((team) => toPublicTeam(team, priceOf)) }),
    );
  };
