/**
 * Buttons from the actions the server allows (`allowedActions`, the area's status table for the user's side):
 * each button stands for the table actions it takes and shows when any of them is allowed, in the order given.
 */
export type ButtonTable<Button extends string, Action extends string> = { readonly [B in Button]: readonly Action[] };

export const offeredButtons = <Button extends string, Action extends string>(
  buttons: ButtonTable<Button, Action>,
  allowed: readonly Action[],
): Button[] =>
  (Object.keys(buttons) as Button[]).filter((button) => buttons[button].some((action) => allowed.includes(action)));

/**
 * Every table action the web lets the user take on an item: its page's buttons and, through the page's edit
 * button, its editor's. A test holds this equal to the table's row, so a button is never missing or extra.
 */
export const reachableActions = <PageButton extends string, EditorButton extends string, Action extends string>(
  page: ButtonTable<PageButton, Action>,
  editButton: PageButton,
  editor: ButtonTable<EditorButton, Action>,
  allowed: readonly Action[],
): Action[] => {
  const onPage = offeredButtons(page, allowed);
  const inEditor = onPage.includes(editButton) ? offeredButtons(editor, allowed) : [];
  const reachable = new Set<Action>([
    ...onPage.filter((button) => button !== editButton).flatMap((button) => page[button]),
    ...inEditor.flatMap((button) => editor[button]),
  ]);
  return allowed.filter((action) => reachable.has(action));
};

/**
 * An area's buttons in one place: those of an item's page (in their order, most standing for the table action
 * of the same name), which of them opens the editor, and the editor's footer.
 */
export const moderatedButtons = <Action extends string, PageButton extends string, EditorButton extends string>(
  page: ButtonTable<PageButton, Action>,
  editButton: PageButton,
  editor: ButtonTable<EditorButton, Action>,
) => ({
  page,
  editor,
  /** The page's buttons for what the server allows this user now. */
  onPage: (allowed: readonly Action[]): PageButton[] => offeredButtons(page, allowed),
  /** The editor's buttons for what the server allows this user now. */
  inEditor: (allowed: readonly Action[]): EditorButton[] => offeredButtons(editor, allowed),
  /** What the web lets the user do, as table actions (held equal to the table by a test). */
  reachable: (allowed: readonly Action[]): Action[] => reachableActions(page, editButton, editor, allowed),
});

/** A button for each table action of the same name, in the order given. */
export const sameNamed = <Action extends string>(actions: readonly Action[]): ButtonTable<Action, Action> =>
  Object.fromEntries(actions.map((action) => [action, [action]])) as unknown as ButtonTable<Action, Action>;
