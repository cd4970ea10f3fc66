import { z } from 'zod';
import type { IdentityService } from '../../../application/identity/identityService';
import {
  AcceptedInvitationOutput,
  AcceptInvitationInput,
  ChangeCompanyRoleInput,
  CreateRoleInput,
  DoneOutput,
  EmployeeOutput,
  InvitationIdInput,
  InvitationInfoOutput,
  InvitationListOutput,
  InvitationSentOutput,
  InvitePersonInput,
  InviteStaffInput,
  PeopleListOutput,
  PersonIdInput,
  RoleIdInput,
  RoleListOutput,
  RoleOutput,
  RoleSavedOutput,
  ScopeCatalogueOutput,
  StaffListInput,
  StaffListOutput,
  StaffOutput,
  UpdateEmployeeInput,
  UpdateRoleInput,
  UpdateStaffInput,
} from '../../../application/identity/peopleSchemas';
import type { RestRoutes } from '../restRoute';

const idParams = z.object({ id: z.string() });

/**
 * People of a company (`/api/company/employees/...`, `/api/company/invitations/...`), platform staff
 * (`/admin/api/staff/...`), roles (`/admin/api/roles/...`) and the manager's edit of a partner or client employee
 * (`/admin/api/employees/...`). The seeds name none of these paths: they follow the seeds' naming.
 */
