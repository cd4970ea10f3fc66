import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { conversationRules } from '../../../../domain/conversation/conversation.rules';
import { useTRPC } from '../../app/trpc';
import type { ThreadMessage } from './conversationWords';

type Mode = 'edit' | 'report' | 'hide';

/**
 * What the reader may do with one message: its sender corrects it once within 10 minutes; the other side reports it to
 * the platform with a reason; the platform hides it with a reason (staff still read it). Each opens a small form in
 * place; `onChanged` refreshes the thread.
 */
export const MessageActions = ({
  message,
  staff,
  onChanged,
  onReply,
}: {
  readonly message: ThreadMessage;
  readonly staff: boolean;
  readonly onChanged: () => void;
  /** Answers this message: the composer quotes it. */
  readonly onReply?: () => void;
}) => {
  const trpc = useTRPC();
  const [mode, setMode] = useState<Mode | null>(null);
  const [text, setText] = useState('');
  const [reported, setReported] = useState(false);
  const done = () => {
    setMode(null);
    setText('');
    onChanged();
  };
  const edit = useMutation(trpc.conversation.edit.mutationOptions({ onSuccess: done }));
  const report = useMutation(
    trpc.conversation.report.mutationOptions({
      onSuccess: () => {
        setReported(true);
        done();
      },
    }),
  );
  const hide = useMutation(trpc.conversation.hide.mutationOptions({ onSuccess: done }));
  const who = message.sender.own ? 'your message' : `the message of ${message.sender.name}`;

  if (mode) {
    const pending = edit.isPending || report.isPending || hide.isPending;
    const error = (mode === 'edit' ? edit : mode === 'report' ? report : hide).error;
    const label = mode === 'edit' ? 'Corrected message' : mode === 'report' ? 'Why you report it' : 'Why it is hidden';
    const submit = () => {
      if (mode === 'edit') edit.mutate({ id: message.id, text });
      else if (mode === 'report') report.mutate({ id: message.id, reason: text });
      else hide.mutate({ id: message.id, reason: text });
    };
    return (
      <form
        aria-label={mode === 'edit' ? 'Edit your message' : mode === 'report' ? `Report ${who}` : `Hide ${who}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() !== '' && !pending) submit();
        }}
      >
        <Stack gap={4} mt="xs">
          <Textarea
            label={label}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={mode === 'edit' ? conversationRules.maxTextLength : 500}
            data-autofocus
            error={error?.message}
          />
          <Group gap="xs">
            <Button type="submit" size="compact-sm" loading={pending} disabled={text.trim() === ''}>
              {mode === 'edit' ? 'Save' : mode === 'report' ? 'Report to the platform' : 'Hide message'}
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => setMode(null)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  // The server says whether the sender may still correct it, by its own clock; a window passed meanwhile is refused there.
  const canEdit = message.canEdit;
  const canReport = !message.sender.own && !staff && !message.hidden;
  const canHide = staff && !message.hidden;
  const canReply = onReply !== undefined && !message.hidden;
  if (!canEdit && !canReport && !canHide && !reported && !canReply) return null;
  return (
    <Group gap="xs" mt={4}>
      {canReply ? (
        <Button size="compact-xs" variant="subtle" aria-label={`Reply to ${who}`} onClick={onReply}>
          Reply
        </Button>
      ) : null}
      {canEdit ? (
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label="Edit your message"
          onClick={() => {
            setText(message.text ?? '');
            setMode('edit');
          }}
        >
          Edit
        </Button>
      ) : null}
      {reported ? (
        <Text size="xs" c="dark.5">
          Reported to the platform
        </Text>
      ) : canReport ? (
        <Button size="compact-xs" variant="subtle" aria-label={`Report ${who}`} onClick={() => setMode('report')}>
          Report
        </Button>
      ) : null}
      {canHide ? (
        <Button size="compact-xs" variant="subtle" aria-label={`Hide ${who}`} onClick={() => setMode('hide')}>
          Hide
        </Button>
      ) : null}
    </Group>
  );
};
