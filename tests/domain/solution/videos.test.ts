import { describe, expect, it } from 'vitest';
import { shortDescriptionOf } from '../../../domain/solution/solution.content';
import { youtubeEmbedUrl } from '../../../domain/solution/solution.videos';

describe('YouTube links become embedded players', () => {
  const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL123',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    '  https://youtu.be/dQw4w9WgXcQ  ',
  ])('%s', (link) => {
    expect(youtubeEmbedUrl(link)).toBe(embed);
  });

  it('keeps the start time', () => {
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=90')).toBe(`${embed}?start=90`);
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s')).toBe(`${embed}?start=90`);
  });

  it.each([
    'https://vimeo.com/76979871',
    'https://www.youtube.com/channel/UC123',
    'https://www.youtube.com/watch?v=short',
    'https://youtube.evil.example.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a link',
  ])('%s is not a YouTube video', (link) => {
    expect(youtubeEmbedUrl(link)).toBeNull();
  });
});

describe('the catalogue teaser', () => {
  it('is the first paragraph, whole when short', () => {
    expect(shortDescriptionOf('A CRM for fleets.\n\nSecond paragraph.')).toBe('A CRM for fleets.');
  });
  it('is cut at a word with an ellipsis when long', () => {
    const teaser = shortDescriptionOf('word '.repeat(100));
    expect(teaser.length).toBeLessThanOrEqual(200);
    expect(teaser.endsWith('word…')).toBe(true);
  });
});
