import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { loginPathFor } from '../../app/session/postLoginTarget';
import { useSession } from '../../app/session/SessionProvider';
import type { PageQueriesOf } from '../../app/ssr/pageQueries';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { ScreenshotGallery } from '../../features/solution/media/ScreenshotGallery';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';

// Only a logged-in client sees the form: its code (schemas, form library) is not part of the public page's first load.
// The videos' players come after the description: the server renders them and they hydrate when their code arrives.
const SolutionVideos = lazy(async () => ({
  default: (await import('../../features/solution/media/SolutionVideos')).SolutionVideos,
}));
const RequestSolutionForm = lazy(async () => ({
  default: (await import('../../features/solution/public/RequestSolutionForm')).RequestSolutionForm,
}));

/** Who may request: a logged-in client; everyone else reads how to. */
const RequestBlock = ({
  solutionId,
  solutionTitle,
}: {
  readonly solutionId: string;
  readonly solutionTitle: string;
}) => {
  const session = useSession();
  const location = useLocation();
  const profile = session.profile;
  if (session.status === 'loading') return <Skeleton height={160} radius="md" aria-label="Loading" />;
  if (profile?.role === 'client') {
    return (
      <Suspense fallback={<Skeleton height={160} radius="md" aria-label="Loading" />}>
        <RequestSolutionForm
          solutionId={solutionId}
          solutionTitle={solutionTitle}
          contact={{ name: `${profile.name} ${profile.surname}`.trim(), email: profile.email }}
        />
      </Suspense>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">
        {profile ? 'Solutions are requested by client companies. ' : ''}Log in as a client to request this solution: the
        team behind it answers by e-mail.
      </Text>
      {profile ? null : (
        <Button component={Link} to={loginPathFor(location.pathname)} variant="light">
          Log in
        </Button>
      )}
    </Stack>
  );
};

/** `/solutions/{id}`: the published solution with its videos, screenshots and website, and the request form. */
export const PublicSolutionPage = () => {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const solution = useQuery(trpc.solution.catalogInfo.queryOptions({ solutionId: id }));

  if (solution.isError) {
    const status = httpStatusOf(solution.error);
    // A solution not in the catalogue (or a malformed id) is the shell's not-found page.
    if (status !== null && status >= 400 && status < 500) throw solution.error;
  }
  if (solution.isPending || solution.isError) {
    return (
      <Container size="lg" py="xl">
        <Anchor component={Link} to="/solutions" size="sm">
          ← Solutions
        </Anchor>
        <div style={{ marginTop: 16 }}>
          {solution.isPending ? (
            <LoadingState rows={12} label="Loading the solution" />
          ) : (
            <ErrorState message={errorMessageOf(solution.error)} onRetry={() => void solution.refetch()} />
          )}
        </div>
      </Container>
    );
  }

  const s = solution.data;
  return (
    <Container size="lg" py="xl">
      <Anchor component={Link} to="/solutions" size="sm">
        ← Solutions
      </Anchor>
      <Grid gap="xl" mt="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Group align="flex-start" gap="lg" wrap="nowrap">
            <Avatar src={s.logo?.url ?? null} alt={`${s.title} logo`} size={112} radius="md" color="indigo">
              {s.title.slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap="xs">
              <Title order={1}>{s.title}</Title>
              <Group gap={6}>
                {s.categories.map((c) => (
                  <Badge
                    key={c.id}
                    component={Link}
                    to={`/solutions?categories=${encodeURIComponent(c.slug)}`}
                    variant="light"
                    color="gray"
                    tt="none"
                    style={{ cursor: 'pointer' }}
                  >
                    {c.title}
                  </Badge>
                ))}
              </Group>
              {s.link ? (
                <Anchor href={s.link} target="_blank" rel="noopener noreferrer nofollow" size="sm">
                  Visit the website <span aria-hidden="true">↗</span>
                </Anchor>
              ) : null}
            </Stack>
          </Group>
          <Stack gap="xl" mt="xl">
            <section aria-labelledby="solution-description">
              <Title order={2} size="h4" id="solution-description" mb="xs">
                About the solution
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }}>{s.description}</Text>
            </section>
            {s.videoLinks.length > 0 ? (
              <section aria-labelledby="solution-videos">
                <Title order={2} size="h4" id="solution-videos" mb="xs">
                  Videos
                </Title>
                <Suspense fallback={<Skeleton height={200} radius="md" aria-label="Loading the videos" />}>
                  <SolutionVideos videos={s.videoLinks} solutionTitle={s.title} />
                </Suspense>
              </section>
            ) : null}
            {s.screens.length > 0 ? (
              <section aria-labelledby="solution-screenshots">
                <Title order={2} size="h4" id="solution-screenshots" mb="xs">
                  Screenshots
                </Title>
                <ScreenshotGallery screens={s.screens} solutionTitle={s.title} />
              </section>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="request-solution">
            <Title order={2} size="h4" id="request-solution" mb="sm">
              Request this solution
            </Title>
            <RequestBlock solutionId={s.id} solutionTitle={s.title} />
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
};

/** What `/solutions/{id}` reads to render (server rendering, web/src/app/ssr/pageQueries.ts). */
export const pageQueries: PageQueriesOf<'PublicSolutionPage'> = {
  PublicSolutionPage: ({ trpc, params }) => [trpc.solution.catalogInfo.queryOptions({ solutionId: params.id ?? '' })],
};
