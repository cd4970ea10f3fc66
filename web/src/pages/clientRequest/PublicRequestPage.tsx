import { Anchor, Button, Card, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { loginPathFor } from '../../app/session/postLoginTarget';
import { useSession } from '../../app/session/SessionProvider';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { requestPaths } from '../../features/clientRequest/clientRequestLabels';
import { RequestFacts } from '../../features/clientRequest/RequestFacts';
import { RespondForm } from '../../features/clientRequest/RespondForm';
import { ErrorState } from '../../kit/ErrorState';
import { formatDate } from '../../kit/format';
import { LoadingState } from '../../kit/LoadingState';

/** Who may respond: a logged-in agency (by scope); a visitor is asked to log in as a partner; others read why not. */
const RespondBlock = ({ requestId }: { readonly requestId: string }) => {
  const session = useSession();
  const location = useLocation();
  const profile = session.profile;
  if (session.status === 'loading') return <Skeleton height={160} radius="md" aria-label="Loading" />;
  if (profile?.scope.includes('client-request:respond')) return <RespondForm requestId={requestId} />;
  if (profile) return <Text size="sm">Partner agencies respond to client requests with their specialists.</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm">Log in as a partner to respond: propose your published specialists or a team to the client.</Text>
      <Button component={Link} to={loginPathFor(location.pathname)} variant="light">
        Log in as a partner to respond
      </Button>
    </Stack>
  );
};

/** `/clients-requests/{id}`: a published request without its client, and the agency's respond form. */
export const PublicRequestPage = () => {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const request = useQuery(trpc.clientRequest.publicInfo.queryOptions({ requestId: id }));
  if (request.isError) {
    const status = httpStatusOf(request.error);
    // A request not published (or closed, or a malformed id) is the shell's not-found page.
    if (status !== null && status >= 400 && status < 500) throw request.error;
  }
  const back = (
    <Anchor component={Link} to={requestPaths.public.list} size="sm">
      ← Client requests
    </Anchor>
  );
  if (request.isPending || request.isError) {
    return (
      <Container size="lg" py="xl">
        {back}
        <div style={{ marginTop: 16 }}>
          {request.isPending ? (
            <LoadingState rows={10} label="Loading the request" />
          ) : (
            <ErrorState message={errorMessageOf(request.error)} onRetry={() => void request.refetch()} />
          )}
        </div>
      </Container>
    );
  }
  const r = request.data;
  return (
    <Container size="lg" py="xl">
      {back}
      <Grid gap="xl" mt="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <div>
              <Title order={1}>{r.title}</Title>
              <Text size="sm" c="dimmed">
                Request No. {r.number} · published {formatDate(r.publishedAt)}
              </Text>
            </div>
            <RequestFacts request={r} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="respond-title">
            <Title order={2} size="h4" id="respond-title" mb="sm">
              Respond
            </Title>
            <RespondBlock requestId={r.id} />
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
};
