import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { REQUEST_LIMITS } from '../../../../application/clientRequest/schemas';
import { errorMessageOf, notify } from '../../app/notify';
import { httpStatusOf, useTRPC } from '../../app/trpc';
import { cartErrorOf, useCart, useCartMutations } from '../../features/cart/useCart';
import {
  requestActionLabels,
  requestPaths,
  type ClientRequestView,
} from '../../features/clientRequest/clientRequestLabels';
import { ClientRequestStatusTag } from '../../features/clientRequest/ClientRequestStatusTag';
import { RequestFacts } from '../../features/clientRequest/RequestFacts';
import { RequestHistory } from '../../features/clientRequest/RequestHistory';
import { RequestMatches } from '../../features/clientRequest/RequestMatches';
import { ResponsesList } from '../../features/clientRequest/ResponsesList';
import { Thread } from '../../features/conversation/Thread';
import { ErrorState } from '../../kit/ErrorState';
import { formatDate } from '../../kit/format';
import { LoadingState } from '../../kit/LoadingState';
import { PageHeader } from '../../kit/PageHeader';
import { WithAside } from '../../kit/WithAside';

type Viewer = 'client' | 'manager';

/** Part-time requests go to the cart with this many hours a week; the client changes them on /myrequest. */
const PART_TIME_HOURS = 20;

const statusNotes: Partial<
  Record<ClientRequestView['status'], { readonly title: string; readonly text: string; readonly colour: string }>
> = {
  draft: { title: 'Draft', text: 'Only you see the draft. Send it to moderation when it is ready.', colour: 'gray' },
  moderation: {
    title: 'In moderation',
    text: 'A platform manager checks the request before agencies see it.',
    colour: 'blue',
  },
  published: {
    title: 'Published',
    text: 'Agencies see the request and propose their specialists; you get an e-mail for each response.',
    colour: 'indigo',
  },
  closed: { title: 'Closed', text: 'Agencies no longer see or answer the request.', colour: 'gray' },
};

/** The request's buttons, straight from the `allowedActions` the server computed from the status table. */
const RequestActions = ({ viewer, request }: { readonly viewer: Viewer; readonly request: ClientRequestView }) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'close' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.clientRequest.pathKey() });
  const done = (message: string) => async () => {
    notify({ kind: 'success', message, requestPath: 'clientRequest.action' });
    setAsking(null);
    await refresh();
  };
  const failed = (error: unknown) =>
    notify({ kind: 'error', message: errorMessageOf(error), requestPath: 'clientRequest.action' });
  const close = useMutation(
    (viewer === 'client' ? trpc.clientRequest.close : trpc.clientRequest.managerClose).mutationOptions({
      onSuccess: done('The request is closed'),
      onError: failed,
    }),
  );
  const publish = useMutation(
    trpc.clientRequest.publish.mutationOptions({ onSuccess: done('The request is published'), onError: failed }),
  );
  const reject = useMutation(
    trpc.clientRequest.reject.mutationOptions({ onSuccess: done('The request was rejected'), onError: failed }),
  );
  const target = { requestId: request.id, version: request.version };
  const allowed = request.allowedActions;
  return (
    <>
      {viewer === 'client' && allowed.includes('saveDraft') ? (
        <Button component={Link} to={requestPaths.client.edit(request.id)} variant="default">
          Edit
        </Button>
      ) : null}
      {viewer === 'manager' && allowed.includes('reject') ? (
        <Button variant="default" color="red" onClick={() => setAsking('reject')}>
          {requestActionLabels.reject}
        </Button>
      ) : null}
      {allowed.includes('close') ? (
        <Button variant="default" onClick={() => setAsking('close')}>
          {requestActionLabels.close}
        </Button>
      ) : null}
      {viewer === 'manager' && allowed.includes('publish') ? (
        <Button loading={publish.isPending} onClick={() => publish.mutate(target)}>
          {requestActionLabels.publish}
        </Button>
      ) : null}
      <Modal
        opened={asking === 'close'}
        onClose={() => setAsking(null)}
        title="Close the request?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          <Text size="sm">
            Agencies will no longer see or answer “{request.title}”. Those that responded are told by e-mail.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button color="red" loading={close.isPending} onClick={() => close.mutate(target)}>
              Close request
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={asking === 'reject'}
        onClose={() => setAsking(null)}
        title="Reject the request"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form
          aria-label="Reject the request"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim()) reject.mutate({ ...target, reason: reason.trim() });
          }}
        >
          <Stack>
            <Text size="sm">The client reads the reason, edits the request and sends it again.</Text>
            <Textarea
              label="Reason"
              withAsterisk
              value={reason}
              maxLength={REQUEST_LIMITS.rejectionReason}
              minRows={3}
              autosize
              onChange={(e) => setReason(e.currentTarget.value)}
              error={reject.isError ? errorMessageOf(reject.error) : undefined}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={reject.isPending} disabled={!reason.trim()}>
                Reject
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
};

