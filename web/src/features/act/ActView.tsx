import { Alert, Group, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatMoney, formatMonth } from '../../kit/format';
import { SectionCard } from '../../kit/SectionCard';
import { ActPdfButton } from './ActPdfButton';
import type { ActSide, AgencyAct, AnyAct, ClientAct } from './actWords';

const Fact = ({ label, children }: { readonly label: string; readonly children: React.ReactNode }) => (
  <Group gap="xs" wrap="nowrap" align="baseline">
    <Text size="sm" c="dimmed" w={160} style={{ flexShrink: 0 }}>
      {label}
    </Text>
    <Text size="sm">{children}</Text>
  </Group>
);

/** One act as its side reads it: the facts, the side's amounts (the agency's rate or the client's invoice lines), the PDFs. */
export const ActView = ({ act, side }: { readonly act: AnyAct; readonly side: ActSide }) => {
  const agency = act as AgencyAct;
  const client = act as ClientAct;
  return (
    <Stack gap="lg">
      {act.status === 'rejected' && act.rejectReason ? (
        <Alert color="red" title={`Rejected by the ${act.rejectedBy === 'client' ? 'client' : 'platform'}`}>
          {act.rejectReason}
        </Alert>
      ) : null}
      <SectionCard title="Work">
        <Stack gap={6}>
          <Fact label="Specialist">{act.specialist.name}</Fact>
          {side !== 'client' ? <Fact label="Client">{agency.clientName}</Fact> : null}
          <Fact label="Month">{formatMonth(`${act.month}-01`)}</Fact>
          <Fact label="Period">
            {formatDate(act.startPeriod)} – {formatDate(act.endPeriod)}
          </Fact>
          <Fact label="Work format">{act.workFormat === 'full-time' ? 'Full time' : 'Part time'}</Fact>
          <Fact label="Hours worked">{act.hours}</Fact>
          {act.comment ? <Fact label="Comment">{act.comment}</Fact> : null}
        </Stack>
      </SectionCard>
      {side !== 'client' ? (
        <SectionCard title="The agency's amount">
          <Stack gap={6}>
            <Fact label="Rate">{formatMoney(agency.agencyRateCents)} per hour</Fact>
            <Fact label="Amount">{formatMoney(agency.agencyAmountCents)}</Fact>
            {agency.actUrl ? (
              <ActPdfButton url={agency.actUrl} label="Download act PDF" fileName={`Act ${act.number}.pdf`} />
            ) : null}
          </Stack>
        </SectionCard>
      ) : null}
      {side !== 'agency' ? (
        <SectionCard title="Invoice">
          <Table withRowBorders={false} maw={520} captionSide="top">
            <Table.Caption>Amounts of the invoice</Table.Caption>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">Specialist&apos;s work</Table.Th>
                <Table.Td ta="right">{formatMoney(client.workCents)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Platform fee</Table.Th>
                <Table.Td ta="right">{formatMoney(client.feeCents)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">
                  {client.vatRateBasisPoints === null
                    ? 'VAT (not charged)'
                    : `VAT ${client.vatRateBasisPoints / 100} %`}
                </Table.Th>
                <Table.Td ta="right">{formatMoney(client.vatCents)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Total</Table.Th>
                <Table.Td ta="right" fw={700}>
                  {formatMoney(client.totalCents)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="sm" c="dimmed" mt="xs">
            {act.hours} hours at {formatMoney(client.clientRateCents)} per hour.
          </Text>
          {client.invoiceUrl ? (
            <Group mt="sm">
              <ActPdfButton
                url={client.invoiceUrl}
                label="Download invoice PDF"
                fileName={`Invoice ${act.number}.pdf`}
              />
            </Group>
          ) : null}
        </SectionCard>
      ) : null}
    </Stack>
  );
};
