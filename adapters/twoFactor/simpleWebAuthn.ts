import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { WebAuthnRelyingParty } from '../../application/identity/passkeyPorts';

/** The name an authenticator shows beside the account. */
const RP_NAME = 'Hiring Marketplace';

const transportsOf = (transports: readonly string[]) => [...transports] as AuthenticatorTransport[];

/**
 * The WebAuthn relying party with @simplewebauthn/server, for the site at `appUrl`: its host is the RP id and its
 * origin the only origin accepted. The library checks signatures, challenge, origin, RP id and flags; anything it
 * refuses (it throws) is a null here.
 */
export const simpleWebAuthnRelyingParty = (appUrl: string): WebAuthnRelyingParty => {
  const url = new URL(appUrl);
  const rpID = url.hostname;
  const origin = url.origin;
  return {
    registrationOptions: async ({ userHandle, userName, displayName, exclude }) => {
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName,
        userDisplayName: displayName,
        userID: new TextEncoder().encode(userHandle),
        attestationType: 'none',
        excludeCredentials: exclude.map((c) => ({ id: c.id, transports: transportsOf(c.transports) })),
        // Discoverable, so it signs in without an e-mail typed; the person verified where the device can.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      return { challenge: options.challenge, options: options as unknown as Record<string, unknown> };
    },

    verifyRegistration: async ({ response, challenge }) => {
      try {
        const verified = await verifyRegistrationResponse({
          response: response as RegistrationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        });
        if (!verified.verified) return null;
        const { credential, credentialBackedUp } = verified.registrationInfo;
        return {
          credentialId: credential.id,
          publicKey: credential.publicKey,
          signCount: credential.counter,
          transports: credential.transports ?? [],
          backedUp: credentialBackedUp,
        };
      } catch {
        return null;
      }
    },

    authenticationOptions: async ({ allow, userVerification }) => {
      const options = await generateAuthenticationOptions({
        rpID,
        allowCredentials: allow.map((c) => ({ id: c.id, transports: transportsOf(c.transports) })),
        userVerification,
      });
      return { challenge: options.challenge, options: options as unknown as Record<string, unknown> };
    },

    verifyAuthentication: async ({ response, challenge, passkey, requireUserVerification }) => {
      try {
        const verified = await verifyAuthenticationResponse({
          response: response as AuthenticationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(passkey.publicKey),
            counter: passkey.signCount,
            transports: transportsOf(passkey.transports),
          },
          requireUserVerification,
        });
        return verified.verified ? { newSignCount: verified.authenticationInfo.newCounter } : null;
      } catch {
        return null;
      }
    },
  };
};
