import { Alert, Button, Card, Checkbox, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { formatDateTime, formatHourlyPrice } from '../../kit/format';
import { useShortlistMutations, type ShortlistEntryView } from './useShortlists';

type Props = {
  readonly listId: string;
  readonly entry: ShortlistEntryView;
  readonly commentMax: number;
  readonly chosen: boolean;
  readonly canChoose: boolean;
  readonly onChoose: (on: boolean) => void;
};

/** One specialist or team of a list: who added them, the votes (the caller's own pressed), the comments and a new one. */
export const ShortlistEntryCard = ({ listId, entry, commentMax, chosen, canChoose, onChoose }: Props) => {
  const { vote, comment, remove } = useShortlistMutations();
  const [text, setText] = useState('');
  const name =
    entry.kind === 'team'
      ? entry.name
        ? `Team ${entry.name}`
        : 'A team no longer offered'
      : `${entry.name} ${entry.surname}`.trim() || 'A specialist no longer in the catalogue';
  const mine = entry.votes.mine;
  const cast = (choice: 'up' | 'down') =>
    vote.mutate({ listId, entryId: entry.id, vote: mine === choice ? 'none' : choice });
  const failed = vote.error ?? comment.error ?? remove.error;
  return (
    <Card component="article" aria-label={name} withBorder radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" align="flex-start">
          <Stack gap={2}>
            <Title order={3} size="h4">
              {entry.specialistUuid ? <Link to={`/specialist/${entry.specialistUuid}`}>{name}</Link> : name}
            </Title>
            {entry.kind === 'team' && entry.members.length > 0 ? (
              <Text size="sm">
                Members:{' '}
                {entry.members.map((member, index) => (
                  <span key={member.specialistUuid}>
                    {index > 0 ? ', ' : ''}
                    <Link to={`/specialist/${member.specialistUuid}`}>
                      {member.name} {member.surname}
                    </Link>
                  </span>
                ))}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {entry.kind === 'team' ? `Team of ${entry.members.length}, booked whole` : (entry.specialization ?? '')}
              {entry.priceCents !== null
                ? ` · ${formatHourlyPrice(entry.priceCents)}${entry.kind === 'team' ? ' together' : ''}`
                : ' · not in the catalogue now'}
            </Text>
            <Text size="xs" c="dimmed">
              Added by {entry.addedBy.name}, {formatDateTime(entry.addedAt)}
            </Text>
          </Stack>
          <Checkbox
            label="Compare"
            aria-label={`Compare ${name}`}
            checked={chosen}
            disabled={!chosen && !canChoose}
            onChange={(event) => onChoose(event.currentTarget.checked)}
          />
        </Group>
        <Group gap="xs" role="group" aria-label={`Votes on ${name}`}>
          <Button
            size="xs"
            variant={mine === 'up' ? 'filled' : 'default'}
            aria-pressed={mine === 'up'}
            aria-label={`For ${entry.votes.up}, vote for ${name}`}
            onClick={() => cast('up')}
          >
            <span aria-hidden="true">👍&nbsp;</span>For {entry.votes.up}
          </Button>
          <Button
            size="xs"
            variant={mine === 'down' ? 'filled' : 'default'}
            color={mine === 'down' ? 'red' : undefined}
            aria-pressed={mine === 'down'}
            aria-label={`Against ${entry.votes.down}, vote against ${name}`}
            onClick={() => cast('down')}
          >
            <span aria-hidden="true">👎&nbsp;</span>Against {entry.votes.down}
          </Button>
          <Text size="sm">Score {entry.votes.score > 0 ? `+${entry.votes.score}` : entry.votes.score}</Text>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            ml="auto"
            loading={remove.isPending}
            onClick={() => remove.mutate({ listId, entryId: entry.id })}
          >
            Remove {name}
          </Button>
        </Group>
        {failed ? (
          <Alert color="red" role="alert">
            {errorMessageOf(failed)}
          </Alert>
        ) : null}
        {entry.comments.length > 0 ? (
          <Stack component="ul" gap={4} p={0} aria-label={`Comments on ${name}`} style={{ listStyle: 'none' }}>
            {entry.comments.map((c) => (
              <li key={c.id}>
                <Text size="sm">
                  <Text span fw={600}>
                    {c.mine ? 'You' : c.author.name}
                  </Text>{' '}
                  <Text span size="xs" c="dimmed">
                    {formatDateTime(c.at)}
                  </Text>
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {c.text}
                </Text>
              </li>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No comments yet.
          </Text>
        )}
        <form
          aria-label={`Comment on ${name}`}
          onSubmit={(event) => {
            event.preventDefault();
            comment.mutate({ listId, entryId: entry.id, text }, { onSuccess: () => setText('') });
          }}
        >
          <Stack gap={4}>
            <Textarea
              label={`Your comment on ${name}`}
              autosize
              minRows={1}
              maxLength={commentMax}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              description={`${text.length} / ${commentMax}`}
            />
            <Group>
              <Button
                type="submit"
                size="xs"
                variant="light"
                disabled={text.trim().length === 0}
                loading={comment.isPending}
              >
                Add comment
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
};
