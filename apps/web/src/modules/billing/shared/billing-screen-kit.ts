// Small pieces the billing transaction screens share: SPEC.md enumerations as options.
// Filters live in the URL through useListParams / useUrlState.
import {
  ACCOUNT_STATUS,
  BRANCH_CODE,
  CONSUMER_CLASS,
  METER_READING_REMARK,
  METER_SHAPE,
} from '@ilaw/contracts/billing/enums';
import type { EndpointDef } from '@ilaw/contracts/http';

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

/** The request body schema of a contract, for useForm (the same rules and messages as the server). */
export function bodySchemaOf<E extends EndpointDef>(def: E): NonNullable<E['body']> {
  if (def.body === undefined) throw new Error(`${def.method} ${def.path} declares no body.`);
  return def.body as NonNullable<E['body']>;
}
