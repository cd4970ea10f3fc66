import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatHourlyPrice } from '../../kit/format';
import { requestPaths, workFormatLabels, type PublicClientRequest } from './clientRequestLabels';
import { countOf } from '../../kit/plural';

/** One request of the public list: what, how many, when, and for how much; never who asks. */
export const RequestCard = ({ request }: { readonly request: PublicClientRequest }) => (
  <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`request-${request.id}`}>
    <Stack gap="xs">
      <Anchor component={Link} to={requestPaths.public.item(request.id)} fw={700} fz="lg" id={`request-${request.id}`}>
        {request.title}
      </Anchor>
      <Text size="sm" c="dimmed">
        {countOf(request.specialistsCount, 'specialist')} · {formatDate(request.periodFrom)} –{' '}
        {formatDate(request.periodTo)} · {workFormatLabels[request.workFormat] ?? request.workFormat}
        {request.budgetPerHourCents ? ` · up to ${formatHourlyPrice(request.budgetPerHourCents)}` : ''}
      </Text>
      <Text size="sm" lineClamp={2}>
        {request.description}
      </Text>
      <Group gap={6}>
        {[...request.categories, ...request.keySkills].slice(0, 8).map((item) => (
          <Badge key={item.id} variant="light" color="gray" tt="none">
            {item.title}
          </Badge>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        Published {formatDate(request.publishedAt)}
      </Text>
    </Stack>
  </Card>
);
