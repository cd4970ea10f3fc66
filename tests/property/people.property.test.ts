import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeOwners,
  decidePeopleChange,
  type CompanyPerson,
  type PeopleChange,
} from '../../domain/identity/companyPeople';
import { decideAccessEdit, roleEditors, type AccessEdit, type StaffAccess } from '../../domain/identity/roleHolders';

const ids = ['p0', 'p1', 'p2', 'p3', 'p4'] as const;
const person = (id: string) =>
  fc.record({
    id: fc.constant(id),
    companyRole: fc.constantFrom('owner' as const, 'member' as const),
    status: fc.constantFrom('active' as const, 'blocked' as const, 'unverified' as const),
  });
/** A company with at least one active owner, as every company starts (its registering user). */
const company = fc
  .tuple(...ids.map(person))
  .map((people): CompanyPerson[] => [{ id: 'p0', companyRole: 'owner', status: 'active' }, ...people.slice(1)]);
const peopleChange: fc.Arbitrary<PeopleChange> = fc.oneof(
  fc.record({ kind: fc.constant('block' as const), personId: fc.constantFrom(...ids, 'ghost') }),
  fc.record({ kind: fc.constant('unblock' as const), personId: fc.constantFrom(...ids, 'ghost') }),
  fc.record({
    kind: fc.constant('setRole' as const),
    personId: fc.constantFrom(...ids, 'ghost'),
    role: fc.constantFrom('owner' as const, 'member' as const),
  }),
);
const actor = fc.constantFrom<string | null>(...ids, null);

describe('people of a company, over generated sequences of changes', () => {
  it('never leaves the company without an active owner, whoever makes the changes', () => {
    fc.assert(
      fc.property(company, fc.array(fc.tuple(peopleChange, actor), { maxLength: 40 }), (start, changes) => {
        let people = start;
        for (const [change, by] of changes) {
          const decided = decidePeopleChange(people, change, by);
          if (decided.isOk()) people = decided.value;
          expect(activeOwners(people)).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('refuses a change only for a reason: the last owner, oneself, or an unknown person', () => {
    fc.assert(
      fc.property(company, peopleChange, actor, (people, change, by) => {
        const decided = decidePeopleChange(people, change, by);
        if (decided.isErr())
          expect(['people.last_owner', 'people.self_block', 'people.not_found']).toContain(decided.error.code);
        else expect(decided.value).toHaveLength(people.length);
      }),
    );
  });
});

const scopePool = ['roles:manage', 'staff:manage', 'blog:manage', 'company:manage'] as const;
const roleIds = ['admin', 'r1', 'r2', 'r3'] as const;
const memberIds = ['m0', 'm1', 'm2', 'm3'] as const;
/** The platform as it starts: an active administrator holding roles:manage, and others. */
const platform: fc.Arbitrary<StaffAccess> = fc
  .record({
    scopes: fc.tuple(...roleIds.map(() => fc.subarray([...scopePool]))),
    roles: fc.tuple(...memberIds.map(() => fc.constantFrom(...roleIds))),
    statuses: fc.tuple(
      ...memberIds.map(() => fc.constantFrom('active' as const, 'blocked' as const, 'unverified' as const)),
    ),
  })
  .map(({ scopes, roles, statuses }) => ({
    roles: roleIds.map((id, i) => ({
      id,
      scopes: id === 'admin' ? ['roles:manage', ...scopes[i]!.filter((s) => s !== 'roles:manage')] : scopes[i]!,
      builtIn: i < 2,
    })),
    staff: memberIds.map((id, i) => ({
      id,
      roleId: i === 0 ? 'admin' : roles[i]!,
      status: i === 0 ? ('active' as const) : statuses[i]!,
    })),
  }));
const edit: fc.Arbitrary<AccessEdit> = fc.oneof(
  fc.record({
    kind: fc.constant('setRoleScopes' as const),
    roleId: fc.constantFrom(...roleIds, 'new-1', 'ghost'),
    scopes: fc.subarray([...scopePool]),
  }),
  fc.record({ kind: fc.constant('deleteRole' as const), roleId: fc.constantFrom(...roleIds, 'new-1', 'ghost') }),
  fc.record({
    kind: fc.constant('setMemberRole' as const),
    memberId: fc.constantFrom(...memberIds, 'ghost'),
    roleId: fc.constantFrom(...roleIds, 'new-1', 'ghost'),
  }),
  fc.record({
    kind: fc.constant('setMemberStatus' as const),
    memberId: fc.constantFrom(...memberIds, 'ghost'),
    status: fc.constantFrom('active' as const, 'blocked' as const),
  }),
  fc.record({
    kind: fc.constant('createRole' as const),
    role: fc.record({ id: fc.constant('new-1'), scopes: fc.subarray([...scopePool]), builtIn: fc.constant(false) }),
  }),
);

describe('roles and staff, over generated sequences of edits', () => {
  it('never leave zero active holders of the role-editing scope', () => {
    fc.assert(
      fc.property(platform, fc.array(edit, { maxLength: 60 }), (start, edits) => {
        let access = start;
        for (const e of edits) {
          const decided = decideAccessEdit(access, e);
          if (decided.isOk()) access = decided.value;
          expect(roleEditors(access)).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('keep every built-in role and every role somebody holds', () => {
    fc.assert(
      fc.property(platform, fc.array(edit, { maxLength: 60 }), (start, edits) => {
        let access = start;
        for (const e of edits) {
          const decided = decideAccessEdit(access, e);
          if (decided.isOk()) access = decided.value;
        }
        for (const builtIn of start.roles.filter((r) => r.builtIn))
          expect(access.roles.some((r) => r.id === builtIn.id)).toBe(true);
        for (const m of access.staff) expect(access.roles.some((r) => r.id === m.roleId)).toBe(true);
      }),
    );
  });
});
