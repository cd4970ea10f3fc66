import { Container } from '@mantine/core';
import { ComingSoon } from '../kit/ComingSoon';
import { PageHeader } from '../kit/PageHeader';

type ComingSoonPageProps = {
  readonly title: string;
  /** Public pages sit in a centred container; area pages already have one. */
  readonly inArea?: boolean;
  readonly backTo?: string;
};

/** A route whose screen a later piece of work fills: it exists, says what it is, and says it is not ready. */
export const ComingSoonPage = ({ title, inArea = false, backTo }: ComingSoonPageProps) => {
  const body = (
    <>
      <PageHeader title={title} {...(backTo ? { backTo } : {})} />
      <ComingSoon what={title} />
    </>
  );
  return inArea ? body : <Container size="xl" py="xl">{body}</Container>;
};
