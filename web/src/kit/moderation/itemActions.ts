import type { ValidationErrors } from 'final-form';

/**
 * What can be done with a moderated item (a card, a solution), as its area words it. Which actions a user is
 * offered comes from the server (`allowedActions`, computed from the area's status table); the area says how
 * each one reads, whether it asks first and what it says when done; one function of the area makes the calls.
 */

/** An action that opens another page (edit, reject with reasons). */
export type LinkAction<Item> = {
  readonly label: string;
  readonly colour?: string;
  readonly to: (item: Item) => string;
};

/** The question before an action that is hard to undo; the message names the item. */
export type Confirmation = {
  readonly title: string;
  readonly message: (name: string) => string;
  readonly button: string;
};

/** The question before an action that needs a reason (blocking), with the rules of the reason. */
export type ReasonQuestion = Confirmation & {
  readonly label: string;
  readonly maxLength: number;
  readonly validate: (values: { reason: string }) => ValidationErrors;
};

/** An action that changes the item through a call (the area's `call` makes it). */
export type CallAction<Item> = {
  readonly label: string;
  readonly colour?: string;
  readonly confirm?: Confirmation;
  readonly reason?: ReasonQuestion;
  /** The notification when it worked. */
  readonly success: (item: Item) => string;
};

export type ItemAction<Item> = LinkAction<Item> | CallAction<Item>;

export type ItemActions<Action extends string, Item> = { readonly [A in Action]: ItemAction<Item> };

export const isLinkAction = <Item>(action: ItemAction<Item>): action is LinkAction<Item> => 'to' in action;

/** What every moderated item's actions need: its id, the version the user saw, its status, and what the server allows now. */
export type ModeratedItem<Status extends string, Action extends string> = {
  readonly id: string;
  readonly version: number;
  readonly status: Status;
  readonly allowedActions: readonly Action[];
};
