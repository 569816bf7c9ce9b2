// State kept in the URL query, so a screen can be bookmarked, shared, reloaded and gone Back to.
// Lists use useListParams (built on this); other screen state (the chosen month, a tab, a running
// job) uses this directly.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type UrlValues = Record<string, string | number | null | undefined>;

export interface UrlState {
  /** This render's query. */
  readonly params: URLSearchParams;
  get(key: string): string | null;
  /** A number, or undefined when absent, empty or not a number. */
  num(key: string): number | undefined;
  /**
   * Sets several keys at once; null, undefined and '' remove a key. Replaces the history entry
   * (typing, filters) unless `push` (page changes, opening a record), which Back then undoes.
   */
  set(values: UrlValues, push?: boolean): void;
  /** This screen's address with `values` changed (null removes a key): a link to another state. */
  href(values: UrlValues): string;
}

function withValues(base: URLSearchParams, values: UrlValues): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const [k, v] of Object.entries(values)) {
    if (v === null || v === undefined || v === '') next.delete(k);
    else next.set(k, String(v));
  }
  return next;
}

export function useUrlState(): UrlState {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (values: UrlValues, push = false) =>
      setParams(
        () => {
          // From the address bar, not this render's copy: a call after an await must not put
          // back values changed meanwhile.
          return withValues(new URLSearchParams(window.location.search), values);
        },
        { replace: !push },
      ),
    [setParams],
  );
  return useMemo(
    () => ({
      params,
      get: (key) => params.get(key),
      num: (key) => {
        const v = params.get(key);
        if (v === null || v.trim() === '') return undefined;
        const n = Number(v);
        return Number.isFinite(n) ? n : undefined;
      },
      set,
      href: (values) => `${window.location.pathname}?${withValues(params, values).toString()}`,
    }),
    [params, set],
  );
}
