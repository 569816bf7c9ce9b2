// The OpenAPI document is generated from the same zod declarations the server validates with,
// and served at /api/openapi.json with a browsable page at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { describeAccess } from '../http/access.ts';
import type { RouteDef } from '../http/define-route.ts';
import type { Config } from '../config/config.ts';

type JsonSchema = Record<string, unknown>;

function schemaOf(type: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(type, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
}

function parametersOf(type: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!type) return [];
  const schema = schemaOf(type, 'input');
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
  }));
}

export function buildOpenApiDocument(routes: readonly RouteDef[], config: Config): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { endpoint, access } of routes) {
    const operation: JsonSchema = {
      summary: endpoint.summary,
      description: `Access: ${describeAccess(access)}`,
      tags: [endpoint.path.split('/').slice(2, 4).join('/')],
      parameters: [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')],
      responses: {
        '200': endpoint.download
          ? {
              description: 'A file',
              content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
            }
          : {
              description: 'OK',
              content: endpoint.response
                ? { 'application/json': { schema: schemaOf(endpoint.response, 'output') } }
                : {},
            },
        '400': { description: 'Validation failed: { errors: { field: [messages], generalErrors: [...] } }' },
        ...(access.kind !== 'public' ? { '401': { description: 'Not signed in' } } : {}),
        ...(access.kind === 'roles' ? { '403': { description: 'Signed in without the role' } } : {}),
      },
    };
    if (endpoint.body) {
      operation['requestBody'] = {
        required: true,
        content: endpoint.multipart
          ? { 'multipart/form-data': { schema: schemaOf(endpoint.body, 'input') } }
          : { 'application/json': { schema: schemaOf(endpoint.body, 'input') } },
      };
    } else if (endpoint.multipart) {
      operation['requestBody'] = {
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
          },
        },
      };
    }
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.0.3',
    info: {
      title: `${config.portalName} API`,
      version: '1.0.0',
      description:
        'Staff portal API. Sign in with POST /api/auth/login (cookie session). State-changing calls must send X-Requested-With.',
    },
    paths,
  };
}

export async function registerOpenApi(
  app: FastifyInstance,
  routes: readonly RouteDef[],
  config: Config,
): Promise<void> {
  const document = buildOpenApiDocument(routes, config);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { config: { access: 'public' } }, async () => document);
}
