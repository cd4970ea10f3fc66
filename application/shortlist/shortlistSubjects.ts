import type { SpecialistSnapshot } from '../../domain/cart/cart.availability';
import type { ShortlistSubject } from '../../domain/shortlist/shortlist.state';
import { isTeamBookable } from '../../domain/team/team.rules';
import type { CartSpecialistInfo } from '../cart/cartPorts';
import type { ShortlistDeps } from './shortlistPorts';

/** A team as the list reads it now: its name, whether the agency still offers it, its members in the agency's order. */
export type TeamNow = { readonly name: string; readonly current: boolean; readonly memberIds: readonly string[] };

/** The cards and teams a set of entries names, read once: what the list, the comparison and 'Book the top N' show. */
export type SubjectsNow = {
  readonly teams: ReadonlyMap<string, TeamNow>;
  readonly snapshots: readonly SpecialistSnapshot[];
  readonly info: ReadonlyMap<string, CartSpecialistInfo>;
};

export const subjectsNow = async (deps: ShortlistDeps, entries: readonly ShortlistSubject[]): Promise<SubjectsNow> => {
  const teamIds = [...new Set(entries.flatMap((entry) => (entry.kind === 'team' ? [entry.teamId] : [])))];
  const [names, members] = await Promise.all([
    teamIds.length > 0 ? deps.teams.namesOf(teamIds) : new Map<string, { name: string; current: boolean }>(),
    Promise.all(teamIds.map((id) => deps.teams.membersOf(id))),
  ]);
  const teams = new Map(
    teamIds.map((id, index): [string, TeamNow] => {
      const named = names.get(id);
      const memberIds = members[index] ?? null;
      return [
        id,
        {
          name: named?.name ?? '',
          current: (named?.current ?? false) && memberIds !== null,
          memberIds: memberIds ?? [],
        },
      ];
    }),
  );
  const ids = new Set(entries.flatMap((entry) => (entry.kind === 'specialist' ? [entry.specialistId] : [])));
  for (const team of teams.values()) for (const id of team.memberIds) ids.add(id);
  const { snapshots, info } = await deps.specialists.snapshotsWithInfo([...ids]);
  return { teams, snapshots, info };
};

/** A card as the cart would judge it now; one no longer found is missing, which nothing books. */
export const snapshotIn = (now: SubjectsNow, specialistId: string): SpecialistSnapshot =>
  now.snapshots.find((s) => s.specialistId === specialistId) ?? {
    specialistId,
    status: 'missing',
    catalogPriceCents: 0,
    busy: [],
  };

/** The cards an entry books: the specialist, or the team's members now (none once the team is deleted). */
export const specialistIdsOf = (now: SubjectsNow, entry: ShortlistSubject): readonly string[] =>
  entry.kind === 'team' ? (now.teams.get(entry.teamId)?.memberIds ?? []) : [entry.specialistId];

/** In the catalogue now: a published card; a team still offered, whole (every member published), as the cart books it. */
export const inCatalogueNow = (now: SubjectsNow, entry: ShortlistSubject): boolean => {
  if (entry.kind === 'specialist') return snapshotIn(now, entry.specialistId).status === 'published';
  const team = now.teams.get(entry.teamId);
  if (!team?.current) return false;
  return isTeamBookable(team.memberIds.map((id) => ({ inCatalogue: snapshotIn(now, id).status === 'published' })));
};

/** The catalogue price per hour in cents (a team's: its members' together); null when not in the catalogue now. */
export const hourPriceOf = (now: SubjectsNow, entry: ShortlistSubject): number | null =>
  inCatalogueNow(now, entry)
    ? specialistIdsOf(now, entry).reduce((sum, id) => sum + snapshotIn(now, id).catalogPriceCents, 0)
    : null;

/** A team's members as the catalogue names them ("Anna S."). */
export const membersOf = (now: SubjectsNow, entry: ShortlistSubject) =>
  entry.kind === 'team'
    ? specialistIdsOf(now, entry).map((id) => ({
        specialistUuid: id,
        name: now.info.get(id)?.name ?? '',
        surname: now.info.get(id)?.surname ?? '',
      }))
    : [];

/** The entry in words, as a person reads it in a list of names: 'Anna S.', 'Team Payments'. */
export const displayNameOf = (now: SubjectsNow, entry: ShortlistSubject): string => {
  if (entry.kind === 'team') {
    const name = now.teams.get(entry.teamId)?.name;
    return name ? `Team ${name}` : 'A team no longer offered';
  }
  const card = now.info.get(entry.specialistId);
  return card ? `${card.name} ${card.surname}` : '';
};
