import { ErrorPageBody, type ErrorPageLink } from './ErrorPageBody';

type ServerErrorPageProps = {
  readonly status?: number;
  readonly title?: string;
  readonly description?: string;
  readonly link?: ErrorPageLink | null;
};

/** 403 and every 5xx or unexpected failure. */
export const ServerErrorPage = ({
  status = 500,
  title = 'Something went wrong',
  description = 'We could not show this page. Try again in a moment; if it keeps happening, contact us.',
  link = { to: '/', label: 'Go to the home page' },
}: ServerErrorPageProps) => <ErrorPageBody code={String(status)} title={title} description={description} link={link} />;
