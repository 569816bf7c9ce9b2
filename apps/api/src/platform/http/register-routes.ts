// Turns route definitions into Fastify routes: path parameters, validation of params, query and
// body by the shared zod schemas (400 with the spec's messages), the access guard, multipart
// uploads, file answers and, outside production, a check that answers match their contract.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { describeAccess } from './access.ts';
import type { AppServices, SessionUser } from './context.ts';
import type { FileResponse, RouteDef } from './define-route.ts';
import { HttpError, forbidden, payloadTooLarge, unauthorized, validationFailed } from './errors.ts';
import { contentDisposition } from '../files/file-store.ts';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
    uploadedFiles: UploadedFile[];
  }
  interface FastifyContextConfig {
    /** Set on every route; the server refuses to start with an /api route lacking it. */
    access?: string;
    /** Reachable by a session whose user must still change a temporary password. */
    passwordChangeExempt?: boolean;
    /** Reachable by a session that must still accept the data privacy agreement. */
    agreementExempt?: boolean;
  }
}

/** `{id}` of api.txt becomes Fastify's `:id`. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** zod issues as the `errors` object: field path -> messages; whole-object issues under generalErrors. */
export function zodFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'generalErrors';
    const messages = (out[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return out;
}

function parsePart<S extends z.ZodType | undefined>(schema: S, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationFailed(zodFieldErrors(result.error));
  return result.data;
}

async function readMultipart(
  request: FastifyRequest,
  maxBytes: number,
  maxFiles: number,
): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the file as multipart/form-data.');
  }
  const parts = request.parts({ limits: { fileSize: maxBytes, files: maxFiles, fields: 200 } });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw payloadTooLarge();
        files.push({ fieldName: part.fieldname, fileName: part.filename, mimeType: part.mimetype, bytes });
      } else {
        const value = part.value;
        // Repeated fields become lists; JSON-looking values stay text for the schema to coerce.
        const existing = fields[part.fieldname];
        if (existing === undefined) fields[part.fieldname] = value;
        else fields[part.fieldname] = Array.isArray(existing) ? [...(existing as unknown[]), value] : [existing, value];
      }
    }
  } catch (err) {
    if ((err as { code?: unknown }).code === 'FST_FILES_LIMIT') {
      throw payloadTooLarge(`Too many files in one request: send at most ${maxFiles}.`);
    }
    throw err;
  }
  request.uploadedFiles = files;
  return fields;
}

function isFileResponse(value: unknown): value is FileResponse {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';
}

function sendFile(reply: FastifyReply, file: FileResponse): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition(file.fileName, file.disposition))
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

const checkResponses = process.env['NODE_ENV'] !== 'production';

export function registerRoutes(app: FastifyInstance, routes: readonly RouteDef[], services: AppServices): void {
  const seen = new Set<string>();
  for (const route of routes) {
    const { endpoint, access } = route;
    const key = `${endpoint.method} ${endpoint.path.toLowerCase()}`;
    if (!access || !('kind' in access)) {
      throw new Error(`Route ${endpoint.method} ${endpoint.path} declares no access; refusing to start.`);
    }
    if (seen.has(key)) throw new Error(`Route ${key} is registered twice.`);
    seen.add(key);
    app.route({
      method: endpoint.method,
      url: toFastifyPath(endpoint.path),
      config: {
        access: describeAccess(access),
        ...(route.passwordChangeExempt ? { passwordChangeExempt: true } : {}),
        ...(route.agreementExempt ? { agreementExempt: true } : {}),
      },
      handler: async (request, reply) => {
        const user = request.sessionUser;
        if (access.kind !== 'public') {
          if (!user) throw unauthorized();
          if (access.kind === 'roles' && !access.roles.some((r) => user.roles.includes(r))) {
            request.log.warn(
              { userId: user.id, route: key, needs: access.roles },
              'refused access: the user lacks the role this route needs',
            );
            throw forbidden();
          }
        }
        const params = parsePart(endpoint.params, request.params);
        const query = parsePart(endpoint.query, request.query);
        const rawBody = endpoint.multipart
          ? await readMultipart(request, services.files.defaultMaxBytes, services.config.uploadMaxFiles)
          : request.body;
        const body = parsePart(endpoint.body, rawBody);
        const ip = request.ip;
        const run = () =>
          route.run({
            params: params as never,
            query: query as never,
            body: body as never,
            user,
            actor: { userId: user?.id ?? null, name: user?.fullName ?? null, ip },
            ip,
            services,
            db: services.db,
            request,
            reply,
          });
        // An upload's bytes are written before its row; if the request fails, none stay behind.
        const result = endpoint.multipart ? await services.files.withUploads(services.db, run) : await run();
        if (reply.sent) return reply;
        if (isFileResponse(result)) return sendFile(reply, result);
        if (result === undefined) return reply.code(204).send();
        if (checkResponses && endpoint.response) {
          const checked = endpoint.response.safeParse(result);
          if (!checked.success) {
            request.log.error({ route: key, issues: checked.error.issues }, 'answer does not match its contract');
            throw new Error(`Answer of ${key} does not match its contract`);
          }
        }
        return reply.send(result);
      },
    });
  }
}
