import { err, type Result } from 'neverthrow';
import type { SolutionContent } from '../../domain/solution/solution.content';
import { parseContentWith, type ContentMode } from '../moderation/content';
import { checkOwnedFiles, type FileReference } from '../moderation/ownedFiles';
import type { AppError } from '../shared/appError';
import { solutionContentSchema, type ParsedSolutionContent } from './schemas';
import type { SolutionDeps } from './solutionPorts';

const unique = (values: readonly string[]) => [...new Set(values)];

/** The editor's rows as the domain keeps them: ids in lower case, no repeats, no empty video rows. */
export const toSolutionContent = (parsed: ParsedSolutionContent): SolutionContent => ({
  title: parsed.title,
  link: parsed.link,
  categories: unique(parsed.categories.map((id) => id.toLowerCase())),
  description: parsed.description,
  contactEmail: parsed.contactEmail,
  logoId: parsed.logoId ? parsed.logoId.toLowerCase() : null,
  screenshotIds: unique(parsed.screenshotIds.map((id) => id.toLowerCase())),
  videoLinks: parsed.videoLinks.filter((link) => link !== ''),
});

/** The logo and screenshots at the fields the editor sent them, each with the purpose its field needs. */
const fileReferencesOf = (parsed: ParsedSolutionContent): FileReference[] => [
  ...(parsed.logoId ? [{ field: 'content.logoId', id: parsed.logoId, purpose: 'logo', what: 'logo' }] : []),
  ...parsed.screenshotIds.map((id, i) => ({
    field: `content.screenshotIds.${i}`,
    id,
    purpose: 'screenshot',
    what: 'screenshot',
  })),
];

/**
 * The solution as the editor sent it, checked by the rules for a draft or for review, and naming only files of
 * the solution's agency uploaded for that purpose. Field errors are reported under `content.`.
 */
export const parseContent = async (
  deps: SolutionDeps,
  raw: unknown,
  mode: ContentMode,
  agencyId: string | null,
): Promise<Result<SolutionContent, AppError>> => {
  const solutionCategoryIds = await deps.rules.solutionCategoryIds();
  const parsed = parseContentWith(solutionContentSchema({ mode, solutionCategoryIds }), raw);
  if (parsed.isErr()) return err(parsed.error);
  const files = await checkOwnedFiles(deps.rules.filesOf, agencyId, fileReferencesOf(parsed.value));
  return files.map(() => toSolutionContent(parsed.value));
};
