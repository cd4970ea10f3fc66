import { Button, Group, Modal, Select, Switch, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf, notify } from '../../app/notify';
import { useTRPC, type RouterOutputs } from '../../app/trpc';
import { formatDate, formatDateTime } from '../../kit/format';
import { ListFilters } from '../../kit/list/ListFilters';
import { ListPage } from '../../kit/list/ListPage';
import { RowTitle, type ListColumn } from '../../kit/list/ListTable';
import { ListView } from '../../kit/list/ListView';
import { idParam, oneOfParam, pageInputOf, textParam, useListState, type ListConfig } from '../../kit/list/listState';
import { StatusBadge } from '../../kit/status/StatusBadge';

type Article = RouterOutputs['content']['articles']['items'][number];
type Filters = {
  search: string;
  type: 'blog' | 'news' | null;
  tag: string | null;
  active: 'yes' | 'no' | null;
  publishedFrom: string | null;
  publishedTo: string | null;
};

const isType = (raw: string): raw is 'blog' | 'news' => raw === 'blog' || raw === 'news';
const isYesNo = (raw: string): raw is 'yes' | 'no' => raw === 'yes' || raw === 'no';
const isDay = (raw: string | null) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : null);
const dayParam = (key: string) => ({ key, empty: null, read: isDay, write: (value: string | null) => value });

const articleList: ListConfig<Filters, never> = {
  filters: {
    search: textParam('search'),
    type: oneOfParam('type', isType),
    tag: idParam('tag'),
    active: oneOfParam('active', isYesNo),
    publishedFrom: dayParam('publishedFrom'),
    publishedTo: dayParam('publishedTo'),
  },
  sortFields: [],
  pageSizes: [20, 40],
};

const statusWords = {
  published: ['Published', 'published'],
  scheduled: ['Scheduled', 'moderation'],
  draft: ['Not published', 'draft'],
  hidden: ['Inactive', 'inactive'],
} as const;

