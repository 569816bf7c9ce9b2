// The state of a list screen (page, page size, sort, filters) kept in the URL: Back and reload
// return to the same rows. Filters replace the history entry (typing makes no entries); page and
// sort changes push one, so Back goes to the previous page.
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import {
  filterChanges,
  nextSort,
  pagingChanges,
  readListState,
  sortChanges,
  type FilterSpec,
  type FilterValues,
  type ListSpec,
  type Paging,
  type Sort,
} from './list-params.ts';

/** What a paged endpoint is sent besides the filters: the page, and the sort when there is one. */
export interface ListQuery<S extends string = string> {
  page: number;
  itemsPerPage: number;
  sort?: S;
  order?: 'asc' | 'desc';
}

export interface ListParams<F extends FilterSpec, S extends string = string> {
  paging: Paging;
  sort: Sort<S> | undefined;
  filters: FilterValues<F>;
  /** `page`, `itemsPerPage` (and `sort`, `order`) for the endpoint's query. */
  query: ListQuery<S>;
  /** Only the sort (`sort`, `order`): for the list's Excel export, which takes no page. */
  sortQuery: Pick<ListQuery<S>, 'sort' | 'order'>;
  setPaging(paging: Paging): void;
  setFilter<K extends keyof F & string>(key: K, value: FilterValues<F>[K]): void;
  setFilters(patch: Partial<FilterValues<F>>): void;
  setSort(sort: Sort<S> | undefined): void;
  /** The props DataTable takes for paging and sorting. */
  table: {
    paging: Paging;
    onPagingChange: (paging: Paging) => void;
    sort: Sort | undefined;
    onSortChange: (column: string) => void;
  };
}

/** e.g. useListParams({ filters: { search: text, departmentId: int }, defaults: { status: 1 } }). */
export function useListParams<F extends FilterSpec = Record<never, never>, S extends string = string>(
  spec: ListSpec<F, S> = {},
): ListParams<F, S> {
  const url = useUrlState();
  // Read every render: a page may compute its defaults from data (the active fiscal year).
  const state = readListState(url.params, spec);
  const paging = { page: state.page, itemsPerPage: state.itemsPerPage };
  const setPaging = (next: Paging) => url.set(pagingChanges(spec, next), true);
  const setSort = (sort: Sort<S> | undefined) => url.set(sortChanges(spec, sort), true);
  const sortQuery: Pick<ListQuery<S>, 'sort' | 'order'> = state.sort === undefined
    ? {}
    : { sort: state.sort.column, order: state.sort.direction };
  const query: ListQuery<S> = { ...paging, ...sortQuery };
  return {
    paging,
    sort: state.sort,
    filters: state.filters,
    query,
    sortQuery,
    setPaging,
    setFilter: (key, value) => url.set(filterChanges(spec, { [key]: value } as Partial<FilterValues<F>>)),
    setFilters: (patch) => url.set(filterChanges(spec, patch)),
    setSort,
    table: {
      paging,
      onPagingChange: setPaging,
      sort: state.sort,
      onSortChange: (column) => {
        // The table only offers the columns marked sortable; ignore anything else.
        const known = spec.sortable?.find((c) => c === column);
        if (known !== undefined) setSort(nextSort(state.sort, known));
      },
    },
  };
}
