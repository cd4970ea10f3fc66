import { ActionIcon, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { isLinkAction } from './itemActions';
import type { ItemActionRunner } from './useItemActions';

type RowActionsMenuProps<Action extends string, Item extends { readonly id: string }> = {
  readonly item: Item;
  /** The item's name, for the menu button ("Actions for Anna Schmidt"). */
  readonly name: string;
  /** The item's page, always the first entry. */
  readonly viewTo: string;
  readonly offered: readonly Action[];
  readonly runner: ItemActionRunner<Action, Item>;
};

/** A list row's actions behind one button: View, then what this user may do with the item now. */
export const RowActionsMenu = <Action extends string, Item extends { readonly id: string }>({
  item,
  name,
  viewTo,
  offered,
  runner,
}: RowActionsMenuProps<Action, Item>) => (
  <Menu position="bottom-end" withinPortal shadow="md">
    <Menu.Target>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Actions for ${name}`}
        loading={runner.running?.item.id === item.id}
        size="lg"
      >
        <span aria-hidden="true" style={{ fontSize: 20, lineHeight: 1 }}>
          ⋯
        </span>
      </ActionIcon>
    </Menu.Target>
    <Menu.Dropdown>
      <Menu.Item component={Link} to={viewTo}>
        View
      </Menu.Item>
      {offered.map((key) => {
        const action = runner.actions[key];
        const colour = action.colour === 'red' ? 'red' : undefined;
        return isLinkAction(action) ? (
          <Menu.Item key={key} component={Link} to={action.to(item)} color={colour}>
            {action.label}
          </Menu.Item>
        ) : (
          <Menu.Item key={key} color={colour} onClick={() => runner.request(key, item)}>
            {action.label}
          </Menu.Item>
        );
      })}
    </Menu.Dropdown>
  </Menu>
);
