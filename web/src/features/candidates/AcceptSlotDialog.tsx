import { useMutation } from '@tanstack/react-query';
import { slotKey } from '../../../../domain/interview/interview.slots';
import { useTRPC } from '../../app/trpc';
import { platformNow, type CandidateRow } from './candidateLabels';
import { SlotChoiceDialog, type SlotOption } from './SlotChoiceDialog';

/** The client's slots first, then the ones the agency proposed that the client did not offer; passed times cannot be taken. */
export const acceptableSlotsOf = (candidate: Pick<CandidateRow, 'slots' | 'proposedSlots'>, now: string): SlotOption[] => {
  const offered = new Set(candidate.slots.map(slotKey));
  return [
    ...candidate.slots.map((slot) => ({ slot, note: null, passed: slotKey(slot) <= now })),
    ...candidate.proposedSlots.filter((slot) => !offered.has(slotKey(slot))).map((slot) => ({ slot, note: 'Proposed by you', passed: slotKey(slot) <= now })),
  ];
};

type Props = { readonly candidate: CandidateRow | null; readonly opened: boolean; readonly onClose: () => void };

/** The partner confirms one of the offered slots: the interview is fixed and the candidate moves to Interview. */
export const AcceptSlotDialog = ({ candidate, opened, onClose }: Props) => {
  const trpc = useTRPC();
  const accept = useMutation(trpc.interview.acceptSlot.mutationOptions());
  return (
    <SlotChoiceDialog
      candidate={candidate}
      opened={opened}
      onClose={onClose}
      title={(c) => `Accept a slot for ${c.specialistName}`}
      options={candidate ? acceptableSlotsOf(candidate, platformNow()) : []}
      description="The interview takes place at the slot you confirm; the client is told by e-mail."
      nothingLeft="Every offered time has passed. Propose other slots instead."
      confirmLabel="Confirm slot"
      choose={(c, slot) => accept.mutateAsync({ id: c.id, slot })}
      requestPath="interview.acceptSlot"
    />
  );
};
