import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../app/notify';
import { useTRPC, type RouterOutputs } from '../../app/trpc';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { ExportButton } from '../../kit/files/ExportButton';
import { formatDateTime } from '../../kit/format';
import { ListPage } from '../../kit/list/ListPage';
import { ListPagination } from '../../kit/list/ListPagination';
import { ListTable, RowTitle, type ListColumn } from '../../kit/list/ListTable';
import { LoadingState } from '../../kit/LoadingState';
import { TermsStatusBadge } from './TermsStatusBadge';
import { countOf } from '../../kit/plural';

type Version = RouterOutputs['content']['termsVersions']['items'][number];

const PAGE_SIZE = 20;

const columns = (canExport: boolean): ListColumn<Version, never>[] => [
  {
    header: 'Version',
    cell: (v) => (
      <RowTitle
        title={`Version ${v.number}`}
        to={`/manager/terms-and-conditions/${v.id}/update`}
        subtitle={v.editable ? 'Editable until it takes effect' : null}
      />
    ),
  },
  { header: 'Status', noWrap: true, cell: (v) => <TermsStatusBadge status={v.status} /> },
  { header: 'Effective from', noWrap: true, cell: (v) => formatDateTime(v.effectiveFrom) },
  {
    header: 'Accepted by',
    noWrap: true,
    cell: (v) => <Text size="sm">{countOf(v.acceptedCount, 'user')}</Text>,
  },
  {
    header: 'Acceptances',
    noWrap: true,
    cell: (v) =>
      canExport && v.acceptedCount > 0 ? (
        <ExportButton
          url={`/admin/api/excel-export/terms-acceptances?id=${v.id}`}
          fallbackName={`terms-acceptances-v${v.number}.xlsx`}
          label={`Export version ${v.number}`}
          requestPath="terms-acceptances"
        />
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ),
  },
];

/** The managers' terms versions: scheduled and in force first, with how many users accepted each. */
export const TermsVersionsList = ({ canExport }: { readonly canExport: boolean }) => {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const versions = useQuery(trpc.content.termsVersions.queryOptions({ page, count: PAGE_SIZE }));
  return (
    <ListPage
      title="Terms and conditions"
      actions={
        <Button component={Link} to="/manager/terms-and-conditions/create">
          New version
        </Button>
      }
    >
      {versions.isPending ? (
        <LoadingState rows={6} label="Loading terms versions" />
      ) : versions.isError ? (
        <ErrorState message={errorMessageOf(versions.error)} onRetry={() => void versions.refetch()} />
      ) : versions.data.items.length === 0 ? (
        <EmptyList
          title="No terms versions yet"
          description="Write the first version: users are asked to accept it from its effective date."
        />
      ) : (
        <>
          <ListTable<Version, never>
            rows={versions.data.items}
            columns={columns(canExport)}
            caption="Terms and conditions versions"
            minWidth={760}
            refreshing={versions.isFetching}
          />
          <ListPagination page={page} count={PAGE_SIZE} total={versions.data.meta.total} onPage={setPage} />
        </>
      )}
    </ListPage>
  );
};
