import { z } from 'zod';
import { ok } from 'neverthrow';
import { captchaActions } from '../../../application/ports/captcha';
import { fieldIssuesOf } from '../../../application/shared/parse';
import { validationError } from '../../../application/shared/appError';
import { CaptchaSettings } from '../../captcha/captchaProvider';
import type { AppServices } from '../../services';
import { sendError } from '../envelope';
import type { RestRoutes } from '../restRoute';

const tag = 'captcha';

const ChallengeQuery = z.object({
  action: z.enum(captchaActions, { error: `Choose one of: ${captchaActions.join(', ')}` }),
});

const AltchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number(),
    data: z.object({ action: z.enum(captchaActions) }),
  }),
  signature: z.string(),
});

export const captchaRoutes = (routes: RestRoutes, { captcha }: AppServices): void => {
  routes.add({
    method: 'get',
    path: '/api/captcha/settings',
    tag,
    summary: 'Which captcha the forms show (altcha or reCAPTCHA) and its public settings',
    response: CaptchaSettings,
    handle: async () => ok(captcha.settings),
  });
  routes.raw({
    method: 'get',
    path: '/api/captcha/challenge',
    tag,
    query: ChallengeQuery,
    response: AltchaChallenge,
    unenveloped: true,
    summary:
      'A signed proof-of-work challenge (altcha) for one form, valid for ten minutes; the answer goes in the form\'s "captcha" field and admits one request. Answered bare, as the widget reads it',
    raw: async (r, res) => {
      const query = ChallengeQuery.safeParse(r.query);
      if (!query.success) return sendError(res, validationError(fieldIssuesOf(query.error)));
      if (!captcha.issueChallenge)
        return sendError(res, {
          kind: 'not_found',
          code: 'captcha.no_challenges',
          message: 'This site uses reCAPTCHA: its challenges come from Google',
        });
      res.setHeader('Cache-Control', 'no-store');
      res.json(await captcha.issueChallenge(query.data.action));
    },
  });
};
