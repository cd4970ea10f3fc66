import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { actionsFor, actionTexts, isCallAction, linkOf, type Viewer } from './cardActions';
import type { ActionTarget, CardActionRunner } from './useCardActions';

type CardActionBarProps = {
  readonly viewer: Viewer;
  readonly card: ActionTarget;
  readonly runner: CardActionRunner;
};

/** The card page's buttons: what this viewer may do with a card in this status, and nothing else. */
export const CardActionBar = ({ viewer, card, runner }: CardActionBarProps) => {
  const actions = actionsFor(viewer, card.status);
  const busy = runner.running !== null;
  return (
    <>
      {actions.map((action) => {
        const text = actionTexts[action];
        // One filled button: Publish for a manager, Edit for the agency.
        const primary = action === 'publish' || (action === 'edit' && viewer === 'agency');
        if (!isCallAction(action)) {
          return (
            <Button key={action} component={Link} to={linkOf(viewer, action, card.id)} variant={primary ? 'filled' : 'outline'} color={text.colour}>
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
            onClick={() => runner.request(action, card)}
          >
            {text.label}
          </Button>
        );
      })}
    </>
  );
};
