import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaAction } from '../../application/ports/captcha';
import type { ApiClient } from './apiClient';

/**
 * Solves a captcha the way the browser's altcha widget does: asks the server for a challenge for the form, does the
 * work, and answers the payload the widget would put in the form's `captcha` field (base64 of challenge and solution).
 */
export const captchaSolution = async (app: { readonly api: ApiClient }, action: CaptchaAction): Promise<string> => {
  const issued = await app.api.get<Challenge>(`/api/captcha/challenge?action=${action}`);
  if (issued.status !== 200)
    throw new Error(`no captcha challenge for ${action}: ${issued.status} ${JSON.stringify(issued.body)}`);
  const challenge = issued.body;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error(`the captcha challenge for ${action} was not solved`);
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64');
};
