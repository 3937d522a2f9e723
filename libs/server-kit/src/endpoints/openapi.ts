import { z, type ZodType } from 'zod';
import { apiErrorBody, pathIdLabel, type EndpointDefinition, type NamedEndpoint } from '@familyhub/contracts';

export interface OpenApiOptions {
  title: string;
  version: string;
  description: string;
  /** Extra security schemes (personal API tokens) beside the session cookie. */
  securitySchemes?: Record<string, Record<string, unknown>>;
}

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

/** `/api/vacations/:id` → `/api/vacations/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}');
}

function parameters(endpoint: EndpointDefinition): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [name, schema] of Object.entries(endpoint.params ?? {})) {
    const label = pathIdLabel(schema);
    list.push({
      name,
      in: 'path',
      required: true,
      schema: jsonSchema(schema, 'input'),
      ...(label ? { description: `The ${label.toLowerCase()}'s id (404 when there is none).` } : {}),
    });
  }
  if (endpoint.query) {
    const query = jsonSchema(endpoint.query, 'input');
    const properties = (query.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(properties)) {
      list.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  return list;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function operation(id: string, endpoint: EndpointDefinition): JsonSchema {
  const status = endpoint.response ? String(endpoint.status ?? 200) : endpoint.produces ? '200' : '204';
  const success = endpoint.response
    ? {
        description: 'OK',
        content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
      }
    : endpoint.produces
      ? { description: 'OK', content: { [endpoint.produces]: { schema: { type: 'string' } } } }
      : { description: 'No content' };
  const access = endpoint.access
    ? `\n\nOnly ${endpoint.access.roles.join(' and ')} members: others get 403 "${endpoint.access.refusal}".`
    : '';
  const params = parameters(endpoint);
  return {
    operationId: id,
    summary: endpoint.summary,
    ...(access ? { description: endpoint.summary + access } : {}),
    tags: [endpoint.service],
    ...(params.length ? { parameters: params } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
          },
        }
      : {}),
    ...(endpoint.upload
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: [endpoint.upload.field],
                  properties: { [endpoint.upload.field]: { type: 'string', format: 'binary' } },
                },
              },
            },
          },
        }
      : {}),
    responses: {
      [status]: success,
      '400': errorResponse('The input is not valid: `message` says why'),
      ...(endpoint.public ? {} : { '401': errorResponse('Not signed in') }),
      '403': errorResponse('Not allowed for this member, plan or token'),
      ...(endpoint.params ? { '404': errorResponse('No such record in this family') } : {}),
    },
    ...(endpoint.access ? { 'x-familyhub-roles': endpoint.access.roles } : {}),
    ...(endpoint.public ? { security: [] } : {}),
  };
}

/** The OpenAPI 3.1 document of the given endpoints (served by the gateway at `/api/openapi.json`). */
export function openApiDocument(endpoints: readonly NamedEndpoint[], options: OpenApiOptions): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { id, endpoint } of endpoints) {
    const path = openApiPath(endpoint.path);
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operation(id, endpoint);
  }
  const services = [...new Set(endpoints.map(({ endpoint }) => endpoint.service))];
  return {
    openapi: '3.1.0',
    info: { title: options.title, version: options.version, description: options.description },
    servers: [{ url: '/' }],
    tags: services.map((name) => ({ name })),
    security: [
      { session: [] },
      ...Object.keys(options.securitySchemes ?? {}).map((name) => ({ [name]: [] })),
    ],
    paths,
    components: {
      schemas: { Error: jsonSchema(apiErrorBody, 'output') },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'fh_session',
          description:
            'The session cookie a sign-in sets. State-changing calls also need the header `X-Requested-With: FamilyHub`.',
        },
        ...options.securitySchemes,
      },
    },
  };
}
