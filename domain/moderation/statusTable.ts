/**
 * A moderated lifecycle's status machine as data: status x action -> next status.
 * Anything not in the table is refused by the decider with a coded error; tests walk every cell.
 */
export type StatusTable<Status extends string, Action extends string> = { readonly [S in Status]: Partial<Record<Action, Status>> };

export const nextStatusIn = <Status extends string, Action extends string>(table: StatusTable<Status, Action>, status: Status, action: Action): Status | null =>
  table[status][action] ?? null;

/** The actions a status allows, in the table's order (for buttons and tests). */
export const actionsAllowedIn = <Status extends string, Action extends string>(table: StatusTable<Status, Action>, status: Status): Action[] =>
  Object.keys(table[status]) as Action[];
