import { z } from 'zod';
import { companyRoles } from '../../domain/identity/companyPeople';
import { platformScopes } from '../../domain/identity/scopes';
import { PageQuery } from '../shared/pagination';
import { Email, Password, personName } from './schemas';

/** Inputs and answers of the people of a company, platform staff and roles; the web's forms use the same rules. */

const id = (label: string) => z.uuid(`${label} is invalid`);
export const CompanyRoleInput = z.enum(companyRoles, { error: 'Choose owner or member' });

// People of the company (partner and client)
export const InvitePersonInput = z.object({ email: Email, role: CompanyRoleInput.default('member') });
export const PersonIdInput = z.object({ id: id('Person id') });
export const ChangeCompanyRoleInput = z.object({ id: id('Person id'), role: CompanyRoleInput });
export const InvitationIdInput = z.object({ id: id('Invitation id') });

// Invitation acceptance (public)
export const InvitationToken = z
  .string({ error: 'The invitation link is invalid' })
  .min(16, 'The invitation link is invalid')
  .max(128, 'The invitation link is invalid')
  .regex(/^[\w-]+$/, 'The invitation link is invalid');
export const InvitationTokenInput = z.object({ token: InvitationToken });
export const AcceptInvitationInput = z.object({
  token: InvitationToken,
  firstName: personName('First name'),
  lastName: personName('Last name'),
  password: Password,
});

// Platform staff
export const StaffListInput = PageQuery.extend({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').default(''),
});
export const InviteStaffInput = z.object({ email: Email, roleId: id('Role') });
export const StaffIdInput = z.object({ id: id('Employee id') });
export const UpdateStaffInput = z.object({
  id: id('Employee id'),
  roleId: id('Role'),
  blocked: z.boolean({ error: 'Say whether the employee is blocked' }),
});

// Roles
const scopeList = z
  .array(z.enum(platformScopes, { error: 'Unknown scope' }), { error: 'Choose the scopes' })
  .min(1, 'Choose at least one scope')
  .max(platformScopes.length)
  .refine((scopes) => new Set(scopes).size === scopes.length, 'A scope is listed twice');
const roleTitle = z
  .string({ error: 'Title is required' })
  .trim()
  .min(2, 'Title must be at least 2 characters')
  .max(80, 'Title must be at most 80 characters');
const roleDescription = z.string().trim().max(500, 'Description must be at most 500 characters').default('');
export const CreateRoleInput = z.object({ title: roleTitle, description: roleDescription, scopes: scopeList });
export const UpdateRoleInput = z.object({
  id: id('Role id'),
  title: roleTitle,
  description: roleDescription,
  scopes: scopeList,
});
export const RoleIdInput = z.object({ id: id('Role id') });

// The manager's edit of a partner or client employee
export const EmployeeIdInput = z.object({ id: id('Employee id') });
export const UpdateEmployeeInput = z.object({
  id: id('Employee id'),
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: Email,
  role: CompanyRoleInput,
  blocked: z.boolean({ error: 'Say whether the employee is blocked' }),
});

/* ---- Answers ---- */

const statusOutput = z.enum(['unverified', 'active', 'blocked']);
const invitationState = z.enum(['pending', 'accepted', 'revoked', 'expired']);

export const PersonOutput = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: CompanyRoleInput,
  status: statusOutput,
  isMe: z.boolean(),
  /** What the caller may do with this person. */
  allowedActions: z.array(z.enum(['block', 'unblock', 'makeOwner', 'makeMember'])),
  createdAt: z.string(),
});
export const PeopleListOutput = z.object({
  items: z.array(PersonOutput),
  meta: z.object({ page: z.number(), count: z.number(), total: z.number() }),
  /** Whether the caller manages the company's people (invites, blocks, changes roles). */
  canManage: z.boolean(),
});

export const InvitationOutput = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  roleTitle: z.string(),
  state: invitationState,
  invitedBy: z.string().nullable(),
  sentAt: z.string(),
  expiresAt: z.string(),
  allowedActions: z.array(z.enum(['resend', 'revoke'])),
});
export const InvitationListOutput = z.object({
  items: z.array(InvitationOutput),
  meta: z.object({ page: z.number(), count: z.number(), total: z.number() }),
});
export const InvitationSentOutput = z.object({ invitationId: z.string(), expiresAt: z.string() });
export const DoneOutput = z.object({ done: z.literal(true) });

export const InvitationInfoOutput = z.object({
  companyName: z.string(),
  email: z.string(),
  roleTitle: z.string(),
  state: invitationState,
  expiresAt: z.string(),
});
export const AcceptedInvitationOutput = z.object({ userId: z.string(), email: z.string() });

export const StaffOutput = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  roleId: z.string(),
  roleTitle: z.string(),
  status: statusOutput,
  isMe: z.boolean(),
  createdAt: z.string(),
});
export const StaffListOutput = z.object({
  items: z.array(StaffOutput),
  meta: z.object({ page: z.number(), count: z.number(), total: z.number() }),
});

export const RoleOutput = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  scopes: z.array(z.string()),
  builtIn: z.boolean(),
  holders: z.number(),
  allowedActions: z.array(z.enum(['edit', 'delete'])),
});
export const RoleListOutput = z.object({
  items: z.array(RoleOutput),
  meta: z.object({ page: z.number(), count: z.number(), total: z.number() }),
});
export const RoleSavedOutput = z.object({ roleId: z.string() });
export const ScopeCatalogueOutput = z.object({
  areas: z.array(z.object({ area: z.string(), scopes: z.array(z.object({ scope: z.string(), allows: z.string() })) })),
});

export const EmployeeOutput = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: CompanyRoleInput,
  status: statusOutput,
  companyId: z.string(),
  companyName: z.string(),
  companyType: z.enum(['agency', 'client']),
});

export type PersonOutput = z.output<typeof PersonOutput>;
export type InvitationOutput = z.output<typeof InvitationOutput>;
export type StaffOutput = z.output<typeof StaffOutput>;
export type RoleOutput = z.output<typeof RoleOutput>;
export type EmployeeOutput = z.output<typeof EmployeeOutput>;
