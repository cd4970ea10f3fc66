import { CaptchaSettings } from '../../captcha/captchaProvider';
import { publicProcedure, router } from '../trpc';

/** The captcha's public settings, so the forms know which widget to show. */
export const captchaRouter = router({
  settings: publicProcedure.output(CaptchaSettings).query(({ ctx }) => ctx.services.captcha.settings),
});
