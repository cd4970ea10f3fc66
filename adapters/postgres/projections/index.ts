import { projections } from '@event-driven-io/emmett';
import type { InlineProjections } from '../eventStore';
import { specialistCardsProjection } from './specialistCards';
import { catalogCardsProjection } from './catalogCards';
import { candidatesProjection } from './candidates';
import { specialistBookingsProjection } from './specialistBookings';
import { solutionsProjection } from './solutions';
import { termsAcceptancesProjection } from './termsAcceptances';
import { clientRequestsProjection } from './clientRequests';
import { requestResponsesProjection } from './requestResponses';
import { contractsProjection } from './contracts';
import { actsProjection } from './acts';
import { conversationsProjection } from './conversations';
import { reviewsProjection } from './reviews';

/** Read models updated in the same transaction as each append; areas add theirs here. */
export const inlineProjections: InlineProjections = projections.inline([
  specialistCardsProjection,
  catalogCardsProjection,
  candidatesProjection,
  specialistBookingsProjection,
  solutionsProjection,
  termsAcceptancesProjection,
  clientRequestsProjection,
  requestResponsesProjection,
  contractsProjection,
  actsProjection,
  conversationsProjection,
  reviewsProjection,
]);
