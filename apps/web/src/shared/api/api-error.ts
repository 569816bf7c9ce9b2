import type { ErrorBody } from '@ilaw/contracts/http';

/** A failed call: `status` 0 means the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | undefined;

  constructor(status: number, message: string, body?: ErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** Field messages of a 400 answer, keyed by field, without `generalErrors`. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.body?.errors ?? {})) {
      if (field !== 'generalErrors' && messages[0] !== undefined) out[field] = messages[0];
    }
    return out;
  }
}

export const UNKNOWN_ERROR = 'Unknown error occurred.';

/** SPEC.md section 8: the first entry of errors.generalErrors, else 'Unknown error occurred.'. */
export function readErrorMessage(error: unknown): string {
  const body = error instanceof ApiError ? error.body : undefined;
  return body?.errors['generalErrors']?.[0] ?? UNKNOWN_ERROR;
}

/** SPEC.md section 8: any error as a message and a status code (default 500). */
export function normaliseError(error: unknown): { message: string; status: number } {
  if (error instanceof ApiError) return { message: error.message, status: error.status || 500 };
  if (error instanceof Error) return { message: error.message, status: 500 };
  return { message: typeof error === 'string' ? error : UNKNOWN_ERROR, status: 500 };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('errors' in value)) return false;
  const errors = (value as { errors: unknown }).errors;
  return (
    typeof errors === 'object' &&
    errors !== null &&
    Object.values(errors).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}
