import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatPeriod } from '../../kit/dates/formatPeriod';
import { Fact, Facts } from '../../kit/Facts';
import { formatHourlyPrice } from '../../kit/format';
import { SectionCard } from '../../kit/SectionCard';
import { waitingWordsOf, workFormatLabelOf, type CandidateInfo } from './candidateLabels';
import { InterviewSummary } from './InterviewSlots';

/** Everything the manager needs to decide the next step: who, for whom, when, how, the interview and the request's words. */
export const CandidateDetails = ({ candidate }: { readonly candidate: CandidateInfo }) => (
  <SectionCard title="Details">
    <Facts cols={3}>
      <Fact label="Specialist">
        <Anchor component={Link} to={`/manager/specialists/${candidate.specialistId}`} size="sm">
          {candidate.specialistName}
        </Anchor>
        {candidate.specialization ? (
          <Text span display="block" size="xs" c="dimmed">
            {candidate.specialization}
          </Text>
        ) : null}
      </Fact>
      <Fact label="Whose turn">{waitingWordsOf(candidate.waitingFor, 'manager') ?? 'Nobody: nothing waits'}</Fact>
      <Fact label="Client">{candidate.clientName}</Fact>
      {'agencyName' in candidate ? <Fact label="Agency">{candidate.agencyName}</Fact> : null}
      <Fact label="Period">{formatPeriod(candidate)}</Fact>
      <Fact label="Work format">{workFormatLabelOf(candidate)}</Fact>
      {'clientHourPriceCents' in candidate ? (
        <Fact label="Client hour price">{formatHourlyPrice(candidate.clientHourPriceCents)}</Fact>
      ) : null}
      <Fact label="Client's contact">
        <Stack gap={0}>
          <span>{candidate.contact.name}</span>
          <Anchor href={`mailto:${candidate.contact.email}`} size="sm">
            {candidate.contact.email}
          </Anchor>
          {candidate.contact.phone ? <span>{candidate.contact.phone}</span> : null}
        </Stack>
      </Fact>
      <Fact label="Interview">
        <InterviewSummary candidate={candidate} viewer="manager" />
      </Fact>
      {candidate.comment ? <Fact label="Client's comment">{candidate.comment}</Fact> : null}
      {candidate.declineReason ? <Fact label="Reason for declining">{candidate.declineReason}</Fact> : null}
    </Facts>
  </SectionCard>
);
