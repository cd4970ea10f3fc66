import { Anchor, AspectRatio, List, SimpleGrid, Stack, Text } from '@mantine/core';

export type VideoLink = { readonly title: string; readonly embedUrl: string | null };

/** YouTube links as privacy-enhanced players (youtube-nocookie), any other link as a plain link. */
export const SolutionVideos = ({
  videos,
  solutionTitle,
}: {
  readonly videos: readonly VideoLink[];
  readonly solutionTitle: string;
}) => {
  const players = videos.filter((v) => v.embedUrl);
  const links = videos.filter((v) => !v.embedUrl);
  if (videos.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No videos.
      </Text>
    );
  return (
    <Stack gap="md">
      {players.length > 0 ? (
        <SimpleGrid cols={{ base: 1, md: players.length > 1 ? 2 : 1 }}>
          {players.map((video, index) => (
            <AspectRatio key={`${video.title}-${index}`} ratio={16 / 9}>
              <iframe
                src={video.embedUrl ?? undefined}
                title={`${solutionTitle}: video ${index + 1}`}
                loading="lazy"
                allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                style={{ border: 0, borderRadius: 8 }}
              />
            </AspectRatio>
          ))}
        </SimpleGrid>
      ) : null}
      {links.length > 0 ? (
        <List size="sm" spacing={4}>
          {links.map((video, index) => (
            <List.Item key={`${video.title}-${index}`}>
              <Anchor href={video.title} target="_blank" rel="noopener noreferrer nofollow">
                {video.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
};
