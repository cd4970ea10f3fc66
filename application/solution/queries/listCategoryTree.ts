import { ok, type Result } from 'neverthrow';
import type { AppError } from '../../shared/appError';
import type { SolutionCategoryNode, SolutionDeps } from '../solutionPorts';

/** The solution categories for the catalogue filter (`GET /api/solution-categories/tree/`), with published counts. */
export const listCategoryTree = (deps: SolutionDeps) => async (): Promise<Result<SolutionCategoryNode[], AppError>> =>
  ok(await deps.catalog.categoryTree());
