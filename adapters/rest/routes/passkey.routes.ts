import {
  AddPasskeyInput,
  PasskeyIdInput,
  PasskeyOptionsOutput,
  PasskeyOutput,
  PasskeyRemovedOutput,
  PasskeySignInInput,
  PasskeySignInOptionsInput,
  PasskeysOutput,
} from '../../../application/identity/passkeySchemas';
import { TokenOutput } from '../../../application/identity/schemas';
import type { IdentityService } from '../../../application/identity/identityService';
import type { RestRoutes } from '../restRoute';

const tag = 'identity';

/** Passkeys (WebAuthn): the signed-in user's registration and list, and the sign-in with one. */
export const passkeyRoutes = (routes: RestRoutes, identity: IdentityService): void => {
  routes.add({
    method: 'get',
    path: '/api/user/two-factor/passkeys',
    tag,
    summary: "The user's passkeys: name, when added and last used, whether synced; never a key",
    auth: true,
    response: PasskeysOutput,
    handle: (r) => identity.listPasskeys(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/user/two-factor/passkeys/options',
    tag,
    summary:
      'Start adding a passkey: WebAuthn creation options (JSON) and the ceremony id to send back; 5 minutes, once',
    auth: true,
    response: PasskeyOptionsOutput,
    handle: (r) => identity.startPasskeyRegistration(r.actor),
  });
  routes.add({
    method: 'post',
    path: '/api/user/two-factor/passkeys',
    tag,
    summary:
      "Add a passkey: the ceremony, a name and the authenticator's answer (RegistrationResponseJSON); other sessions end",
    auth: true,
    body: AddPasskeyInput,
    response: PasskeyOutput,
    handle: (r) => identity.addPasskey(r.actor, r.body, { userAgent: r.userAgent }),
  });
  routes.add({
    method: 'delete',
    path: '/api/user/two-factor/passkeys/:id',
    tag,
    summary: 'Remove one of the own passkeys: it signs in no more; other sessions end',
    auth: true,
    params: PasskeyIdInput,
    response: PasskeyRemovedOutput,
    handle: (r) => identity.removePasskey(r.actor, r.params),
  });
  routes.add({
    method: 'post',
    path: '/api/auth/login/passkey/options',
    tag,
    summary:
      "WebAuthn request options to sign in with a passkey: with the password's challenge, the login's second step; without, a passkey alone",
    body: PasskeySignInOptionsInput,
    response: PasskeyOptionsOutput,
    handle: (r) => identity.startPasskeySignIn(r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/auth/login/passkey',
    tag,
    summary:
      "Sign in with a passkey: the ceremony and the authenticator's answer (AuthenticationResponseJSON); returns a bearer token",
    body: PasskeySignInInput,
    response: TokenOutput,
    handle: (r) => identity.signInWithPasskey(r.body, { address: r.address, userAgent: r.userAgent }),
  });
};
