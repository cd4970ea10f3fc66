import type { ActorProfile } from '../accessWorld';
import type { Outcome, UseCase } from '../policyTable';

/**
 * Passkeys are their owner's: a manager acting as a user never registers or removes one (403), and reads the user's
 * list as they read the user's two-factor state. Adding one for real needs an authenticator's answer: here an empty
 * answer is refused (400) after the caller is checked; the real ceremonies are tests/api/identity/passkeys.api.test.ts.
 * The sign-in's options are anyone's, as the login form is; an answer to a ceremony nobody opened is refused alike.
 */
const owner =
  (then: Outcome) =>
  (a: ActorProfile): Outcome =>
    a.kind === 'anonymous' ? 401 : a.actingAs ? 403 : then;

const missingPasskey = '00000000-0000-4000-8000-00000000a11e';
const noCeremony = {
  ceremony: '00000000-0000-4000-8000-0000000000ce',
  credential: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {}, clientExtensionResults: {} },
};

export const passkeyUseCases: readonly UseCase[] = [
  {
    name: "the caller's passkeys",
    rest: ['GET /api/user/two-factor/passkeys'],
    trpc: ['identity.passkeys'],
    kind: 'read',
    access: (a) => (a.kind === 'anonymous' ? 401 : 'allow'),
    hidden: {
      partner: ['credentialId', 'publicKey', 'signCount'],
      client: ['credentialId', 'publicKey', 'signCount'],
    },
    restCall: () => ({}),
    trpcInput: () => undefined,
  },
  {
    // A ceremony changes nothing until answered.
    name: 'start adding a passkey',
    rest: ['POST /api/user/two-factor/passkeys/options'],
    trpc: ['identity.startPasskeyRegistration'],
    kind: 'write',
    access: owner('allow'),
    restCall: () => ({ body: {} }),
    trpcInput: () => undefined,
  },
  {
    name: 'add a passkey',
    rest: ['POST /api/user/two-factor/passkeys'],
    trpc: ['identity.addPasskey'],
    kind: 'write',
    access: owner(400),
    restCall: () => ({ body: {} }),
    trpcInput: () => ({}),
  },
  {
    // Removing a passkey the caller does not have: it is not there (404).
    name: 'remove a passkey',
    rest: ['DELETE /api/user/two-factor/passkeys/:id'],
    trpc: ['identity.removePasskey'],
    kind: 'write',
    access: owner(404),
    restCall: () => ({ params: { id: missingPasskey } }),
    trpcInput: () => ({ id: missingPasskey }),
  },
  {
    name: 'options to sign in with a passkey',
    rest: ['POST /api/auth/login/passkey/options'],
    trpc: ['identity.passkeySignInOptions'],
    kind: 'write',
    access: () => 'allow',
    restCall: () => ({ body: {} }),
    trpcInput: () => ({}),
  },
  {
    // Step-up: how the caller proves it is them again is theirs to read, signed in, acting as a user or not.
    name: 'how to prove it is you again',
    rest: ['GET /api/auth/step-up'],
    trpc: ['identity.stepUpMethods'],
    kind: 'read',
    access: (a) => (a.kind === 'anonymous' ? 401 : 'allow'),
    restCall: () => ({}),
    trpcInput: () => undefined,
  },
  {
    // The matrix's people have no passkey: a rule refuses (422); the real step-ups are stepUp.api.test.ts.
    name: 'options for a step-up with a passkey',
    rest: ['POST /api/auth/step-up/passkey/options'],
    trpc: ['identity.stepUpPasskeyOptions'],
    kind: 'write',
    access: (a) => (a.kind === 'anonymous' ? 401 : 422),
    restCall: () => ({ body: {} }),
    trpcInput: () => undefined,
  },
  {
    // Nothing given proves nothing (400); a real proof would move the matrix's sessions, so it is stepUp.api.test.ts's.
    name: 'prove it is you again',
    rest: ['POST /api/auth/step-up'],
    trpc: ['identity.stepUp'],
    kind: 'write',
    access: (a) => (a.kind === 'anonymous' ? 401 : 400),
    restCall: () => ({ body: {} }),
    trpcInput: () => ({}),
  },
  {
    name: 'sign in with a passkey',
    rest: ['POST /api/auth/login/passkey'],
    trpc: ['identity.loginPasskey'],
    kind: 'write',
    access: () => 400,
    restCall: () => ({ body: noCeremony }),
    trpcInput: () => noCeremony,
  },
];
