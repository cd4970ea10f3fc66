import { Alert, Box, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { formatDate } from '../../kit/format';
import { ContentHtml } from './ContentHtml';
import { TermsPending } from './TermsPending';

type TermsModalProps = {
  /** The profile says the version in force is not accepted yet (`showModalTaC`). */
  readonly required: boolean;
  /** A manager acting as this user: they may read, only the user may accept. */
  readonly actingAs: string | null;
  readonly onDecline: () => void;
};

/**
 * The personal area's terms modal: the summary of changes and the terms, Accept enabled only with the box ticked
 * and nothing submitting; Decline logs the user out.
 */
export const TermsModal = ({ required, actingAs, onDecline }: TermsModalProps) => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const titleId = useId();
  const terms = useQuery({ ...trpc.content.activeTerms.queryOptions(), enabled: required });
  const accept = useMutation(
    trpc.content.acceptTerms.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.identity.profile.queryKey() }),
    }),
  );
  const asked = required && !dismissed && !accept.isSuccess;
  // The page stays covered until the terms arrive, as it was from the layout's first render (TermsPending).
  if (asked && terms.isPending) return <TermsPending />;
  if (!asked || !terms.isSuccess || !terms.data) return null;
  const version = terms.data;
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="xl"
      aria-labelledby={titleId}
      title={
        <Title order={2} fz="h3" id={titleId}>
          New terms and conditions
        </Title>
      }
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          In force from {formatDate(version.effectiveFrom)}. Please read them and accept to continue.
        </Text>
        {version.changes.length > 0 ? (
          <Alert color="blue" title="What has changed">
            <ContentHtml html={version.changesHtml} />
          </Alert>
        ) : null}
        <ScrollArea.Autosize
          mah="45vh"
          type="auto"
          offsetScrollbars
          tabIndex={0}
          aria-label="Terms and conditions text"
        >
          <Box px="sm" py={4}>
            <ContentHtml html={version.html} />
          </Box>
        </ScrollArea.Autosize>
        {actingAs ? (
          <Alert color="yellow" title="You are acting as a user">
            Only {actingAs} can accept the terms and conditions. You can read them and go on working.
          </Alert>
        ) : (
          <Checkbox
            label="I have read and accept the terms and conditions"
            checked={agreed}
            onChange={(e) => setAgreed(e.currentTarget.checked)}
          />
        )}
        {accept.isError ? (
          <Alert color="red" role="alert">
            {errorMessageOf(accept.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {actingAs ? (
            <Button onClick={() => setDismissed(true)}>Continue without accepting</Button>
          ) : (
            <>
              <Button variant="default" onClick={onDecline} disabled={accept.isPending}>
                Decline
              </Button>
              <Button
                onClick={() => accept.mutate({ id: version.id })}
                disabled={!agreed || accept.isPending}
                loading={accept.isPending}
              >
                Accept
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
};
