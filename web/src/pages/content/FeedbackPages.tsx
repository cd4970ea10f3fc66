import { FeedbackMessages } from '../../features/content/FeedbackMessages';

/** /manager/feedback/list: the feedback form's messages for staff who answer the senders (`company:manage`). */
export const FeedbackMessagesPage = () => <FeedbackMessages />;
