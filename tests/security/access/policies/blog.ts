import { randomUUID } from 'node:crypto';
import { captchaSolution } from '../../../support/captcha';
import { gradientPng } from '../../../support/imageFixtures';
import type { AccessObject, ActorProfile, World } from '../accessWorld';
import type { CallContext, Outcome, Prepared, UseCase } from '../policyTable';
import { articleSlugOf } from './blogWorld';

/**
 * The blog and the information pages: anyone reads published articles (a hidden, scheduled or unknown one is 404)
 * and the pages, and sends feedback (behind the captcha); staff with `blog:manage` write articles, upload their
 * images and edit the pages; staff with `company:manage` read the feedback messages and mark them answered; everyone else is refused (a visitor 401, anyone signed in 403) before anything is read.
 */
const has = (a: ActorProfile, scope: string) => a.scopes.includes(scope);
const needs =
  (who: (a: ActorProfile) => boolean, then: (a: ActorProfile, o: AccessObject | null) => Outcome = () => 'allow') =>
  (a: ActorProfile, o: AccessObject | null): Outcome =>
    a.kind === 'anonymous' ? 401 : who(a) ? then(a, o) : 403;
const blog = (a: ActorProfile) => has(a, 'blog:manage');
const feedbackReader = (a: ActorProfile) => a.kind === 'staff' && has(a, 'company:manage');
const existsOr404 = (_a: ActorProfile, o: AccessObject | null): Outcome =>
  o !== null && o.state !== 'missing' ? 'allow' : 404;
const text = (words: string) => [{ type: 'paragraph', content: [{ type: 'text', text: words }] }];
const articleBody = (extra: object = {}) => ({
  title: `Matrix article ${randomUUID().slice(0, 8)}`,
  content: text('Written by the access matrix'),
  ...extra,
});

/** A fresh published article for one allowed write (edits, hiding, deleting), so the matrix's own articles stay as they are. */
const freshArticle = async (w: World): Promise<Prepared> => {
  const response = await w.app.api.post(
    '/admin/api/blog/article/create',
    articleBody({ publishedAt: '2020-01-01T00:00:00Z' }),
    { token: w.tokens.admin },
  );
  if (response.status !== 200)
    throw new Error(`prepare: article create answered ${response.status} ${JSON.stringify(response.body)}`);
  return {
    o: {
      key: 'article.fresh',
      kind: 'article',
      id: response.body.data.id,
      company: 'platform',
      owner: null,
      state: 'published',
    },
  };
};
const idOf = (c: CallContext) => ({ id: c.o!.id });
const page = { slug: 'faq', title: 'Frequently asked questions', content: text('Edited by the access matrix') };

