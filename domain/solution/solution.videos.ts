/**
 * YouTube links the public page embeds as players. Pure, so the editor's preview and the server agree.
 * Accepts watch, short, shorts, live, embed and youtube-nocookie links; anything else is shown as a plain link.
 */
const videoId = /^[A-Za-z0-9_-]{11}$/;
const youtubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

/** `t=90`, `t=1m30s`, `start=90` as whole seconds. */
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

/** The privacy-enhanced embed address of a YouTube link, or null when the link is not a YouTube video. */
export const youtubeEmbedUrl = (link: string): string | null => {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const id = idOf(url);
  if (!id || !videoId.test(id)) return null;
  const start = secondsOf(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`;
};
