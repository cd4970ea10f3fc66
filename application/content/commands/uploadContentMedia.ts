import { err, ok, type Result } from 'neverthrow';
import { youtubeEmbedOf, youtubeVideoOf } from '../../../domain/shared/youtube';
import type { UploadedContent } from '../../files/uploadRules';
import type { Actor } from '../../shared/actor';
import { validationError, type AppError } from '../../shared/appError';
import { parse } from '../../shared/parse';
import { UploadByUrlInput, type UploadedImageOutput } from '../articleSchemas';
import type { ContentDeps } from '../contentPorts';
import { asBlogManager } from '../policies';

const urlError = (message: string, code: string): AppError =>
  validationError([{ field: 'url', message, code }], message);

/** `upload-image`: an image for an article (multipart field `file`), checked by content and redrawn like every image. */
export const uploadArticleImage =
  (deps: ContentDeps) =>
  async (actor: Actor | null, uploaded: UploadedContent): Promise<Result<UploadedImageOutput, AppError>> => {
    const caller = asBlogManager(actor);
    if (caller.isErr()) return err(caller.error);
    const stored = await deps.images.store(caller.value, uploaded);
    return stored.map((f) => ({ id: f.id, url: f.url, name: f.name, mime: f.mime, size: f.size }));
  };

/**
 * `upload-image-by-url`: the server fetches the image (public addresses only, redirects re-checked, the image size
 * limit, 10 s), then stores it exactly as an uploaded one.
 */
export const uploadArticleImageByUrl =
  (deps: ContentDeps) =>
  async (actor: Actor | null, raw: unknown): Promise<Result<UploadedImageOutput, AppError>> => {
    const caller = asBlogManager(actor);
    if (caller.isErr()) return err(caller.error);
    const input = parse(UploadByUrlInput, raw ?? {});
    if (input.isErr()) return err(input.error);
    const fetched = await deps.fetcher.fetch(input.value.url, { maxBytes: deps.images.maxBytes });
    if (fetched.isErr()) {
      if (fetched.error.code === 'url.too_large')
        return err(
          validationError([{ field: 'url', code: 'errorSize', message: fetched.error.message }], fetched.error.message),
        );
      return err(urlError(fetched.error.message, fetched.error.code));
    }
    const stored = await deps.images.store(caller.value, {
      originalName: fetched.value.name,
      bytes: fetched.value.bytes,
    });
    // The upload rules speak of the field `file`; here the user typed an address.
    if (stored.isErr()) {
      const e = stored.error;
      return err(
        e.kind === 'validation'
          ? validationError(
              e.issues.map((i) => (i.field === 'file' ? { ...i, field: 'url' } : i)),
              e.message,
            )
          : e,
      );
    }
    const f = stored.value;
    return ok({ id: f.id, url: f.url, name: f.name, mime: f.mime, size: f.size });
  };

export const VIDEO_FILES_REFUSED =
  'Video files are not stored on the platform: upload the video to YouTube and add its link';

/** `upload-video`: video files are refused with the reason (articles play YouTube videos only). */
export const uploadArticleVideo =
  (_deps: ContentDeps) =>
  async (actor: Actor | null): Promise<Result<never, AppError>> => {
    const caller = asBlogManager(actor);
    if (caller.isErr()) return err(caller.error);
    return err(
      validationError([{ field: 'file', code: 'errorFormat', message: VIDEO_FILES_REFUSED }], VIDEO_FILES_REFUSED),
    );
  };

/** `upload-video-by-url`: a YouTube link becomes a video the article plays in the privacy-enhanced player; nothing is fetched. */
export const uploadArticleVideoByUrl = (_deps: ContentDeps) => async (actor: Actor | null, raw: unknown) => {
  const caller = asBlogManager(actor);
  if (caller.isErr()) return err(caller.error);
  const input = parse(UploadByUrlInput, raw ?? {});
  if (input.isErr()) return err(input.error);
  const video = youtubeVideoOf(input.value.url);
  if (!video)
    return err(urlError('Only YouTube links can be added as videos (youtube.com or youtu.be)', 'video.not_youtube'));
  return ok({
    videoId: video.videoId,
    start: video.start ?? null,
    url: input.value.url,
    embedUrl: youtubeEmbedOf(video.videoId, video.start),
  });
};
