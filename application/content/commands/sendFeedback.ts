import { err, ok, type Result } from 'neverthrow';
import type { Actor } from '../../shared/actor';
import { admitAttempt, type RequestOrigin } from '../../shared/abuseGuard';
import type { AppError } from '../../shared/appError';
import { passCaptcha } from '../../shared/captchaGuard';
import { parse } from '../../shared/parse';
import { FeedbackInput } from '../articleSchemas';
import type { ContentDeps } from '../contentPorts';
import { feedbackMails } from '../mails';

/**
 * The feedback form (`/feedback`): anyone writes to the managers. A robot check as the newsletter's, then at most
 * 5 messages an hour from one address (and 5 a day about one e-mail); the message, its e-mails to the managers and
 * their notifications (leading to the back office's page of the message) are stored together, so none is lost.
 */
export const sendFeedback =
  (deps: ContentDeps) =>
  async (_actor: Actor | null, raw: unknown, origin?: RequestOrigin): Promise<Result<{ sent: true }, AppError>> => {
    const input = parse(FeedbackInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const human = await passCaptcha(deps, 'feedback', origin, input.value.captcha);
    if (human.isErr()) return err(human.error);
    const admitted = await admitAttempt(deps, 'feedback', origin, input.value.email);
    if (admitted.isErr()) return err(admitted.error);
    const message = {
      id: deps.newId(),
      name: input.value.name,
      email: input.value.email,
      message: input.value.message,
      address: origin?.address ?? 'platform',
      at: deps.clock.now(),
    };
    await deps.feedback.send(message, (managers) => feedbackMails(message, managers, deps.appUrl));
    return ok({ sent: true as const });
  };
