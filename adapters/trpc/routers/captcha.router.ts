import { publicProcedure, router } from '../trpc';

/** The captcha's public settings, so the forms know which widget to show. */
export const captchaRouter = router({
  settings: publicProcedure.query(({ ctx }) => ctx.services.captcha.settings),
});
