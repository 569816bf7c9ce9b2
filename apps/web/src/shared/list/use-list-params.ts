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
export interface ListQuery {
  page: number;
  itemsPerPage: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

export interface ListParams<F extends FilterSpec> {
  paging: Paging;
  sort: Sort | undefined;
  filters: FilterValues<F>;
  /** `page`, `itemsPerPage` (and `sort`, `order`) for the endpoint's query. */
  query: ListQuery;
  setPaging(paging: Paging): void;
  setFilter<K extends keyof F & string>(key: K, value: FilterValues<F>[K]): void;
  setFilters(patch: Partial<FilterValues<F>>): void;
  setSort(sort: Sort | undefined): void;
  /** The props DataTable takes for paging and sorting. */
  table: {
    paging: Paging;
    onPagingChange: (paging: Paging) => void;
    sort: Sort | undefined;
    onSortChange: (column: string) => void;
  };
}

/** e.g. useListParams({ filters: { search: text, departmentId: int }, defaults: { status: 1 } }). */
export function useListParams<F extends FilterSpec = Record<never, never>>(spec: ListSpec<F> = {}): ListParams<F> {
  const url = useUrlState();
  // Read every render: a page may compute its defaults from data (the active fiscal year).
  const state = readListState(url.params, spec);
  const paging = { page: state.page, itemsPerPage: state.itemsPerPage };
  const setPaging = (next: Paging) => url.set(pagingChanges(spec, next), true);
  const setSort = (sort: Sort | undefined) => url.set(sortChanges(spec, sort), true);
  const query: ListQuery = {
    ...paging,
    ...(state.sort === undefined ? {} : { sort: state.sort.column, order: state.sort.direction }),
  };
  return {
    paging,
    sort: state.sort,
    filters: state.filters,
    query,
    setPaging,
    setFilter: (key, value) => url.set(filterChanges(spec, { [key]: value } as Partial<FilterValues<F>>)),
    setFilters: (patch) => url.set(filterChanges(spec, patch)),
    setSort,
    table: {
      paging,
      onPagingChange: setPaging,
      sort: state.sort,
      onSortChange: (column) => setSort(nextSort(state.sort, column)),
    },
  };
}
