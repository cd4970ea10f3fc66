import { Alert, Button, Card, Group, Text } from '@mantine/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../app/notify';
import { PageHeader } from '../PageHeader';
import { PageQuery, type PageData } from '../PageQuery';
import { RejectForm } from './RejectForm';

/** How an area speaks of rejecting one of its items (a card is "declined", a solution "rejected"). */
export type RejectionWords = {
  /** The page's title and the form's name ("Decline specialist"), the button, and the notification when done. */
  readonly title: string;
  readonly submit: string;
  readonly done: string;
  /** The item as the sentences name it ("card"), and the verb's past participle ("declined"). */
  readonly item: string;
  readonly rejected: string;
  readonly loading: string;
  /** What happens next, under the form. */
  readonly outcome: string;
  readonly requestPath: string;
};

type Rejectable = {
  readonly id: string;
  readonly version: number;
  readonly status: string;
  readonly allowedActions: readonly string[];
};

type RejectPageProps<Item extends Rejectable> = {
  readonly query: PageData<Item>;
  readonly words: RejectionWords;
  /** The usual reasons of this kind of item, and the longest comment. */
  readonly reasons: readonly string[];
  readonly commentMax: number;
  /** Which item is rejected ("Specialist: Anna Schmidt · Demo Agency"), its status tag and label. */
  readonly describe: (item: NoInfer<Item>) => {
    readonly summary: ReactNode;
    readonly tag: ReactNode;
    readonly statusLabel: string;
  };
  readonly paths: { readonly item: string; readonly list: string };
  readonly send: (item: NoInfer<Item>, rejection: { reasons: string[]; comment: string }) => Promise<unknown>;
  /** The cached answers a rejection makes stale. */
  readonly staleKey: QueryKey;
};

/** The manager's rejection page: the item, the form with reasons, or why it cannot be rejected now; back to the list when done. */
export const RejectPage = <Item extends Rejectable>({
  query,
  words,
  reasons,
  commentMax,
  describe,
  paths,
  send,
  staleKey,
}: RejectPageProps<Item>) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = `Back to the ${words.item}`;
  const done = () => {
    notify({ kind: 'success', message: words.done, requestPath: words.requestPath });
    void queryClient.invalidateQueries({ queryKey: staleKey });
    void navigate(paths.list);
  };
  return (
    <PageQuery
      query={query}
      loading={{ label: words.loading, rows: 8 }}
      header={(item) => (
        <PageHeader title={words.title} backTo={paths.item} backLabel={back} tag={item ? describe(item).tag : null} />
      )}
    >
      {(item) => {
        const { summary, statusLabel } = describe(item);
        return (
          <Card withBorder radius="md" padding="lg">
            <Text mb="lg">{summary}</Text>
            {item.allowedActions.includes('reject') ? (
              <RejectForm
                reasons={reasons}
                commentMax={commentMax}
                send={(rejection) => send(item, rejection)}
                words={{ form: words.title, outcome: words.outcome, submit: words.submit }}
                onCancel={() => void navigate(paths.item)}
                onDone={done}
              />
            ) : (
              <Alert color="yellow" title={`This ${words.item} is not waiting for moderation`} role="status">
                <Text size="sm">
                  Only a {words.item} in moderation can be {words.rejected}; this one is {statusLabel.toLowerCase()}.
                </Text>
                <Group mt="sm">
                  <Button component={Link} to={paths.item} size="xs" variant="white">
                    {back}
                  </Button>
                </Group>
              </Alert>
            )}
          </Card>
        );
      }}
    </PageQuery>
  );
};
