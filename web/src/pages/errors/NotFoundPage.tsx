import { ErrorPageBody, type ErrorPageLink } from './ErrorPageBody';

type NotFoundPageProps = { readonly description?: string; readonly link?: ErrorPageLink | null };

/** Any 4xx but 403, and unknown routes. */
export const NotFoundPage = ({
  description = 'The page you are looking for does not exist, was moved or is no longer available.',
  link = { to: '/', label: 'Go to the home page' },
}: NotFoundPageProps) => (
  <ErrorPageBody code="404" title="This page could not be found" description={description} link={link} />
);