export const blogUseCases: readonly UseCase[] = [
  {
    name: 'the public blog',
    rest: ['GET /api/blog/article/list'],
    trpc: ['content.publicArticles'],
    kind: 'read',
    access: () => 'allow',
    restCall: () => ({ query: { type: 'blog' } }),
    trpcInput: () => ({ type: 'blog' }),
  },
  {
    // Visible exactly when active and published: the hidden and the scheduled article are not there for anyone.
    name: 'a published article',
    rest: ['GET /api/blog/article/:slug'],
    trpc: ['content.publicArticle'],
    kind: 'read',
    object: 'article',
    access: (_a, o) => (o?.state === 'published' ? 'allow' : 404),
    restCall: (c) => ({ params: { slug: articleSlugOf(c.o!) } }),
    trpcInput: (c) => ({ slug: articleSlugOf(c.o!) }),
  },
  {
    name: "the managers' articles, filters and tags",
    rest: [
      'GET /admin/api/blog/article/list',
      'GET /admin/api/blog/article/filters',
      'GET /admin/api/blog/article/tags',
    ],
    trpc: ['content.articles', 'content.articleFilters', 'content.articleTags'],
    kind: 'read',
    access: needs(blog),
    restCall: () => ({ query: {} }),
    trpcInput: () => undefined,
  },
  {
    name: 'an article in the editor',
    rest: ['GET /admin/api/blog/article/info/:id'],
    trpc: ['content.article'],
    kind: 'read',
    object: 'article',
    access: needs(blog, existsOr404),
    restCall: (c) => ({ params: idOf(c) }),
    trpcInput: idOf,
  },
  {
    name: 'write an article',
    rest: ['POST /admin/api/blog/article/create'],
    trpc: ['content.createArticle'],
    kind: 'write',
    access: needs(blog),
    restCall: () => ({ body: articleBody() }),
    trpcInput: () => articleBody(),
  },
  {
    name: 'edit an article',
    rest: ['POST /admin/api/blog/article/update'],
    trpc: ['content.updateArticle'],
    kind: 'write',
    object: 'article',
    access: needs(blog, existsOr404),
    prepare: freshArticle,
    restCall: (c) => ({ body: { ...articleBody(), id: c.o!.id } }),
    trpcInput: (c) => ({ ...articleBody(), id: c.o!.id }),
  },
  {
    name: 'hide an article',
    rest: ['POST /admin/api/blog/article/change-active'],
    trpc: ['content.changeArticleActive'],
    kind: 'write',
    object: 'article',
    access: needs(blog, existsOr404),
    prepare: freshArticle,
    restCall: (c) => ({ body: { id: c.o!.id, isActive: false } }),
    trpcInput: (c) => ({ id: c.o!.id, isActive: false }),
  },
  {
    name: 'delete an article',
    rest: ['POST /admin/api/blog/article/delete'],
    trpc: ['content.deleteArticle'],
    kind: 'write',
    object: 'article',
    access: needs(blog, existsOr404),
    prepare: freshArticle,
    restCall: (c) => ({ body: idOf(c) }),
    trpcInput: idOf,
  },
  {
    name: 'upload an article image',
    rest: ['POST /admin/api/blog/article/upload-image'],
    trpc: [],
    kind: 'write',
    access: needs(blog),
    restCall: () => ({ multipart: { bytes: gradientPng(8, 8), name: 'matrix.png' } }),
  },
  {
    // Nothing is fetched in the matrix: a YouTube link is only read, and an image address is refused as private before any request.
    name: 'add a video by its YouTube link',
    rest: ['POST /admin/api/blog/article/upload-video-by-url'],
    trpc: ['content.articleVideoByUrl'],
    kind: 'write',
    access: needs(blog),
    restCall: () => ({ body: { url: 'https://youtu.be/dQw4w9WgXcQ' } }),
    trpcInput: () => ({ url: 'https://youtu.be/dQw4w9WgXcQ' }),
  },
  {
    // Video files are never stored: staff with the scope get 400 with the reason, others the usual refusal.
    name: 'upload a video file',
    rest: ['POST /admin/api/blog/article/upload-video'],
    trpc: [],
    kind: 'write',
    access: needs(blog, () => 400),
    restCall: () => ({ multipart: { bytes: gradientPng(8, 8), name: 'matrix.mp4' } }),
  },
  {
    // The matrix has no file server: staff with the scope get 400 (a private address), which shows they were let in.
    name: 'fetch an article image by address',
    rest: ['POST /admin/api/blog/article/upload-image-by-url'],
    trpc: ['content.uploadArticleImageByUrl'],
    kind: 'write',
    access: needs(blog, () => 400),
    restCall: () => ({ body: { url: 'http://127.0.0.1:9/matrix.png' } }),
    trpcInput: () => ({ url: 'http://127.0.0.1:9/matrix.png' }),
  },
  {
    name: 'an information page',
    rest: ['GET /api/info-page/:slug'],
    trpc: ['content.infoPage'],
    kind: 'read',
    access: () => 'allow',
    restCall: () => ({ params: { slug: 'about' } }),
    trpcInput: () => ({ slug: 'about' }),
  },
  {
    name: "the managers' information pages",
    rest: ['GET /admin/api/info-page/list', 'GET /admin/api/info-page/info/:slug'],
    trpc: ['content.infoPages', 'content.infoPageForEdit'],
    kind: 'read',
    access: needs(blog),
    restCall: () => ({ params: { slug: 'about' }, query: {} }),
    trpcInput: () => ({ slug: 'about' }),
  },
  {
    name: 'edit an information page',
    rest: ['POST /admin/api/info-page/update'],
    trpc: ['content.saveInfoPage'],
    kind: 'write',
    access: needs(blog),
    restCall: () => ({ body: page }),
    trpcInput: () => page,
  },
  {
    // Anyone may write, behind the robot check; the captcha answer comes from the matrix's own solver.
    name: 'send feedback',
    rest: ['POST /api/feedback/send'],
    trpc: ['content.sendFeedback'],
    kind: 'write',
    access: () => 'allow',
    prepare: async (w) => ({ extra: { feedbackCaptcha: await captchaSolution(w.app, 'feedback') } }),
    restCall: (c) => ({
      body: {
        name: 'Matrix',
        email: `matrix-${randomUUID().slice(0, 8)}@feedback.test`,
        message: 'Written by the access matrix.',
        captcha: c.extra.feedbackCaptcha,
      },
    }),
    trpcInput: (c) => ({
      name: 'Matrix',
      email: `matrix-${randomUUID().slice(0, 8)}@feedback.test`,
      message: 'Written by the access matrix.',
      captcha: c.extra.feedbackCaptcha,
    }),
  },
  {
    // Staff who answer the senders (company:manage, whom its e-mails and notifications reach) read the messages.
    name: 'the feedback messages',
    rest: ['GET /admin/api/feedback/list'],
    trpc: ['content.feedbackList'],
    kind: 'read',
    access: needs(feedbackReader),
    restCall: () => ({ query: { status: 'open' } }),
    trpcInput: () => ({ status: 'open' }),
  },
  {
    // A fresh open message for each allowed mark; a refusal comes before the message is looked up.
    name: 'mark a feedback message answered',
    rest: ['POST /admin/api/feedback/answered'],
    trpc: ['content.markFeedbackAnswered'],
    kind: 'write',
    access: needs(feedbackReader),
    prepare: async (w) => {
      const id = randomUUID();
      await w.app.pool.query(
        `insert into feedback_messages (id, name, email, message, address, created_at)
         values ($1, 'Matrix', 'matrix@feedback.test', 'Written for the access matrix.', 'matrix', now())`,
        [id],
      );
      return { extra: { feedbackId: id } };
    },
    restCall: (c) => ({ body: { id: c.extra.feedbackId ?? randomUUID() } }),
    trpcInput: (c) => ({ id: c.extra.feedbackId ?? randomUUID() }),
  },
];
