import { CvImportOutput } from '../../../application/specialist/cvImport/schemas';
import { CvImportIdInput } from '../../../application/specialist/cvImport/schemas';
import { authedProcedure, inputOf, router, unwrap } from '../trpc';

/** Uploads go over REST (multipart); the app polls a CV import's progress and proposal here. */
export const filesRouter = router({
  cvImport: authedProcedure
    .input(inputOf(CvImportIdInput))
    .output(CvImportOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.cvImport.get(ctx.actor, input))),
});