/** The managers' articles and news: filters in the address, the active switch and delete (after a confirmation) on each row. */
export const ArticlesList = () => {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useListState(articleList);
  const { search, type, tag, active, publishedFrom, publishedTo } = list.state.filters;
  const articles = useQuery({
    ...trpc.content.articles.queryOptions({
      ...pageInputOf(list.state),
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(type ? { type } : {}),
      ...(tag ? { tag } : {}),
      ...(active ? { active: active === 'yes' } : {}),
      ...(publishedFrom ? { publishedFrom } : {}),
      ...(publishedTo ? { publishedTo } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const filters = useQuery(trpc.content.articleFilters.queryOptions());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.content.pathKey() });
  const changeActive = useMutation(
    trpc.content.changeArticleActive.mutationOptions({
      onSuccess: (a) => {
        notify({
          kind: 'success',
          message: a.isActive ? 'The article is shown on the blog' : 'The article is hidden from the blog',
        });
        refresh();
      },
      onError: (error) => notify({ kind: 'error', message: errorMessageOf(error) }),
    }),
  );
  const [doomed, setDoomed] = useState<Article | null>(null);
  const remove = useMutation(
    trpc.content.deleteArticle.mutationOptions({
      onSuccess: () => {
        notify({ kind: 'success', message: 'The article is deleted' });
        setDoomed(null);
        refresh();
      },
      onError: (error) => notify({ kind: 'error', message: errorMessageOf(error) }),
    }),
  );

  const columns: ListColumn<Article, never>[] = [
    {
      header: 'Title',
      cell: (a) => <RowTitle title={a.title} to={`/manager/blog/post/${a.id}`} subtitle={`/blog/${a.slug}`} />,
    },
    { header: 'Type', noWrap: true, cell: (a) => (a.type === 'news' ? 'News' : 'Blog') },
    {
      header: 'Status',
      noWrap: true,
      cell: (a) => <StatusBadge status={statusWords[a.status][1]} label={statusWords[a.status][0]} />,
    },
    { header: 'Published', noWrap: true, cell: (a) => (a.publishedAt ? formatDateTime(a.publishedAt) : '—') },
    { header: 'Tags', cell: (a) => (a.tags.length > 0 ? a.tags.join(', ') : '—') },
    {
      header: 'Active',
      noWrap: true,
      cell: (a) => (
        <Switch
          checked={a.isActive}
          disabled={changeActive.isPending && changeActive.variables?.id === a.id}
          onChange={(event) => changeActive.mutate({ id: a.id, isActive: event.currentTarget.checked })}
          aria-label={`Show "${a.title}" on the blog`}
        />
      ),
    },
  ];

  const dayInput = (label: string, key: 'publishedFrom' | 'publishedTo') => (
    <TextInput
      type="date"
      label={label}
      value={list.state.filters[key] ?? ''}
      onChange={(event) => list.setFilters({ [key]: event.currentTarget.value || null })}
      w={170}
    />
  );

  return (
    <ListPage
      title="Blog and news"
      actions={
        <Button component={Link} to="/manager/blog/post/create">
          New article
        </Button>
      }
      filters={
        <ListFilters
          search={{
            label: 'Search',
            placeholder: 'Title, annotation or address',
            value: search,
            onSearch: (text) => list.setFilters({ search: text }),
          }}
          filtered={list.filtered}
          onReset={list.resetFilters}
        >
          <Select
            label="Type"
            placeholder="Any"
            clearable
            w={140}
            data={(filters.data?.types ?? []).map((t) => ({ value: t.value, label: `${t.label} (${t.count})` }))}
            value={type}
            onChange={(value) => list.setFilters({ type: value && isType(value) ? value : null })}
          />
          <Select
            label="Tag"
            placeholder="Any"
            clearable
            searchable
            w={180}
            data={(filters.data?.tags ?? []).map((t) => ({ value: t.value, label: `${t.label} (${t.count})` }))}
            value={tag}
            onChange={(value) => list.setFilters({ tag: value })}
            nothingFoundMessage="No such tag"
          />
          <Select
            label="Active"
            placeholder="Any"
            clearable
            w={130}
            data={[
              { value: 'yes', label: 'Active' },
              { value: 'no', label: 'Inactive' },
            ]}
            value={active}
            onChange={(value) => list.setFilters({ active: value && isYesNo(value) ? value : null })}
          />
          {dayInput('Published from', 'publishedFrom')}
          {dayInput('Published to', 'publishedTo')}
        </ListFilters>
      }
      dialogs={
        <Modal opened={doomed !== null} onClose={() => setDoomed(null)} title="Delete the article?" centered>
          <Text mb="md">
            “{doomed?.title}” will be deleted for good
            {doomed?.publishedAt ? `; it was published on ${formatDate(doomed.publishedAt)}` : ''}. To take it off the
            blog for a while, switch it off instead.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDoomed(null)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => doomed && remove.mutate({ id: doomed.id })}>
              Delete
            </Button>
          </Group>
        </Modal>
      }
    >
      <ListView<Article, never>
        query={articles}
        list={{ ...list, setSort: () => undefined }}
        words={{
          noun: 'articles',
          empty: {
            title: 'No articles yet',
            description: 'Write the first article or news item.',
            action: (
              <Button component={Link} to="/manager/blog/post/create">
                New article
              </Button>
            ),
          },
          filteredEmpty: { title: 'No articles match the filters', description: 'Change or reset the filters.' },
        }}
        table={{
          columns,
          caption: 'Blog articles and news',
          minWidth: 900,
          actions: (a) => (
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              <Button
                size="xs"
                variant="default"
                component={Link}
                to={`/manager/blog/post/${a.id}/update`}
                aria-label={`Edit "${a.title}"`}
              >
                Edit
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => setDoomed(a)}
                aria-label={`Delete "${a.title}"`}
              >
                Delete
              </Button>
            </Group>
          ),
        }}
      />
    </ListPage>
  );
};
