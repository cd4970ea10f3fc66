import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTRPC } from '../../app/trpc';
import { ArticleForm } from '../../features/content/ArticleForm';
import { ArticlesList } from '../../features/content/ArticlesList';
import { ArticleView } from '../../features/content/ArticleView';
import { PageHeader } from '../../kit/PageHeader';
import { PageQuery } from '../../kit/PageQuery';
import { SectionCard } from '../../kit/SectionCard';

const back = '/manager/blog/list';

/** /manager/blog/list */
export const ArticlesPage = () => <ArticlesList />;

/** /manager/blog/post/create */
export const ArticleCreatePage = () => {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="New article" backTo={back} backLabel="Blog and news" />
      <SectionCard title="Article">
        <ArticleForm onSaved={(saved) => void navigate(`/manager/blog/post/${saved.id}`)} />
      </SectionCard>
    </>
  );
};

const useArticle = () => {
  const { id = '' } = useParams();
  const trpc = useTRPC();
  return { id, article: useQuery(trpc.content.article.queryOptions({ id })) };
};

/** /manager/blog/post/{id}: the article as it reads, with a way to edit it. */
export const ArticlePage = () => {
  const { id, article } = useArticle();
  return (
    <PageQuery
      query={article}
      header={(a) => (
        <PageHeader
          title={a?.title ?? 'Article'}
          backTo={back}
          backLabel="Blog and news"
          actions={
            <Button component={Link} to={`/manager/blog/post/${id}/update`}>
              Edit
            </Button>
          }
        />
      )}
      loading={{ label: 'Loading the article', rows: 10 }}
    >
      {(a) => <ArticleView article={a} />}
    </PageQuery>
  );
};

/** /manager/blog/post/{id}/update */
export const ArticleUpdatePage = () => {
  const { id, article } = useArticle();
  const navigate = useNavigate();
  return (
    <PageQuery
      query={article}
      header={(a) => (
        <PageHeader
          title={a ? `Edit: ${a.title}` : 'Edit article'}
          backTo={`/manager/blog/post/${id}`}
          backLabel="Article"
        />
      )}
      loading={{ label: 'Loading the article', rows: 10 }}
    >
      {(a) => (
        <SectionCard title="Article">
          <ArticleForm
            key={`${a.id}-${a.version}`}
            article={a}
            onSaved={() => void navigate(`/manager/blog/post/${id}`)}
          />
        </SectionCard>
      )}
    </PageQuery>
  );
};
