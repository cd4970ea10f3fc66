import { acceptTerms, acceptTermsAtRegistration, needsTermsAcceptance } from './commands/acceptTerms';
import { changeArticleActive, createArticle, deleteArticle, updateArticle } from './commands/saveArticle';
import { saveInfoPage } from './commands/saveInfoPage';
import { createTermsVersion, updateTermsVersion } from './commands/saveTermsVersion';
import { markFeedbackAnswered } from './commands/markFeedbackAnswered';
import { sendFeedback } from './commands/sendFeedback';
import {
  uploadArticleImage,
  uploadArticleImageByUrl,
  uploadArticleVideo,
  uploadArticleVideoByUrl,
} from './commands/uploadContentMedia';
import type { ContentDeps } from './contentPorts';
import { asBlogManager } from './policies';
import type { Actor } from '../shared/actor';
import { exportTermsAcceptances } from './queries/exportTermsAcceptances';
import { getInfoPage, getInfoPageForEdit, listInfoPages } from './queries/infoPages';
import { listFeedback } from './queries/listFeedback';
import { articleFilters, articleTags, getArticle, listArticles } from './queries/listArticles';
import { getPublicArticle, listPublicArticles } from './queries/publicArticles';
import { getActiveTerms, getTermsInfo } from './queries/getTermsInfo';
import { getTermsVersion, listTermsVersions } from './queries/listTermsVersions';

/** The use cases of content (terms and conditions, articles, information pages, feedback) bound to their dependencies, for the transports. */
export const contentService = (deps: ContentDeps) => ({
  /** The business clock, for the feeds that list what is visible now. */
  now: () => deps.clock.now(),
  activeTerms: getActiveTerms(deps),
  termsInfo: getTermsInfo(deps),
  acceptTerms: acceptTerms(deps),
  needsTermsAcceptance: needsTermsAcceptance(deps),
  acceptTermsAtRegistration: acceptTermsAtRegistration(deps),
  listTermsVersions: listTermsVersions(deps),
  getTermsVersion: getTermsVersion(deps),
  createTermsVersion: createTermsVersion(deps),
  updateTermsVersion: updateTermsVersion(deps),
  exportTermsAcceptances: exportTermsAcceptances(deps),
  // Articles: managers
  listArticles: listArticles(deps),
  articleFilters: articleFilters(deps),
  articleTags: articleTags(deps),
  getArticle: getArticle(deps),
  createArticle: createArticle(deps),
  updateArticle: updateArticle(deps),
  changeArticleActive: changeArticleActive(deps),
  deleteArticle: deleteArticle(deps),
  /** Who may upload, checked before the transport reads the body. */
  articleImageTarget: (actor: Actor | null) => asBlogManager(actor),
  uploadArticleImage: uploadArticleImage(deps),
  uploadArticleImageByUrl: uploadArticleImageByUrl(deps),
  uploadArticleVideo: uploadArticleVideo(deps),
  uploadArticleVideoByUrl: uploadArticleVideoByUrl(deps),
  // Articles: the public blog
  listPublicArticles: listPublicArticles(deps),
  getPublicArticle: getPublicArticle(deps),
  // Information pages and feedback
  getInfoPage: getInfoPage(deps),
  listInfoPages: listInfoPages(deps),
  getInfoPageForEdit: getInfoPageForEdit(deps),
  saveInfoPage: saveInfoPage(deps),
  sendFeedback: sendFeedback(deps),
  // Feedback messages in the back office
  listFeedback: listFeedback(deps),
  markFeedbackAnswered: markFeedbackAnswered(deps),
});
export type ContentService = ReturnType<typeof contentService>;
