import { z } from 'zod';
import {
  AcceptTermsInput,
  AcceptTermsOutput,
  CreateTermsVersionInput,
  ManagerTermsVersionOutput,
  TermsAcceptanceExportInput,
  TermsInfoInput,
  TermsInfoOutput,
  TermsVersionListInput,
  TermsVersionListOutput,
  UpdateTermsVersionInput,
} from '../../../application/content/schemas';
import {
  ArticleFiltersOutput,
  ArticleListInput,
  ArticleTagsOutput,
  ChangeArticleActiveInput,
  ChangeArticleActiveOutput,
  CreateArticleInput,
  DeleteArticleOutput,
  FeedbackInput,
  FeedbackListInput,
  FeedbackListOutput,
  FeedbackMessageOutput,
  FeedbackOutput,
  MarkFeedbackAnsweredInput,
  InfoPageOutput,
  ManagerArticleListOutput,
  ManagerArticleOutput,
  ManagerInfoPageListOutput,
  ManagerInfoPageOutput,
  PublicArticleListInput,
  PublicArticleListOutput,
  PublicArticleOutput,
  SaveInfoPageInput,
  UpdateArticleInput,
  UploadByUrlInput,
  UploadedImageOutput,
  VideoLinkOutput,
  ArticleIdInput,
} from '../../../application/content/articleSchemas';
import { writeTermsAcceptancesWorkbook } from '../../documents/termsAcceptancesWorkbook';
import type { AppServices } from '../../services';
import type { RestRoutes } from '../restRoute';
import { sendData, sendError } from '../envelope';
import { isAppError, receiveFile } from './files.routes';

const tag = 'content';
const idParams = z.object({ id: z.string() });

/**
 * Terms and conditions: the seeds' public calls under `/api/legal-document/`, and the managers' versions under
 * `/admin/api/legal-document/terms-and-conditions/` (the seeds name no admin terms calls).
 */
