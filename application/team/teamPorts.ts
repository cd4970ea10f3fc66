import type { PriceSettings } from '../../domain/specialist/catalogPrice';
import type { Clock } from '../ports/clock';

/** A member as the stores read it: the card's public parts, its status now and its team-only flag. */
export type TeamMemberRow = {
  readonly specialistId: string;
  readonly name: string;
  /** The full surname: managers and the agency read it, the catalogue shortens it. */
  readonly surname: string;
  readonly photoUrl: string | null;
  readonly specialization: string | null;
  readonly city: string | null;
  readonly status: string;
  readonly teamOnly: boolean;
  /** The agency's rate per hour in cents; the catalogue shows it priced with the platform's fee. */
  readonly hourPriceCents: number;
};

export type TeamRow = {
  readonly id: string;
  readonly agencyId: string;
  readonly agencyName: string;
  readonly name: string;
  readonly description: string;
  readonly version: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** In the order the agency put them. */
  readonly members: readonly TeamMemberRow[];
};

/** What the membership rules read of the cards a team names. */
export type CardOfTeam = {
  readonly specialistId: string;
  readonly agencyId: string;
  readonly status: string;
  readonly teamOnly: boolean;
};

/** Who changed a team, and as whom: every write carries it into `audit_log` in its own transaction. */
export type TeamAudit = { readonly actorId: string; readonly emulatedBy: string | null; readonly at: Date };

export type TeamListFilter = {
  readonly agencyId?: string;
  readonly specialistId?: string;
  readonly search?: string;
  readonly available?: boolean;
};

export type SavedTeam = {
  readonly id: string;
  readonly agencyId: string;
  readonly name: string;
  readonly description: string;
  readonly specialists: readonly string[];
};

/** Why a write did not happen: another team of the agency has the name, or the team changed (or went) meanwhile. */
export type TeamWriteRefusal = 'name_taken' | 'version_conflict' | 'not_found';

export type TeamStore = {
  readonly cards: (specialistIds: readonly string[]) => Promise<CardOfTeam[]>;
  readonly find: (teamId: string) => Promise<TeamRow | null>;
  readonly list: (
    filter: TeamListFilter,
    page: { readonly page: number; readonly count: number },
  ) => Promise<{ items: TeamRow[]; total: number }>;
  readonly create: (team: SavedTeam, audit: TeamAudit) => Promise<TeamWriteRefusal | null>;
  /** Writes only at `expectedVersion` when given; the version goes up by one. */
  readonly update: (
    team: SavedTeam,
    expectedVersion: number | null,
    audit: TeamAudit & { readonly before: TeamRow },
  ) => Promise<TeamWriteRefusal | null>;
  readonly delete: (team: TeamRow, audit: TeamAudit) => Promise<TeamWriteRefusal | null>;
  /** Teams (not deleted) that hold the card. */
  readonly teamsOfSpecialist: (specialistId: string) => Promise<TeamRow[]>;
  /** Names of teams by id, deleted ones too (`current: false`): carts keep the teams clients added. */
  readonly namesOf: (
    teamIds: readonly string[],
  ) => Promise<Map<string, { readonly name: string; readonly current: boolean }>>;
  /** The agency's published cards a team can take, by surname. */
  readonly memberChoices: (
    agencyId: string,
    search: string | undefined,
  ) => Promise<
    { specialistId: string; name: string; surname: string; specialization: string | null; teamOnly: boolean }[]
  >;
};

export type TeamDeps = {
  readonly store: TeamStore;
  readonly clock: Clock;
  readonly newId: () => string;
  /** The platform's fee and VAT, for the catalogue prices of the public view. */
  readonly priceSettings: () => Promise<PriceSettings>;
};
