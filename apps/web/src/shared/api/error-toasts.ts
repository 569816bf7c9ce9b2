// SPEC.md section 8, the shared handling of failed calls: the messages are copied word for word.
import { notify } from '../feedback/notify.ts';
import type { ApiError } from './api-error.ts';

export const CONNECTION_ERROR_MESSAGE =
  'Connection Error: We’re having trouble reaching the server...check your internet connection and try again later.';
export const UNAUTHORIZED_MESSAGE =
  "Unauthorized Access: It appears you don't have permission to access this resource...\nPlease contact the ICT Section if you believe you should have access.";
export const NOT_FOUND_MESSAGE =
  'Page Not Found: The resource you are looking for does not exist or has been moved...';
export const UNSUPPORTED_MEDIA_MESSAGE =
  'Unsupported Media Type: The file type or format you are trying to upload is not supported...';
export const SERVER_ERROR_MESSAGE = 'Server Error: Something went wrong on our end...';

/** The values of a 400 answer's `errors` object, one per line. */
export function joinErrorValues(error: ApiError): string {
  return Object.values(error.body?.errors ?? {})
    .flat()
    .join('\n');
}

export function showErrorToast(error: ApiError): void {
  if (error.status === 0 || error.message.includes('NetworkError')) {
    notify.error(CONNECTION_ERROR_MESSAGE, { persist: true });
    return;
  }
  switch (error.status) {
    case 400:
      notify.warning(joinErrorValues(error) || error.message);
      return;
    case 401:
    case 403:
      notify.warning(UNAUTHORIZED_MESSAGE);
      return;
    case 404:
      notify.warning(NOT_FOUND_MESSAGE);
      return;
    case 415:
      notify.warning(UNSUPPORTED_MEDIA_MESSAGE);
      return;
    case 500:
      notify.error(SERVER_ERROR_MESSAGE);
      return;
    default:
      notify.error(error.message);
  }
}
