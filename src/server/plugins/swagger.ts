// OpenAPI generated from the contract's zod schemas: JSON at /api/docs/json, UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'FreshMarket API', version: '0.1.0', description: 'Farm-produce marketplace API' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: createJsonSchemaTransform({ skipList: ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/*', '/api/docs/static/*', '/uploads/*', '/*'] }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
(swaggerPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
