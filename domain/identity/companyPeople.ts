import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/domainError';

/** What a person is inside their company: an owner (manages the company's people) or a member. */
export const companyRoles = ['owner', 'member'] as const;
export type CompanyRole = (typeof companyRoles)[number];
export const isCompanyRole = (value: string): value is CompanyRole =>
  (companyRoles as readonly string[]).includes(value);

export type PersonStatus = 'unverified' | 'active' | 'blocked';

/** One person of a company as the rule sees them. */
export type CompanyPerson = { readonly id: string; readonly companyRole: CompanyRole; readonly status: PersonStatus };

/** A change of the company's people: block, unblock, or a new role inside the company. */
export type PeopleChange =
  | { readonly kind: 'block'; readonly personId: string }
  | { readonly kind: 'unblock'; readonly personId: string }
  | { readonly kind: 'setRole'; readonly personId: string; readonly role: CompanyRole };

export type PeopleError = DomainError<'people.last_owner' | 'people.not_found' | 'people.self_block'>;

/** Active owners: who can still manage the company's people. */
export const activeOwners = (people: readonly CompanyPerson[]): number =>
  people.filter((p) => p.companyRole === 'owner' && p.status === 'active').length;

export const applyPeopleChange = (people: readonly CompanyPerson[], change: PeopleChange): CompanyPerson[] =>
  people.map((p) => {
    if (p.id !== change.personId) return p;
    switch (change.kind) {
      case 'block':
        return { ...p, status: 'blocked' };
      case 'unblock':
        return { ...p, status: p.status === 'blocked' ? 'active' : p.status };
      case 'setRole':
        return { ...p, companyRole: change.role };
      default: {
        const _exhaustive: never = change;
        return _exhaustive;
      }
    }
  });

/**
 * Decides a change of a company's people: a company that has an active owner always keeps one, so nobody (an owner
 * or a manager) blocks or demotes the last one; and nobody blocks themselves. Answers the people after the change.
 */
export const decidePeopleChange = (
  people: readonly CompanyPerson[],
  change: PeopleChange,
  actorId: string | null,
): Result<CompanyPerson[], PeopleError> => {
  if (!people.some((p) => p.id === change.personId)) return err(domainError('people.not_found', 'Person not found'));
  if (change.kind === 'block' && change.personId === actorId)
    return err(domainError('people.self_block', 'You cannot block yourself'));
  const after = applyPeopleChange(people, change);
  if (activeOwners(people) > 0 && activeOwners(after) === 0)
    return err(
      domainError(
        'people.last_owner',
        'The company must keep at least one active owner: make someone else an owner first',
      ),
    );
  return ok(after);
};
