import { lazy, Suspense, useState, type FormEvent } from 'react';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { PageQueriesOf } from '../../app/ssr/pageQueries';
import { useTRPC } from '../../app/trpc';
import { CategorySlider } from '../../features/catalog/CategorySlider';
import { LoadingState } from '../../kit/LoadingState';
import { BookableCatalogCard } from '../catalog/BookableCatalogCard';
import { HydrateApart } from '../../kit/HydrateApart';
import { nounFor } from '../../kit/plural';

// The blog's cards load after the first paint: the home page's first load stays as small as it was.
const LatestArticles = lazy(() => import('../../features/content/LatestArticles'));

const FEATURED = 4;
const POPULAR = 6;
const numberFormat = new Intl.NumberFormat('en-GB');

/**
 * The queries the home page reads, in one place, so the server's prefetch can name the same inputs:
 * `catalog.stats`, `catalog.popularSpecializations`, `catalog.list` (featured), `reference.categoryTree`
 * (the slider) and `content.publicArticles` (latest articles, loaded lazily).
 */
export const homeQueries = {
  featured: { filters: {}, page: 1, count: 8 },
} as const;

/** The search box of the hero: a term opens the search over specialists and solutions. */
const HeroSearch = () => {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    void navigate(trimmed ? `/search?search=${encodeURIComponent(trimmed)}` : '/staff');
  };
  return (
    <Group
      component="form"
      role="search"
      aria-label="Search the catalogue"
      onSubmit={submit}
      align="flex-end"
      gap="xs"
      wrap="nowrap"
    >
      <TextInput
        label="What do you need?"
        placeholder="A skill, a role or a solution: React, Java, QA…"
        value={term}
        onChange={(e) => setTerm(e.currentTarget.value)}
        size="md"
        style={{ flex: 1 }}
      />
      <Button type="submit" size="md">
        Search
      </Button>
    </Group>
  );
};

/** Popular specializations: the most booked, then the most viewed (the server ranks them), each opening the filtered catalogue. */
const PopularSpecializations = () => {
  const trpc = useTRPC();
  const popularQuery = useQuery(trpc.catalog.popularSpecializations.queryOptions());
  const popular = (popularQuery.data ?? []).slice(0, POPULAR);
  if (popularQuery.isPending) return <Skeleton height={28} width="80%" radius="xl" aria-hidden />;
  if (popular.length === 0) return null;
  return (
    <Box component="nav" aria-labelledby="popular-title">
      <Text id="popular-title" size="sm" c="dimmed" mb={6}>
        Popular specializations
      </Text>
      <Group gap={8}>
        {popular.map((s) => (
          <Button
            key={s.id}
            component={Link}
            to={`/staff?role=${encodeURIComponent(s.id)}`}
            variant="light"
            size="compact-md"
            radius="xl"
          >
            {s.title}
          </Button>
        ))}
      </Group>
    </Box>
  );
};

/** The live counts beside the hero's text: what a client can find today. */
const LiveCounts = () => {
  const trpc = useTRPC();
  const stats = useQuery(trpc.catalog.stats.queryOptions());
  const rows = [
    { key: 'specialists', one: 'published specialist', many: 'published specialists', value: stats.data?.specialists },
    { key: 'agencies', one: 'partner agency', many: 'partner agencies', value: stats.data?.agencies },
    { key: 'solutions', one: 'ready IT solution', many: 'ready IT solutions', value: stats.data?.solutions },
  ] as const;
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="live-counts-title">
      <Title id="live-counts-title" order={2} fz="lg" mb="md">
        On the platform today
      </Title>
      {stats.isError ? (
        <Text c="dimmed">The numbers are not available right now: the catalogue is open as usual.</Text>
      ) : (
        <Stack gap="md" aria-busy={stats.isPending}>
          {rows.map((row) => (
            <Group key={row.key} gap="sm" align="baseline" wrap="nowrap">
              <Text fz={36} fw={800} lh={1} c="indigo.8" miw={96} data-testid={`count-${row.key}`}>
                {row.value === undefined ? '…' : numberFormat.format(row.value)}
              </Text>
              <Text size="lg">{nounFor(row.value ?? 0, row.one, row.many)}</Text>
            </Group>
          ))}
        </Stack>
      )}
      <Text size="sm" c="dimmed" mt="lg">
        A platform manager checks every profile before it is published; you sign one contract, with the platform.
      </Text>
    </Card>
  );
};

