import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { MAX_REJECT_REASON } from '../../../../domain/act/act.decide';
import type { ActAction } from '../../../../domain/act/act.status';
import { actActionLabel } from './actWords';

type Props = {
  readonly allowed: readonly ActAction[];
  /** Where Edit leads (the agency's update page). */
  readonly editTo?: string;
  readonly busy: boolean;
  readonly onAction: (action: Exclude<ActAction, 'create' | 'edit' | 'reject'>) => void;
  readonly onReject: (reason: string) => Promise<boolean>;
};

/** The buttons of what this side may do now: exactly the `allowedActions` the server computed from the status table. */
export const ActActions = ({ allowed, editTo, busy, onAction, onReject }: Props) => {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (allowed.length === 0) return null;
  const submitReject = async () => {
    if (reason.trim() === '') return setError('Say why the act is rejected');
    if (await onReject(reason.trim())) {
      setRejecting(false);
      setReason('');
    }
  };
  return (
    <>
      <Group gap="sm">
        {allowed.map((action) =>
          action === 'edit' && editTo ? (
            <Button key={action} component={Link} to={editTo} variant="default">
              {actActionLabel.edit}
            </Button>
          ) : action === 'reject' ? (
            <Button key={action} color="red" variant="outline" onClick={() => setRejecting(true)}>
              {actActionLabel.reject}
            </Button>
          ) : action === 'create' || action === 'edit' ? null : (
            <Button key={action} loading={busy} onClick={() => onAction(action)}>
              {actActionLabel[action]}
            </Button>
          ),
        )}
      </Group>
      <Modal opened={rejecting} onClose={() => setRejecting(false)} title="Reject the act">
        <Stack>
          <Textarea
            label="Reason"
            description={`The agency reads it and corrects the act. At most ${MAX_REJECT_REASON} characters.`}
            withAsterisk
            autosize
            minRows={3}
            maxLength={MAX_REJECT_REASON}
            value={reason}
            error={error}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
            <Button color="red" loading={busy} onClick={() => void submitReject()}>
              Reject
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
