// A list's page, page size, sort and filters as URL query values, and back. Pure functions (the
// hook is use-list-params.ts), so the rules are unit-tested in Node.
import { DEFAULT_ITEMS_PER_PAGE, DEFAULT_PAGE } from '@ilaw/contracts/http';

/** How one filter reads from and writes to the URL; `parse` answers undefined for a bad value. */
export interface ParamType<T> {
  parse(raw: string): T | undefined;
  format(value: T): string;
}

const INTEGER = /^-?\d+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const text: ParamType<string> = {
  parse: (raw) => (raw.trim() === '' ? undefined : raw),
  format: (value) => value,
};

export const int: ParamType<number> = {
  parse: (raw) => (INTEGER.test(raw.trim()) ? Number(raw) : undefined),
  format: (value) => String(value),
};

/** A business date, 'YYYY-MM-DD'. */
export const isoDate: ParamType<string> = {
  parse: (raw) => (ISO_DATE.test(raw) ? raw : undefined),
  format: (value) => value,
};

/** One of a fixed set of words (a status name, a tab). */
export function oneOf<const V extends string>(values: readonly V[]): ParamType<V> {
  return {
    parse: (raw) => values.find((v) => v === raw),
    format: (value) => value,
  };
}

export type FilterSpec = Record<string, ParamType<unknown>>;
export type ValueOf<P> = P extends ParamType<infer T> ? T : never;
/** The filters' values; undefined means "All" (not sent to the server). */
export type FilterValues<F extends FilterSpec> = { [K in keyof F]: ValueOf<F[K]> | undefined };

export type SortDirection = 'asc' | 'desc';
export interface Sort<S extends string = string> {
  column: S;
  direction: SortDirection;
}

export interface ListSpec<F extends FilterSpec, S extends string = string> {
  filters?: F;
  /** Values when the URL names none (e.g. status Active); choosing "All" then writes `all`. */
  defaults?: Partial<{ [K in keyof F]: ValueOf<F[K]> }>;
  /** Columns the endpoint sorts by (its `sort` query); a URL naming another is ignored. */
  sortable?: readonly S[];
  defaultSort?: Sort<S>;
  /** Rows per page when the URL names none (default 15). */
  itemsPerPage?: number;
}

export interface Paging {
  page: number;
  itemsPerPage: number;
}

export interface ListState<F extends FilterSpec, S extends string = string> {
  page: number;
  itemsPerPage: number;
  sort: Sort<S> | undefined;
  filters: FilterValues<F>;
}

/** URL keys of the paging and sort; filters use their own names. */
export const LIST_KEYS = { page: 'page', itemsPerPage: 'rows', sort: 'sort', order: 'order' } as const;
/** The URL value of a filter that has a default and is set to "All". */
export const ALL = 'all';

function positive(raw: string | null): number | undefined {
  if (raw === null || !INTEGER.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

export function readListState<F extends FilterSpec, S extends string = string>(
  params: URLSearchParams,
  spec: ListSpec<F, S>,
): ListState<F, S> {
  const filters: Record<string, unknown> = {};
  for (const [key, type] of Object.entries(spec.filters ?? {})) {
    const raw = params.get(key);
    const fallback = (spec.defaults as Record<string, unknown> | undefined)?.[key];
    if (raw === null) filters[key] = fallback;
    else if (raw === ALL && fallback !== undefined) filters[key] = undefined;
    else filters[key] = type.parse(raw) ?? fallback;
  }
  const requested = params.get(LIST_KEYS.sort);
  const column = spec.sortable?.find((c) => c === requested);
  const sort: Sort<S> | undefined =
    column !== undefined
      ? { column, direction: params.get(LIST_KEYS.order) === 'desc' ? ('desc' as const) : ('asc' as const) }
      : spec.defaultSort;
  return {
    page: positive(params.get(LIST_KEYS.page)) ?? DEFAULT_PAGE,
    itemsPerPage: positive(params.get(LIST_KEYS.itemsPerPage)) ?? spec.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE,
    sort,
    filters: filters as FilterValues<F>,
  };
}

/** URL changes (null removes a key) that set these filters; the page goes back to the first. */
export function filterChanges<F extends FilterSpec>(
  spec: ListSpec<F>,
  patch: Partial<FilterValues<F>>,
): Record<string, string | null> {
  const out: Record<string, string | null> = { [LIST_KEYS.page]: null };
  for (const [key, value] of Object.entries(patch)) {
    const type = spec.filters?.[key];
    if (type === undefined) continue;
    const fallback = (spec.defaults as Record<string, unknown> | undefined)?.[key];
    if (value === undefined || value === null || value === '') out[key] = fallback === undefined ? null : ALL;
    else if (fallback !== undefined && type.format(value) === type.format(fallback)) out[key] = null;
    else out[key] = type.format(value);
  }
  return out;
}

/** URL changes for a page or page size; the defaults leave the URL clean. */
export function pagingChanges<F extends FilterSpec>(
  spec: ListSpec<F>,
  paging: { page: number; itemsPerPage: number },
): Record<string, string | null> {
  const size = spec.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE;
  return {
    [LIST_KEYS.page]: paging.page === DEFAULT_PAGE ? null : String(paging.page),
    [LIST_KEYS.itemsPerPage]: paging.itemsPerPage === size ? null : String(paging.itemsPerPage),
  };
}

/** URL changes for a sort (undefined: the default order); the page goes back to the first. */
export function sortChanges<F extends FilterSpec, S extends string>(
  spec: ListSpec<F, S>,
  sort: Sort | undefined,
): Record<string, string | null> {
  const same =
    sort === undefined ||
    (spec.defaultSort !== undefined &&
      sort.column === spec.defaultSort.column &&
      sort.direction === spec.defaultSort.direction);
  return {
    [LIST_KEYS.page]: null,
    [LIST_KEYS.sort]: same ? null : sort.column,
    [LIST_KEYS.order]: same || sort.direction === 'asc' ? null : 'desc',
  };
}

/** The sort a click on a column header asks for: ascending first, then the other way. */
export function nextSort<S extends string>(current: Sort<S> | undefined, column: S): Sort<S> {
  return current?.column === column && current.direction === 'asc'
    ? { column, direction: 'desc' }
    : { column, direction: 'asc' };
}

/** Whether a from-to date filter is usable: either end open, or the end not before the start. */
export function dateRangeInOrder(from: string | undefined, to: string | undefined): boolean {
  return from === undefined || to === undefined || to >= from;
}
