import { Anchor, Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hourPriceLabelOf, periodLabelOf, workFormatLabelOf, type CandidateRow } from './candidateLabels';
import { InterviewSummary } from './InterviewSlots';

const Fact = ({ term, children }: { readonly term: string; readonly children: ReactNode }) => (
  <Box>
    <Text component="dt" size="xs" c="dimmed">
      {term}
    </Text>
    <Box component="dd" m={0} fz="sm">
      {children}
    </Box>
  </Box>
);

/** Everything the manager needs to decide the next step: who, for whom, when, how, the interview and the request's words. */
export const CandidateDetails = ({ candidate }: { readonly candidate: CandidateRow }) => (
  <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="candidate-details-title">
    <Stack gap="md">
      <Title order={2} fz="h4" id="candidate-details-title">
        Details
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="md" m={0}>
        <Fact term="Specialist">
          <Anchor component={Link} to={`/manager/specialists/${candidate.specialistId}`} size="sm">
            {candidate.specialistName}
          </Anchor>
          {candidate.specialization ? (
            <Text size="xs" c="dimmed">
              {candidate.specialization}
            </Text>
          ) : null}
        </Fact>
        <Fact term="Client">{candidate.clientName}</Fact>
        <Fact term="Agency">{candidate.agencyName}</Fact>
        <Fact term="Period">{periodLabelOf(candidate)}</Fact>
        <Fact term="Work format">{workFormatLabelOf(candidate)}</Fact>
        <Fact term="Client hour price">{hourPriceLabelOf(candidate.clientHourPriceCents)}</Fact>
        <Fact term="Client's contact">
          <Stack gap={0}>
            <span>{candidate.contact.name}</span>
            <Anchor href={`mailto:${candidate.contact.email}`} size="sm">
              {candidate.contact.email}
            </Anchor>
            {candidate.contact.phone ? <span>{candidate.contact.phone}</span> : null}
          </Stack>
        </Fact>
        <Fact term="Interview">
          <InterviewSummary candidate={candidate} viewer="manager" />
        </Fact>
        {candidate.comment ? <Fact term="Client's comment">{candidate.comment}</Fact> : null}
        {candidate.declineReason ? <Fact term="Agency's reason for declining">{candidate.declineReason}</Fact> : null}
      </SimpleGrid>
    </Stack>
  </Paper>
);
