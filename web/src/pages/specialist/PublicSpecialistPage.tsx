import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { useSession } from '../../app/session/SessionProvider';
import type { PageQueriesOf } from '../../app/ssr/pageQueries';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { BookButton } from '../../features/cart/BookButton';
import { SpecialistReviews } from '../../features/review/SpecialistReviews';
import { SaveToList } from '../../features/shortlist/SaveToList';
import { BookableCatalogCard } from '../catalog/BookableCatalogCard';
import { useSpecialistTeams } from '../../features/team/SpecialistTeams';
import { SpecialistTeamsSection } from '../team/SpecialistTeamsSection';
import { downloadFile } from '../../kit/files/download';
import { formatHourlyPrice } from '../../kit/format';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';

const months = (n: number) => (n >= 12 ? `${Math.floor(n / 12)} yr${n % 12 ? ` ${n % 12} mo` : ''}` : `${n} mo`);
const period = (start: string, finish: string | null, untilNow: boolean) =>
  `${start.slice(0, 7)} – ${untilNow || !finish ? 'now' : finish.slice(0, 7)}`;

/** `/specialist/{id}`: the public card, similar specialists, the PDF, and what the user looked at before. */
export const PublicSpecialistPage = () => {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const session = useSession();
  const loggedIn = session.status === 'authenticated';
  const card = useQuery(trpc.catalog.info.queryOptions({ id }));
  const similar = useQuery({ ...trpc.catalog.similar.queryOptions({ id }), enabled: card.isSuccess });
  const recent = useQuery({ ...trpc.catalog.recentlyViewed.queryOptions(), enabled: loggedIn && card.isSuccess });
  const teams = useSpecialistTeams(id);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  if (card.isPending)
    return (
      <Container size="lg" py="xl">
        <LoadingState rows={12} label="Loading the specialist" />
      </Container>
    );
  if (card.isError) {
    const status = httpStatusOf(card.error);
    if (status !== null && status >= 400 && status < 500) throw card.error;
    return (
      <Container size="lg" py="xl">
        <ErrorState message={errorMessageOf(card.error)} onRetry={() => void card.refetch()} />
      </Container>
    );
  }
  const c = card.data;
  const name = `${c.name} ${c.surnameInitial}`;

  return (
    <Container size="lg" py="xl">
      <Anchor component={Link} to="/staff" size="sm">
        ← Specialists
      </Anchor>
      <Grid gap="xl" mt="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Group align="flex-start" gap="lg" wrap="nowrap">
            <Avatar
              src={c.photoUrl}
              alt=""
              size={120}
              radius="md"
              color="indigo"
            >{`${c.name[0] ?? ''}${c.surnameInitial[0] ?? ''}`}</Avatar>
            <Stack gap={6}>
              <Group gap="xs">
                <Title order={1}>{name}</Title>
                {c.verified ? (
                  <Badge color="teal.9" variant="outline">
                    Verified
                  </Badge>
                ) : null}
              </Group>
              <Text size="lg">
                {c.specialization}
                {c.grade ? ` · ${c.grade.replace(/^./, (x) => x.toUpperCase())}` : ''}
              </Text>
              <Text c="dimmed">
                {[c.city, c.country].filter(Boolean).join(', ')}
                {c.experienceMonths > 0 ? ` · ${months(c.experienceMonths)} of project work` : ''}
              </Text>
              {'agencyName' in c ? <Text size="sm">Agency: {c.agencyName}</Text> : null}
            </Stack>
          </Group>
          <Title order={2} size="h4" mt="xl">
            Key skills
          </Title>
          <Group gap={6} mt="xs">
            {c.keySkills.map((s) => (
              <Badge key={s} variant="outline" color="gray" tt="none">
                {s}
              </Badge>
            ))}
          </Group>
          {c.description ? (
            <>
              <Title order={2} size="h4" mt="xl">
                About
              </Title>
              <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>
                {c.description}
              </Text>
            </>
          ) : null}
          {c.projects.length > 0 ? (
            <>
              <Title order={2} size="h4" mt="xl">
                Projects
              </Title>
              <Stack gap="md" mt="xs">
                {c.projects.map((p, i) => (
                  <Card key={`${p.title}-${i}`} withBorder radius="md">
                    <Group justify="space-between">
                      <Text fw={600}>
                        {p.title} — {p.role}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {period(p.start, p.finish, p.untilNow)}
                      </Text>
                    </Group>
                    {p.description ? (
                      <Text size="sm" mt={4}>
                        {p.description}
                      </Text>
                    ) : null}
                    {p.responsibilities ? (
                      <Text size="sm" mt={4}>
                        Responsibilities: {p.responsibilities}
                      </Text>
                    ) : null}
                    {p.stack ? (
                      <Text size="sm" c="dimmed" mt={4}>
                        Stack: {p.stack}
                      </Text>
                    ) : null}
                  </Card>
                ))}
              </Stack>
            </>
          ) : null}
          {c.education.length + c.certificates.length > 0 ? (
            <>
              <Title order={2} size="h4" mt="xl">
                Education and certificates
              </Title>
              <List mt="xs">
                {c.education.map((e, i) => (
                  <List.Item key={`e${i}`}>
                    {e.school}, {e.degree}
                    {e.fieldOfStudy ? `, ${e.fieldOfStudy}` : ''}
                    {e.endDate ? ` (${e.endDate.slice(0, 4)})` : ''}
                  </List.Item>
                ))}
                {c.certificates.map((x, i) => (
                  <List.Item key={`c${i}`}>
                    {x.title}
                    {x.school ? `, ${x.school}` : ''}
                    {x.date ? ` (${x.date.slice(0, 4)})` : ''}
                  </List.Item>
                ))}
              </List>
            </>
          ) : null}
          {teams.data ? <SpecialistTeamsSection teams={teams.data.teams} /> : null}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md">
            <Text size="xl" fw={700}>
              {formatHourlyPrice(c.price.catalogPriceCents)}
            </Text>
            <Text size="sm" c="dimmed">
              {formatHourlyPrice(c.price.withVatCents)} with VAT
            </Text>
            <Text size="sm" mt="xs" c={c.availableNow ? 'teal.9' : 'orange.9'}>
              {c.availableNow ? 'Available now' : 'Booked at the moment'}
            </Text>
            <Text size="sm" mt="xs">
              Work format: {c.conditions.workFormats.join(', ') || '—'}
            </Text>
            <Text size="sm">
              Languages:{' '}
              {c.languages.map((l) => `${l.language.toUpperCase()}${l.level ? ` ${l.level}` : ''}`).join(', ') || '—'}
            </Text>
            {teams.data?.teamOnly ? (
              <Text size="sm" mt="md" fw={500}>
                Available only as part of a team: book the whole team below.
              </Text>
            ) : (
              <BookButton
                specialist={{ ...c, priceCents: c.price.catalogPriceCents, conditions: c.conditions }}
                mt="md"
                fullWidth
              />
            )}
            <SaveToList specialist={c} mt="xs" fullWidth />
            <Button
              mt="md"
              variant="default"
              fullWidth
              loading={downloading}
              onClick={async () => {
                setDownloading(true);
                setDownloadError(null);
                try {
                  await downloadFile(`/api/specialist-catalog/download/${c.id}`, 'specialist.pdf');
                } catch (e) {
                  setDownloadError(e instanceof Error ? e.message : 'The download failed');
                } finally {
                  setDownloading(false);
                }
              }}
            >
              Download PDF
            </Button>
            {downloadError ? (
              <Alert color="red" mt="xs" role="alert">
                {downloadError}
              </Alert>
            ) : null}
          </Card>
        </Grid.Col>
      </Grid>
      <SpecialistReviews specialistId={id} />
      {similar.data && similar.data.length > 0 ? (
        <section aria-labelledby="similar-title">
          <Title id="similar-title" order={2} size="h3" mt={48} mb="md">
            Similar specialists
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {similar.data.slice(0, 4).map((item) => (
              <BookableCatalogCard key={item.id} item={item} />
            ))}
          </SimpleGrid>
        </section>
      ) : null}
      {loggedIn && recent.data && recent.data.filter((r) => r.id !== c.id).length > 0 ? (
        <section aria-labelledby="recent-title">
          <Title id="recent-title" order={2} size="h3" mt={48} mb="md">
            You viewed recently
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {recent.data
              .filter((r) => r.id !== c.id)
              .slice(0, 4)
              .map((item) => (
                <BookableCatalogCard key={item.id} item={item} />
              ))}
          </SimpleGrid>
        </section>
      ) : null}
      {/* On a phone the price and Book stay in reach: sticky at the bottom of the screen while the card is read, and
          at the end of the page it rests in its place above the footer instead of covering it. */}
      <Box
        hiddenFrom="md"
        component="aside"
        aria-label="Price and booking"
        pos="sticky"
        bottom={0}
        mt="xl"
        mx="calc(var(--mantine-spacing-md) * -1)"
        px="md"
        py="sm"
        bg="var(--mantine-color-body)"
        style={{
          borderTop: '1px solid var(--mantine-color-gray-3)',
          boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.06)',
          zIndex: 5,
        }}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <div>
            <Text fw={700}>{formatHourlyPrice(c.price.catalogPriceCents)}</Text>
            <Text size="xs" c="dimmed">
              {formatHourlyPrice(c.price.withVatCents)} with VAT
            </Text>
          </div>
          {teams.data?.teamOnly ? (
            <Text size="sm" fw={500} ta="right">
              Booked as part of a team
            </Text>
          ) : (
            <BookButton specialist={{ ...c, priceCents: c.price.catalogPriceCents, conditions: c.conditions }} />
          )}
        </Group>
      </Box>
    </Container>
  );
};

/** What `/specialist/{id}` reads to render (server rendering, web/src/app/ssr/pageQueries.ts); the recently viewed list is a logged-in user's. */
export const pageQueries: PageQueriesOf<'PublicSpecialistPage'> = {
  PublicSpecialistPage: ({ trpc, params }) => {
    const id = params.id ?? '';
    return [
      trpc.catalog.info.queryOptions({ id }),
      trpc.catalog.similar.queryOptions({ id }),
      trpc.team.ofSpecialist.queryOptions({ specialistId: id }),
      trpc.review.ofSpecialist.queryOptions({ id }),
    ];
  },
};
