import { ok, type Result } from 'neverthrow';
import { z } from 'zod';
import type { AppError } from '../../shared/appError';

/** The home page's live numbers: what a client can find today. */
export const CatalogStatsOutput = z.object({
  /** Specialists in the public catalogue (published, not hidden, not blocked). */
  specialists: z.number().int().min(0),
  /** Agencies with at least one specialist in the catalogue. */
  agencies: z.number().int().min(0),
  /** Solutions in the public catalogue. */
  solutions: z.number().int().min(0),
});
export type CatalogStats = z.output<typeof CatalogStatsOutput>;

/** Counted from the catalogue's read models; the adapter may cache the answer (it is a headline, not a list). */
export type CatalogStatsReader = () => Promise<CatalogStats>;

/** `GET /api/catalog/stats`, `catalog.stats`: anyone may ask. */
export const catalogStats = (read: CatalogStatsReader) => async (): Promise<Result<CatalogStats, AppError>> =>
  ok(CatalogStatsOutput.parse(await read()));
