import { Anchor, Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../app/notify';
import { useTRPC } from '../../../app/trpc';
import { EmptyList } from '../../../kit/EmptyList';
import { ErrorState } from '../../../kit/ErrorState';
import { formatDate } from '../../../kit/format';
import { LoadingState } from '../../../kit/LoadingState';
import type { CompanyKindName } from './companyList';

/** The company's people, each linking to the manager's edit of that employee. */
export const CompanyPeopleTable = ({
  companyId,
  type,
}: {
  readonly companyId: string;
  readonly type: CompanyKindName;
}) => {
  const trpc = useTRPC();
  const people = useQuery(trpc.companyAdmin.employees.queryOptions({ id: companyId }));
  if (people.isPending) return <LoadingState rows={3} label="Loading the people" />;
  if (people.isError)
    return <ErrorState message={errorMessageOf(people.error)} onRetry={() => void people.refetch()} />;
  if (people.data.items.length === 0) return <EmptyList title="Nobody works here yet" />;
  const base = type === 'agency' ? '/manager/partners/staff' : '/manager/clients/staff';
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs">
        <VisuallyHidden component="caption">People of the company</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Registered</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.data.items.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Anchor component={Link} to={`${base}/${p.id}/update`} size="sm">{`${p.name} ${p.surname}`}</Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{p.email}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{p.role}</Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="outline" color={p.status === 'active' ? 'teal.9' : 'dark'}>
                  {p.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(p.createdAt)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
