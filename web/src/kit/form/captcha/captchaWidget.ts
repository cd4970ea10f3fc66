import type { CaptchaAction } from '../../../../../application/ports/captcha';
import type { CaptchaEvents } from './captchaAnswer';

/** What the field gives a provider's widget. */
export type CaptchaWidgetProps = {
  readonly action: CaptchaAction;
  readonly events: CaptchaEvents;
  /** Grows after each submission: the answer was spent, a fresh one is needed. */
  readonly renewals: number;
};
