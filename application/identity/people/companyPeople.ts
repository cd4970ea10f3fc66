import { err, ok, type Result } from 'neverthrow';
import { freshlyProven } from '../../shared/stepUp';
import { decidePeopleChange, type PeopleChange } from '../../../domain/identity/companyPeople';
import { hasScope } from '../../../domain/identity/scopes';
import type { Actor } from '../../shared/actor';
import type { AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { ChangeCompanyRoleInput, PersonIdInput, type PersonOutput } from '../peopleSchemas';
import { peopleErrorOf } from './peopleErrors';
import { asCompanyReader, asPeopleManager, personActions } from './peoplePolicies';

/** The people of the caller's company, with their role inside it, status, and what the caller may do with each. */
export const listPeople = (deps: IdentityDeps) => async (actor: Actor | null) => {
  const caller = asCompanyReader(actor);
  if (caller.isErr()) return err(caller.error);
  const people = await deps.store.listPeople(caller.value.companyId);
  const items: PersonOutput[] = people.map((p) => ({
    id: p.id,
    name: p.firstName,
    surname: p.lastName,
    email: p.email,
    role: p.companyRole,
    status: p.status,
    isMe: p.id === caller.value.userId,
    allowedActions: personActions(caller.value, people, p),
    createdAt: p.createdAt.toISOString(),
  }));
  return ok({
    items,
    meta: { page: 1, count: items.length, total: items.length },
    canManage: hasScope(caller.value, 'people:manage-own'),
  });
};

type PeopleCommand = {
  readonly action: string;
  readonly changeOf: (input: { id: string; role?: 'owner' | 'member' }) => PeopleChange;
  /** Changing another user's role asks for a fresh proof of the person (step-up). */
  readonly stepUp?: true;
};

/** Block, unblock or change the role of a colleague: an owner's decision, under the rule that the company keeps an owner. */
const peopleCommand =
  (deps: IdentityDeps, schema: typeof PersonIdInput | typeof ChangeCompanyRoleInput, command: PeopleCommand) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ done: true }, AppError>> => {
    const caller = asPeopleManager(actor).andThen((c) => (command.stepUp ? freshlyProven(deps.clock.now())(c) : ok(c)));
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(schema, raw);
    if (parsed.isErr()) return err(parsed.error);
    const change = command.changeOf(parsed.value);
    const changed = await deps.store.changePeople({
      companyId: caller.value.companyId,
      decide: (people) => decidePeopleChange(people, change, caller.value.userId),
      audit: {
        actorId: caller.value.userId,
        emulatedBy: caller.value.emulatedBy,
        action: command.action,
        subjectId: change.personId,
        details: { change },
      },
      at: deps.clock.now(),
    });
    return changed.isErr() ? err(peopleErrorOf(changed.error)) : ok({ done: true as const });
  };

export const blockPerson = (deps: IdentityDeps) =>
  peopleCommand(deps, PersonIdInput, {
    action: 'people.blocked',
    changeOf: ({ id }) => ({ kind: 'block', personId: id }),
  });
export const unblockPerson = (deps: IdentityDeps) =>
  peopleCommand(deps, PersonIdInput, {
    action: 'people.unblocked',
    changeOf: ({ id }) => ({ kind: 'unblock', personId: id }),
  });
export const changeCompanyRole = (deps: IdentityDeps) =>
  peopleCommand(deps, ChangeCompanyRoleInput, {
    action: 'people.role_changed',
    stepUp: true,
    changeOf: ({ id, role }) => ({ kind: 'setRole', personId: id, role: role ?? 'member' }),
  });