/** The responses to the request; the client adds a proposed specialist to its cart in one click, for the request's period. */
const Responses = ({ viewer, request }: { readonly viewer: Viewer; readonly request: ClientRequestView }) => {
  const trpc = useTRPC();
  const responses = useQuery(trpc.clientRequest.responses.queryOptions({ requestId: request.id }));
  const cart = useCart();
  const { add } = useCartMutations();
  const [adding, setAdding] = useState<string | null>(null);
  const inCart = new Set(
    [...(cart.data?.specialists.items ?? []), ...(cart.data?.teams.items.flatMap((t) => t.specialists) ?? [])].map(
      (item) => item.specialistUuid,
    ),
  );
  const onAdd = async (specialistId: string) => {
    setAdding(specialistId);
    try {
      const partTime = request.workFormat === 'part-time';
      await add.mutateAsync({
        specialistUuid: specialistId,
        startPeriod: request.periodFrom,
        endPeriod: request.periodTo,
        workFormat: request.workFormat,
        hours: partTime ? PART_TIME_HOURS : null,
        requestId: `${specialistId}-${request.id.slice(0, 8)}`,
      });
      notify({
        kind: 'success',
        message: (
          <>
            Added to your interview request.{' '}
            <Anchor href="/myrequest" underline="always">
              Open the request
            </Anchor>
          </>
        ),
        requestPath: 'cart.add',
      });
    } catch (error) {
      notify({ kind: 'error', message: cartErrorOf(error), requestPath: 'cart.add' });
    } finally {
      setAdding(null);
    }
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="request-responses">
      <Title order={2} fz="lg" id="request-responses">
        Responses
      </Title>
      {responses.isPending ? (
        <LoadingState rows={6} label="Loading the responses" />
      ) : responses.isError ? (
        <ErrorState message={errorMessageOf(responses.error)} onRetry={() => void responses.refetch()} />
      ) : (
        <ResponsesList
          responses={responses.data.items}
          showAgency={viewer === 'manager'}
          renderThread={(responseId) => (
            <Thread
              subjectType="clientRequestResponse"
              subjectId={responseId}
              title={
                viewer === 'client' ? "Questions to the specialist's team" : 'Messages with the client and the agency'
              }
              inline
              framed={false}
            />
          )}
          {...(viewer === 'client' ? { onAdd: (id: string) => void onAdd(id), adding, added: inCart } : {})}
        />
      )}
    </Stack>
  );
};

/** Staff's ranked matches of a published request, with the reasons the server gave. */
const Matches = ({ request }: { readonly request: ClientRequestView }) => {
  const trpc = useTRPC();
  const matches = useQuery(trpc.clientRequest.matches.queryOptions({ requestId: request.id }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="request-matches">
      <Title order={2} fz="lg" id="request-matches">
        Matches
      </Title>
      <Text size="sm" c="dimmed">
        Published specialists free for the whole period, best first. Their agencies were invited by e-mail when the
        request was published.
      </Text>
      {matches.isPending ? (
        <LoadingState rows={6} label="Loading the matches" />
      ) : matches.isError ? (
        <ErrorState message={errorMessageOf(matches.error)} onRetry={() => void matches.refetch()} />
      ) : (
        <RequestMatches matches={matches.data.items} />
      )}
    </Stack>
  );
};

const RequestPage = ({ viewer }: { readonly viewer: Viewer }) => {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  const request = useQuery(trpc.clientRequest.info.queryOptions({ requestId: id }));
  const paths = requestPaths[viewer];
  if (request.isError && httpStatusOf(request.error) === 404) throw request.error;
  if (request.isPending || request.isError) {
    return (
      <>
        <PageHeader title="Client request" backTo={paths.list} backLabel="Requests" />
        {request.isPending ? (
          <LoadingState rows={10} label="Loading the request" />
        ) : (
          <ErrorState message={errorMessageOf(request.error)} onRetry={() => void request.refetch()} />
        )}
      </>
    );
  }
  const r = request.data;
  const note = statusNotes[r.status];
  const main = (
    <Stack gap="lg">
      {r.status === 'rejected' && r.rejectionReason ? (
        <Alert
          color="red"
          variant="light"
          title="The request was rejected by the moderator"
          role="status"
          styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {r.rejectionReason}
          </Text>
          {viewer === 'client' ? (
            <Text size="sm" mt="xs">
              Edit the request and send it again.
            </Text>
          ) : null}
        </Alert>
      ) : note ? (
        <Alert color={note.colour} variant="light" title={note.title} role="status">
          {note.text}
        </Alert>
      ) : null}
      {viewer === 'manager' && 'clientName' in r ? (
        <Text size="sm">
          Client: <strong>{String(r.clientName)}</strong>
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        No. {r.number} · created {formatDate(r.createdAt)}
        {r.publishedAt ? ` · published ${formatDate(r.publishedAt)}` : ''}
        {r.status === 'published' ? (
          <>
            {' · '}
            <Anchor component={Link} to={requestPaths.public.item(r.id)} underline="always">
              Public page
            </Anchor>
          </>
        ) : null}
      </Text>
      <RequestFacts request={r} />
      <Responses viewer={viewer} request={r} />
      {viewer === 'manager' && r.status === 'published' ? <Matches request={r} /> : null}
    </Stack>
  );
  return (
    <>
      <PageHeader
        title={r.title}
        backTo={paths.list}
        backLabel={viewer === 'client' ? 'My requests' : 'Client requests'}
        tag={<ClientRequestStatusTag status={r.status} />}
        actions={<RequestActions viewer={viewer} request={r} />}
      />
      {viewer === 'manager' ? <WithAside aside={<RequestHistory requestId={r.id} />}>{main}</WithAside> : main}
    </>
  );
};

export const ClientRequestPage = () => <RequestPage viewer="client" />;
export const ManagerRequestPage = () => <RequestPage viewer="manager" />;
