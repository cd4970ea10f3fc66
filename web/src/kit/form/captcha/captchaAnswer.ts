/** What the captcha field says: ours, and the seeds' reCAPTCHA messages. */
export const captchaMessages = {
  required: 'Confirm that you are not a robot',
  failed: 'The security check could not be completed: tick the box to try again',
  unavailable: 'The security check could not be loaded: reload the page',
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'ReCaptcha error: No version provided',
  scriptFailed: 'ReCaptcha error: Failed to load script',
  executeFailed: 'ReCaptcha error: Failed to execute',
} as const;

/** What a captcha widget tells the field. */
export type CaptchaEvents = {
  /** An answer is being worked out (proof of work, reCAPTCHA v3). */
  readonly working: () => void;
  readonly solved: (answer: string) => void;
  readonly failed: (message: string) => void;
  /** No answer, and none coming until the visitor acts (the reCAPTCHA v2 box, an expired answer). */
  readonly cleared: () => void;
};

type Waiter = { readonly promise: Promise<string | null>; readonly resolve: (answer: string | null) => void };

const waiter = (): Waiter => {
  let resolve: (answer: string | null) => void = () => {};
  const promise = new Promise<string | null>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
};

export type CaptchaAnswerKeeper = CaptchaEvents & {
  /** The field's validator: no error for the current answer, a promise while one is being worked out (a submit waits for it). */
  readonly validate: (value: unknown) => string | undefined | Promise<string | undefined>;
  readonly answer: () => string | null;
  readonly failure: () => string | null;
};

/**
 * The captcha field's state between the widget and the form. Until the widget has answered, the validator answers
 * a promise, so a visitor who sends the form while the check is running waits for it instead of being refused.
 */
export const captchaAnswerKeeper = (): CaptchaAnswerKeeper => {
  let answer: string | null = null;
  let failure: string | null = null;
  // Pending from the start: the widget starts with the visitor's first move in the form, a submit included.
  let pending: Waiter | null = waiter();
  const settle = (next: string | null) => {
    pending?.resolve(next);
    pending = null;
  };
  return {
    validate: (value) => {
      if (typeof value === 'string' && value !== '' && value === answer) return undefined;
      if (pending)
        return pending.promise.then((solved) => (solved ? undefined : (failure ?? captchaMessages.required)));
      return failure ?? captchaMessages.required;
    },
    answer: () => answer,
    failure: () => failure,
    working: () => {
      answer = null;
      failure = null;
      pending ??= waiter();
    },
    solved: (next) => {
      answer = next;
      failure = null;
      settle(next);
    },
    failed: (message) => {
      answer = null;
      failure = message;
      settle(null);
    },
    cleared: () => {
      answer = null;
      failure = null;
      settle(null);
    },
  };
};
