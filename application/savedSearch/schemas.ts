import { z } from 'zod';
import { CatalogFilters } from '../catalog/schemas';
import { IsoDateTimeOutput } from '../shared/outputs';

/** The catalogue address's query string ('keySkills=…&availableFrom=…', with or without '?'), as the page writes it. */
export const CatalogueQuery = z
  .string()
  .max(2000, 'At most 2,000 characters')
  .transform((value, ctx) => {
    const params = new URLSearchParams(value.replace(/^[^?]*\?/, ''));
    const raw: Record<string, string> = {};
    // The page, its size and its order are how one looks, not what one looks for.
    for (const [key, given] of params) if (!['page', 'count', 'sort'].includes(key) && given !== '') raw[key] = given;
    const parsed = CatalogFilters.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: `${String(issue.path[0] ?? 'query')}: ${issue.message}` });
      return z.NEVER;
    }
    return { filters: parsed.data, query: new URLSearchParams(raw).toString() };
  });

export const CreateSavedSearchInput = z.object({
  query: CatalogueQuery,
  title: z.string().trim().max(120, 'At most 120 characters').optional(),
});
export const SavedSearchIdInput = z.object({ savedSearchId: z.uuid('Unknown saved search') });
export const UnsubscribeInput = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Unknown link') });

export const SavedSearchOutput = z.object({
  id: z.string(),
  title: z.string(),
  /** The catalogue address's query string: `/staff?` followed by it opens the search. */
  query: z.string(),
  createdAt: IsoDateTimeOutput,
  lastDigestAt: IsoDateTimeOutput.nullable(),
  /** False once unsubscribed: the search stays saved, no e-mail goes. */
  alerts: z.boolean(),
});
export const SavedSearchListOutput = z.object({ items: z.array(SavedSearchOutput).readonly() });
export const SavedSearchDeletedOutput = z.object({ savedSearchId: z.string(), deleted: z.literal(true) });
/** What the unsubscribe link shows and does, signed out: the search's title and whether its alerts still go. */
export const UnsubscribeOutput = z.object({ title: z.string(), alerts: z.boolean() });
