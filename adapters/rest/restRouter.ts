import type { AppServices } from '../services';
import type { RestRoutes } from './restRoute';
import { companyRoutes } from './routes/company.routes';
import { specialistRoutes } from './routes/specialist.routes';
import { catalogRoutes } from './routes/catalog.routes';
import { solutionRoutes } from './routes/solution.routes';
import { cartRoutes } from './routes/cart.routes';
import { shortlistRoutes } from './routes/shortlist.routes';
import { interviewRoutes } from './routes/interview.routes';
import { filesRoutes } from './routes/files.routes';
import { identityRoutes } from './routes/identity.routes';
import { ssoRoutes } from './routes/sso.routes';
import { referenceRoutes } from './routes/reference.routes';
import { captchaRoutes } from './routes/captcha.routes';
import { teamRoutes } from './routes/team.routes';
import { companyAdminRoutes } from './routes/companyAdmin.routes';
import { contentRoutes } from './routes/content.routes';
import { clientRequestRoutes } from './routes/clientRequest.routes';
import { contractRoutes } from './routes/contract.routes';
import { actRoutes } from './routes/act.routes';
import { dashboardRoutes } from './routes/dashboard.routes';
import { notificationRoutes } from './routes/notification.routes';
import { conversationRoutes } from './routes/conversation.routes';
import { integrationRoutes } from './routes/integration.routes';
import { reviewRoutes } from './routes/review.routes';
import { savedSearchRoutes } from './routes/savedSearch.routes';

/** Every area's REST paths of the seeds, on one router; `appUrl` is the public address links in documents point at. */
export const mountRestRoutes = (
  routes: RestRoutes,
  services: AppServices,
  links: { readonly appUrl: string; readonly docusignHmacSecret?: string | null },
): void => {
  identityRoutes(routes, services);
  ssoRoutes(routes, services.sso);
  captchaRoutes(routes, services);
  referenceRoutes(routes, services);
  companyRoutes(routes, services);
  companyAdminRoutes(routes, services);
  specialistRoutes(routes, services);
  catalogRoutes(routes, services, links);
  solutionRoutes(routes, services);
  cartRoutes(routes, services);
  shortlistRoutes(routes, services);
  teamRoutes(routes, services);
  interviewRoutes(routes, services);
  filesRoutes(routes, services);
  contentRoutes(routes, services);
  clientRequestRoutes(routes, services);
  contractRoutes(routes, services, { docusignHmacSecret: links.docusignHmacSecret ?? null });
  actRoutes(routes, services);
  dashboardRoutes(routes, services);
  notificationRoutes(routes, services);
  conversationRoutes(routes, services);
  integrationRoutes(routes, services);
  reviewRoutes(routes, services);
  savedSearchRoutes(routes, services);
};
