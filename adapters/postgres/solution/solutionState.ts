import type pg from 'pg';
import type { SolutionContent } from '../../../domain/solution/solution.content';
import { initialState, type Solution } from '../../../domain/solution/solution.state';
import type { SolutionStatus } from '../../../domain/solution/solution.status';

type SolutionRowState = {
  status: SolutionStatus;
  agency_id: string;
  content: SolutionContent;
  rejection: Solution['rejection'];
  published_at: Date | null;
  updated_at: Date;
  verified_at: Date | null;
  changed_since_verification: boolean;
};

/**
 * The solution as the lists' row holds it, for an event to be folded onto with the domain's `evolve` (the projection
 * takes what the domain decides, never a copy of its rules).
 */
export const solutionOfRow = async (client: pg.ClientBase, id: string): Promise<Solution> => {
  const { rows } = await client.query<SolutionRowState>(
    'select status, agency_id, content, rejection, published_at, updated_at, verified_at, changed_since_verification from solutions where id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) return initialState();
  return {
    status: row.status,
    solutionId: id,
    agencyId: row.agency_id,
    content: row.content,
    rejection: row.rejection,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    verification: { verifiedAt: row.verified_at, changedSinceVerification: row.changed_since_verification },
  };
};
