import { Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate, formatHourlyPrice } from '../../kit/format';
import { EmptyList } from '../../kit/EmptyList';
import { gradeLabels, type RequestResponse } from './clientRequestLabels';

type Props = {
  readonly responses: readonly RequestResponse[];
  /** Staff read which agency answered. */
  readonly showAgency?: boolean;
  /** The client's one-click 'Add to request' (the cart), with what is being added and what already was. */
  readonly onAdd?: (specialistId: string) => void;
  readonly adding?: string | null;
  readonly added?: ReadonlySet<string>;
  /** The response's conversation, composed by the page. */
  readonly renderThread?: (responseId: string) => ReactNode;
};

/** The responses to a request: each proposed specialist as the catalogue shows them, at the price of the day of the answer. */
export const ResponsesList = ({
  responses,
  showAgency = false,
  onAdd,
  adding = null,
  added = new Set(),
  renderThread,
}: Props) => {
  if (responses.length === 0)
    return (
      <EmptyList
        title="No responses yet"
        description="Agencies see the request once it is published; their proposals appear here and you get an e-mail."
      />
    );
  return (
    <Stack gap="md">
      {responses.map((response, index) => (
        <Card
          key={response.id}
          withBorder
          radius="md"
          padding="md"
          component="article"
          aria-label={`Response ${index + 1}`}
        >
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>
                {showAgency && 'agencyName' in response ? response.agencyName : `Response ${index + 1}`}
              </Text>
              <Group gap="xs">
                {response.status === 'withdrawn' ? (
                  <Badge color="gray" variant="light">
                    Withdrawn
                  </Badge>
                ) : null}
                <Text size="xs" c="dimmed">
                  {formatDate(response.updatedAt)}
                </Text>
              </Group>
            </Group>
            {response.comment ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {response.comment}
              </Text>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {response.proposals.map((p) => {
                const name = `${p.name} ${p.surname}`.trim();
                return (
                  <Group key={p.specialistId} gap="sm" wrap="nowrap" align="flex-start">
                    <Avatar src={p.photoUrl} alt="" radius="xl" color="indigo">
                      {p.name.slice(0, 1)}
                    </Avatar>
                    <Stack gap={2} style={{ flex: 1 }}>
                      <Text fw={600} size="sm">
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[p.specialization, p.grade ? gradeLabels[p.grade] : null].filter(Boolean).join(' · ')}
                        {p.teamId ? ' · in a team' : ''}
                      </Text>
                      <Text size="sm">{formatHourlyPrice(p.catalogPriceCents)}</Text>
                      {onAdd && response.status === 'submitted' ? (
                        p.inCatalogue ? (
                          <Button
                            size="xs"
                            variant={added.has(p.specialistId) ? 'light' : 'filled'}
                            w="fit-content"
                            loading={adding === p.specialistId}
                            disabled={added.has(p.specialistId)}
                            onClick={() => onAdd(p.specialistId)}
                            aria-label={
                              added.has(p.specialistId) ? `Added to request: ${name}` : `Add to request: ${name}`
                            }
                          >
                            {added.has(p.specialistId) ? 'Added' : 'Add to request'}
                          </Button>
                        ) : (
                          <Text size="xs" c="dimmed">
                            No longer in the catalogue
                          </Text>
                        )
                      ) : null}
                    </Stack>
                  </Group>
                );
              })}
            </SimpleGrid>
            {renderThread?.(response.id)}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
};
