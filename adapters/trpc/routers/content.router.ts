import {
  AcceptTermsInput,
  AcceptTermsOutput,
  CreateTermsVersionInput,
  ManagerTermsVersionOutput,
  TermsInfoInput,
  TermsInfoOutput,
  TermsVersionIdInput,
  TermsVersionListInput,
  TermsVersionListOutput,
  UpdateTermsVersionInput,
} from '../../../application/content/schemas';
import {
  ArticleFiltersOutput,
  ArticleIdInput,
  ArticleListInput,
  ArticleSlugInput,
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
  InfoPageSlugInput,
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
} from '../../../application/content/articleSchemas';
import { authedProcedure, inputOf, publicProcedure, router, unwrap } from '../trpc';

export const contentRouter = router({
  activeTerms: publicProcedure
    .output(TermsInfoOutput)
    .query(({ ctx }) => unwrap(ctx.services.content.activeTerms(ctx.actor))),
  termsInfo: publicProcedure
    .input(inputOf(TermsInfoInput.optional()))
    .output(TermsInfoOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.content.termsInfo(ctx.actor, input))),
  acceptTerms: authedProcedure
    .input(inputOf(AcceptTermsInput))
    .output(AcceptTermsOutput)
    .mutation(({ ctx, input }) =>
      unwrap(ctx.services.content.acceptTerms(ctx.actor, input, { address: ctx.address, userAgent: ctx.userAgent })),
    ),
  termsVersions: authedProcedure
    .input(inputOf(TermsVersionListInput.optional()))
    .output(TermsVersionListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.content.listTermsVersions(ctx.actor, input))),
  termsVersion: authedProcedure
    .input(inputOf(TermsVersionIdInput))
    .output(ManagerTermsVersionOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.content.getTermsVersion(ctx.actor, input))),
  createTermsVersion: authedProcedure
    .input(inputOf(CreateTermsVersionInput))
    .output(ManagerTermsVersionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.content.createTermsVersion(ctx.actor, input))),
  updateTermsVersion: authedProcedure
    .input(inputOf(UpdateTermsVersionInput))
    .output(ManagerTermsVersionOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.content.updateTermsVersion(ctx.actor, input))),
  // Articles: managers (`blog:manage`)
  articles: authedProcedure
    .input(inputOf(ArticleListInput.optional()))
    .output(ManagerArticleListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.content.listArticles(ctx.actor, input))),
  articleFilters: authedProcedure
    .output(ArticleFiltersOutput)
    .query(({ ctx }) => unwrap(ctx.services.content.articleFilters(ctx.actor, {}))),
  articleTags: authedProcedure
    .output(ArticleTagsOutput)
    .query(({ ctx }) => unwrap(ctx.services.content.articleTags(ctx.actor, {}))),
  article: authedProcedure
    .input(inputOf(ArticleIdInput))
    .output(ManagerArticleOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.content.getArticle(ctx.actor, input))),
  createArticle: authedProcedure
    .input(inputOf(CreateArticleInput))
    .output(ManagerArticleOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.content.createArticle(ctx.actor, input))),
  updateArticle: authedProcedure
    .input(inputOf(UpdateArticleInput))
    .output(ManagerArticleOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.content.updateArticle(ctx.actor, input))),
  deleteArticle: authedProcedure
    .input(inputOf(ArticleIdInput))
    .output(DeleteArticleOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.content.deleteArticle(ctx.actor, input))),
  changeArticleActive: authedProcedure
    .input(inputOf(ChangeArticleActiveInput))
    .output(ChangeArticleActiveOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.content.changeArticleActive(ctx.actor, input))),
  uploadArticleImageByUrl: authedProcedure
    .input(inputOf(UploadByUrlInput))
    .output(UploadedImageOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.content.uploadArticleImageByUrl(ctx.actor, input))),
  articleVideoByUrl: authedProcedure
    .input(inputOf(UploadByUrlInput))
    .output(VideoLinkOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.content.uploadArticleVideoByUrl(ctx.actor, input))),
  // Articles: the public blog
  publicArticles: publicProcedure
    .input(inputOf(PublicArticleListInput.optional()))
    .output(PublicArticleListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.content.listPublicArticles(ctx.actor, input))),
  publicArticle: publicProcedure
    .input(inputOf(ArticleSlugInput))
    .output(PublicArticleOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.content.getPublicArticle(ctx.actor, input))),
  // Information pages and feedback
  infoPage: publicProcedure
    .input(inputOf(InfoPageSlugInput))
    .output(InfoPageOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.content.getInfoPage(ctx.actor, input))),
  infoPages: authedProcedure
    .output(ManagerInfoPageListOutput)
    .query(({ ctx }) => unwrap(ctx.services.content.listInfoPages(ctx.actor, {}))),
  infoPageForEdit: authedProcedure
    .input(inputOf(InfoPageSlugInput))
    .output(ManagerInfoPageOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.content.getInfoPageForEdit(ctx.actor, input))),
  saveInfoPage: authedProcedure
    .input(inputOf(SaveInfoPageInput))
    .output(ManagerInfoPageOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.content.saveInfoPage(ctx.actor, input))),
  sendFeedback: publicProcedure
    .input(inputOf(FeedbackInput))
    .output(FeedbackOutput)
    .mutation(({ ctx, input }) =>
      unwrap(ctx.services.content.sendFeedback(ctx.actor, input, { address: ctx.address })),
    ),
  feedbackList: authedProcedure
    .input(inputOf(FeedbackListInput.optional()))
    .output(FeedbackListOutput)
    .query(({ ctx, input }) => unwrap(ctx.services.content.listFeedback(ctx.actor, input))),
  markFeedbackAnswered: authedProcedure
    .input(inputOf(MarkFeedbackAnsweredInput))
    .output(FeedbackMessageOutput)
    .mutation(({ ctx, input }) => unwrap(ctx.services.content.markFeedbackAnswered(ctx.actor, input))),
});
