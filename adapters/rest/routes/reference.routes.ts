// TEMPORARY STUB (to be replaced by the reference helper)
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';
export const referenceRoutes = (_routes: RestRoutes, _services: AppServices): void => {};