const steps = [
  {
    title: 'Find',
    body: 'Filter the catalogue by skill, grade, price and availability, or describe the task in a request and let agencies answer.',
  },
  {
    title: 'Book and interview',
    body: 'Add specialists to your request for the period you need and pick interview times; agencies confirm them.',
  },
  {
    title: 'Sign and start',
    body: 'One contract with the platform covers every agency; approved specialists start on the agreed date, with monthly acts.',
  },
] as const;

const HowItWorks = () => (
  <Box component="section" aria-labelledby="how-title">
    <Title id="how-title" order={2} mb="md">
      How it works
    </Title>
    <SimpleGrid
      cols={{ base: 1, sm: 3 }}
      spacing="lg"
      component="ol"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {steps.map((step, i) => (
        <Card key={step.title} component="li" withBorder radius="md" padding="lg">
          <Group gap="sm" mb="xs" wrap="nowrap">
            <ThemeIcon radius="xl" size="lg" variant="filled" aria-hidden>
              {i + 1}
            </ThemeIcon>
            <Title order={3} fz="lg">
              {step.title}
            </Title>
          </Group>
          <Text size="sm">{step.body}</Text>
        </Card>
      ))}
    </SimpleGrid>
  </Box>
);

/** The best of the catalogue (verified first, available now, recently updated: the catalogue's own default order). */
const FeaturedSpecialists = () => {
  const trpc = useTRPC();
  const list = useQuery(trpc.catalog.list.queryOptions(homeQueries.featured));
  const items = (list.data?.items ?? []).slice(0, FEATURED);
  if (list.isError || (list.isSuccess && items.length === 0)) return null;
  const allVerified = items.length > 0 && items.every((item) => item.verified);
  return (
    <Box component="section" aria-labelledby="featured-title">
      <Group justify="space-between" mb="md" align="baseline">
        <Group gap="xs">
          <Title id="featured-title" order={2}>
            Featured specialists
          </Title>
          {allVerified ? (
            <Badge color="teal.9" variant="outline" tt="none">
              Verified by the platform
            </Badge>
          ) : null}
        </Group>
        <Anchor component={Link} to="/staff" fw={600}>
          See all specialists
        </Anchor>
      </Group>
      {list.isPending ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 4 }}
          role="status"
          aria-busy="true"
          aria-label="Loading featured specialists"
        >
          {Array.from({ length: FEATURED }, (_, i) => (
            <Skeleton key={i} height={190} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 4 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Featured specialists"
        >
          {items.map((item) => (
            <li key={item.id}>
              <BookableCatalogCard item={item} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
};

export const HomePage = () => (
  <>
    <Box bg="var(--mantine-color-indigo-0)">
      <Container size="xl" py={{ base: 40, md: 64 }}>
        <Grid gap={{ base: 'xl', md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
                Hire IT specialists and IT solutions from trusted partner agencies
              </Title>
              <Text size="lg">
                Developers, designers, analysts and managers for staff or team rental, with verified profiles, clear
                hourly rates and one contract.
              </Text>
              <HydrateApart>
                <HeroSearch />
              </HydrateApart>
              <HydrateApart>
                <PopularSpecializations />
              </HydrateApart>
              <Group>
                <Button component={Link} to="/staff" size="md">
                  Find talent
                </Button>
                <Button component={Link} to="/solutions" size="md" variant="default">
                  Browse solutions
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <LiveCounts />
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
    <Container size="xl" py="xl">
      <Stack gap={56}>
        <HydrateApart>
          <HowItWorks />
        </HydrateApart>
        <HydrateApart>
          <FeaturedSpecialists />
        </HydrateApart>
        <HydrateApart>
          <CategorySlider />
        </HydrateApart>
        <Box component="section" aria-labelledby="latest-title">
          <Title id="latest-title" order={2} mb="md">
            Latest from the blog
          </Title>
          <Suspense fallback={<LoadingState rows={3} label="Loading the latest articles" />}>
            <LatestArticles />
          </Suspense>
        </Box>
      </Stack>
    </Container>
  </>
);

/** What `/` reads to render, from `homeQueries` (server rendering, web/src/app/ssr/pageQueries.ts); add a new section's query here. */
export const pageQueries: PageQueriesOf<'HomePage'> = {
  HomePage: ({ trpc }) => [
    trpc.catalog.stats.queryOptions(),
    trpc.catalog.popularSpecializations.queryOptions(),
    trpc.catalog.list.queryOptions(homeQueries.featured),
    trpc.reference.categoryTree.queryOptions({ type: 'specialist' }),
    trpc.content.publicArticles.queryOptions({ page: 1, count: 3 }),
  ],
};
