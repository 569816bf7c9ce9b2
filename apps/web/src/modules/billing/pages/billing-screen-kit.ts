// Small pieces the billing transaction screens share: SPEC.md enumerations as options, filters kept
// in the URL query (a clerk can bookmark "route 12, January"), and role checks for optional actions.
import {
  ACCOUNT_STATUS,
  BRANCH_CODE,
  CONSUMER_CLASS,
  METER_READING_REMARK,
  METER_SHAPE,
} from '@ilaw/contracts/billing/enums';
import { DEFAULT_ITEMS_PER_PAGE, DEFAULT_PAGE, type EndpointDef } from '@ilaw/contracts/http';
import type { Role } from '@ilaw/contracts/roles';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '#web/shared/auth/session.ts';
import type { Paging } from '#web/shared/ui/DataTable.tsx';
import type { UrlState } from './ops/url-state.ts';

export const REMARK_OPTIONS = Object.values(METER_READING_REMARK);
export const CLASS_OPTIONS = Object.values(CONSUMER_CLASS);
export const ACCOUNT_STATUS_OPTIONS = Object.values(ACCOUNT_STATUS);
export const METER_SHAPE_OPTIONS = Object.values(METER_SHAPE);
export const BRANCH_OPTIONS = Object.values(BRANCH_CODE);

export function remarkLabel(value: number | null): string {
  return REMARK_OPTIONS.find((r) => r.value === value)?.label ?? '';
}
export function accountStatusLabel(value: number): string {
  return ACCOUNT_STATUS_OPTIONS.find((s) => s.value === value)?.label ?? String(value);
}
export function branchLabel(code: number): string {
  return BRANCH_OPTIONS.find((b) => b.value === code)?.label ?? String(code);
}
/** Account numbers start with the 2-digit branch code (docs/decisions/041). */
export function branchPrefix(code: number): string {
  return `${String(code).padStart(2, '0')}-`;
}

/** A text filter kept in the URL query; setting '' removes it. Other parameters stay. */
export function useUrlParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const set = useCallback(
    (next: string) =>
      setParams(
        (p) => {
          const copy = new URLSearchParams(p);
          if (next === '') copy.delete(name);
          else copy.set(name, next);
          return copy;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [value, set];
}

/** A numeric URL filter: undefined when absent or not a number. */
export function useUrlNumber(name: string): [number | undefined, (value: number | undefined) => void] {
  const [text, setText] = useUrlParam(name);
  const n = text === '' ? undefined : Number(text);
  const set = useCallback((v: number | undefined) => setText(v === undefined ? '' : String(v)), [setText]);
  return [n === undefined || Number.isNaN(n) ? undefined : n, set];
}

/**
 * Server paging kept in the URL (`page`, `rows`; absent at the defaults), so Back or a reload
 * returns to the same page. A filter change drops `page` in the same URL update (see useUrlState).
 */
export function useUrlPaging(url: UrlState): { paging: Paging; setPaging: (paging: Paging) => void } {
  const page = url.num('page');
  const rows = url.num('rows');
  const paging: Paging = {
    page: page !== undefined && page >= 1 ? Math.floor(page) : DEFAULT_PAGE,
    itemsPerPage: rows !== undefined && rows >= 1 ? Math.floor(rows) : DEFAULT_ITEMS_PER_PAGE,
  };
  const setPaging = (next: Paging) =>
    url.set({
      page: next.page === DEFAULT_PAGE ? null : next.page,
      rows: next.itemsPerPage === DEFAULT_ITEMS_PER_PAGE ? null : next.itemsPerPage,
    });
  return { paging, setPaging };
}

export function useHasRole(...roles: Role[]): boolean {
  const user = useCurrentUser().data;
  return user?.roles.some((r) => roles.includes(r)) ?? false;
}

/** The request body schema of a contract, for useForm (the same rules and messages as the server). */
export function bodySchemaOf<E extends EndpointDef>(def: E): NonNullable<E['body']> {
  if (def.body === undefined) throw new Error(`${def.method} ${def.path} declares no body.`);
  return def.body as NonNullable<E['body']>;
}
