import { lazy, Suspense } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CategorySlider } from '../../features/catalog/CategorySlider';
import { LoadingState } from '../../kit/LoadingState';

// The blog's cards load after the first paint: the home page's first load stays as small as it was.
const LatestArticles = lazy(() => import('../../features/content/LatestArticles'));

export const HomePage = () => (
  <>
    <Container size="xl" py={64}>
      <Stack gap="lg" maw={720}>
        <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
          Hire IT specialists and IT solutions from trusted partner agencies
        </Title>
        <Text size="lg" c="dimmed">
          Developers, designers, analysts and managers for staff or team rental, with verified profiles, clear hourly rates and one contract.
        </Text>
        <Group>
          <Button component={Link} to="/staff" size="lg">
            Find talent
          </Button>
          <Button component={Link} to="/solutions" size="lg" variant="outline">
            Browse solutions
          </Button>
        </Group>
      </Stack>
    </Container>
    <Container size="xl" pb="xl">
      <CategorySlider />
    </Container>
    <Container size="xl" py="xl">
      <Title order={2} mb="md">
        Latest from the blog
      </Title>
      <Suspense fallback={<LoadingState rows={3} label="Loading the latest articles" />}>
        <LatestArticles />
      </Suspense>
    </Container>
  </>
);
