/**
 * The statuses every moderated item has (cards and solutions share them, `domain/moderation`), as people read
 * them and in the seeds' tag colours (part 2, section 4): draft and not-active grey, moderation pale orange,
 * rejected red, published green. An area adds its own statuses.
 */
export type ModerationStatus =
  'new' | 'draft' | 'moderation' | 'published' | 'rejected' | 'deactivated' | 'archived' | 'deleted';

export const moderationStatusLabels: Record<ModerationStatus, string> = {
  new: 'New',
  draft: 'Draft',
  moderation: 'In moderation',
  published: 'Published',
  rejected: 'Rejected',
  deactivated: 'Deactivated',
  archived: 'Archived',
  deleted: 'Deleted',
};

/** The tag key of each status (`kit/status/statusColours`); statuses the seeds do not name read as not active. */
export const moderationTagKeys: Record<ModerationStatus, string> = {
  new: 'draft',
  draft: 'draft',
  moderation: 'moderation',
  published: 'published',
  rejected: 'rejected',
  deactivated: 'not-active',
  archived: 'not-active',
  deleted: 'not-active',
};
