import { describe, expect, it } from 'vitest';
import { decideAccessEdit, roleEditors, type StaffAccess } from '../../../domain/identity/roleHolders';

const access: StaffAccess = {
  roles: [
    { id: 'admin', scopes: ['roles:manage', 'staff:manage'], builtIn: true },
    { id: 'editor', scopes: ['blog:manage'], builtIn: true },
    { id: 'custom', scopes: ['blog:manage'], builtIn: false },
  ],
  staff: [
    { id: 'maria', roleId: 'admin', status: 'active' },
    { id: 'eda', roleId: 'editor', status: 'active' },
  ],
};

describe('roles: somebody always edits roles', () => {
  it('refuses to take the scope from the only role that holds it while its holder is the only one', () => {
    expect(
      decideAccessEdit(access, { kind: 'setRoleScopes', roleId: 'admin', scopes: ['staff:manage'] })._unsafeUnwrapErr()
        .code,
    ).toBe('roles.last_holder');
  });

  it('refuses to move or block the last holder', () => {
    expect(
      decideAccessEdit(access, { kind: 'setMemberRole', memberId: 'maria', roleId: 'editor' })._unsafeUnwrapErr().code,
    ).toBe('roles.last_holder');
    expect(
      decideAccessEdit(access, { kind: 'setMemberStatus', memberId: 'maria', status: 'blocked' })._unsafeUnwrapErr()
        .code,
    ).toBe('roles.last_holder');
  });

  it('allows it once another active employee holds the scope through another role', () => {
    const withTwo = decideAccessEdit(access, {
      kind: 'setRoleScopes',
      roleId: 'editor',
      scopes: ['blog:manage', 'roles:manage'],
    })._unsafeUnwrap();
    expect(roleEditors(withTwo)).toBe(2);
    expect(decideAccessEdit(withTwo, { kind: 'setMemberStatus', memberId: 'maria', status: 'blocked' }).isOk()).toBe(
      true,
    );
  });

  it('built-in roles stay; a held role is not deleted; an unused one is', () => {
    expect(decideAccessEdit(access, { kind: 'deleteRole', roleId: 'editor' })._unsafeUnwrapErr().code).toBe(
      'role.built_in',
    );
    const held = decideAccessEdit(access, { kind: 'setMemberRole', memberId: 'eda', roleId: 'custom' })._unsafeUnwrap();
    expect(decideAccessEdit(held, { kind: 'deleteRole', roleId: 'custom' })._unsafeUnwrapErr().code).toBe(
      'role.in_use',
    );
    expect(
      decideAccessEdit(access, { kind: 'deleteRole', roleId: 'custom' })
        ._unsafeUnwrap()
        .roles.map((r) => r.id),
    ).toEqual(['admin', 'editor']);
  });

  it('unknown roles and employees are not found', () => {
    expect(
      decideAccessEdit(access, { kind: 'setRoleScopes', roleId: 'ghost', scopes: [] })._unsafeUnwrapErr().code,
    ).toBe('role.not_found');
    expect(
      decideAccessEdit(access, { kind: 'setMemberStatus', memberId: 'ghost', status: 'blocked' })._unsafeUnwrapErr()
        .code,
    ).toBe('staff.not_found');
  });
});
