import { Anchor, Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { countOf, nounFor } from '../../kit/plural';

type Step = {
  readonly title: string;
  readonly done: boolean;
  readonly body: ReactNode;
  readonly link: { readonly to: string; readonly label: string };
};

const StepCard = ({ step }: { readonly step: Step }) => (
  <Card withBorder radius="md" padding="md" component="article" aria-label={step.title}>
    <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
      <Title order={3} fz="md">
        {step.title}
      </Title>
      <Badge color={step.done ? 'teal.9' : 'dark'} variant="outline" tt="none">
        {step.done ? 'Done' : 'To do'}
      </Badge>
    </Group>
    <Stack gap="xs">
      {step.body}
      <Anchor component={Link} to={step.link.to} size="sm" fw={600}>
        {step.link.label}
      </Anchor>
    </Stack>
  </Card>
);

/** The agency's getting started on /pa: what is done and what comes next, each with its link. */
export const AgencyDashboard = () => {
  const trpc = useTRPC();
  const dashboard = useQuery(trpc.company.dashboard.queryOptions());
  if (dashboard.isPending) return <LoadingState rows={6} label="Loading your getting started" />;
  if (dashboard.isError)
    return <ErrorState message={errorMessageOf(dashboard.error)} onRetry={() => void dashboard.refetch()} />;
  const d = dashboard.data;
  const steps: Step[] = [
    {
      title: 'Company profile',
      done: d.profile.percent === 100,
      body: (
        <>
          <Progress
            value={d.profile.percent}
            aria-label={`Profile ${d.profile.percent}% complete`}
            color={d.profile.percent === 100 ? 'teal' : 'yellow'}
          />
          <Text size="sm">
            {d.profile.percent === 100
              ? 'Complete.'
              : `${d.profile.percent}% complete. Missing: ${d.profile.missing.join(', ')}.`}
          </Text>
        </>
      ),
      link: {
        to: '/pa/company',
        label: d.profile.percent === 100 ? 'Open the company profile' : 'Complete the company profile',
      },
    },
    {
      title: 'First specialist card',
      done: d.specialists.total > 0,
      body: (
        <Text size="sm">
          {d.specialists.total === 0
            ? 'No cards yet: clients find your people through them.'
            : `${countOf(d.specialists.total, 'card')}, ${d.specialists.published} published.`}
        </Text>
      ),
      link: d.specialists.firstId
        ? { to: '/pa/specialists', label: 'Your specialists' }
        : { to: '/pa/specialists/create', label: 'Add a specialist' },
    },
    {
      title: 'First solution',
      done: d.solutions.total > 0,
      body: (
        <Text size="sm">
          {d.solutions.total === 0
            ? 'No solutions yet: show the products you build.'
            : `${countOf(d.solutions.total, 'solution')}, ${d.solutions.published} published.`}
        </Text>
      ),
      link: d.solutions.firstId
        ? { to: '/pa/solutions/list', label: 'Your solutions' }
        : { to: '/pa/solutions/create', label: 'Add a solution' },
    },
    {
      title: 'Contract with the platform',
      done: d.contract.status === 'signed',
      body: (
        <Text size="sm">
          {d.contract.status === 'signed'
            ? 'Signed.'
            : d.contract.status === 'pending_signature'
              ? 'Waiting for your signature.'
              : 'No contract yet: your personal manager prepares it with you.'}
        </Text>
      ),
      link: { to: '/pa/documents', label: 'Contracts' },
    },
    {
      title: 'Interview requests',
      done: d.requests.waiting === 0,
      body: (
        <Text size="sm">
          {d.requests.waiting === 0
            ? 'Nothing waits for your answer.'
            : `${countOf(d.requests.waiting, 'request')} ${nounFor(d.requests.waiting, 'waits', 'wait')} for your answer.`}
        </Text>
      ),
      link: { to: '/pa/requests/list', label: 'Interview requests' },
    },
  ];
  return (
    <section aria-labelledby="getting-started">
      <Title order={2} fz="lg" mb="sm" id="getting-started">
        Getting started
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {steps.map((step) => (
          <StepCard key={step.title} step={step} />
        ))}
      </SimpleGrid>
    </section>
  );
};
