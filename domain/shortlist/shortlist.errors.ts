import type { DomainError } from '../shared/domainError';

export type ShortlistErrorCode =
  | 'shortlist.not_found'
  | 'shortlist.entry_not_found'
  | 'shortlist.name_invalid'
  | 'shortlist.name_taken'
  | 'shortlist.too_many_lists'
  | 'shortlist.list_full'
  | 'shortlist.comment_invalid'
  | 'shortlist.skills_invalid'
  | 'shortlist.request_not_found';
export type ShortlistError = DomainError<ShortlistErrorCode>;
