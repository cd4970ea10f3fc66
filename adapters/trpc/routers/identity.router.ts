import { SetTimeZoneInput, TimeZoneOutput } from '../../../application/identity/timeZoneSchemas';
import {
  ActingAsOutput,
  ImpersonationCandidatesOutput,
  LoggedOutOutput,
  PasswordChangedOutput,
  PasswordResetOutput,
  ProfileOutput,
  RegisteredOutput,
  ResetSentOutput,
  StoppedOutput,
  SubscribedOutput,
  TokenOutput,
  VerifiedOutput,
} from '../../../application/identity/schemas';
import {
  ChangePasswordInput,
  ForgotPasswordInput,
  ImpersonationCandidatesInput,
  LoginInput,
  NewsletterInput,
  RegisterCompanyInput,
  ResetPasswordInput,
  StartImpersonationInput,
  VerifyEmailInput,
} from '../../../application/identity/schemas';
import {
  AcceptedInvitationOutput,
  AcceptInvitationInput,
  ChangeCompanyRoleInput,
  CreateRoleInput,
  DoneOutput,
  EmployeeIdInput,
  EmployeeOutput,
  InvitationIdInput,
  InvitationInfoOutput,
  InvitationListOutput,
  InvitationSentOutput,
  InvitationTokenInput,
  InvitePersonInput,
  InviteStaffInput,
  PeopleListOutput,
  PersonIdInput,
  RoleIdInput,
  RoleListOutput,
  RoleOutput,
  RoleSavedOutput,
  ScopeCatalogueOutput,
  StaffIdInput,
  StaffListInput,
  StaffListOutput,
  StaffOutput,
  UpdateEmployeeInput,
  UpdateRoleInput,
  UpdateStaffInput,
} from '../../../application/identity/peopleSchemas';
import {
  ConfirmTotpInput,
  RecoveryCodesOutput,
  TotpTurnedOffOutput,
  TwoFactorStatusOutput,
  LoginOutput,
  TotpConfirmedOutput,
  TotpEnrolmentOutput,
  TwoFactorLoginInput,
} from '../../../application/identity/twoFactorSchemas';
import { EndSessionsInput, SessionsEndedOutput, SessionsOutput } from '../../../application/identity/sessionSchemas';
import { publicProcedure, authedProcedure, inputOf, router, unwrap } from '../trpc';
import { passkeyProcedures } from './passkey.procedures';
import { stepUpProcedures } from './stepUp.procedures';

/** People of the caller's company and invitations to it; accepting an invitation is public (the link is the proof). */
const peopleRouter = router({
  list: authedProcedure
    .output(PeopleListOutput)
    .query(({ ctx }) => unwrap(ctx.services.identity.listPeople(ctx.actor))),
  invite: authedProcedure
    .input(inputOf(InvitePersonInput))
    .output(InvitationSentOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.invitePerson(ctx.actor, input))),
  block: authedProcedure
    .input(inputOf(PersonIdInput))
    .output(DoneOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.blockPerson(ctx.actor, input))),
  unblock: authedProcedure
    .input(inputOf(PersonIdInput))
    .output(DoneOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.unblockPerson(ctx.actor, input))),
  changeRole: authedProcedure
    .input(inputOf(ChangeCompanyRoleInput))
    .output(DoneOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.changeCompanyRole(ctx.actor, input))),
  invitations: authedProcedure
    .output(InvitationListOutput)
    .query(({ ctx }) => unwrap(ctx.services.identity.listCompanyInvitations(ctx.actor))),
  resendInvitation: authedProcedure
    .input(inputOf(InvitationIdInput))
    .output(InvitationSentOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.resendCompanyInvitation(ctx.actor, input))),
  revokeInvitation: authedProcedure
    .input(inputOf(InvitationIdInput))
    .output(DoneOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.revokeCompanyInvitation(ctx.actor, input))),
  invitation: publicProcedure
    .input(inputOf(InvitationTokenInput))
    .output(InvitationInfoOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.identity.getInvitation(input))),
  acceptInvitation: publicProcedure
    .input(inputOf(AcceptInvitationInput))
    .output(AcceptedInvitationOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.acceptInvitation(input))),
});

/** Platform staff: invite with a role, change the role, block (staff:manage). */
const staffRouter = router({
  list: authedProcedure
    .input(inputOf(StaffListInput))
    .output(StaffListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.identity.listStaff(ctx.actor, input))),
  info: authedProcedure
    .input(inputOf(StaffIdInput))
    .output(StaffOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.identity.getStaffMember(ctx.actor, input))),
  invite: authedProcedure
    .input(inputOf(InviteStaffInput))
    .output(InvitationSentOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.inviteStaff(ctx.actor, input))),
  update: authedProcedure
    .input(inputOf(UpdateStaffInput))
    .output(DoneOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.updateStaffMember(ctx.actor, input))),
  invitations: authedProcedure
    .output(InvitationListOutput)
    .query(({ ctx }) => unwrap(ctx.services.identity.listStaffInvitations(ctx.actor))),
  resendInvitation: authedProcedure
    .input(inputOf(InvitationIdInput))
    .output(InvitationSentOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.resendStaffInvitation(ctx.actor, input))),
  revokeInvitation: authedProcedure
    .input(inputOf(InvitationIdInput))
    .output(DoneOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.revokeStaffInvitation(ctx.actor, input))),
});

