/** The solution's video links use the one reading of YouTube links (`domain/shared/youtube.ts`). */
export { youtubeEmbedUrl } from '../shared/youtube';
