// A server route: the shared endpoint declaration, the access it requires, and the handler.
import type { EndpointDef } from '@ilaw/contracts/http';
import type { z } from 'zod';
import type { Access } from './access.ts';
import type { RouteContext, SessionUser } from './context.ts';
import { unauthorized } from './errors.ts';

type AnyEndpoint = EndpointDef<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;
type Out<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;
type ResponseFor<E> =
  E extends EndpointDef<z.ZodType, z.ZodType, z.ZodType, infer R>
    ? E['download'] extends true
      ? FileResponse
      : z.input<R> | FileResponse
    : never;

/** A file answer: bytes with a download name. */
export interface FileResponse {
  kind: 'file';
  fileName: string;
  contentType: string;
  body: Buffer | Uint8Array | NodeJS.ReadableStream;
  /** inline (shown in the browser, e.g. photos) or attachment (downloaded). */
  disposition?: 'inline' | 'attachment';
}

export function fileResponse(
  fileName: string,
  contentType: string,
  body: FileResponse['body'],
  disposition: FileResponse['disposition'] = 'attachment',
): FileResponse {
  return { kind: 'file', fileName, contentType, body, disposition };
}

export interface HandlerInput<E extends AnyEndpoint, U extends SessionUser | null> extends RouteContext<U> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
}

/**
 * What a handler of endpoint E receives once validated (defaults applied), for helpers that take a
 * handler's input: `InputOf<typeof createThingEndpoint>['body']`. Never a hand-written copy.
 */
export type InputOf<E extends AnyEndpoint> = Pick<HandlerInput<E, SessionUser>, 'params' | 'query' | 'body'>;

type Handler<E extends AnyEndpoint, U extends SessionUser | null> = (
  input: HandlerInput<E, U>,
) => Promise<ResponseFor<E> | void>;

export interface RouteDef {
  endpoint: AnyEndpoint;
  access: Access;
  /** Open to a user who must change their password first (server.ts refuses everything else). */
  passwordChangeExempt?: boolean;
  /** Open to a session that must still accept the data privacy agreement (server.ts). */
  agreementExempt?: boolean;
  run(input: HandlerInput<AnyEndpoint, SessionUser | null>): Promise<unknown>;
}

type PublicAccess = Extract<Access, { kind: 'public' }>;
type GuardedAccess = Exclude<Access, { kind: 'public' }>;

export function defineRoute<E extends AnyEndpoint>(def: {
  endpoint: E;
  access: PublicAccess;
  handler: Handler<E, SessionUser | null>;
}): RouteDef;
export function defineRoute<E extends AnyEndpoint>(def: {
  endpoint: E;
  access: GuardedAccess | Access;
  passwordChangeExempt?: boolean;
  agreementExempt?: boolean;
  handler: Handler<E, SessionUser>;
}): RouteDef;
export function defineRoute(def: {
  endpoint: AnyEndpoint;
  access: Access;
  passwordChangeExempt?: boolean;
  agreementExempt?: boolean;
  handler: Handler<AnyEndpoint, SessionUser>;
}): RouteDef {
  return {
    endpoint: def.endpoint,
    access: def.access,
    ...(def.passwordChangeExempt ? { passwordChangeExempt: true } : {}),
    ...(def.agreementExempt ? { agreementExempt: true } : {}),
    async run(input) {
      if (def.access.kind !== 'public') {
        const user = input.user;
        if (!user) throw unauthorized();
        return def.handler({ ...input, user });
      }
      // Public handlers are typed to accept a null user (first overload).
      return (def.handler as Handler<AnyEndpoint, SessionUser | null>)(input);
    },
  };
}
