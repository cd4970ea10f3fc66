import { Anchor, Avatar, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { Fact, Facts } from '../../../kit/Facts';
import { SectionCard } from '../../../kit/SectionCard';
import { formatDate } from '../../../kit/format';
import { ScreenshotGallery } from '../media/ScreenshotGallery';
import { SolutionVideos } from '../media/SolutionVideos';
import { solutionTitleOf, type SolutionDetails } from '../solutionLabels';

/** The solution as its agency wrote it, for the agency's and the manager's solution page. */
export const SolutionSections = ({
  solution,
  showAgency,
}: {
  readonly solution: SolutionDetails;
  readonly showAgency: boolean;
}) => {
  const title = solutionTitleOf(solution);
  return (
    <Stack gap="md">
      <SectionCard title="General Info">
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <Avatar src={solution.logo?.url ?? null} alt={solution.logo ? `${title} logo` : ''} size={96} radius="md">
            {title.slice(0, 1)}
          </Avatar>
          <Box style={{ flex: 1 }}>
            <Facts>
              <Fact label="Title">{solution.title}</Fact>
              <Fact label="Solution website">
                {solution.link ? (
                  <Anchor href={solution.link} target="_blank" rel="noopener noreferrer nofollow" size="sm">
                    {solution.link}
                  </Anchor>
                ) : null}
              </Fact>
              <Fact label="Categories">
                {solution.categories.length > 0 ? (
                  <Group gap={6} component="span" style={{ display: 'inline-flex' }}>
                    {solution.categories.map((c) => (
                      <Badge key={c.id} variant="light" color="gray" tt="none" component="span">
                        {c.title}
                      </Badge>
                    ))}
                  </Group>
                ) : null}
              </Fact>
              <Fact label="Contact e-mail">{solution.contactEmail}</Fact>
              {showAgency ? <Fact label="Agency">{solution.agencyName}</Fact> : null}
              <Fact label="Updated">{formatDate(solution.updatedAt)}</Fact>
              {solution.publishedAt ? <Fact label="Published">{formatDate(solution.publishedAt)}</Fact> : null}
            </Facts>
          </Box>
        </Group>
        <Text component="h3" fz="sm" fw={600} mt="lg" mb={4}>
          Description
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {solution.content.description || '—'}
        </Text>
      </SectionCard>
      <SectionCard title="Video">
        <SolutionVideos videos={solution.videoLinks} solutionTitle={title} />
      </SectionCard>
      <SectionCard title="Screenshots">
        <ScreenshotGallery screens={solution.screens} solutionTitle={title} />
      </SectionCard>
    </Stack>
  );
};
