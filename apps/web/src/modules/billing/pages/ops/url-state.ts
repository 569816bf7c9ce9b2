// Filters kept in the URL query, so a report or a consumer can be bookmarked, shared and reloaded.
import { useSearchParams } from 'react-router';

export type UrlState = {
  get(key: string): string | null;
  num(key: string): number | undefined;
  /** Sets (or with null/undefined/'' removes) several keys at once, replacing the history entry. */
  set(values: Record<string, string | number | null | undefined>, push?: boolean): void;
};

export function useUrlState(): UrlState {
  const [params, setParams] = useSearchParams();
  return {
    get: (key) => params.get(key),
    num: (key) => {
      const v = params.get(key);
      if (v === null || v.trim() === '') return undefined;
      const n = Number(v);
      return Number.isFinite(n) ? n : undefined;
    },
    set: (values, push = false) =>
      setParams(
        () => {
          // From the address bar, not this render's copy: a call after an await must not put
          // back values changed meanwhile.
          const next = new URLSearchParams(window.location.search);
          for (const [k, v] of Object.entries(values)) {
            if (v === null || v === undefined || v === '') next.delete(k);
            else next.set(k, String(v));
          }
          return next;
        },
        { replace: !push },
      ),
  };
}
