import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/domainError';

/** The scope that edits roles: whoever holds it can give any other scope, so somebody must always hold it. */
export const ROLE_EDITING_SCOPE = 'roles:manage';

export type StaffRole = { readonly id: string; readonly scopes: readonly string[]; readonly builtIn: boolean };
export type StaffMember = {
  readonly id: string;
  readonly roleId: string;
  readonly status: 'unverified' | 'active' | 'blocked';
};
/** The platform's roles and staff, as the rule sees them. */
export type StaffAccess = { readonly roles: readonly StaffRole[]; readonly staff: readonly StaffMember[] };

/** An edit of who may do what on the platform. */
export type AccessEdit =
  | { readonly kind: 'createRole'; readonly role: StaffRole }
  | { readonly kind: 'setRoleScopes'; readonly roleId: string; readonly scopes: readonly string[] }
  | { readonly kind: 'deleteRole'; readonly roleId: string }
  | { readonly kind: 'setMemberRole'; readonly memberId: string; readonly roleId: string }
  | { readonly kind: 'setMemberStatus'; readonly memberId: string; readonly status: 'active' | 'blocked' };

export type AccessError = DomainError<
  'role.not_found' | 'role.built_in' | 'role.in_use' | 'staff.not_found' | 'roles.last_holder'
>;

/** Active staff whose role holds the role-editing scope. */
export const roleEditors = (access: StaffAccess): number => {
  const editing = new Set(access.roles.filter((r) => r.scopes.includes(ROLE_EDITING_SCOPE)).map((r) => r.id));
  return access.staff.filter((m) => m.status === 'active' && editing.has(m.roleId)).length;
};

const roleExists = (access: StaffAccess, roleId: string) => access.roles.some((r) => r.id === roleId);
const memberExists = (access: StaffAccess, memberId: string) => access.staff.some((m) => m.id === memberId);

const apply = (access: StaffAccess, edit: AccessEdit): StaffAccess => {
  switch (edit.kind) {
    case 'createRole':
      return { ...access, roles: [...access.roles, edit.role] };
    case 'setRoleScopes':
      return {
        ...access,
        roles: access.roles.map((r) => (r.id === edit.roleId ? { ...r, scopes: [...edit.scopes] } : r)),
      };
    case 'deleteRole':
      return { ...access, roles: access.roles.filter((r) => r.id !== edit.roleId) };
    case 'setMemberRole':
      return {
        ...access,
        staff: access.staff.map((m) => (m.id === edit.memberId ? { ...m, roleId: edit.roleId } : m)),
      };
    case 'setMemberStatus':
      return {
        ...access,
        staff: access.staff.map((m) =>
          m.id === edit.memberId ? { ...m, status: m.status === 'unverified' ? m.status : edit.status } : m,
        ),
      };
    default: {
      const _exhaustive: never = edit;
      return _exhaustive;
    }
  }
};

/**
 * Decides an edit of roles and staff: built-in roles stay, a role somebody holds is not deleted, and an edit never
 * leaves the platform without an active holder of the role-editing scope (through a role's scopes, a member's
 * role or a member's block). Answers the access after the edit.
 */
export const decideAccessEdit = (access: StaffAccess, edit: AccessEdit): Result<StaffAccess, AccessError> => {
  switch (edit.kind) {
    case 'createRole':
      break;
    case 'setRoleScopes':
      if (!roleExists(access, edit.roleId)) return err(domainError('role.not_found', 'Role not found'));
      break;
    case 'deleteRole': {
      const role = access.roles.find((r) => r.id === edit.roleId);
      if (!role) return err(domainError('role.not_found', 'Role not found'));
      if (role.builtIn) return err(domainError('role.built_in', 'A built-in role cannot be deleted'));
      if (access.staff.some((m) => m.roleId === edit.roleId))
        return err(domainError('role.in_use', 'Give its members another role before deleting it'));
      break;
    }
    case 'setMemberRole':
      if (!memberExists(access, edit.memberId)) return err(domainError('staff.not_found', 'Employee not found'));
      if (!roleExists(access, edit.roleId)) return err(domainError('role.not_found', 'Role not found'));
      break;
    case 'setMemberStatus':
      if (!memberExists(access, edit.memberId)) return err(domainError('staff.not_found', 'Employee not found'));
      break;
    default: {
      const _exhaustive: never = edit;
      return _exhaustive;
    }
  }
  const after = apply(access, edit);
  if (roleEditors(access) > 0 && roleEditors(after) === 0)
    return err(
      domainError(
        'roles.last_holder',
        'Nobody else could edit roles then: give another active employee a role with "Manage roles" first',
      ),
    );
  return ok(after);
};
