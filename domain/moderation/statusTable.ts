/**
 * A moderated lifecycle's status machine as data: status x action -> next status.
 * Anything not in the table is refused by the decider with a coded error; tests walk every cell.
 */
export type StatusTable<Status extends string, Action extends string> = {
  readonly [S in Status]: Partial<Record<Action, Status>>;
};

/** Who acts on a moderated item: its own agency, or a platform manager holding the area's moderate scope. */
export const sides = ['agency', 'manager'] as const;
export type Side = (typeof sides)[number];

/** The actions each side may take, in the order the screens offer them. */
export type SideActions<Action extends string> = { readonly [S in Side]: readonly Action[] };

export const nextStatusIn = <Status extends string, Action extends string>(
  table: StatusTable<Status, Action>,
  status: Status,
  action: Action,
): Status | null => table[status][action] ?? null;

/** What a side may do to an item in a status: the table's row, limited to that side's actions (the buttons the caller gets). */
export const allowedActionsIn = <Status extends string, Action extends string>(
  table: StatusTable<Status, Action>,
  actionsOf: SideActions<Action>,
  status: Status,
  side: Side,
): Action[] => actionsOf[side].filter((action) => table[status][action] !== undefined);

/** A manager's one submit button: it publishes an item waiting in moderation, and saves any other in place. */
export const managerSubmitAction = (status: string): 'publish' | 'managerSave' =>
  status === 'moderation' ? 'publish' : 'managerSave';
