import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { isCallAction, solutionActionsFor, solutionActionTexts, solutionLinkOf } from './solutionActions';
import type { Viewer } from './solutionLabels';
import type { SolutionActionRunner, SolutionTarget } from './useSolutionActions';

/** The solution page's buttons: what this viewer may do with a solution in this status. */
export const SolutionActionBar = ({ viewer, solution, runner }: { readonly viewer: Viewer; readonly solution: SolutionTarget; readonly runner: SolutionActionRunner }) => {
  const busy = runner.running !== null;
  return (
    <>
      {solutionActionsFor(viewer, solution.status).map((action) => {
        const text = solutionActionTexts[action];
        const primary = action === 'publish' || (action === 'edit' && viewer === 'agency');
        if (!isCallAction(action)) {
          return (
            <Button key={action} component={Link} to={solutionLinkOf(viewer, action, solution.id)} variant={primary ? 'filled' : 'outline'} color={text.colour}>
              {text.label}
            </Button>
          );
        }
        return (
          <Button
            key={action}
            variant={primary ? 'filled' : 'outline'}
            color={text.colour}
            loading={runner.running?.action === action}
            disabled={busy && runner.running?.action !== action}
            onClick={() => runner.request(action, solution)}
          >
            {text.label}
          </Button>
        );
      })}
    </>
  );
};
