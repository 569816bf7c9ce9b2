// The one way screens call the API: typed by the endpoint declarations of @ilaw/contracts, so a
// payload or answer type is never written twice. Failed calls raise SPEC.md section 8's toasts
// and are then re-thrown to the caller as ApiError.
import type { BodyOf, EndpointDef, ErrorBody, ParamsOf, QueryOf, ResponseOf } from '@ilaw/contracts/http';
import { ApiError, UNKNOWN_ERROR, isErrorBody } from './api-error.ts';
import { showErrorToast } from './error-toasts.ts';

export interface CallOptions<E> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** Files of a multipart endpoint, by form field name. */
  files?: Record<string, Blob | readonly Blob[]>;
  /** Statuses the caller handles itself (no toast for them); `true` for every failure. */
  quietStatuses?: readonly number[] | true;
  signal?: AbortSignal;
  /** Reports the share of the request body sent (0 to 1): uploads show their progress. */
  onUploadProgress?: (fraction: number) => void;
}

/** The API base from configuration (SPEC.md section 7, default '/'). */
// Optional chaining: Node (unit tests, scripts) has no import.meta.env.
const API_BASE = (import.meta.env?.['VITE_API_BASE'] as string | undefined) ?? '/';

/** Paging defaults of the contracts (page 1, 15 rows); the page that calls has them loaded. */
export interface PagingDefaults {
  page: number;
  itemsPerPage: number;
}

/**
 * The contracts' runtime code (and zod with it) is fetched with the first call instead of
 * riding in the start-up chunk: the shell paints before any schema is needed.
 */
async function pagingDefaults(): Promise<PagingDefaults> {
  const { DEFAULT_PAGE, DEFAULT_ITEMS_PER_PAGE } = await import('@ilaw/contracts/http');
  return { page: DEFAULT_PAGE, itemsPerPage: DEFAULT_ITEMS_PER_PAGE };
}

export function buildUrl(
  def: Pick<EndpointDef, 'path' | 'query'>,
  params: unknown,
  query: unknown,
  defaults: PagingDefaults,
): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = def.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter '${name}' for ${def.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  const q: Record<string, unknown> = { ...(isPaged(def) ? defaults : {}), ...(query ?? {}) };
  for (const [key, value] of Object.entries(q)) {
    if (value === undefined || value === null || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const qs = search.toString();
  return API_BASE.replace(/\/$/, '') + path + (qs ? `?${qs}` : '');
}

/** Paged lists declare `page` and `itemsPerPage` in their query (DECISIONS.md). */
function isPaged(def: Pick<EndpointDef, 'query'>): boolean {
  const shape = (def.query as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && 'page' in shape && 'itemsPerPage' in shape;
}

function isQuiet(options: CallOptions<unknown>, status: number): boolean {
  const quiet = options.quietStatuses;
  return quiet === true || (quiet?.includes(status) ?? false);
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

async function send<E extends EndpointDef>(def: E, options: CallOptions<E>): Promise<Response> {
  const transport = options.onUploadProgress ? xhrTransport(options.onUploadProgress) : undefined;
  const headers: Record<string, string> = {
    // Marks the call as the portal's own; the server refuses state changes without it.
    'X-Requested-With': 'XMLHttpRequest',
    Accept: def.download ? '*/*' : 'application/json',
  };
  let body: BodyInit | undefined;
  if (def.multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries((options.body ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null)
        form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    for (const [key, files] of Object.entries(options.files ?? {})) {
      for (const file of Array.isArray(files) ? (files as readonly Blob[]) : [files as Blob]) form.append(key, file);
    }
    body = form;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const init: RequestInit = { method: def.method, headers, credentials: 'same-origin' };
  if (body !== undefined) init.body = body;
  if (options.signal !== undefined) init.signal = options.signal;

  const url = buildUrl(def, options.params, options.query, await pagingDefaults());
  let response: Response;
  try {
    response = await (transport ? transport(url, init) : fetch(url, init));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Browsers word this differently ('Failed to fetch', 'NetworkError when ...'); one name here.
    const failure = new ApiError(0, `NetworkError: ${error instanceof Error ? error.message : String(error)}`);
    if (!isQuiet(options, 0)) showErrorToast(failure);
    throw failure;
  }
  if (!response.ok) {
    const failure = await toApiError(response);
    if (!isQuiet(options, failure.status)) showErrorToast(failure);
    throw failure;
  }
  return response;
}

/**
 * fetch cannot report an upload's progress; XMLHttpRequest can. Same request, same cookies and
 * headers, answered as a Response so the error handling stays one.
 */
function xhrTransport(onProgress: (fraction: number) => void): Transport {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url);
      for (const [key, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
        xhr.setRequestHeader(key, value);
      }
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
      xhr.upload.onload = () => onProgress(1);
      xhr.onload = () => {
        const noBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(new Response(noBody ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText }));
      };
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
      init.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

async function toApiError(response: Response): Promise<ApiError> {
  let parsed: ErrorBody | undefined;
  let text = '';
  try {
    text = await response.text();
    const json: unknown = text ? JSON.parse(text) : undefined;
    if (isErrorBody(json)) parsed = json;
    else if (typeof json === 'object' && json !== null && typeof (json as { message?: unknown }).message === 'string') {
      parsed = { errors: {}, message: (json as { message: string }).message };
    }
  } catch {
    // Not JSON (a proxy's HTML page): fall back to the status text.
  }
  const message =
    parsed?.message ??
    parsed?.errors['generalErrors']?.[0] ??
    Object.values(parsed?.errors ?? {}).flat()[0] ??
    (response.statusText || UNKNOWN_ERROR);
  return new ApiError(response.status, message, parsed);
}

/** Calls a JSON endpoint and answers its declared response type. */
export async function callEndpoint<E extends EndpointDef>(
  def: E,
  options: CallOptions<E> = {},
): Promise<ResponseOf<E>> {
  const response = await send(def, options);
  if (response.status === 204) return undefined as ResponseOf<E>;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as ResponseOf<E>;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export const DEFAULT_DOWNLOAD_NAME = 'default.png';

/** The file name of a Content-Disposition header (RFC 6266 filename* first); 'default.png' if none. */
export function fileNameFromDisposition(header: string | null): string {
  if (!header) return DEFAULT_DOWNLOAD_NAME;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Badly encoded: try the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || DEFAULT_DOWNLOAD_NAME;
}

/** Calls a file endpoint (GET or POST with a binary answer). */
export async function downloadEndpoint<E extends EndpointDef>(
  def: E,
  options: CallOptions<E> = {},
): Promise<DownloadedFile> {
  const response = await send(def, options);
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')),
  };
}
