import { companyRouter } from './routers/company.router';
import { companyAdminRouter } from './routers/companyAdmin.router';
import { specialistRouter } from './routers/specialist.router';
import { solutionRouter } from './routers/solution.router';
import { cartRouter } from './routers/cart.router';
import { shortlistRouter } from './routers/shortlist.router';
import { catalogRouter } from './routers/catalog.router';
import { interviewRouter } from './routers/interview.router';
import { filesRouter } from './routers/files.router';
import { identityRouter } from './routers/identity.router';
import { ssoRouter } from './routers/sso.router';
import { referenceRouter } from './routers/reference.router';
import { captchaRouter } from './routers/captcha.router';
import { teamRouter } from './routers/team.router';
import { contentRouter } from './routers/content.router';
import { clientRequestRouter } from './routers/clientRequest.router';
import { contractRouter } from './routers/contract.router';
import { actRouter } from './routers/act.router';
import { dashboardRouter } from './routers/dashboard.router';
import { notificationRouter } from './routers/notification.router';
import { conversationRouter } from './routers/conversation.router';
import { integrationRouter } from './routers/integration.router';
import { reviewRouter } from './routers/review.router';
import { savedSearchRouter } from './routers/savedSearch.router';
import { router } from './trpc';

export const appRouter = router({
  identity: identityRouter,
  sso: ssoRouter,
  reference: referenceRouter,
  company: companyRouter,
  companyAdmin: companyAdminRouter,
  specialist: specialistRouter,
  solution: solutionRouter,
  cart: cartRouter,
  shortlist: shortlistRouter,
  catalog: catalogRouter,
  interview: interviewRouter,
  files: filesRouter,
  captcha: captchaRouter,
  team: teamRouter,
  content: contentRouter,
  clientRequest: clientRequestRouter,
  contract: contractRouter,
  act: actRouter,
  dashboard: dashboardRouter,
  notification: notificationRouter,
  conversation: conversationRouter,
  integration: integrationRouter,
  review: reviewRouter,
  savedSearch: savedSearchRouter,
});
export type AppRouter = typeof appRouter;
