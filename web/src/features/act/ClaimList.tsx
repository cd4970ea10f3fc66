import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { MAX_CLAIM_ANSWER } from '../../../../domain/act/claim';
import type { RouterOutputs } from '../../app/trpc';
import { EmptyList } from '../../kit/EmptyList';
import { formatDate, formatDateTime } from '../../kit/format';

type ClientClaim = RouterOutputs['act']['ownClaims']['items'][number];
type ManagerClaim = RouterOutputs['act']['claims']['items'][number];

const statusColour = { open: 'red', answered: 'yellow', closed: 'green' } as const;
const statusTitle = { open: 'Open', answered: 'Answered', closed: 'Closed' } as const;
/** What the status means for the client who filed the claim. */
const clientStatusWords = {
  open: 'Waiting for the platform’s answer',
  answered: 'The platform answered: read it below',
  closed: 'The platform closed the claim',
} as const;

/** What the manager writes back, and closing: only while the claim's `allowedActions` say so. */
const ManagerClaimControls = ({
  claim,
  busy,
  onAnswer,
  onClose,
}: {
  readonly claim: ManagerClaim;
  readonly busy: boolean;
  readonly onAnswer: (answer: string) => Promise<boolean>;
  readonly onClose: () => void;
}) => {
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (claim.allowedActions.length === 0) return null;
  return (
    <Stack gap="xs">
      {claim.allowedActions.includes('answer') ? (
        <Textarea
          label={`Answer to the claim about ${claim.specialist.name}`}
          autosize
          minRows={2}
          maxLength={MAX_CLAIM_ANSWER}
          value={answer}
          error={error}
          onChange={(e) => {
            setAnswer(e.currentTarget.value);
            setError(null);
          }}
        />
      ) : null}
      <Group gap="sm">
        {claim.allowedActions.includes('answer') ? (
          <Button
            loading={busy}
            onClick={() => {
              if (answer.trim() === '') return setError('Write the answer');
              void onAnswer(answer.trim()).then((sent) => sent && setAnswer(''));
            }}
          >
            Send answer
          </Button>
        ) : null}
        {claim.allowedActions.includes('close') ? (
          <Button variant="default" loading={busy} onClick={onClose}>
            Close claim
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
};

type Props = (
  | { readonly side: 'client'; readonly claims: readonly ClientClaim[] }
  | {
      readonly side: 'manager';
      readonly claims: readonly ManagerClaim[];
      readonly busy: boolean;
      readonly onAnswer: (id: string, answer: string) => Promise<boolean>;
      readonly onClose: (id: string) => void;
    }
) & {
  /** The claim's conversation with the platform, composed by the page. */
  readonly renderThread?: (claim: { readonly id: string; readonly specialistName: string }) => ReactNode;
};

/** Claims with their reasons, comment and the platform's answers; a manager answers and closes them here. */
export const ClaimList = (props: Props) => {
  if (props.claims.length === 0)
    return (
      <EmptyList
        title="No claims"
        description={
          props.side === 'client'
            ? 'Claims you file about your specialists appear here with the answers.'
            : 'Claims clients file appear here.'
        }
      />
    );
  return (
    <Stack gap="sm">
      {props.claims.map((claim) => (
        <Paper key={claim.id} withBorder p="md" component="article" aria-label={`Claim about ${claim.specialist.name}`}>
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>
                {claim.specialist.name}
                {props.side === 'manager'
                  ? ` · ${(claim as ManagerClaim).clientName} about ${(claim as ManagerClaim).agencyName}`
                  : ''}
              </Text>
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {formatDate(claim.createdAt)}
                </Text>
                <Badge
                  color={statusColour[claim.status as keyof typeof statusColour] ?? 'gray'}
                  variant="dot"
                  tt="none"
                >
                  {statusTitle[claim.status as keyof typeof statusTitle] ?? claim.status}
                </Badge>
              </Group>
            </Group>
            {props.side === 'client' ? (
              <Text size="sm" c="dimmed">
                {clientStatusWords[claim.status as keyof typeof clientStatusWords] ?? ''}
              </Text>
            ) : null}
            <Text size="sm">{claim.reasons.map((r) => r.title).join(', ')}</Text>
            {claim.comment ? <Text size="sm">{claim.comment}</Text> : null}
            {claim.answers.map((answer) => (
              <Paper key={answer.at} bg="gray.0" p="sm">
                <Text size="xs" c="dimmed">
                  The platform answered on {formatDateTime(answer.at)}
                </Text>
                <Text size="sm">{answer.text}</Text>
              </Paper>
            ))}
            {props.renderThread?.({ id: claim.id, specialistName: claim.specialist.name })}
            {props.side === 'manager' ? (
              <ManagerClaimControls
                claim={claim as ManagerClaim}
                busy={props.busy}
                onAnswer={(answer) => props.onAnswer(claim.id, answer)}
                onClose={() => props.onClose(claim.id)}
              />
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
};
