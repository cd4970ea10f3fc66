import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { formatPeriod } from '../../kit/dates/formatPeriod';
import { CandidateDialog, type CandidateDialogProps } from './CandidateDialog';
import { useCandidateSubmit } from './useCandidateSubmit';

/** After the interview, the client hires the specialist: the candidate is approved and the specialist booked. */
export const HireDialog = ({ candidate, opened, onClose }: CandidateDialogProps) => {
  const trpc = useTRPC();
  const submit = useCandidateSubmit();
  const hire = useMutation(trpc.interview.hire.mutationOptions());

  return (
    <CandidateDialog candidate={candidate} opened={opened} onClose={onClose} title={(c) => `Hire ${c.specialistName}`}>
      {(c) => (
        <Stack>
          <Text size="sm">
            {c.specialistName} is booked for you for {formatPeriod(c)}. The agency and your manager are told; the work
            starts on the first day of the booking.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              color="green"
              loading={hire.isPending}
              data-autofocus
              onClick={() =>
                void submit(() => hire.mutateAsync({ id: c.id }), [], {
                  message: `${c.specialistName} is hired`,
                  requestPath: 'interview.hire',
                  then: onClose,
                })
              }
            >
              Hire {c.specialistName}
            </Button>
          </Group>
        </Stack>
      )}
    </CandidateDialog>
  );
};
