import {
  ConfirmTotpInput,
  RecoveryCodesOutput,
  TotpConfirmedOutput,
  TotpEnrolmentOutput,
  TotpTurnedOffOutput,
  TwoFactorLoginInput,
  TwoFactorStatusOutput,
} from '../../../application/identity/twoFactorSchemas';
import { TokenOutput } from '../../../application/identity/schemas';
import type { IdentityService } from '../../../application/identity/identityService';
import type { RestRoutes } from '../restRoute';

const tag = 'identity';

/** Two-factor sign-in (TOTP): enrolment by the signed-in user and the login's second step. */
export const twoFactorRoutes = (routes: RestRoutes, identity: IdentityService): void => {
  routes.add({
    method: 'post',
    path: '/api/user/two-factor/totp',
    tag,
    summary:
      'Start turning on two-factor sign-in: a new authenticator secret and its otpauth:// address, pending until confirmed',
    auth: true,
    response: TotpEnrolmentOutput,
    handle: (r) => identity.startTotpEnrolment(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/user/two-factor/totp/confirm',
    tag,
    summary: 'Confirm the authenticator with a code: two-factor is on; answers the 10 single-use recovery codes once',
    auth: true,
    body: ConfirmTotpInput,
    response: TotpConfirmedOutput,
    handle: (r) => identity.confirmTotp(r.actor, r.body),
  });
  routes.add({
    method: 'get',
    path: '/api/user/two-factor',
    tag,
    summary: 'Whether the user signs in with a second factor, since when, and how many recovery codes are left',
    auth: true,
    response: TwoFactorStatusOutput,
    handle: (r) => identity.getTwoFactorStatus(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/user/two-factor/totp/disable',
    tag,
    summary: 'Turn two-factor sign-in off with a code from the app or a recovery code; the recovery codes end with it',
    auth: true,
    body: ConfirmTotpInput,
    response: TotpTurnedOffOutput,
    handle: (r) => identity.turnOffTotp(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/user/two-factor/recovery-codes',
    tag,
    summary: 'Ten new recovery codes against a code from the app or a recovery code; the old ones stop working',
    auth: true,
    body: ConfirmTotpInput,
    response: RecoveryCodesOutput,
    handle: (r) => identity.renewRecoveryCodes(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/auth/login/two-factor',
    tag,
    summary: "The login's second step: the challenge and an authenticator or recovery code; returns a bearer token",
    body: TwoFactorLoginInput,
    response: TokenOutput,
    handle: (r) => identity.completeTwoFactorLogin(r.body, { address: r.address, userAgent: r.userAgent }),
  });
};
