import { describe, expect, it } from 'vitest';
import { captchaAnswerKeeper, captchaMessages } from '../../../web/src/kit/form/captcha/captchaAnswer';

describe('the captcha field between its widget and the form', () => {
  it('makes a submit wait while the widget works, then lets the answer through', async () => {
    const keeper = captchaAnswerKeeper();
    const waiting = keeper.validate(undefined);
    expect(waiting).toBeInstanceOf(Promise);
    keeper.working();
    keeper.solved('answer-1');
    await expect(waiting).resolves.toBeUndefined();
    expect(keeper.validate('answer-1')).toBeUndefined();
  });

  it('refuses a value that is not the current answer: a spent one, or none', () => {
    const keeper = captchaAnswerKeeper();
    keeper.solved('answer-1');
    keeper.cleared();
    expect(keeper.validate('answer-1')).toBe(captchaMessages.required);
    expect(keeper.validate(undefined)).toBe(captchaMessages.required);
  });

  it("answers the widget's failure, to a waiting submit and afterwards, until it works again", async () => {
    const keeper = captchaAnswerKeeper();
    const waiting = keeper.validate(undefined);
    keeper.failed(captchaMessages.scriptFailed);
    await expect(waiting).resolves.toBe(captchaMessages.scriptFailed);
    expect(keeper.validate(undefined)).toBe(captchaMessages.scriptFailed);
    keeper.working();
    expect(keeper.validate(undefined)).toBeInstanceOf(Promise);
  });

  it('renewing an answer makes the next submit wait for the fresh one', async () => {
    const keeper = captchaAnswerKeeper();
    keeper.solved('spent');
    keeper.working();
    const waiting = keeper.validate('spent');
    keeper.solved('fresh');
    await expect(waiting).resolves.toBeUndefined();
    expect(keeper.validate('fresh')).toBeUndefined();
    expect(keeper.validate('spent')).toBe(captchaMessages.required);
  });

  it("carries the seeds' reCAPTCHA messages", () => {
    expect([
      captchaMessages.noKey,
      captchaMessages.noVersion,
      captchaMessages.scriptFailed,
      captchaMessages.executeFailed,
    ]).toEqual([
      'ReCaptcha error: No key provided',
      'ReCaptcha error: No version provided',
      'ReCaptcha error: Failed to load script',
      'ReCaptcha error: Failed to execute',
    ]);
  });
});
