/**
 * YouTube links that pages embed as players: one reading of a link for solution videos and content blocks, pure, so
 * the editor's preview and the server agree. Accepts watch, youtu.be, short, shorts, live, embed and
 * youtube-nocookie links; anything else is not a video (shown as a plain link, or refused where a video is required).
 */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** `t=90`, `t=90s`, `t=1m30s`, `start=90` as whole seconds. */
const secondsOf = (value: string | null): number | null => {
  if (!value) return null;
  if (/^\d+s?$/.test(value)) return parseInt(value, 10);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || (!match[1] && !match[2] && !match[3])) return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
};

const idOf = (url: URL): string | null => {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || host === 'www.youtu.be') return segments[0] ?? null;
  if (!youtubeHosts.has(host)) return null;
  if (segments[0] === 'watch') return url.searchParams.get('v');
  if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) return segments[1] ?? null;
  return null;
};

/** A YouTube address as the video's id and start second, or null when it is not a YouTube video. */
export const youtubeVideoOf = (link: string): { videoId: string; start?: number } | null => {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const id = idOf(url);
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = secondsOf(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return start ? { videoId: id, start } : { videoId: id };
};

/** The privacy-enhanced player of a video. */
export const youtubeEmbedOf = (videoId: string, start?: number): string => {
  // A start beyond any video (over a day) or not a plain number would be written as '1e+21': it is left out.
  const second = start !== undefined && Number.isFinite(start) ? Math.floor(start) : 0;
  return `https://www.youtube-nocookie.com/embed/${videoId}${second > 0 && second <= 86_400 ? `?start=${second}` : ''}`;
};

/** The privacy-enhanced embed address of a YouTube link, or null when the link is not a YouTube video. */
export const youtubeEmbedUrl = (link: string): string | null => {
  const video = youtubeVideoOf(link);
  return video ? youtubeEmbedOf(video.videoId, video.start) : null;
};
