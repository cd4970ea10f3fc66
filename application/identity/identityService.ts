import { changePassword } from './commands/changePassword';
import { setTimeZone } from './commands/setTimeZone';
import { completeTwoFactorLogin } from './commands/completeTwoFactorLogin';
import { confirmTotp } from './commands/confirmTotp';
import { endSessions } from './commands/endSessions';
import { renewRecoveryCodes } from './commands/renewRecoveryCodes';
import { turnOffTotp } from './commands/turnOffTotp';
import { addPasskey } from './commands/addPasskey';
import { removePasskey } from './commands/removePasskey';
import { signInWithPasskey } from './commands/signInWithPasskey';
import { startPasskeyRegistration } from './commands/startPasskeyRegistration';
import { startPasskeySignIn } from './commands/startPasskeySignIn';
import { listPasskeys } from './queries/listPasskeys';
import { stepUp } from './commands/stepUp';
import { startStepUpPasskey } from './commands/startStepUpPasskey';
import { getStepUpMethods } from './queries/getStepUpMethods';
import { startTotpEnrolment } from './commands/startTotpEnrolment';
import { startImpersonation } from './commands/startImpersonation';
import { stopImpersonation } from './commands/stopImpersonation';
import { logIn } from './commands/logIn';
import { logOut } from './commands/logOut';
import { registerCompany } from './commands/registerCompany';
import { requestPasswordReset } from './commands/requestPasswordReset';
import { resetPassword } from './commands/resetPassword';
import { subscribeNewsletter } from './commands/subscribeNewsletter';
import { verifyEmail } from './commands/verifyEmail';
import type { IdentityDeps } from './identityPorts';
import { blockPerson, changeCompanyRole, listPeople, unblockPerson } from './people/companyPeople';
import { getEmployee, updateEmployee } from './people/companyEmployees';
import {
  acceptInvitation,
  getInvitation,
  invitePerson,
  inviteStaff,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from './people/invitations';
import {
  createRole,
  deleteRole,
  getRole,
  getStaffMember,
  listRoles,
  listStaff,
  scopeCatalogue,
  updateRole,
  updateStaffMember,
} from './people/staffAndRoles';
import { authenticate } from './queries/authenticate';
import { getProfile } from './queries/getProfile';
import { getTwoFactorStatus } from './queries/getTwoFactorStatus';
import { listSessions } from './queries/listSessions';
import { listImpersonationCandidates } from './queries/listImpersonationCandidates';

/** The use cases of identity bound to their dependencies, for the transports. */
export const identityService = (deps: IdentityDeps) => ({
  registerCompany: registerCompany(deps),
  verifyEmail: verifyEmail(deps),
  logIn: logIn(deps),
  completeTwoFactorLogin: completeTwoFactorLogin(deps),
  startTotpEnrolment: startTotpEnrolment(deps),
  confirmTotp: confirmTotp(deps),
  turnOffTotp: turnOffTotp(deps),
  renewRecoveryCodes: renewRecoveryCodes(deps),
  getTwoFactorStatus: getTwoFactorStatus(deps),
  startPasskeyRegistration: startPasskeyRegistration(deps),
  addPasskey: addPasskey(deps),
  removePasskey: removePasskey(deps),
  listPasskeys: listPasskeys(deps),
  startPasskeySignIn: startPasskeySignIn(deps),
  signInWithPasskey: signInWithPasskey(deps),
  stepUp: stepUp(deps),
  startStepUpPasskey: startStepUpPasskey(deps),
  getStepUpMethods: getStepUpMethods(deps),
  listSessions: listSessions(deps),
  endSessions: endSessions(deps),
  logOut: logOut(deps),
  requestPasswordReset: requestPasswordReset(deps),
  resetPassword: resetPassword(deps),
  changePassword: changePassword(deps),
  setTimeZone: setTimeZone(deps),
  startImpersonation: startImpersonation(deps),
  stopImpersonation: stopImpersonation(deps),
  authenticate: authenticate(deps),
  getProfile: getProfile(deps),
  listImpersonationCandidates: listImpersonationCandidates(deps),
  subscribeNewsletter: subscribeNewsletter(deps),
  // People of a company
  listPeople: listPeople(deps),
  invitePerson: invitePerson(deps),
  blockPerson: blockPerson(deps),
  unblockPerson: unblockPerson(deps),
  changeCompanyRole: changeCompanyRole(deps),
  listCompanyInvitations: listInvitations(deps, 'company'),
  resendCompanyInvitation: resendInvitation(deps, 'company'),
  revokeCompanyInvitation: revokeInvitation(deps, 'company'),
  getInvitation: getInvitation(deps),
  acceptInvitation: acceptInvitation(deps),
  // Platform staff and roles
  listStaff: listStaff(deps),
  getStaffMember: getStaffMember(deps),
  inviteStaff: inviteStaff(deps),
  updateStaffMember: updateStaffMember(deps),
  listStaffInvitations: listInvitations(deps, 'staff'),
  resendStaffInvitation: resendInvitation(deps, 'staff'),
  revokeStaffInvitation: revokeInvitation(deps, 'staff'),
  listRoles: listRoles(deps),
  getRole: getRole(deps),
  scopeCatalogue: scopeCatalogue(),
  createRole: createRole(deps),
  updateRole: updateRole(deps),
  deleteRole: deleteRole(deps),
  // The manager's edit of partner and client employees
  getEmployee: getEmployee(deps),
  updateEmployee: updateEmployee(deps),
});
export type IdentityService = ReturnType<typeof identityService>;
