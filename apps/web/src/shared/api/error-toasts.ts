// SPEC.md section 8, the shared handling of failed calls: the messages are copied word for word.
import { notify } from '../feedback/notify.ts';
import type { ApiError } from './api-error.ts';

export const CONNECTION_ERROR_MESSAGE =
  'Connection Error: We’re having trouble reaching the server...check your internet connection and try again later.';
export const UNAUTHORIZED_MESSAGE =
  "Unauthorized Access: It appears you don't have permission to access this resource...\nPlease contact the ICT Section if you believe you should have access.";
export const NOT_FOUND_MESSAGE = 'Page Not Found: The resource you are looking for does not exist or has been moved...';
export const UNSUPPORTED_MEDIA_MESSAGE =
  'Unsupported Media Type: The file type or format you are trying to upload is not supported...';
export const SERVER_ERROR_MESSAGE = 'Server Error: Something went wrong on our end...';

/** The values of a 400 answer's `errors` object, one per line. */
export function joinErrorValues(error: ApiError): string {
  return Object.values(error.body?.errors ?? {})
    .flat()
    .join('\n');
}

export interface ErrorToast {
  message: string;
  variant: 'warning' | 'error';
  persist?: boolean;
}

/** Which toast a failed call raises (SPEC.md section 8). */
export function errorToastFor(error: ApiError): ErrorToast {
  if (error.status === 0 || error.message.includes('NetworkError')) {
    return { message: CONNECTION_ERROR_MESSAGE, variant: 'error', persist: true };
  }
  switch (error.status) {
    case 400:
      return { message: joinErrorValues(error) || error.message, variant: 'warning' };
    case 401:
    case 403:
      return { message: UNAUTHORIZED_MESSAGE, variant: 'warning' };
    case 404:
      return { message: NOT_FOUND_MESSAGE, variant: 'warning' };
    case 415:
      return { message: UNSUPPORTED_MEDIA_MESSAGE, variant: 'warning' };
    case 500:
      return { message: SERVER_ERROR_MESSAGE, variant: 'error' };
    default:
      return { message: error.message, variant: 'error' };
  }
}

export function showErrorToast(error: ApiError): void {
  const { message, variant, persist = false } = errorToastFor(error);
  notify[variant](message, { persist });
}
