import { Anchor, Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { formatDate } from '../../specialist/card/specialistLabels';
import { ScreenshotGallery } from '../media/ScreenshotGallery';
import { SolutionVideos } from '../media/SolutionVideos';
import { solutionTitleOf, type SolutionDetails } from '../solutionLabels';

const Section = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => {
  const id = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
};

const Fact = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => (
  <div>
    <Text component="dt" size="xs" c="dimmed" fw={500}>
      {label}
    </Text>
    <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {children === '' || children === null || children === undefined ? '—' : children}
    </Text>
  </div>
);

/** The solution as its agency wrote it, for the agency's and the manager's solution page. */
export const SolutionSections = ({ solution, showAgency }: { readonly solution: SolutionDetails; readonly showAgency: boolean }) => {
  const title = solutionTitleOf(solution);
  return (
    <Stack gap="md">
      <Section title="General Info">
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <Avatar src={solution.logo?.url ?? null} alt={solution.logo ? `${title} logo` : ''} size={96} radius="md">
            {title.slice(0, 1)}
          </Avatar>
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0} style={{ flex: 1 }}>
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
          </SimpleGrid>
        </Group>
        <Text component="h3" fz="sm" fw={600} mt="lg" mb={4}>
          Description
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {solution.content.description || '—'}
        </Text>
      </Section>
      <Section title="Video">
        <SolutionVideos videos={solution.videoLinks} solutionTitle={title} />
      </Section>
      <Section title="Screenshots">
        <ScreenshotGallery screens={solution.screens} solutionTitle={title} />
      </Section>
    </Stack>
  );
};
