import { err, ok, type Result } from 'neverthrow';
import { INVITATION_LIFETIME_MS, invitationActions, invitationState } from '../../../domain/identity/invitation';
import type { Actor } from '../../shared/actor';
import { conflict, notFound, ruleBroken, validationError, type AppError } from '../../shared/appError';
import { admitCompanyAttempt } from '../../shared/abuseGuard';
import { parse } from '../../shared/parse';
import type { IdentityDeps } from '../identityPorts';
import { invitationMail } from '../mails';
import type { InvitationRecord } from '../peoplePorts';
import {
  AcceptInvitationInput,
  InvitationIdInput,
  InvitationTokenInput,
  InvitePersonInput,
  InviteStaffInput,
  type InvitationOutput,
} from '../peopleSchemas';
import { peopleErrorOf } from './peopleErrors';
import { asCompanyReader, asPeopleManager, asStaffManager, mayHandOut } from './peoplePolicies';

const companyRoleTitle = { owner: 'an owner', member: 'a member' } as const;

const toInvitation = (invitation: InvitationRecord, now: Date, canManage: boolean): InvitationOutput => {
  const state = invitationState(invitation, now);
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.companyRole ?? invitation.roleId,
    roleTitle: invitation.companyRole ? invitation.companyRole : invitation.roleTitle,
    state,
    invitedBy: invitation.invitedByName,
    sentAt: invitation.sentAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    allowedActions: canManage ? invitationActions(state) : [],
  };
};

/** Stores the invitation (or renews the open one of the e-mail) and e-mails its link, in one transaction. */
const sendInvitation = async (
  deps: IdentityDeps,
  caller: Actor,
  invitation: {
    readonly email: string;
    readonly role: { roleId: string } | { companyRole: 'owner' | 'member' };
    readonly roleTitle: string;
    readonly action: string;
  },
): Promise<Result<{ invitationId: string; expiresAt: string }, AppError>> => {
  // A manager acting as an owner invites on the owner's behalf: the e-mail names the owner.
  const inviter = await deps.store.findUserById(caller.userId);
  if (!inviter) return err(notFound('User'));
  // Each invitation e-mails someone outside: a company may not flood inboxes (429 with Retry-After).
  const admitted = await admitCompanyAttempt(deps, 'invitation', caller.companyId, invitation.email);
  if (admitted.isErr()) return err(admitted.error);
  const at = deps.clock.now();
  const token = deps.secrets.token();
  const expiresAt = new Date(at.getTime() + INVITATION_LIFETIME_MS);
  const inviterName = `${inviter.firstName} ${inviter.lastName}`;
  const sent = await deps.store.createInvitation({
    companyId: caller.companyId,
    email: invitation.email,
    role: invitation.role,
    tokenHash: deps.secrets.digest(token),
    expiresAt,
    mail: invitationMail(
      invitation.email,
      inviter.companyName,
      inviterName,
      invitation.roleTitle,
      `${deps.appUrl}/invitation/${token}`,
      expiresAt,
    ),
    audit: {
      actorId: caller.userId,
      emulatedBy: caller.emulatedBy,
      action: invitation.action,
      subjectId: null,
      details: { email: invitation.email },
    },
    at,
  });
  if (sent.outcome === 'sent') return ok({ invitationId: sent.invitationId, expiresAt: expiresAt.toISOString() });
  if (sent.outcome === 'email_taken') return err(peopleErrorOf('email_taken'));
  return err(validationError([{ field: 'roleId', message: 'Choose a role of the platform' }]));
};

/** An owner invites a colleague by e-mail, as an owner or a member. */
export const invitePerson = (deps: IdentityDeps) => async (actor: Actor | null, raw: unknown) => {
  const caller = asPeopleManager(actor);
  if (caller.isErr()) return err(caller.error);
  const parsed = parse(InvitePersonInput, raw);
  if (parsed.isErr()) return err(parsed.error);
  const { email, role } = parsed.value;
  return sendInvitation(deps, caller.value, {
    email,
    role: { companyRole: role },
    roleTitle: companyRoleTitle[role],
    action: 'people.invited',
  });
};

