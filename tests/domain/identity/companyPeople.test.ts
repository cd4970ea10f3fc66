import { describe, expect, it } from 'vitest';
import { decidePeopleChange, type CompanyPerson } from '../../../domain/identity/companyPeople';
import { invitationActions, invitationState, INVITATION_LIFETIME_MS } from '../../../domain/identity/invitation';

const owner = (id: string, status: CompanyPerson['status'] = 'active'): CompanyPerson => ({
  id,
  companyRole: 'owner',
  status,
});
const member = (id: string, status: CompanyPerson['status'] = 'active'): CompanyPerson => ({
  id,
  companyRole: 'member',
  status,
});

describe('people of a company: the company keeps an owner', () => {
  it('refuses to demote or block the last active owner, whoever asks', () => {
    const people = [owner('ann'), member('bob')];
    expect(
      decidePeopleChange(people, { kind: 'setRole', personId: 'ann', role: 'member' }, 'ann')._unsafeUnwrapErr().code,
    ).toBe('people.last_owner');
    expect(decidePeopleChange(people, { kind: 'block', personId: 'ann' }, 'manager')._unsafeUnwrapErr().code).toBe(
      'people.last_owner',
    );
  });

  it('a blocked owner does not count: the only active owner stays', () => {
    const people = [owner('ann'), owner('cid', 'blocked')];
    expect(decidePeopleChange(people, { kind: 'setRole', personId: 'ann', role: 'member' }, 'ann').isErr()).toBe(true);
  });

  it('with a second active owner, either may step down', () => {
    const people = [owner('ann'), owner('dan')];
    const after = decidePeopleChange(
      people,
      { kind: 'setRole', personId: 'ann', role: 'member' },
      'ann',
    )._unsafeUnwrap();
    expect(after).toEqual([member('ann'), owner('dan')]);
  });

  it('nobody blocks themselves; an unknown person is not found', () => {
    expect(
      decidePeopleChange([owner('ann'), owner('dan')], { kind: 'block', personId: 'ann' }, 'ann')._unsafeUnwrapErr()
        .code,
    ).toBe('people.self_block');
    expect(
      decidePeopleChange([owner('ann')], { kind: 'unblock', personId: 'zed' }, 'ann')._unsafeUnwrapErr().code,
    ).toBe('people.not_found');
  });

  it('unblocking a member or promoting them is always allowed', () => {
    expect(
      decidePeopleChange(
        [owner('ann'), member('bob', 'blocked')],
        { kind: 'unblock', personId: 'bob' },
        'ann',
      )._unsafeUnwrap()[1],
    ).toEqual(member('bob'));
    expect(
      decidePeopleChange(
        [owner('ann'), member('bob')],
        { kind: 'setRole', personId: 'bob', role: 'owner' },
        'ann',
      )._unsafeUnwrap()[1],
    ).toEqual(owner('bob'));
  });
});

describe('invitations', () => {
  const sent = new Date('2026-11-02T09:00:00Z');
  const invitation = {
    expiresAt: new Date(sent.getTime() + INVITATION_LIFETIME_MS),
    acceptedAt: null,
    revokedAt: null,
  };

  it('is pending for 7 days, then expired; accepted and revoked ones are closed', () => {
    expect(invitationState(invitation, new Date(sent.getTime() + INVITATION_LIFETIME_MS - 1))).toBe('pending');
    expect(invitationState(invitation, new Date(sent.getTime() + INVITATION_LIFETIME_MS))).toBe('expired');
    expect(invitationState({ ...invitation, acceptedAt: sent }, sent)).toBe('accepted');
    expect(invitationState({ ...invitation, revokedAt: sent }, sent)).toBe('revoked');
  });

  it('open invitations (pending or expired) can be re-sent and revoked; closed ones not', () => {
    expect(invitationActions('pending')).toEqual(['resend', 'revoke']);
    expect(invitationActions('expired')).toEqual(['resend', 'revoke']);
    expect(invitationActions('accepted')).toEqual([]);
    expect(invitationActions('revoked')).toEqual([]);
  });
});
