import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { formatDate, formatHourlyPrice, formatMoney } from '../../kit/format';
import { ErrorState } from '../../kit/ErrorState';
import { LoadingState } from '../../kit/LoadingState';
import { useShortlistMutations, type ComparisonView } from './useShortlists';

const availabilityWords = (item: ComparisonView['items'][number]): string => {
  if (item.availability.available) return 'Free for the whole period';
  if (item.availability.reason === 'booked')
    return `Busy ${item.busyInPeriod.map((b) => `${formatDate(b.startPeriod)} – ${formatDate(b.endPeriod)}`).join(', ')}`;
  return 'Not bookable now';
};

type Period = { readonly startPeriod: string; readonly endPeriod: string };

/** The period the user picks, the chosen entries side by side over it, and 'Book the top N' for the same period. */
export const ShortlistComparison = ({
  listId,
  chosenIds,
  entryCount,
  bookTopMax,
  requestPeriod,
}: {
  readonly listId: string;
  readonly chosenIds: readonly string[];
  readonly entryCount: number;
  readonly bookTopMax: number;
  /** The tied request's period: the dates start there until the user picks others. */
  readonly requestPeriod: Period | null;
}) => {
  const trpc = useTRPC();
  const { bookTop } = useShortlistMutations();
  const [picked, setDraft] = useState<Period | null>(null);
  const draft = picked ?? requestPeriod ?? { startPeriod: '', endPeriod: '' };
  const [period, setPeriod] = useState<Period | null>(null);
  const [count, setCount] = useState<number>(Math.min(2, Math.max(1, entryCount)));
  const comparison = useQuery({
    ...trpc.shortlist.compare.queryOptions({ listId, entryIds: [...chosenIds], ...(period ?? draft) }),
    enabled: period !== null && chosenIds.length > 0,
    retry: false,
  });
  const top = Math.min(count, bookTopMax, Math.max(entryCount, 1));
  return (
    <Stack component="section" aria-labelledby="compare-title" gap="sm">
      <Title order={2} size="h3" id="compare-title">
        Compare and book
      </Title>
      <form
        aria-label="Booking period"
        onSubmit={(event) => {
          event.preventDefault();
          setPeriod(draft);
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label="Start date"
            value={draft.startPeriod}
            onChange={(event) => setDraft({ ...draft, startPeriod: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="End date"
            value={draft.endPeriod}
            onChange={(event) => setDraft({ ...draft, endPeriod: event.currentTarget.value })}
          />
          <Button type="submit" disabled={chosenIds.length === 0 || !draft.startPeriod || !draft.endPeriod}>
            Compare {chosenIds.length > 0 ? chosenIds.length : ''}
          </Button>
        </Group>
      </form>
      {chosenIds.length === 0 ? (
        <Text size="sm" c="dimmed">
          Tick 'Compare' on up to four specialists or teams, pick the period, then compare them side by side.
        </Text>
      ) : null}
      {period === null || chosenIds.length === 0 ? null : comparison.isPending ? (
        <LoadingState rows={4} label="Comparing" />
      ) : comparison.isError ? (
        <ErrorState message={errorMessageOf(comparison.error)} onRetry={() => void comparison.refetch()} />
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table withTableBorder withColumnBorders aria-label="Comparison" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  For {formatDate(comparison.data.startPeriod)} – {formatDate(comparison.data.endPeriod)}
                </Table.Th>
                {comparison.data.items.map((item) => (
                  <Table.Th scope="col" key={item.entryId}>
                    {item.specialistUuid ? (
                      <Link to={`/specialist/${item.specialistUuid}`}>
                        {item.name} {item.surname}
                      </Link>
                    ) : (
                      <>
                        Team {item.name || '(no longer offered)'}
                        <Text size="xs" fw={400}>
                          {item.members.map((m) => `${m.name} ${m.surname}`).join(', ')}
                        </Text>
                      </>
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Row
                label="Per hour"
                values={comparison.data.items.map((i) =>
                  i.priceCents === null ? '—' : formatHourlyPrice(i.priceCents),
                )}
              />
              <Row
                label="Per month"
                values={comparison.data.items.map((i) => (i.amountMonth === null ? '—' : formatMoney(i.amountMonth)))}
              />
              <Row
                label="For the period"
                values={comparison.data.items.map((i) => (i.amountTotal === null ? '—' : formatMoney(i.amountTotal)))}
              />
              <Row label="Grade" values={comparison.data.items.map((i) => i.grade ?? '—')} />
              <Table.Tr>
                <Table.Th scope="row">Key skills</Table.Th>
                {comparison.data.items.map((i) => (
                  <Table.Td key={i.entryId}>
                    <KeySkills item={i} needed={comparison.data.neededSkills} />
                  </Table.Td>
                ))}
              </Table.Tr>
              <Row
                label="Languages"
                values={comparison.data.items.map(
                  (i) => i.languages.map((l) => `${l.language.toUpperCase()} ${l.level}`).join(', ') || '—',
                )}
              />
              <Table.Tr>
                <Table.Th scope="row">Availability</Table.Th>
                {comparison.data.items.map((i) => (
                  <Table.Td key={i.entryId}>
                    <Badge color={i.availability.available ? 'green' : 'red'} variant="light">
                      {i.availability.available ? 'Free' : 'Busy'}
                    </Badge>{' '}
                    <Text span size="sm">
                      {availabilityWords(i)}
                    </Text>
                  </Table.Td>
                ))}
              </Table.Tr>
              <Row
                label="Votes"
                values={comparison.data.items.map((i) => `${i.votes.up} for, ${i.votes.down} against`)}
              />
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form
        aria-label="Book the best voted"
        onSubmit={(event) => {
          event.preventDefault();
          bookTop.mutate({ listId, count: top, ...draft });
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <NumberInput
            label="How many to book"
            min={1}
            max={Math.min(bookTopMax, Math.max(entryCount, 1))}
            value={count}
            onChange={(value) => setCount(typeof value === 'number' ? value : 1)}
            w={160}
          />
          <Button
            type="submit"
            loading={bookTop.isPending}
            disabled={entryCount === 0 || !draft.startPeriod || !draft.endPeriod}
          >
            Book the top {top}
          </Button>
        </Group>
      </form>
      {bookTop.isError ? (
        <Alert color="red" role="alert">
          {errorMessageOf(bookTop.error)}
        </Alert>
      ) : null}
      {bookTop.data ? (
        <Alert
          color={bookTop.data.refused.length > 0 ? 'yellow' : 'green'}
          role="status"
          title="Booked into your request"
        >
          <Stack gap={4}>
            {bookTop.data.booked.length > 0 ? (
              <Text size="sm">Added: {bookTop.data.booked.map((b) => b.name).join(', ')}.</Text>
            ) : null}
            {bookTop.data.refused.map((r) => (
              <Text size="sm" key={r.entryId}>
                {r.name}: {r.message}
              </Text>
            ))}
            <Link to="/myrequest">Open your interview request</Link>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
};

/**
 * An entry's key skills, those the list needs first and marked (a check and 'needed', read out too), and how many of
 * the list's skills the entry has.
 */
const KeySkills = ({
  item,
  needed,
}: {
  readonly item: ComparisonView['items'][number];
  readonly needed: readonly string[];
}) => {
  if (item.keySkills.length === 0) return <>—</>;
  const isNeeded = (skill: string) => item.neededKeySkills.includes(skill);
  const ordered = [...item.keySkills.filter(isNeeded), ...item.keySkills.filter((skill) => !isNeeded(skill))];
  return (
    <Stack gap={4}>
      {needed.length > 0 ? (
        <Text size="sm" fw={600}>
          {item.neededCovered} of {needed.length} needed skills
        </Text>
      ) : null}
      <Group gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Key skills">
        {ordered.map((skill) =>
          isNeeded(skill) ? (
            <Badge component="li" key={skill} color="teal.9" variant="filled" tt="none">
              <span aria-hidden="true">✓ </span>
              {skill}
              <VisuallyHidden>, needed</VisuallyHidden>
            </Badge>
          ) : (
            <Badge component="li" key={skill} color="gray.8" variant="outline" tt="none">
              {skill}
            </Badge>
          ),
        )}
      </Group>
    </Stack>
  );
};

const Row = ({ label, values }: { readonly label: string; readonly values: readonly string[] }) => (
  <Table.Tr>
    <Table.Th scope="row">{label}</Table.Th>
    {values.map((value, index) => (
      <Table.Td key={index}>{value}</Table.Td>
    ))}
  </Table.Tr>
);
