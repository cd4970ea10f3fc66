/**
 * The browser's side of passkeys (@simplewebauthn/browser), loaded only when a person adds or uses one, so no page's
 * first load carries it. A person closing the browser's dialog is not an error worth a red alert: it says so.
 */
const browserApi = () => import('@simplewebauthn/browser');

export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

export const createPasskey = async (options: Record<string, unknown>) => {
  const { startRegistration } = await browserApi();
  return startRegistration({ optionsJSON: options as never });
};

export const answerPasskeyRequest = async (options: Record<string, unknown>) => {
  const { startAuthentication } = await browserApi();
  return startAuthentication({ optionsJSON: options as never });
};

/** What to tell the person when the browser's passkey dialog did not give an answer. */
export const passkeyProblemOf = (error: unknown): string =>
  error instanceof Error && error.name === 'NotAllowedError'
    ? 'The passkey request was cancelled or timed out.'
    : error instanceof Error && error.name === 'InvalidStateError'
      ? 'This device already has a passkey for your account.'
      : error instanceof Error
        ? error.message
        : 'The passkey could not be used.';
