import { CvImportIdInput } from '../../../application/specialist/cvImport/schemas';
import { publicProcedure, router, unwrap } from '../trpc';

/** Uploads go over REST (multipart); the app polls a CV import's progress and proposal here. */
export const filesRouter = router({
  cvImport: publicProcedure.input(CvImportIdInput).query(({ ctx, input }) => unwrap(ctx.services.cvImport.get(ctx.actor, input))),
});
