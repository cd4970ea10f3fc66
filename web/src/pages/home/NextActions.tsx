import { Anchor, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { useTRPC, type RouterOutputs } from '../../app/trpc';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';

type Summary = RouterOutputs['dashboard']['summary'];

/** One count with what to do about it. `urgent`: a count above zero waits for this user, not for someone else. */
export type NextAction = {
  readonly key: string;
  readonly count: number;
  readonly title: string;
  /** What the count means when there is something, and when there is nothing. */
  readonly some: string;
  readonly none: string;
  readonly link: { readonly to: string; readonly label: string };
  readonly urgent?: boolean;
};

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** The actions of each side, from the counts the server sent: a count it left out (a scope the user lacks) has no card. */
export const nextActionsOf = (s: Summary): NextAction[] => {
  const actions: (NextAction | null)[] = [];
  switch (s.side) {
    case 'agency':
      actions.push(
        s.interviewRequestsWaiting === undefined
          ? null
          : {
              key: 'interview-requests',
              count: s.interviewRequestsWaiting,
              title: 'Interview requests',
              urgent: true,
              some: `${plural(s.interviewRequestsWaiting, 'request waits', 'requests wait')} for your answer: accept a time, offer others or decline.`,
              none: 'Nothing waits for your answer.',
              link: { to: '/pa/requests/list', label: 'Answer the requests' },
            },
        s.contractsToSign === undefined
          ? null
          : {
              key: 'contracts',
              count: s.contractsToSign,
              title: 'Contracts to sign',
              urgent: true,
              some: `${plural(s.contractsToSign, 'A contract waits', 'Contracts wait')} for your signature.`,
              none: 'No contract waits for your signature.',
              link: { to: '/pa/documents', label: 'Open the contracts' },
            },
        s.specialists === undefined
          ? null
          : {
              key: 'declined-cards',
              count: s.specialists.rejected,
              title: 'Declined cards',
              urgent: true,
              some: 'Fix what the manager asked for and send them again.',
              none: 'No card was declined.',
              link: { to: '/pa/specialists?status=rejected', label: 'Fix declined cards' },
            },
        s.specialists === undefined
          ? null
          : {
              key: 'cards-in-moderation',
              count: s.specialists.moderation,
              title: 'Cards in moderation',
              some: 'A platform manager is checking them; you will get an e-mail.',
              none: 'No card waits for a manager.',
              link: { to: '/pa/specialists?status=moderation', label: 'See cards in moderation' },
            },
        s.specialists === undefined
          ? null
          : {
              key: 'published-cards',
              count: s.specialists.published,
              title: 'Published cards',
              some: `${plural(s.specialists.published, 'Specialist', 'Specialists')} in the catalogue${s.specialists.drafts > 0 ? `; ${s.specialists.drafts} ${plural(s.specialists.drafts, 'draft', 'drafts')} not sent yet` : ''}.`,
              none:
                s.specialists.drafts > 0
                  ? `${s.specialists.drafts} ${plural(s.specialists.drafts, 'draft', 'drafts')}, none published yet.`
                  : 'Add a card: clients find your people through it.',
              link:
                s.specialists.published + s.specialists.drafts + s.specialists.moderation + s.specialists.rejected > 0
                  ? { to: '/pa/specialists', label: 'Your specialists' }
                  : { to: '/pa/specialists/create', label: 'Add a specialist' },
            },
        s.solutions === undefined
          ? null
          : {
              key: 'solutions',
              count: s.solutions.moderation + s.solutions.rejected,
              title: 'Solutions to follow up',
              urgent: s.solutions.rejected > 0,
              some: `${s.solutions.moderation} in moderation, ${s.solutions.rejected} declined; ${s.solutions.published} published.`,
              none:
                s.solutions.published > 0
                  ? `${s.solutions.published} published, nothing pending.`
                  : 'No solution yet: show the products you build.',
              link:
                s.solutions.rejected > 0
                  ? { to: '/pa/solutions/list?status=rejected', label: 'Fix declined solutions' }
                  : { to: '/pa/solutions/list', label: 'Your solutions' },
            },
      );
      break;
    case 'client':
      actions.push(
        s.cartItems === undefined
          ? null
          : {
              key: 'request-list',
              count: s.cartItems,
              title: 'Your request list',
              urgent: true,
              some: `${plural(s.cartItems, 'A specialist waits', 'Specialists wait')} in your request: pick interview times and send it.`,
              none: 'Empty: add specialists from the catalogue with Book.',
              link:
                s.cartItems > 0
                  ? { to: '/myrequest', label: 'Open the request' }
                  : { to: '/staff', label: 'Find specialists' },
            },
        s.candidates === undefined
          ? null
          : {
              key: 'choose-time',
              count: s.candidates.awaitingChoice,
              title: 'Times to choose',
              urgent: true,
              some: 'An agency proposed other interview times: choose one.',
              none: 'No proposed time waits for your choice.',
              link: { to: '/pa/candidates/list', label: 'Choose a time' },
            },
        s.contractsToSign === undefined
          ? null
          : {
              key: 'contracts',
              count: s.contractsToSign,
              title: 'Contracts to sign',
              urgent: true,
              some: `${plural(s.contractsToSign, 'A contract waits', 'Contracts wait')} for your signature.`,
              none: 'No contract waits for your signature.',
              link: { to: '/pa/documents', label: 'Open the contracts' },
            },
        s.candidates === undefined
          ? null
          : {
              key: 'interviews',
              count: s.candidates.interviews,
              title: 'Interviews',
              some: `${plural(s.candidates.interviews, 'An interview is', 'Interviews are')} fixed; decide after talking to the specialist.`,
              none:
                s.candidates.inReview > 0
                  ? `${s.candidates.inReview} ${plural(s.candidates.inReview, 'request is', 'requests are')} with the manager and the agencies.`
                  : 'No interview fixed.',
              link: { to: '/pa/candidates/list?status=interview', label: 'See interviews' },
            },
        s.candidates === undefined
          ? null
          : {
              key: 'in-review',
              count: s.candidates.inReview,
              title: 'Requests in progress',
              some: 'A manager and the agencies are arranging the interviews.',
              none: 'Nothing is being arranged.',
              link: { to: '/pa/candidates/list', label: 'See candidates' },
            },
        s.clientRequests === undefined
          ? null
          : {
              key: 'client-requests',
              count: s.clientRequests.responses,
              title: 'Answers to your requests',
              some: `Agencies answered your ${s.clientRequests.published} published ${plural(s.clientRequests.published, 'request', 'requests')}.`,
              none:
                s.clientRequests.moderation > 0
                  ? `${s.clientRequests.moderation} ${plural(s.clientRequests.moderation, 'request is', 'requests are')} being checked by a manager.`
                  : 'Describe a task and let agencies propose specialists.',
              link:
                s.clientRequests.published + s.clientRequests.moderation > 0
                  ? { to: '/pa/client-requests/list', label: 'Your requests' }
                  : { to: '/pa/client-requests/create', label: 'Write a request' },
            },
      );
      break;
    case 'manager': {
      const c = s.contractsToCountersign;
      actions.push(
        s.specialistsInModeration === undefined
          ? null
          : {
              key: 'specialists-moderation',
              count: s.specialistsInModeration,
              title: 'Specialist cards to check',
              urgent: true,
              some: 'Cards in moderation: publish or decline them.',
              none: 'No card waits for moderation.',
              link: { to: '/manager/specialists/list?status=moderation', label: 'Moderate cards' },
            },
        s.solutionsInModeration === undefined
          ? null
          : {
              key: 'solutions-moderation',
              count: s.solutionsInModeration,
              title: 'Solutions to check',
              urgent: true,
              some: 'Solutions in moderation: publish or reject them.',
              none: 'No solution waits for moderation.',
              link: { to: '/manager/solutions/list?status=moderation', label: 'Moderate solutions' },
            },
        s.candidatesToReview === undefined
          ? null
          : {
              key: 'candidates',
              count: s.candidatesToReview,
              title: 'New interview requests',
              urgent: true,
              some: 'Candidates waiting for a manager: move them on or reject them.',
              none: 'No new candidate waits.',
              link: { to: '/manager/candidates/list?status=review_by_manager', label: 'Review candidates' },
            },
        s.clientRequestsInModeration === undefined
          ? null
          : {
              key: 'client-requests',
              count: s.clientRequestsInModeration,
              title: 'Client requests to check',
              urgent: true,
              some: 'Requests in moderation: publish or reject them.',
              none: 'No client request waits.',
              link: { to: '/manager/client-requests/list?status=moderation', label: 'Moderate requests' },
            },
        c === undefined
          ? null
          : {
              key: 'client-countersign',
              count: c.client,
              title: 'Client contracts to countersign',
              urgent: true,
              some: 'Signed by the client: countersign to put them in force.',
              none: 'No client contract waits for you.',
              link: { to: '/manager/client-documents/list?status=signed_by_counterparty', label: 'Countersign' },
            },
        c === undefined
          ? null
          : {
              key: 'partner-countersign',
              count: c.partner,
              title: 'Partner contracts to countersign',
              urgent: true,
              some: 'Signed by the agency: countersign to put them in force.',
              none: 'No partner contract waits for you.',
              link: { to: '/manager/partner-documents/list?status=signed_by_counterparty', label: 'Countersign' },
            },
        s.clientsWithoutContract === undefined
          ? null
          : {
              key: 'clients-without-contract',
              count: s.clientsWithoutContract,
              title: 'Clients without a contract',
              some: 'They cannot send interview requests until a contract is signed.',
              none: 'Every client has a contract.',
              link: { to: '/manager/clients/list?contracted=no', label: 'See these clients' },
            },
      );
      break;
    }
    default: {
      const _exhaustive: never = s;
      return _exhaustive;
    }
  }
  return actions.filter((a): a is NextAction => a !== null);
};

const ActionCard = ({ action }: { readonly action: NextAction }) => {
  const waiting = action.count > 0;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={`action-${action.key}`}
      style={waiting && action.urgent ? { borderColor: 'var(--mantine-color-indigo-6)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={3} fz="md" id={`action-${action.key}`}>
          {action.title}
        </Title>
        <Text fz={28} fw={800} lh={1} c={waiting ? 'indigo.8' : 'gray.7'} data-testid={`count-${action.key}`}>
          {action.count}
        </Text>
      </Group>
      <Text size="sm" mt="xs">
        {waiting ? action.some : action.none}
      </Text>
      <Anchor component={Link} to={action.link.to} size="sm" fw={600} mt="sm">
        {action.link.label}
      </Anchor>
    </Card>
  );
};

/** The dashboard's 'Next actions': the counts of the caller's side, what waits for them first. */
export const NextActions = ({ title = 'Next actions' }: { readonly title?: string }) => {
  const trpc = useTRPC();
  // Counts move with every action elsewhere: read again each time the dashboard is opened.
  const summary = useQuery({ ...trpc.dashboard.summary.queryOptions(), refetchOnMount: 'always' });
  if (summary.isPending) return <LoadingState rows={4} label="Loading your next actions" />;
  if (summary.isError)
    return <ErrorState message={errorMessageOf(summary.error)} onRetry={() => void summary.refetch()} />;
  const actions = nextActionsOf(summary.data);
  if (actions.length === 0) return null;
  // What waits for this user first, then what is waiting elsewhere, then what is at zero.
  const rank = (a: NextAction) => (a.count > 0 ? (a.urgent ? 0 : 1) : 2);
  const ordered = [...actions].sort((a, b) => rank(a) - rank(b));
  return (
    <section aria-labelledby="next-actions">
      <Title order={2} fz="lg" mb="sm" id="next-actions">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {ordered.map((action) => (
          <ActionCard key={action.key} action={action} />
        ))}
      </SimpleGrid>
    </section>
  );
};
