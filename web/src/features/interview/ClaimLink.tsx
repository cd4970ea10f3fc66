import { Button, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { isOnProject } from '../../../../domain/interview/interview.status';
import type { CandidateRow } from './candidateLabels';

/** Where a client files a claim about one specialist: the page's claim form with them chosen. */
export const claimPathOf = (candidateId: string): string =>
  `/pa/specialists-on-projects/list?claimAbout=${encodeURIComponent(candidateId)}#file-a-claim`;

/**
 * 'File a claim' on a client's candidate row, for a specialist on the client's project (the same rule the server
 * applies to a claim); nothing for the others.
 */
export const ClaimLink = ({ row }: { readonly row: CandidateRow }) =>
  isOnProject(row.status) ? (
    <Button component={Link} to={claimPathOf(row.id)} size="xs" variant="subtle" color="red">
      File a claim
      <VisuallyHidden> about {row.specialistName}</VisuallyHidden>
    </Button>
  ) : null;
