import { err, ok, type Result } from 'neverthrow';
import { domainError, type DomainError } from '../shared/domainError';

/** The longest video link a person may enter: meeting links with their passcodes stay far below it. */
export const MAX_VIDEO_LINK_LENGTH = 500;

export type VideoLinkError = DomainError<'interview.video_link_invalid'>;

const invalid = (message: string): Result<never, VideoLinkError> =>
  err(domainError('interview.video_link_invalid', message));

/**
 * The rule for a video link the agency or the manager enters in place of the platform's room: an absolute http(s)
 * address with a host, at most 500 characters, with no user name or password in it (a link with credentials would
 * hand them to every participant and every calendar it lands in). Answers the link as the URL parser writes it, so
 * two spellings of one address are one link. An empty text is not a link: going back to the platform's room is
 * asking for it, not entering nothing.
 */
export const checkVideoLink = (text: string): Result<string, VideoLinkError> => {
  const trimmed = text.trim();
  if (trimmed === '') return invalid('Enter the video call link, or use the platform’s room');
  if (trimmed.length > MAX_VIDEO_LINK_LENGTH)
    return invalid(`A video link has at most ${MAX_VIDEO_LINK_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return invalid('Enter a full link that starts with https://');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return invalid('A video link starts with https:// or http://');
  if (url.hostname === '') return invalid('Enter a full link that starts with https://');
  if (url.username !== '' || url.password !== '') return invalid('A video link must not carry a user name or password');
  return ok(url.href);
};
