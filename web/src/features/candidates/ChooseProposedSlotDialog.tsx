import { useMutation } from '@tanstack/react-query';
import { slotKey } from '../../../../domain/interview/interview.slots';
import { useTRPC } from '../../app/trpc';
import { platformNow, type CandidateRow } from './candidateLabels';
import { SlotChoiceDialog, type SlotOption } from './SlotChoiceDialog';

/** The times the agency proposed; passed ones cannot be taken. */
export const proposedSlotOptionsOf = (candidate: Pick<CandidateRow, 'proposedSlots'>, now: string): SlotOption[] =>
  candidate.proposedSlots.map((slot) => ({ slot, note: 'Proposed by the agency', passed: slotKey(slot) <= now }));

type Props = { readonly candidate: CandidateRow | null; readonly opened: boolean; readonly onClose: () => void };

/** The client takes one of the agency's proposed times: the interview is fixed and the agency told by e-mail. */
export const ChooseProposedSlotDialog = ({ candidate, opened, onClose }: Props) => {
  const trpc = useTRPC();
  const choose = useMutation(trpc.interview.chooseProposedSlot.mutationOptions());
  return (
    <SlotChoiceDialog
      candidate={candidate}
      opened={opened}
      onClose={onClose}
      title={(c) => `Choose a time for ${c.specialistName}`}
      options={candidate ? proposedSlotOptionsOf(candidate, platformNow()) : []}
      description="The agency cannot make the times you offered and proposes these. The interview takes place at the one you choose; the agency is told by e-mail."
      nothingLeft="Every proposed time has passed. Ask your personal manager to arrange another."
      confirmLabel="Confirm time"
      choose={(c, slot) => choose.mutateAsync({ id: c.id, slot })}
      requestPath="interview.chooseProposedSlot"
    />
  );
};
