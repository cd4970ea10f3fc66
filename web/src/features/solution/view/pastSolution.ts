import { fileUrl } from '../../../../../application/files/fileContracts';
import { youtubeEmbedUrl } from '../../../../../domain/solution/solution.videos';
import type { RouterOutputs } from '../../../app/trpc';
import type { SolutionDetails } from '../solutionLabels';

export type SolutionAsOf = RouterOutputs['solution']['asOf'];

/**
 * The solution page's details as they were: the past content (rebuilt by the server from the events) over the
 * current row's identity (id, number, agency). Category titles come from the tree; files keep their ids.
 */
export const pastSolutionDetailsOf = (
  current: SolutionDetails,
  past: SolutionAsOf,
  categoryTitleOf: (id: string) => string | null,
): SolutionDetails => {
  const content = past.content ?? current.content;
  return {
    ...current,
    status: past.status === 'new' ? current.status : past.status,
    version: past.version,
    title: content.title,
    link: content.link,
    categories: content.categories.map((id) => ({
      id,
      slug: '',
      title: categoryTitleOf(id) ?? 'A category no longer offered',
    })),
    shortDescription: content.description,
    contactEmail: content.contactEmail,
    logo: content.logoId ? { id: content.logoId, url: fileUrl(content.logoId), name: 'Logo' } : null,
    rejection: past.rejection,
    content,
    screens: content.screenshotIds.map((id, index) => ({ id, url: fileUrl(id), name: `Screenshot ${index + 1}` })),
    videoLinks: content.videoLinks.map((title) => ({ title, embedUrl: youtubeEmbedUrl(title) })),
  };
};
