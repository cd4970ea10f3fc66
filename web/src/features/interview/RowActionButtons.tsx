import { Button, Stack, VisuallyHidden, type ButtonProps } from '@mantine/core';
import type { RowAction } from './candidateActions';

const buttons: Record<RowAction, { readonly label: string; readonly props: ButtonProps }> = {
  acceptSlot: { label: 'Accept slot', props: { variant: 'filled' } },
  proposeSlots: { label: 'Propose other slots', props: { variant: 'light' } },
  decline: { label: 'Decline', props: { variant: 'subtle', color: 'red' } },
  chooseProposedSlot: { label: 'Choose a time', props: { variant: 'filled' } },
  hire: { label: 'Hire', props: { variant: 'filled', color: 'green' } },
  requestAnotherInterview: { label: 'Another interview', props: { variant: 'light' } },
  declineCandidate: { label: 'Decline', props: { variant: 'subtle', color: 'red' } },
  pickRescheduledSlot: { label: 'Pick a new time', props: { variant: 'filled' } },
  proposeReschedule: { label: 'Reschedule', props: { variant: 'light' } },
  cancelInterview: { label: 'Cancel interview', props: { variant: 'subtle', color: 'red' } },
  setVideoLink: { label: 'Video call link', props: { variant: 'light' } },
  nameInterviewers: { label: 'Interviewers', props: { variant: 'light' } },
};

type Props = {
  readonly actions: readonly RowAction[];
  /** Names the buttons for screen readers: `Accept slot for Anna Smith`. */
  readonly specialistName: string;
  readonly onOpen: (action: RowAction) => void;
};

/** A candidate row's buttons, one per action the server allows this viewer; none when there is nothing to do. */
export const RowActionButtons = ({ actions, specialistName, onOpen }: Props) =>
  actions.length === 0 ? null : (
    <Stack gap={6} align="stretch">
      {actions.map((action) => (
        <Button key={action} size="xs" {...buttons[action].props} onClick={() => onOpen(action)}>
          {buttons[action].label}
          <VisuallyHidden> for {specialistName}</VisuallyHidden>
        </Button>
      ))}
    </Stack>
  );
