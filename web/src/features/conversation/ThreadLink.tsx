import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { SubjectType } from './conversationWords';

/** The subject's conversation in the personal area, started by the first message written there. */
export const ThreadLink = ({
  subjectType,
  subjectId,
  label = 'Messages',
}: {
  readonly subjectType: SubjectType;
  readonly subjectId: string;
  readonly label?: string;
}) => (
  <Anchor component={Link} size="sm" to={`/pa/conversations?${new URLSearchParams({ subjectType, subjectId })}`}>
    {label}
  </Anchor>
);
