import { useQuery } from '@tanstack/react-query';
import { errorMessageOf } from '../../app/notify';
import { useTRPC, type RouterOutputs } from '../../app/trpc';
import { EmptyList } from '../../kit/EmptyList';
import { ErrorState } from '../../kit/ErrorState';
import { formatDateTime } from '../../kit/format';
import { ListPage } from '../../kit/list/ListPage';
import { ListTable, RowTitle, type ListColumn } from '../../kit/list/ListTable';
import { LoadingState } from '../../kit/LoadingState';

type Page = RouterOutputs['content']['infoPages'][number];

const columns: ListColumn<Page & { id: string }, never>[] = [
  {
    header: 'Page',
    cell: (p) => <RowTitle title={p.title} to={`/manager/pages/${p.slug}/update`} subtitle={`/${p.slug}`} />,
  },
  {
    header: 'Last edited',
    noWrap: true,
    cell: (p) => (p.updatedAt ? formatDateTime(p.updatedAt) : 'Never: the first text'),
  },
];

/** The information pages a manager edits: about, partnership, cookie and privacy policies, FAQ. */
export const InfoPagesList = () => {
  const trpc = useTRPC();
  const pages = useQuery(trpc.content.infoPages.queryOptions());
  return (
    <ListPage title="Information pages">
      {pages.isPending ? (
        <LoadingState rows={5} label="Loading the pages" />
      ) : pages.isError ? (
        <ErrorState message={errorMessageOf(pages.error)} onRetry={() => void pages.refetch()} />
      ) : pages.data.length === 0 ? (
        <EmptyList title="No pages" />
      ) : (
        <ListTable<Page & { id: string }, never>
          rows={pages.data.map((p) => ({ ...p, id: p.slug }))}
          columns={columns}
          caption="Information pages"
          minWidth={520}
        />
      )}
    </ListPage>
  );
};
