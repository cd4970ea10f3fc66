import { err, ok, type Result } from 'neverthrow';
import { freshlyProven } from '../../shared/stepUp';
import type { z } from 'zod';
import { decideAccessEdit, type StaffAccess } from '../../../domain/identity/roleHolders';
import { staffScopeCatalogue } from '../../../domain/identity/scopeCatalogue';
import { hasScope } from '../../../domain/identity/scopes';
import type { Actor } from '../../shared/actor';
import { forbidden, notFound, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import type { RoleRecord, StaffRecord } from '../peoplePorts';
import {
  CreateRoleInput,
  RoleIdInput,
  StaffIdInput,
  StaffListInput,
  UpdateRoleInput,
  UpdateStaffInput,
  type RoleOutput,
  type StaffOutput,
} from '../peopleSchemas';
import { peopleErrorOf } from './peopleErrors';
import { asRoleEditor, asRoleReader, asStaffManager, mayHandOut } from './peoplePolicies';

const toStaff = (caller: Actor, s: StaffRecord): StaffOutput => ({
  id: s.id,
  name: s.firstName,
  surname: s.lastName,
  email: s.email,
  roleId: s.roleId,
  roleTitle: s.roleTitle,
  status: s.status,
  isMe: s.id === caller.userId,
  createdAt: s.createdAt.toISOString(),
});

const toRole = (caller: Actor, r: RoleRecord): RoleOutput => ({
  id: r.id,
  title: r.title,
  description: r.description,
  scopes: [...r.scopes],
  builtIn: r.builtIn,
  holders: r.holders,
  allowedActions: hasScope(caller, 'roles:manage') ? (r.builtIn || r.holders > 0 ? ['edit'] : ['edit', 'delete']) : [],
});

/* ---- Platform staff ---- */

export const listStaff = (deps: IdentityDeps) => async (actor: Actor | null, raw: unknown) => {
  const caller = asStaffManager(actor);
  if (caller.isErr()) return err(caller.error);
  const parsed = parse(StaffListInput, raw ?? {});
  if (parsed.isErr()) return err(parsed.error);
  const { page, count, search } = parsed.value;
  const { items, total } = await deps.store.listStaff({
    companyId: caller.value.companyId,
    search,
    offset: (page - 1) * count,
    limit: count,
  });
  return ok({ items: items.map((s) => toStaff(caller.value, s)), meta: { page, count, total } });
};

export const getStaffMember =
  (deps: IdentityDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<StaffOutput, AppError>> => {
    const caller = asStaffManager(actor);
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(StaffIdInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const member = await deps.store.findStaffMember(caller.value.companyId, parsed.value.id);
    return member ? ok(toStaff(caller.value, member)) : err(notFound('Employee', 'staff.not_found'));
  };

/** A new role for an employee, or a block: never leaving nobody to edit roles, never handing out more than the caller holds. */
export const updateStaffMember =
  (deps: IdentityDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ done: true }, AppError>> => {
    const caller = asStaffManager(actor);
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(UpdateStaffInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const { id, roleId, blocked } = parsed.value;
    const member = await deps.store.findStaffMember(caller.value.companyId, id);
    if (!member) return err(notFound('Employee', 'staff.not_found'));
    if (blocked && id === caller.value.userId) return err(peopleErrorOf('staff.self_block'));
    const [currentRole, newRole] = await Promise.all([deps.store.findRole(member.roleId), deps.store.findRole(roleId)]);
    if (!newRole) return err(notFound('Role', 'role.not_found'));
    if (member.roleId !== roleId) {
      const proven = freshlyProven(deps.clock.now())(caller.value);
      if (proven.isErr()) return err(proven.error);
    }
    if (!mayHandOut(caller.value, [...(currentRole?.scopes ?? []), ...newRole.scopes]))
      return err(
        forbidden('You can change only employees and roles whose scopes you hold yourself', 'staff.scope_not_held'),
      );
    const changed = await deps.store.changeAccess({
      companyId: caller.value.companyId,
      decide: (access) =>
        decideAccessEdit(access, { kind: 'setMemberRole', memberId: id, roleId }).andThen((next) =>
          decideAccessEdit(next, { kind: 'setMemberStatus', memberId: id, status: blocked ? 'blocked' : 'active' }),
        ),
      audit: {
        actorId: caller.value.userId,
        emulatedBy: caller.value.emulatedBy,
        action: 'staff.updated',
        subjectId: id,
        details: { roleId, blocked },
      },
      at: deps.clock.now(),
    });
    return changed.isErr() ? err(peopleErrorOf(changed.error)) : ok({ done: true as const });
  };

/* ---- Roles ---- */

export const listRoles = (deps: IdentityDeps) => async (actor: Actor | null) => {
  const caller = asRoleReader(actor);
  if (caller.isErr()) return err(caller.error);
  const items = (await deps.store.listRoles()).map((r) => toRole(caller.value, r));
  return ok({ items, meta: { page: 1, count: items.length, total: items.length } });
};

export const getRole =
  (deps: IdentityDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<RoleOutput, AppError>> => {
    const caller = asRoleReader(actor);
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(RoleIdInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const role = await deps.store.findRole(parsed.value.id);
    return role ? ok(toRole(caller.value, role)) : err(notFound('Role', 'role.not_found'));
  };

/** The staff scopes by area with what each allows, for the role editor. */
export const scopeCatalogue = () => async (actor: Actor | null) => {
  const caller = asRoleReader(actor);
  if (caller.isErr()) return err(caller.error);
  return ok({
    areas: staffScopeCatalogue.map((a) => ({
      area: a.area,
      scopes: a.scopes.map((s) => ({ scope: s.scope, allows: s.allows })),
    })),
  });
};

type RoleFields = { readonly id?: string; readonly title?: string; readonly description?: string };

const roleEdit =
  <Schema extends z.ZodType<RoleFields>>(
    deps: IdentityDeps,
    schema: Schema,
    plan: (
      input: z.output<Schema>,
      newId: string,
    ) => {
      readonly roleId: string;
      readonly action: string;
      readonly decide: (access: StaffAccess) => ReturnType<typeof decideAccessEdit>;
      readonly details: boolean;
    },
  ) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ roleId: string }, AppError>> => {
    const caller = asRoleEditor(actor);
    if (caller.isErr()) return err(caller.error);
    const parsed = parse(schema, raw);
    if (parsed.isErr()) return err(parsed.error);
    const input = parsed.value;
    const { roleId, action, decide, details } = plan(input, deps.secrets.uuid());
    const changed = await deps.store.changeAccess({
      companyId: caller.value.companyId,
      decide,
      ...(details
        ? { roleDetails: { id: roleId, title: input.title ?? '', description: input.description ?? '' } }
        : {}),
      audit: {
        actorId: caller.value.userId,
        emulatedBy: caller.value.emulatedBy,
        action,
        subjectId: roleId,
        details: { ...input },
      },
      at: deps.clock.now(),
    });
    return changed.isErr() ? err(peopleErrorOf(changed.error)) : ok({ roleId });
  };

export const createRole = (deps: IdentityDeps) =>
  roleEdit(deps, CreateRoleInput, (input, newId) => ({
    roleId: newId,
    action: 'role.created',
    details: true,
    decide: (access) =>
      decideAccessEdit(access, { kind: 'createRole', role: { id: newId, scopes: input.scopes, builtIn: false } }),
  }));

export const updateRole = (deps: IdentityDeps) =>
  roleEdit(deps, UpdateRoleInput, (input) => ({
    roleId: input.id,
    action: 'role.updated',
    details: true,
    decide: (access) => decideAccessEdit(access, { kind: 'setRoleScopes', roleId: input.id, scopes: input.scopes }),
  }));

export const deleteRole = (deps: IdentityDeps) =>
  roleEdit(deps, RoleIdInput, (input) => ({
    roleId: input.id,
    action: 'role.deleted',
    details: false,
    decide: (access) => decideAccessEdit(access, { kind: 'deleteRole', roleId: input.id }),
  }));