/** Staff roles: named sets of scopes (roles:manage; staff:manage reads them to give them). */
const rolesRouter = router({
  list: authedProcedure.output(RoleListOutput).query(({ ctx }) => unwrap(ctx.services.identity.listRoles(ctx.actor))),
  scopes: authedProcedure
    .output(ScopeCatalogueOutput)
    .query(({ ctx }) => unwrap(ctx.services.identity.scopeCatalogue(ctx.actor))),
  info: authedProcedure
    .input(inputOf(RoleIdInput))
    .output(RoleOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.identity.getRole(ctx.actor, input))),
  create: authedProcedure
    .input(inputOf(CreateRoleInput))
    .output(RoleSavedOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.createRole(ctx.actor, input))),
  update: authedProcedure
    .input(inputOf(UpdateRoleInput))
    .output(RoleSavedOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.updateRole(ctx.actor, input))),
  delete: authedProcedure
    .input(inputOf(RoleIdInput))
    .output(RoleSavedOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.deleteRole(ctx.actor, input))),
});

/** The manager's edit of a partner or client employee (company:manage). */
const employeesRouter = router({
  info: authedProcedure
    .input(inputOf(EmployeeIdInput))
    .output(EmployeeOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.identity.getEmployee(ctx.actor, input))),
  update: authedProcedure
    .input(inputOf(UpdateEmployeeInput))
    .output(DoneOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.updateEmployee(ctx.actor, input))),
});

/** Accounts, sessions and impersonation. The login token goes back to the app, which sends it as a Bearer header. */
export const identityRouter = router({
  ...passkeyProcedures,
  ...stepUpProcedures,
  register: publicProcedure
    .input(inputOf(RegisterCompanyInput))
    .output(RegisteredOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.registerCompany(input, { address: ctx.address }))),
  verifyEmail: publicProcedure
    .input(inputOf(VerifyEmailInput))
    .output(VerifiedOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.verifyEmail(input))),
  login: publicProcedure
    .input(inputOf(LoginInput))
    .output(LoginOutput)
    .mutation(({ ctx, input }) =>
      unwrap(ctx.services.identity.logIn(input, { address: ctx.address, userAgent: ctx.userAgent })),
    ),
  // Two-factor sign-in: the login's second step, and enrolment of an authenticator app by the signed-in user.
  loginTwoFactor: publicProcedure
    .input(inputOf(TwoFactorLoginInput))
    .output(TokenOutput)
    .mutation(({ ctx, input }) =>
      unwrap(ctx.services.identity.completeTwoFactorLogin(input, { address: ctx.address, userAgent: ctx.userAgent })),
    ),
  startTotpEnrolment: authedProcedure
    .output(TotpEnrolmentOutput)
    .mutation(({ ctx }) => unwrap(ctx.services.identity.startTotpEnrolment(ctx.actor))),
  confirmTotp: authedProcedure
    .input(inputOf(ConfirmTotpInput))
    .output(TotpConfirmedOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.confirmTotp(ctx.actor, input))),
  twoFactorStatus: authedProcedure
    .output(TwoFactorStatusOutput)
    .query(({ ctx }) => unwrap(ctx.services.identity.getTwoFactorStatus(ctx.actor))),
  turnOffTotp: authedProcedure
    .input(inputOf(ConfirmTotpInput))
    .output(TotpTurnedOffOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.turnOffTotp(ctx.actor, input))),
  renewRecoveryCodes: authedProcedure
    .input(inputOf(ConfirmTotpInput))
    .output(RecoveryCodesOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.renewRecoveryCodes(ctx.actor, input))),
  logout: authedProcedure
    .output(LoggedOutOutput)
    .mutation(({ ctx }) => unwrap(ctx.services.identity.logOut(ctx.actor))),
  forgotPassword: publicProcedure
    .input(inputOf(ForgotPasswordInput))
    .output(ResetSentOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.requestPasswordReset(input, { address: ctx.address }))),
  resetPassword: publicProcedure
    .input(inputOf(ResetPasswordInput))
    .output(PasswordResetOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.resetPassword(input))),
  sessions: authedProcedure
    .output(SessionsOutput)
    .query(({ ctx }) => unwrap(ctx.services.identity.listSessions(ctx.actor))),
  endSessions: authedProcedure
    .input(inputOf(EndSessionsInput))
    .output(SessionsEndedOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.endSessions(ctx.actor, input))),
  changePassword: authedProcedure
    .input(inputOf(ChangePasswordInput))
    .output(PasswordChangedOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.changePassword(ctx.actor, input))),
  setTimeZone: authedProcedure
    .input(inputOf(SetTimeZoneInput))
    .output(TimeZoneOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.setTimeZone(ctx.actor, input))),
  profile: authedProcedure
    .output(ProfileOutput)
    .query(({ ctx }) => unwrap(ctx.services.identity.getProfile(ctx.actor))),
  impersonationCandidates: authedProcedure
    .input(inputOf(ImpersonationCandidatesInput))
    .output(ImpersonationCandidatesOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.identity.listImpersonationCandidates(ctx.actor, input))),
  startImpersonation: authedProcedure
    .input(inputOf(StartImpersonationInput))
    .output(ActingAsOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.startImpersonation(ctx.actor, input))),
  stopImpersonation: authedProcedure
    .output(StoppedOutput)
    .mutation(({ ctx }) => unwrap(ctx.services.identity.stopImpersonation(ctx.actor))),
  people: peopleRouter,
  staff: staffRouter,
  roles: rolesRouter,
  employees: employeesRouter,
  subscribeNewsletter: publicProcedure
    .input(inputOf(NewsletterInput))
    .output(SubscribedOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.identity.subscribeNewsletter(input, { address: ctx.address }))),
});
