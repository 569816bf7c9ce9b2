// Errors a handler throws to answer with the status and body DECISIONS.md gives. Anything else
// thrown becomes a generic 500 with no internals.
import type { ErrorBody } from '@ilaw/contracts/http';

export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  constructor(status: number, message: string, fieldErrors: Record<string, string[]> = {}) {
    super(message);
    this.status = status;
    const errors = { ...fieldErrors };
    if (Object.keys(errors).length === 0) errors['generalErrors'] = [message];
    this.body = { errors, message };
  }
}

/** 400 with messages per field; the screens join every value, one per line. */
export function validationFailed(fieldErrors: Record<string, string[]>): HttpError {
  const first = Object.values(fieldErrors)[0]?.[0] ?? 'The request is not valid.';
  return new HttpError(400, first, fieldErrors);
}

export function badRequest(message: string): HttpError {
  return new HttpError(400, message);
}
/** 400 for one field. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, message, { [field]: [message] });
}
export const unauthorized = (message = 'You are not signed in.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (message = 'The record was not found.') => new HttpError(404, message);
export const conflict = (message: string, field?: string) =>
  new HttpError(409, message, field ? { [field]: [message] } : {});
export const payloadTooLarge = (message = 'The file is too large.') => new HttpError(413, message);
export const unsupportedMediaType = (message = 'This type of file is not accepted here.') =>
  new HttpError(415, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** The error handler's answer when PostgreSQL itself refused a value (see server.ts). */
export const DATABASE_REFUSED_VALUE = new HttpError(
  400,
  'A value in this request cannot be stored. Check the fields and try again.',
);

/** SQLSTATE raised by refuse_posted_change() (migration 0041); the server answers it with 409. */
export const POSTED_RECORD_SQLSTATE = 'IL409';
export const POSTED_RECORD_MESSAGE =
  'This record is posted and cannot be changed or removed; correct it by adjustment, cancellation or reversal.';
