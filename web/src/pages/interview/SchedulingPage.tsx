import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { InterviewSlot } from '../../../../domain/interview/interview.slots';
import { useSession } from '../../app/session/SessionProvider';
import { isAppClientError, useTRPC } from '../../app/trpc';
import { cartErrorOf, useIsClient } from '../../features/cart/useCart';
import { ContractRequiredAlert } from '../../features/contract/ContractRequiredAlert';
import { SlotsInput } from '../../features/interview/SlotsInput';
import { InterviewersPicker } from '../../features/interview/InterviewersPicker';
import { formatPeriod } from '../../kit/dates/formatPeriod';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { browserTimeZone } from '../../kit/timeZone';

type FieldErrors = Record<string, string>;
const fieldErrorsOf = (error: unknown): FieldErrors =>
  Object.fromEntries(
    (isAppClientError(error) ? (error.data?.issues ?? []) : []).map((issue) => [issue.field, issue.message]),
  );

/**
 * `/scheduling`: interview slots per specialist, who to contact, the colleagues who interview, a comment; submitting
 * needs a signed contract.
 */
export const SchedulingPage = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const isClient = useIsClient();
  const init = useQuery({ ...trpc.interview.init.queryOptions(), enabled: isClient, staleTime: 0 });
  const [slots, setSlots] = useState<Record<string, InterviewSlot[]>>({});
  const [contact, setContact] = useState({
    name: profile ? `${profile.name} ${profile.surname}`.trim() : '',
    email: profile?.email ?? '',
    phone: '',
  });
  const [comment, setComment] = useState('');
  const [interviewers, setInterviewers] = useState<string[]>([]);
  const [requestId] = useState(() => crypto.randomUUID());
  const create = useMutation(
    trpc.interview.create.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.cart.get.queryKey() }),
    }),
  );

  if (!isClient)
    return (
      <Container size="lg" py="xl">
        <Alert color="blue">Only client companies schedule interviews.</Alert>
      </Container>
    );
  if (init.isPending)
    return (
      <Container size="lg" py="xl">
        <LoadingState rows={6} label="Loading the request" />
      </Container>
    );
  if (init.isError)
    return (
      <Container size="lg" py="xl">
        <ErrorState message={cartErrorOf(init.error)} onRetry={() => void init.refetch()} />
      </Container>
    );

  if (create.isSuccess) {
    return (
      <Container size="md" py="xl">
        <Title order={1}>Interview request sent</Title>
        <Alert color="teal" mt="md" role="status" title="What happens next">
          Your request for {create.data.candidates.length}{' '}
          {create.data.candidates.length === 1 ? 'specialist' : 'specialists'} is with your manager, who checks it and
          passes it to the agencies. Each agency confirms one of your times or proposes another, and we e-mail you when
          a time is confirmed.
        </Alert>
        <Group mt="lg">
          <Button component={Link} to="/pa/candidates/list">
            See your candidates
          </Button>
          <Button component={Link} to="/staff" variant="default">
            Back to the catalogue
          </Button>
        </Group>
      </Container>
    );
  }

  const { specialists, contractSigned, now } = init.data;
  const errors = create.isError ? fieldErrorsOf(create.error) : {};
  const submit = () =>
    create.mutate({
      requestId,
      contact,
      comment,
      interviewers,
      timeZone: browserTimeZone(),
      specialists: specialists.map((s) => ({ id: s.id, slots: slots[s.id] ?? [] })),
    });
  const missingSlots = specialists.some((s) => (slots[s.id] ?? []).length === 0);

  return (
    <Container size="lg" py="xl">
      <Anchor component={Link} to="/myrequest" size="sm">
        ← Interview request
      </Anchor>
      <Title order={1} mt="xs" mb="lg">
        Interview scheduling
      </Title>
      {!contractSigned ? <ContractRequiredAlert manager={profile?.personalManager} /> : null}
      {specialists.length === 0 ? (
        <EmptyList
          title="Nobody to interview yet"
          description="Add available specialists to your request first."
          action={
            <Button component={Link} to="/staff">
              Find specialists
            </Button>
          }
        />
      ) : (
        <Stack gap="lg">
          {specialists.map((s, index) => {
            const who = `${s.name} ${s.surname}`;
            return (
              <Card key={s.id} withBorder radius="md" component="section" aria-label={`Interview with ${who}`}>
                <Group wrap="nowrap" mb="sm">
                  <Avatar
                    src={s.photoUrl}
                    alt=""
                    radius="xl"
                    color="indigo"
                  >{`${s.name[0] ?? ''}${s.surname[0] ?? ''}`}</Avatar>
                  <div>
                    <Text fw={600}>{who}</Text>
                    <Text size="sm" c="dimmed">
                      {[s.specialization, s.city].filter(Boolean).join(' · ')} · {formatPeriod(s)}
                    </Text>
                  </div>
                </Group>
                <SlotsInput
                  slots={slots[s.id] ?? []}
                  onChange={(next) => setSlots((all) => ({ ...all, [s.id]: next }))}
                  now={now}
                  labels={{
                    date: `Interview date for ${who}`,
                    time: `Time for ${who}`,
                    list: `Interview slots for ${who}`,
                  }}
                  error={errors[`specialists.${index}.slots`] ?? null}
                />
              </Card>
            );
          })}
          <Card withBorder radius="md" component="section" aria-label="Contact">
            <Title order={2} size="h4" mb="sm">
              Who should the agency contact?
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label="Contact name"
                required
                value={contact.name}
                onChange={(e) => setContact({ ...contact, name: e.currentTarget.value })}
                error={errors['contact.name']}
              />
              <TextInput
                label="Contact e-mail"
                type="email"
                required
                value={contact.email}
                onChange={(e) => setContact({ ...contact, email: e.currentTarget.value })}
                error={errors['contact.email']}
              />
              <TextInput
                label="Contact phone"
                value={contact.phone}
                onChange={(e) => setContact({ ...contact, phone: e.currentTarget.value })}
                error={errors['contact.phone']}
              />
            </SimpleGrid>
            <Stack gap={4} mt="sm">
              <InterviewersPicker
                value={interviewers}
                onChange={setInterviewers}
                error={Object.entries(errors).find(([field]) => field.startsWith('interviewers'))?.[1] ?? null}
              />
            </Stack>
            <Textarea
              label="Comment"
              mt="sm"
              autosize
              minRows={3}
              maxLength={2000}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              error={errors.comment}
            />
          </Card>
          {create.isError ? (
            <Alert color="red" role="alert" title="The request was not sent">
              {cartErrorOf(create.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/myrequest">
              Back to the request
            </Button>
            <Button onClick={submit} loading={create.isPending} disabled={!contractSigned || missingSlots}>
              Send the interview request
            </Button>
          </Group>
          {missingSlots && contractSigned ? (
            <Text size="sm" c="dimmed" ta="right">
              Add at least one slot for each specialist.
            </Text>
          ) : null}
        </Stack>
      )}
    </Container>
  );
};
