import type { Clock } from '../ports/clock';
import type { EventStorePort } from '../ports/eventStore';

/** Names of the people who acted, for the history of any moderated item. */
export type PeopleDirectory = {
  /** Each user's name and e-mail, and the clock they read times on (an IANA zone; null until known). */
  readonly namesOf: (
    userIds: readonly string[],
  ) => Promise<ReadonlyMap<string, { name: string; email: string; timeZone?: string | null }>>;
};

/** Which of these file ids are files of the company, with their purposes (an item names only its agency's files). */
export type CompanyFiles = (companyId: string, fileIds: readonly string[]) => Promise<ReadonlyMap<string, string>>;

/** What the use cases of every moderated area (specialist cards, solutions) are built on. */
export type ModeratedDeps = {
  readonly events: EventStorePort;
  readonly clock: Clock;
  readonly newId: () => string;
  readonly people: PeopleDirectory;
};
