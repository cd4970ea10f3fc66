import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Fact, Facts } from '../../kit/Facts';
import { formatDate, formatHourlyPrice } from '../../kit/format';
import { gradeLabels, workFormatLabels, type PublicClientRequest } from './clientRequestLabels';

/** What a request asks for: the same facts on the public page, the client's page and the manager's. */
export const RequestFacts = ({ request }: { readonly request: PublicClientRequest }) => (
  <Stack gap="md">
    <Text style={{ whiteSpace: 'pre-line' }}>{request.description}</Text>
    <Facts cols={3}>
      <Fact label="Specialists needed">{String(request.specialistsCount)}</Fact>
      <Fact label="Period">{`${formatDate(request.periodFrom)} – ${formatDate(request.periodTo)}`}</Fact>
      <Fact label="Work format">{workFormatLabels[request.workFormat] ?? request.workFormat}</Fact>
      <Fact label="Grade">{request.grade ? (gradeLabels[request.grade] ?? request.grade) : 'Any'}</Fact>
      <Fact label="Budget">
        {request.budgetPerHourCents ? `up to ${formatHourlyPrice(request.budgetPerHourCents)}` : 'Not stated'}
      </Fact>
    </Facts>
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Stack gap={4}>
        <Title order={3} fz="sm">
          Categories
        </Title>
        <Group gap={6}>
          {[...request.categories, ...request.subcategories].map((c) => (
            <Badge key={c.id} variant="light" color="gray" tt="none">
              {c.title}
            </Badge>
          ))}
        </Group>
      </Stack>
      <Stack gap={4}>
        <Title order={3} fz="sm">
          Key skills
        </Title>
        {request.keySkills.length > 0 ? (
          <Group gap={6}>
            {request.keySkills.map((s) => (
              <Badge key={s.id} variant="outline" color="indigo" tt="none">
                {s.title}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            None named
          </Text>
        )}
      </Stack>
    </SimpleGrid>
  </Stack>
);
