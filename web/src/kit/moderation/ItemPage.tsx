import type { ReactNode } from 'react';
import { PageHeader } from '../PageHeader';
import { PageQuery, type PageData } from '../PageQuery';
import { WithAside } from '../WithAside';
import { ItemActionBar } from './ItemActionBar';
import type { ItemActionRunner } from './useItemActions';

type ItemPageProps<Item extends Target, Target, Action extends string> = {
  readonly query: PageData<Item>;
  readonly loading: { readonly label: string; readonly rows?: number };
  /** The list the item belongs to. */
  readonly back: { readonly to: string; readonly label: string };
  /** The header's title and tag, while the item loads (undefined) and once it is there. */
  readonly heading: (item: NoInfer<Item> | undefined) => { readonly title: string; readonly tag: ReactNode };
  /** The item's actions (they see the item as their target). */
  readonly runner: ItemActionRunner<Action, Target>;
  /** The buttons offered now (none over a past version), and the one filled. */
  readonly offered: (item: NoInfer<Item>) => readonly Action[];
  readonly primary?: Action;
  /** Beside the item (a manager's history); stacked under it on narrow screens. */
  readonly aside?: ((item: NoInfer<Item>) => ReactNode) | undefined;
  readonly children: (item: NoInfer<Item>) => ReactNode;
};

/** A moderated item's page: its header with status and buttons, the item, the aside, and the buttons' dialogs. */
export const ItemPage = <Item extends Target, Target, Action extends string>({
  query,
  loading,
  back,
  heading,
  runner,
  offered,
  primary,
  aside,
  children,
}: ItemPageProps<Item, Target, Action>) => (
  <PageQuery
    query={query}
    loading={loading}
    header={(item) => (
      <PageHeader
        {...heading(item)}
        backTo={back.to}
        backLabel={back.label}
        actions={
          item ? (
            <ItemActionBar item={item} offered={offered(item)} runner={runner} {...(primary ? { primary } : {})} />
          ) : null
        }
      />
    )}
  >
    {(item) => (
      <>
        <WithAside aside={aside?.(item)}>{children(item)}</WithAside>
        {runner.dialogs}
      </>
    )}
  </PageQuery>
);
