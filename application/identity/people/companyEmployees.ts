import { err, ok, type Result } from 'neverthrow';
import { decidePeopleChange } from '../../../domain/identity/companyPeople';
import type { Actor } from '../../shared/actor';
import { notFound, type AppError } from '../../shared/appError';
import { authorize } from '../../shared/authorize';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { EmployeeIdInput, UpdateEmployeeInput, type EmployeeOutput } from '../peopleSchemas';
import { peopleErrorOf } from './peopleErrors';

/** A manager with company:manage reads and edits any partner or client employee; staff are not employees here. */
const asCompanyManager = (actor: Actor | null) => authorize(actor, 'company:manage');

export const getEmployee =
  (deps: IdentityDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<EmployeeOutput, AppError>> => {
    const caller = asCompanyManager(actor);
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(EmployeeIdInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const e = await deps.store.findEmployee(parsed.value.id);
    if (!e) return err(notFound('Employee', 'employee.not_found'));
    return ok({
      id: e.id,
      name: e.firstName,
      surname: e.lastName,
      email: e.email,
      role: e.companyRole,
      status: e.status,
      companyId: e.companyId,
      companyName: e.companyName,
      companyType: e.companyType,
    });
  };

/** Name, e-mail, role in the company and block, in one change under the rule that the company keeps an owner. */
export const updateEmployee =
  (deps: IdentityDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ done: true }, AppError>> => {
    const caller = asCompanyManager(actor);
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(UpdateEmployeeInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const input = parsed.value;
    const employee = await deps.store.findEmployee(input.id);
    if (!employee) return err(notFound('Employee', 'employee.not_found'));
    const changed = await deps.store.changePeople({
      companyId: employee.companyId,
      decide: (people) =>
        decidePeopleChange(
          people,
          { kind: 'setRole', personId: input.id, role: input.role },
          caller.value.userId,
        ).andThen((next) =>
          decidePeopleChange(
            next,
            { kind: input.blocked ? 'block' : 'unblock', personId: input.id },
            caller.value.userId,
          ),
        ),
      details: { personId: input.id, firstName: input.firstName, lastName: input.lastName, email: input.email },
      audit: {
        actorId: caller.value.userId,
        emulatedBy: caller.value.emulatedBy,
        action: 'employee.updated',
        subjectId: input.id,
        details: {
          companyId: employee.companyId,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          role: input.role,
          blocked: input.blocked,
        },
      },
      at: deps.clock.now(),
    });
    return changed.isErr() ? err(peopleErrorOf(changed.error)) : ok({ done: true as const });
  };
