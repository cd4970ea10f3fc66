import { err, ok, type Result } from 'neverthrow';
import { decidePeopleChange, type CompanyPerson, type PeopleChange } from '../../../domain/identity/companyPeople';
import { hasScope } from '../../../domain/identity/scopes';
import type { Actor } from '../../shared/actor';
import { forbidden, type AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import type { PersonOutput } from '../peopleSchemas';

/** Anyone working for a company sees its people; only those who manage them (owners) change them. */
export const asCompanyReader = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'company:manage-own');
export const asPeopleManager = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'people:manage-own');

/** Staff who invite, re-role and block employees; roles:manage may also edit what roles allow. */
export const asStaffManager = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'staff:manage');
export const asRoleEditor = (actor: Actor | null): Result<Actor, AppError> => authorize(actor, 'roles:manage');
/** Reading roles: whoever edits them, and whoever gives them to employees. */
export const asRoleReader = (actor: Actor | null): Result<Actor, AppError> =>
  authorize(actor).andThen((caller) =>
    hasScope(caller, 'roles:manage') || hasScope(caller, 'staff:manage') ? ok(caller) : err(forbidden()),
  );

/**
 * Nobody hands out more than they hold: without roles:manage, an employee gives only roles (and changes only
 * colleagues) whose every scope they hold themselves, so staff:manage is no way to become an administrator.
 */
export const mayHandOut = (caller: Actor, scopes: readonly string[]): boolean =>
  hasScope(caller, 'roles:manage') || scopes.every((s) => (caller.scopes as readonly string[]).includes(s));

/** The changes the caller may make to one person, as the domain's rule allows them now. */
export const personActions = (
  caller: Actor,
  people: readonly CompanyPerson[],
  person: CompanyPerson,
): PersonOutput['allowedActions'] => {
  if (!hasScope(caller, 'people:manage-own')) return [];
  const changes: [PersonOutput['allowedActions'][number], PeopleChange][] = [
    ['block', { kind: 'block', personId: person.id }],
    ['unblock', { kind: 'unblock', personId: person.id }],
    ['makeOwner', { kind: 'setRole', personId: person.id, role: 'owner' }],
    ['makeMember', { kind: 'setRole', personId: person.id, role: 'member' }],
  ];
  return changes
    .filter(([action]) =>
      action === 'block'
        ? person.status === 'active'
        : action === 'unblock'
          ? person.status === 'blocked'
          : action === 'makeOwner'
            ? person.companyRole === 'member'
            : person.companyRole === 'owner',
    )
    .filter(([, change]) => decidePeopleChange(people, change, caller.userId).isOk())
    .map(([action]) => action);
};