export const peopleRoutes = (routes: RestRoutes, identity: IdentityService): void => {
  const tag = 'people of a company';
  routes.add({
    method: 'get',
    path: '/api/company/employees/list',
    tag,
    auth: true,
    response: PeopleListOutput,
    summary: "The caller's colleagues with their role in the company, status and what the caller may do",
    handle: (r) => identity.listPeople(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/company/employees/invite',
    tag,
    auth: true,
    body: InvitePersonInput,
    response: InvitationSentOutput,
    summary: 'Invite a colleague by e-mail as owner or member (owners); inviting again re-sends',
    handle: (r) => identity.invitePerson(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/company/employees/block',
    tag,
    auth: true,
    body: PersonIdInput,
    response: DoneOutput,
    summary: 'Block a colleague (owners); the last active owner cannot be blocked',
    handle: (r) => identity.blockPerson(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/company/employees/unblock',
    tag,
    auth: true,
    body: PersonIdInput,
    response: DoneOutput,
    summary: 'Unblock a colleague (owners)',
    handle: (r) => identity.unblockPerson(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/company/employees/change-role',
    tag,
    auth: true,
    body: ChangeCompanyRoleInput,
    response: DoneOutput,
    summary: 'Make a colleague an owner or a member (owners); the last active owner stays one',
    handle: (r) => identity.changeCompanyRole(r.actor, r.body),
  });
  routes.add({
    method: 'get',
    path: '/api/company/invitations/list',
    tag,
    auth: true,
    response: InvitationListOutput,
    summary: "The company's open, expired and revoked invitations",
    handle: (r) => identity.listCompanyInvitations(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/company/invitations/resend',
    tag,
    auth: true,
    body: InvitationIdInput,
    response: InvitationSentOutput,
    summary: 'A new link and expiry for an open invitation (owners)',
    handle: (r) => identity.resendCompanyInvitation(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/company/invitations/revoke',
    tag,
    auth: true,
    body: InvitationIdInput,
    response: DoneOutput,
    summary: 'Withdraw an open invitation (owners)',
    handle: (r) => identity.revokeCompanyInvitation(r.actor, r.body),
  });
  routes.add({
    method: 'get',
    path: '/api/invitation/info/:token',
    tag,
    params: z.object({ token: z.string() }),
    response: InvitationInfoOutput,
    summary: 'Whom an invitation link invites where, and whether it still works',
    handle: (r) => identity.getInvitation({ token: r.params.token }),
  });
  routes.add({
    method: 'post',
    path: '/api/invitation/accept',
    tag,
    body: AcceptInvitationInput,
    response: AcceptedInvitationOutput,
    summary: 'Register from an invitation link: name and password; the e-mail is the invited one',
    handle: (r) => identity.acceptInvitation(r.body),
  });

  const staff = 'platform staff';
  routes.add({
    method: 'get',
    path: '/admin/api/staff/list',
    tag: staff,
    auth: true,
    query: StaffListInput,
    response: StaffListOutput,
    summary: 'Platform employees with their role and status',
    handle: (r) => identity.listStaff(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/staff/info/:id',
    tag: staff,
    auth: true,
    params: idParams,
    response: StaffOutput,
    summary: 'One platform employee',
    handle: (r) => identity.getStaffMember(r.actor, r.params),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/staff/invite',
    tag: staff,
    auth: true,
    body: InviteStaffInput,
    response: InvitationSentOutput,
    summary: 'Invite a platform employee by e-mail with a role',
    handle: (r) => identity.inviteStaff(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/staff/update',
    tag: staff,
    auth: true,
    body: UpdateStaffInput,
    response: DoneOutput,
    summary: "Change an employee's role or block them; somebody always keeps the role-editing scope",
    handle: (r) => identity.updateStaffMember(r.actor, r.body),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/staff/invitations/list',
    tag: staff,
    auth: true,
    response: InvitationListOutput,
    summary: 'Invitations of platform employees',
    handle: (r) => identity.listStaffInvitations(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/staff/invitations/resend',
    tag: staff,
    auth: true,
    body: InvitationIdInput,
    response: InvitationSentOutput,
    summary: 'A new link and expiry for an open staff invitation',
    handle: (r) => identity.resendStaffInvitation(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/staff/invitations/revoke',
    tag: staff,
    auth: true,
    body: InvitationIdInput,
    response: DoneOutput,
    summary: 'Withdraw an open staff invitation',
    handle: (r) => identity.revokeStaffInvitation(r.actor, r.body),
  });

  const roles = 'roles';
  routes.add({
    method: 'get',
    path: '/admin/api/roles/list',
    tag: roles,
    auth: true,
    response: RoleListOutput,
    summary: 'Staff roles with their scopes and holders',
    handle: (r) => identity.listRoles(r.actor),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/roles/scopes',
    tag: roles,
    auth: true,
    response: ScopeCatalogueOutput,
    summary: 'Staff scopes grouped by area, with what each allows',
    handle: (r) => identity.scopeCatalogue(r.actor),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/roles/info/:id',
    tag: roles,
    auth: true,
    params: idParams,
    response: RoleOutput,
    summary: 'One staff role',
    handle: (r) => identity.getRole(r.actor, r.params),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/roles/create',
    tag: roles,
    auth: true,
    body: CreateRoleInput,
    response: RoleSavedOutput,
    summary: 'A new role: a title and a set of scopes',
    handle: (r) => identity.createRole(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/roles/update',
    tag: roles,
    auth: true,
    body: UpdateRoleInput,
    response: RoleSavedOutput,
    summary: "A role's title and scopes; takes effect on each holder's next request",
    handle: (r) => identity.updateRole(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/roles/delete',
    tag: roles,
    auth: true,
    body: RoleIdInput,
    response: RoleSavedOutput,
    summary: 'Delete a role nobody holds; built-in roles stay',
    handle: (r) => identity.deleteRole(r.actor, r.body),
  });

  const employees = 'company employees';
  routes.add({
    method: 'get',
    path: '/admin/api/employees/info/:id',
    tag: employees,
    auth: true,
    params: idParams,
    response: EmployeeOutput,
    summary: 'A partner or client employee, for the manager',
    handle: (r) => identity.getEmployee(r.actor, r.params),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/employees/update',
    tag: employees,
    auth: true,
    body: UpdateEmployeeInput,
    response: DoneOutput,
    summary: "A partner or client employee's name, e-mail, role in the company and block",
    handle: (r) => identity.updateEmployee(r.actor, r.body),
  });
};
