// Calls an endpoint by its contract declaration, for API tests (through Fastify inject) and browser
// test set-up (through fetch) alike: the URL comes from the contract's path template and query,
// the answer is checked against the contract's response schema. No test writes a URL by hand.
import type { BodyOf, EndpointDef, ParamsOf, QueryOf, ResponseOf } from '@ilaw/contracts/http';

export interface ContractCall<E> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

/** What a transport answers: the status and the body as text. */
export interface RawAnswer {
  status: number;
  text: string;
}

/** Sends one JSON request (cookies and the CSRF header are the transport's business). */
export type Transport = (request: { method: string; url: string; body?: unknown }) => Promise<RawAnswer>;

/** A non-2xx answer: its status and parsed body (the error contract, usually). */
export class ContractCallError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(def: Pick<EndpointDef, 'method' | 'path'>, status: number, body: unknown) {
    super(`${def.method} ${def.path} answered ${status}: ${JSON.stringify(body)}`);
    this.name = 'ContractCallError';
    this.status = status;
    this.body = body;
  }
}

/** The path with its {parameters} filled and the query string (undefined, null and '' left out). */
export function contractUrl(def: Pick<EndpointDef, 'path'>, params?: unknown, query?: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = def.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter '${name}' for ${def.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const qs = search.toString();
  return qs === '' ? path : `${path}?${qs}`;
}

function parseText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends the call and answers the status and the parsed body, whatever the status. */
export async function sendContract<E extends EndpointDef>(
  transport: Transport,
  def: E,
  call: ContractCall<E> = {},
): Promise<{ status: number; body: unknown }> {
  if (def.multipart) throw new Error(`${def.method} ${def.path} takes files: send it as multipart.`);
  const answer = await transport({
    method: def.method,
    url: contractUrl(def, call.params, call.query),
    ...(call.body === undefined ? {} : { body: call.body }),
  });
  return { status: answer.status, body: parseText(answer.text) };
}

/**
 * Calls the endpoint and answers its response, checked against the contract (a mismatch fails the
 * test with the schema's issues). A non-2xx answer throws ContractCallError.
 */
export async function callContract<E extends EndpointDef>(
  transport: Transport,
  def: E,
  call: ContractCall<E> = {},
): Promise<ResponseOf<E>> {
  if (def.download) throw new Error(`${def.method} ${def.path} answers a file: use send() and read the bytes.`);
  const { status, body } = await sendContract(transport, def, call);
  if (status < 200 || status >= 300) throw new ContractCallError(def, status, body);
  if (def.response === undefined || status === 204) return undefined as ResponseOf<E>;
  const checked = def.response.safeParse(body);
  if (!checked.success) {
    throw new Error(
      `${def.method} ${def.path}: the answer does not match its contract: ${JSON.stringify(checked.error.issues)}`,
    );
  }
  return checked.data as ResponseOf<E>;
}

/** Anything that calls contracts: the API tests' client and the browser tests' session. */
export interface ContractCaller {
  call<E extends EndpointDef>(def: E, call?: ContractCall<E>): Promise<ResponseOf<E>>;
}
