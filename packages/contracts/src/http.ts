// The shape every API operation is declared with. Server routes, the OpenAPI document and the
// web client's typed calls all read these declarations; nothing restates a payload type.
import { z } from 'zod';
import { MAX_ID, calendarDate, id, integer } from './primitives.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path as api.txt writes it, with `{name}` parameters; matched case-insensitively. */
  path: string;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  /** JSON response body; omit for file downloads and empty answers. */
  response?: R;
  /** The response is a file (binary, with Content-Disposition). */
  download?: boolean;
  /** The request is multipart/form-data (file upload); `body` describes its text fields. */
  multipart?: boolean;
}

export function endpoint<
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodUnknown,
>(def: EndpointDef<P, Q, B, R>): EndpointDef<P, Q, B, R> {
  return def;
}

export type ParamsOf<E> = E extends EndpointDef<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.output<P> : never;
export type QueryOf<E> = E extends EndpointDef<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends EndpointDef<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<E> = E extends EndpointDef<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Error body of DECISIONS.md: field errors plus `generalErrors`, each a list of messages. */
export const errorBodySchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  message: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const DEFAULT_PAGE = 1;
export const DEFAULT_ITEMS_PER_PAGE = 15;
export const MAX_ITEMS_PER_PAGE = 500;

/** `page` and `itemsPerPage` of every paged list (SPEC.md section 7, DECISIONS.md). */
export const pagingQuery = z.object({
  page: integer(1, MAX_ID).default(DEFAULT_PAGE),
  itemsPerPage: integer(1, MAX_ITEMS_PER_PAGE).default(DEFAULT_ITEMS_PER_PAGE),
});
export type PagingQuery = z.output<typeof pagingQuery>;

export function pagedOf<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), total: z.number().int() });
}
export interface Paged<T> {
  data: T[];
  total: number;
}

/** Route parameter that is a positive integer id. */
export const idParam = z.object({ id: id() });

/** Query-string boolean: 'true'/'false'/'1'/'0'. */
export const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Business dates travel as 'YYYY-MM-DD' (Asia/Manila calendar days): a real day from 1900 to 2100. */
export const isoDate = calendarDate();