/** A manager invites a platform employee with a staff role (never one with scopes they do not hold themselves). */
export const inviteStaff = (deps: IdentityDeps) => async (actor: Actor | null, raw: unknown) => {
  const caller = asStaffManager(actor);
  if (caller.isErr()) return err(caller.error);
  const parsed = parse(InviteStaffInput, raw);
  if (parsed.isErr()) return err(parsed.error);
  const role = await deps.store.findRole(parsed.value.roleId);
  if (!role) return err(validationError([{ field: 'roleId', message: 'Choose a role of the platform' }]));
  if (!mayHandOut(caller.value, role.scopes))
    return err(
      validationError([{ field: 'roleId', message: 'You can give only roles whose scopes you hold yourself' }]),
    );
  return sendInvitation(deps, caller.value, {
    email: parsed.value.email,
    role: { roleId: role.id },
    roleTitle: role.title,
    action: 'staff.invited',
  });
};

/** The invitations of the caller's company (or, for staff, of the platform). */
export const listInvitations = (deps: IdentityDeps, who: 'company' | 'staff') => async (actor: Actor | null) => {
  const caller = who === 'company' ? asCompanyReader(actor) : asStaffManager(actor);
  if (caller.isErr()) return err(caller.error);
  const now = deps.clock.now();
  const canManage = who === 'staff' || asPeopleManager(caller.value).isOk();
  const items = (await deps.store.listInvitations(caller.value.companyId))
    .map((i) => toInvitation(i, now, canManage))
    .filter((i) => i.state !== 'accepted');
  return ok({ items, meta: { page: 1, count: items.length, total: items.length } });
};

/** One open invitation of the caller's company; another company's is not there. */
const ownOpenInvitation = async (
  deps: IdentityDeps,
  caller: Actor,
  raw: unknown,
): Promise<Result<InvitationRecord, AppError>> => {
  const parsed = parse(InvitationIdInput, raw);
  if (parsed.isErr()) return err(parsed.error);
  const invitation = await deps.store.findInvitation(parsed.value.id);
  if (!invitation || invitation.companyId !== caller.companyId)
    return err(notFound('Invitation', 'invitation.not_found'));
  const state = invitationState(invitation, deps.clock.now());
  if (state === 'accepted' || state === 'revoked')
    return err(conflict(`The invitation is already ${state}`, `invitation.${state}`));
  return ok(invitation);
};

/** A new link with a new expiry for an open invitation; the old link stops working. */
export const resendInvitation =
  (deps: IdentityDeps, who: 'company' | 'staff') =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ invitationId: string; expiresAt: string }, AppError>> => {
    const caller = who === 'company' ? asPeopleManager(actor) : asStaffManager(actor);
    if (caller.isErr()) return err(caller.error);
    const invitation = await ownOpenInvitation(deps, caller.value, raw);
    if (invitation.isErr()) return err(invitation.error);
    const inviter = await deps.store.findUserById(caller.value.userId);
    const i = invitation.value;
    const admitted = await admitCompanyAttempt(deps, 'invitation', caller.value.companyId, i.email);
    if (admitted.isErr()) return err(admitted.error);
    const at = deps.clock.now();
    const token = deps.secrets.token();
    const expiresAt = new Date(at.getTime() + INVITATION_LIFETIME_MS);
    const renewed = await deps.store.renewInvitation({
      id: i.id,
      tokenHash: deps.secrets.digest(token),
      expiresAt,
      mail: invitationMail(
        i.email,
        i.companyName,
        inviter ? `${inviter.firstName} ${inviter.lastName}` : null,
        i.companyRole ? companyRoleTitle[i.companyRole] : i.roleTitle,
        `${deps.appUrl}/invitation/${token}`,
        expiresAt,
      ),
      audit: {
        actorId: caller.value.userId,
        emulatedBy: caller.value.emulatedBy,
        action: 'invitation.resent',
        subjectId: i.id,
        details: { email: i.email },
      },
      at,
    });
    if (!renewed) return err(conflict('The invitation is no longer open', 'invitation.not_open'));
    return ok({ invitationId: i.id, expiresAt: expiresAt.toISOString() });
  };

