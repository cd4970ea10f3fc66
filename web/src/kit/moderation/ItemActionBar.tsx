import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { isLinkAction } from './itemActions';
import type { ItemActionRunner } from './useItemActions';

type ItemActionBarProps<Action extends string, Item> = {
  readonly item: Item;
  /** The actions offered to this user for this item, in the order to show them. */
  readonly offered: readonly Action[];
  readonly runner: ItemActionRunner<Action, Item>;
  /** The one filled button (Publish for a manager, Edit for the agency). */
  readonly primary?: Action;
};

/** An item page's buttons: what this user may do with it now, and nothing else. */
export const ItemActionBar = <Action extends string, Item>({
  item,
  offered,
  runner,
  primary,
}: ItemActionBarProps<Action, Item>) => {
  const busy = runner.running !== null;
  return (
    <>
      {offered.map((key) => {
        const action = runner.actions[key];
        const variant = key === primary ? 'filled' : 'outline';
        if (isLinkAction(action)) {
          return (
            <Button key={key} component={Link} to={action.to(item)} variant={variant} color={action.colour}>
              {action.label}
            </Button>
          );
        }
        const running = runner.running?.action === key;
        return (
          <Button
            key={key}
            variant={variant}
            color={action.colour}
            loading={running}
            disabled={busy && !running}
            onClick={() => runner.request(key, item)}
          >
            {action.label}
          </Button>
        );
      })}
    </>
  );
};
