import { PasskeyOptionsOutput } from '../../../application/identity/passkeySchemas';
import { StepUpInput, StepUpMethodsOutput, SteppedUpOutput } from '../../../application/identity/stepUpSchemas';
import type { IdentityService } from '../../../application/identity/identityService';
import type { RestRoutes } from '../restRoute';

const tag = 'identity';

/** Step-up: proving it is you again before an act that binds (answered 403 auth.step_up_required without it). */
export const stepUpRoutes = (routes: RestRoutes, identity: IdentityService): void => {
  routes.add({
    method: 'get',
    path: '/api/auth/step-up',
    tag,
    summary:
      'How the caller proves it is them again (totp, passkey, or password without a second factor), and until when the last proof holds',
    auth: true,
    response: StepUpMethodsOutput,
    handle: (r) => identity.getStepUpMethods(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/auth/step-up/passkey/options',
    tag,
    summary: "WebAuthn request options for a step-up with one of the session person's passkeys; 5 minutes, once",
    auth: true,
    response: PasskeyOptionsOutput,
    handle: (r) => identity.startStepUpPasskey(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/auth/step-up',
    tag,
    summary:
      'Prove it is you again: code, or ceremony and credential (a passkey), or password where no second factor is enrolled; the acts that bind are open for 5 minutes',
    auth: true,
    body: StepUpInput,
    response: SteppedUpOutput,
    handle: (r) => identity.stepUp(r.actor, r.body, { address: r.address, userAgent: r.userAgent }),
  });
};
