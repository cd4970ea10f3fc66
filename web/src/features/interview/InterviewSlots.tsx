import { List, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { slotKey } from '../../../../domain/interview/interview.slots';
import { formatSlot } from '../../kit/format';
import type { InterviewSlot } from './candidateLabels';
import { InterviewCalendarLinks } from './InterviewCalendarLinks';

type SlotsProps = {
  readonly title: string;
  readonly slots: readonly InterviewSlot[];
  /** Rows show a few slots and say how many more there are; the candidate page shows them all. */
  readonly limit?: number;
};

/** A titled list of interview slots, read by screen readers as a list named by its title. */
export const SlotList = ({ title, slots, limit }: SlotsProps) => {
  const titleId = useId();
  const shown = limit === undefined ? slots : slots.slice(0, limit);
  const hidden = slots.length - shown.length;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" id={titleId}>
        {title}
      </Text>
      <List size="sm" spacing={0} listStyleType="none" aria-labelledby={titleId}>
        {shown.map((slot) => (
          <List.Item key={slotKey(slot)}>
            <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatSlot(slot)}
            </Text>
          </List.Item>
        ))}
        {hidden > 0 ? (
          <List.Item>
            <Text span size="xs" c="dimmed">
              and {hidden} more
            </Text>
          </List.Item>
        ) : null}
      </List>
    </Stack>
  );
};

type InterviewSummaryProps = {
  readonly candidate: {
    readonly id: string;
    readonly specialistName?: string;
    readonly interviewAt: InterviewSlot | null;
    /** The fixed interview's video call. */
    readonly videoUrl?: string | null;
    readonly slots: readonly InterviewSlot[];
    readonly proposedSlots: readonly InterviewSlot[];
    /** New times one party proposed for the fixed interview. */
    readonly reschedule?: {
      readonly side: 'client' | 'partner';
      readonly slots: readonly InterviewSlot[];
      readonly reason: string;
    } | null;
    /** The client's interviewers (absent for the agency, which is never told who they are). */
    readonly interviewers?: readonly { readonly id: string; readonly name: string }[];
  };
  readonly limit?: number;
  /** Whose words: the agency reads "you proposed", the client and the manager "the agency proposed". */
  readonly viewer: 'partner' | 'client' | 'manager';
};

/** Who interviews for the client, said under the interview's time: the client and the platform read their names. */
export const InterviewersLine = ({
  interviewers,
}: {
  readonly interviewers?: InterviewSummaryProps['candidate']['interviewers'];
}) =>
  interviewers && interviewers.length > 0 ? (
    <Text size="xs">
      <Text span size="xs" c="dimmed">
        Interviewers:{' '}
      </Text>
      {interviewers.map((person) => person.name).join(', ')}
    </Text>
  ) : null;

/** The fixed interview time, or the slots still on the table, and the client's interviewers. */
export const InterviewSummary = (props: InterviewSummaryProps) => (
  <Stack gap={4}>
    <InterviewTime {...props} />
    <InterviewersLine interviewers={props.candidate.interviewers} />
  </Stack>
);

const InterviewTime = ({ candidate, limit, viewer }: InterviewSummaryProps) => {
  if (candidate.interviewAt) {
    return (
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          Interview fixed for
        </Text>
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatSlot(candidate.interviewAt)}
        </Text>
        <InterviewCalendarLinks
          candidateId={candidate.id}
          videoUrl={candidate.videoUrl ?? null}
          slot={candidate.interviewAt}
          {...(candidate.specialistName ? { who: candidate.specialistName } : {})}
        />
        {candidate.reschedule ? (
          <Stack gap={2} mt={4}>
            <SlotList
              title={
                viewer === candidate.reschedule.side
                  ? 'You proposed new times'
                  : `New times proposed by the ${candidate.reschedule.side === 'client' ? 'client' : 'agency'}`
              }
              slots={candidate.reschedule.slots}
              {...(limit === undefined ? {} : { limit })}
            />
            <Text size="xs">Reason: {candidate.reschedule.reason}</Text>
          </Stack>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      {candidate.slots.length > 0 ? (
        <SlotList
          title={viewer === 'client' ? 'Your slots' : "Client's slots"}
          slots={candidate.slots}
          {...(limit === undefined ? {} : { limit })}
        />
      ) : null}
      {candidate.proposedSlots.length > 0 ? (
        <SlotList
          title={viewer === 'partner' ? 'You proposed' : 'Agency proposed'}
          slots={candidate.proposedSlots}
          {...(limit === undefined ? {} : { limit })}
        />
      ) : null}
    </Stack>
  );
};
