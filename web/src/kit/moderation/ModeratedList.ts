import type { UseQueryResult } from '@tanstack/react-query';
import type { Side } from '../../../../domain/moderation/statusTable';
import type { ListPage } from '../list/ListBody';
import type { ListControls, SetSort, Sort } from '../list/listState';
import type { ItemActionRunner } from './useItemActions';

/** What an area's list of moderated items takes: who looks, the page of rows, the list's state, the rows' actions. */
export type ModeratedListProps<Row, SortField extends string, Action extends string, Item> = {
  readonly viewer: Side;
  readonly query: UseQueryResult<ListPage<Row>, unknown>;
  readonly list: ListControls & {
    readonly state: { readonly sort: Sort<SortField>; readonly tab: string | null };
    readonly setSort: SetSort<SortField>;
  };
  readonly actions: ItemActionRunner<Action, Item>;
  /** Managers narrow the list to an agency from its name in a row. */
  readonly onAgencyFilter?: (agencyId: string) => void;
};

/** Which list this is: the agency's own, or a manager's current or archive list (their words differ). */
export const listAudienceOf = (viewer: Side, tab: string | null): 'agency' | 'current' | 'archive' =>
  viewer === 'agency' ? 'agency' : tab === 'archive' ? 'archive' : 'current';
