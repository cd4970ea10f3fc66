import { ManagerReviews } from '../../features/review/ManagerReviews';
import { PageHeader } from '../../kit/PageHeader';

/** /manager/reviews/list: every review, hidden ones with their reason; 'Hide' with a reason. */
export const ManagerReviewsPage = () => (
  <>
    <PageHeader title="Reviews" />
    <ManagerReviews />
  </>
);
