// TEMPORARY STUB (to be replaced by the reference helper)
import { router } from '../trpc';
export const referenceRouter = router({});