export const contentRoutes = (routes: RestRoutes, { content }: AppServices): void => {
  routes.add({
    method: 'get',
    path: '/api/legal-document/terms-and-conditions/active',
    tag,
    response: TermsInfoOutput,
    summary: 'The terms version in force, as blocks and as HTML',
    handle: (r) => content.activeTerms(r.actor),
  });
  routes.add({
    method: 'get',
    path: '/api/legal-document/terms-and-conditions/info',
    tag,
    query: TermsInfoInput,
    response: TermsInfoOutput,
    summary:
      'A terms version by id (or the one in force): changes, effectiveFrom, nextVersionId, nextVersionEffectiveFrom',
    handle: (r) => content.termsInfo(r.actor, r.query),
  });
  routes.add({
    method: 'post',
    path: '/api/legal-document/accept',
    tag,
    auth: true,
    body: AcceptTermsInput,
    response: AcceptTermsOutput,
    summary: 'The signed-in user accepts a terms version (not while a manager acts as them)',
    handle: (r) => content.acceptTerms(r.actor, r.body, { address: r.address, userAgent: r.userAgent }),
  });

  // Managers
  const admin = '/admin/api/legal-document/terms-and-conditions';
  routes.add({
    method: 'get',
    path: `${admin}/list`,
    tag,
    auth: true,
    query: TermsVersionListInput,
    response: TermsVersionListOutput,
    summary: 'Terms versions, newest first, with acceptance counts',
    handle: (r) => content.listTermsVersions(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: `${admin}/info/:id`,
    tag,
    auth: true,
    params: idParams,
    response: ManagerTermsVersionOutput,
    summary: 'One terms version as its editor loads it',
    handle: (r) => content.getTermsVersion(r.actor, { id: r.params.id }),
  });
  routes.add({
    method: 'post',
    path: `${admin}/create`,
    tag,
    auth: true,
    body: CreateTermsVersionInput,
    response: ManagerTermsVersionOutput,
    summary: 'A new terms version, effective at once or from effectiveFrom',
    handle: (r) => content.createTermsVersion(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: `${admin}/update`,
    tag,
    auth: true,
    body: UpdateTermsVersionInput,
    response: ManagerTermsVersionOutput,
    summary: 'Edit a version that has not taken effect (422 after; 409 on a stale version)',
    handle: (r) => content.updateTermsVersion(r.actor, r.body),
  });
  routes.raw({
    method: 'get',
    path: '/admin/api/excel-export/terms-acceptances',
    tag,
    auth: true,
    query: TermsAcceptanceExportInput,
    summary: 'Who accepted a terms version, when and from where, as an Excel file',
    raw: async (r, res) => {
      const exported = await content.exportTermsAcceptances(r.actor, r.query);
      if (exported.isErr()) return sendError(res, exported.error);
      const version = String(r.query.id).slice(0, 8);
      res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="terms-acceptances-${version}-${new Date().toISOString().slice(0, 10)}.xlsx"`,
      );
      await writeTermsAcceptancesWorkbook(exported.value, res);
    },
  });

  articleRoutes(routes, content);
  infoPageRoutes(routes, content);
};

const slugParams = z.object({ slug: z.string() });
const noInput = z.object({});

/** The seeds' admin blog calls under `/admin/api/blog/article/`, and the public blog under `/api/blog/article/`. */
const articleRoutes = (routes: RestRoutes, content: AppServices['content']): void => {
  const tag = 'blog';
  const admin = '/admin/api/blog/article';
  routes.add({
    method: 'get',
    path: `${admin}/list`,
    tag,
    auth: true,
    query: ArticleListInput,
    response: ManagerArticleListOutput,
    summary:
      'Articles and news, unpublished first, then newest publication; search, type, tag, active, publishedFrom/To',
    handle: (r) => content.listArticles(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: `${admin}/filters`,
    tag,
    auth: true,
    query: noInput,
    response: ArticleFiltersOutput,
    summary: 'Types, statuses and tags of the articles, with counts',
    handle: (r) => content.articleFilters(r.actor, {}),
  });
  routes.add({
    method: 'get',
    path: `${admin}/tags`,
    tag,
    auth: true,
    query: noInput,
    response: ArticleTagsOutput,
    summary: 'Every tag in use',
    handle: (r) => content.articleTags(r.actor, {}),
  });
  routes.add({
    method: 'get',
    path: `${admin}/info/:id`,
    tag,
    auth: true,
    params: idParams,
    response: ManagerArticleOutput,
    summary: 'One article as its editor loads it',
    handle: (r) => content.getArticle(r.actor, { id: r.params.id }),
  });
  routes.add({
    method: 'post',
    path: `${admin}/create`,
    tag,
    auth: true,
    body: CreateArticleInput,
    response: ManagerArticleOutput,
    summary: 'A new article or news item (slug from the title when empty; a future publishedAt schedules it)',
    handle: (r) => content.createArticle(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: `${admin}/update`,
    tag,
    auth: true,
    body: UpdateArticleInput,
    response: ManagerArticleOutput,
    summary: 'Edit an article (409 on a stale version; a taken slug is a field error)',
    handle: (r) => content.updateArticle(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: `${admin}/delete`,
    tag,
    auth: true,
    body: ArticleIdInput,
    response: DeleteArticleOutput,
    summary: 'Delete an article for good',
    handle: (r) => content.deleteArticle(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: `${admin}/change-active`,
    tag,
    auth: true,
    body: ChangeArticleActiveInput,
    response: ChangeArticleActiveOutput,
    summary: 'Show or hide an article on the public blog',
    handle: (r) => content.changeArticleActive(r.actor, r.body),
  });
  routes.raw({
    method: 'post',
    path: `${admin}/upload-image`,
    tag,
    auth: true,
    response: UploadedImageOutput,
    summary: 'Upload an article image (PNG or JPEG below 5 MB, multipart/form-data field "file"), checked by content',
    raw: async (r, res) => {
      // Who may upload is known before the body is read.
      const allowed = content.articleImageTarget(r.actor);
      if (allowed.isErr()) return sendError(res, allowed.error);
      const uploaded = await receiveFile('content-image', res);
      if (isAppError(uploaded)) return sendError(res, uploaded);
      (await content.uploadArticleImage(r.actor, uploaded)).match(
        (data) => sendData(res, UploadedImageOutput.parse(data)),
        (error) => sendError(res, error),
      );
    },
  });
  routes.add({
    method: 'post',
    path: `${admin}/upload-image-by-url`,
    tag,
    auth: true,
    body: UploadByUrlInput,
    response: UploadedImageOutput,
    summary:
      'Fetch an article image from an http(s) address: public addresses only, at most 3 redirects, 5 MB, 10 s; checked by content',
    handle: (r) => content.uploadArticleImageByUrl(r.actor, r.body),
  });
  routes.raw({
    method: 'post',
    path: `${admin}/upload-video`,
    tag,
    auth: true,
    response: VideoLinkOutput,
    summary: 'Video files are not stored: always 400 with the reason (add a YouTube link with upload-video-by-url)',
    raw: async (r, res) => {
      (await content.uploadArticleVideo(r.actor)).match(
        () => undefined,
        (error) => sendError(res, error),
      );
    },
  });
  routes.add({
    method: 'post',
    path: `${admin}/upload-video-by-url`,
    tag,
    auth: true,
    body: UploadByUrlInput,
    response: VideoLinkOutput,
    summary: 'A YouTube link as a video of the article (played in the youtube-nocookie player)',
    handle: (r) => content.uploadArticleVideoByUrl(r.actor, r.body),
  });

  // Public
  routes.add({
    method: 'get',
    path: '/api/blog/article/list',
    tag,
    query: PublicArticleListInput,
    response: PublicArticleListOutput,
    summary: 'The public blog: active, published articles of a type and tag, newest first, with the tags in use',
    handle: (r) => content.listPublicArticles(r.actor, r.query),
  });
  routes.add({
    method: 'get',
    path: '/api/blog/article/:slug',
    tag,
    params: slugParams,
    response: PublicArticleOutput,
    summary:
      'One published article with suggested specialists and related articles (404 when missing, inactive or scheduled)',
    handle: (r) => content.getPublicArticle(r.actor, { slug: r.params.slug }),
  });
};

/** Information pages (`/api/info-page/{slug}`), their editor under `/admin/api/info-page/`, and the feedback form. */
const infoPageRoutes = (routes: RestRoutes, content: AppServices['content']): void => {
  const tag = 'content';
  routes.add({
    method: 'get',
    path: '/api/info-page/:slug',
    tag,
    params: slugParams,
    response: InfoPageOutput,
    summary: 'An information page: about, partnership, cookie-policy, privacy-policy, faq',
    handle: (r) => content.getInfoPage(r.actor, { slug: r.params.slug }),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/info-page/list',
    tag,
    auth: true,
    query: noInput,
    response: ManagerInfoPageListOutput,
    summary: 'The information pages, edited or not',
    handle: (r) => content.listInfoPages(r.actor, {}),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/info-page/info/:slug',
    tag,
    auth: true,
    params: slugParams,
    response: ManagerInfoPageOutput,
    summary: 'One information page as its editor loads it',
    handle: (r) => content.getInfoPageForEdit(r.actor, { slug: r.params.slug }),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/info-page/update',
    tag,
    auth: true,
    body: SaveInfoPageInput,
    response: ManagerInfoPageOutput,
    summary: 'Edit an information page (409 on a stale version)',
    handle: (r) => content.saveInfoPage(r.actor, r.body),
  });
  routes.add({
    method: 'post',
    path: '/api/feedback/send',
    tag,
    body: FeedbackInput,
    response: FeedbackOutput,
    summary: 'The feedback form: reaches the managers by e-mail; captcha, 5 an hour per address (429)',
    handle: (r) => content.sendFeedback(r.actor, r.body, { address: r.address }),
  });
  routes.add({
    method: 'get',
    path: '/admin/api/feedback/list',
    tag,
    auth: true,
    query: FeedbackListInput,
    response: FeedbackListOutput,
    summary:
      'Feedback messages, newest first, open or answered (company:manage); with message, the page holding it (meta.page), 404 when it is not in the list',
    handle: (r) => content.listFeedback(r.actor, r.query),
  });
  routes.add({
    method: 'post',
    path: '/admin/api/feedback/answered',
    tag,
    auth: true,
    body: MarkFeedbackAnsweredInput,
    response: FeedbackMessageOutput,
    summary: 'Mark a feedback message answered (company:manage): who and when; 409 when someone already did',
    handle: (r) => content.markFeedbackAnswered(r.actor, r.body),
  });
};