export const revokeInvitation =
  (deps: IdentityDeps, who: 'company' | 'staff') =>
  async (actor: Actor | null, raw: unknown): Promise<Result<{ done: true }, AppError>> => {
    const caller = who === 'company' ? asPeopleManager(actor) : asStaffManager(actor);
    if (caller.isErr()) return err(caller.error);
    const invitation = await ownOpenInvitation(deps, caller.value, raw);
    if (invitation.isErr()) return err(invitation.error);
    const revoked = await deps.store.revokeInvitation({
      id: invitation.value.id,
      audit: {
        actorId: caller.value.userId,
        emulatedBy: caller.value.emulatedBy,
        action: 'invitation.revoked',
        subjectId: invitation.value.id,
        details: { email: invitation.value.email },
      },
      at: deps.clock.now(),
    });
    if (!revoked) return err(conflict('The invitation is no longer open', 'invitation.not_open'));
    return ok({ done: true as const });
  };

/** The invitation behind a link, usable or not: the acceptance page shows whom it invites where, or why it no longer works. */
const invitationOfToken = async (deps: IdentityDeps, raw: unknown): Promise<Result<InvitationRecord, AppError>> => {
  const parsed = parse(InvitationTokenInput, raw);
  if (parsed.isErr()) return err(parsed.error);
  const invitation = await deps.store.findInvitationByToken(deps.secrets.digest(parsed.value.token));
  return invitation ? ok(invitation) : err(notFound('Invitation', 'invitation.not_found'));
};

export const getInvitation = (deps: IdentityDeps) => async (raw: unknown) => {
  const invitation = await invitationOfToken(deps, raw);
  if (invitation.isErr()) return err(invitation.error);
  const i = invitation.value;
  return ok({
    companyName: i.companyName,
    email: i.email,
    roleTitle: i.companyRole ? companyRoleTitle[i.companyRole] : i.roleTitle,
    state: invitationState(i, deps.clock.now()),
    expiresAt: i.expiresAt.toISOString(),
  });
};

/**
 * The invited person registers from the link: name and password, the e-mail being the invited one. The account is
 * active at once (the link proved the mailbox) and belongs to the inviting company with the invited role.
 */
export const acceptInvitation =
  (deps: IdentityDeps) =>
  async (raw: unknown): Promise<Result<{ userId: string; email: string }, AppError>> => {
    const parsed = parse(AcceptInvitationInput, raw);
    if (parsed.isErr()) return err(parsed.error);
    const invitation = await invitationOfToken(deps, { token: parsed.value.token });
    if (invitation.isErr()) return err(invitation.error);
    const state = invitationState(invitation.value, deps.clock.now());
    if (state === 'accepted')
      return err(conflict('This invitation has already been accepted: log in instead', 'invitation.accepted'));
    if (state === 'revoked')
      return err(ruleBroken('invitation.revoked', 'This invitation was withdrawn. Ask your colleague for a new one.'));
    if (state === 'expired')
      return err(ruleBroken('invitation.expired', 'This invitation has expired. Ask your colleague to send it again.'));
    const userId = deps.secrets.uuid();
    const outcome = await deps.store.acceptInvitation({
      invitationId: invitation.value.id,
      user: {
        id: userId,
        passwordHash: await deps.hasher.hash(parsed.value.password),
        firstName: parsed.value.firstName,
        lastName: parsed.value.lastName,
      },
      at: deps.clock.now(),
    });
    if (outcome === 'email_taken') return err(peopleErrorOf('email_taken'));
    if (outcome === 'not_open') return err(conflict('This invitation is no longer open', 'invitation.not_open'));
    return ok({ userId, email: invitation.value.email });
  };
