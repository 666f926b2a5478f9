// OpenAPI generated from the contract's zod schemas: JSON at /api/docs/json, UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

async function openApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'FreshMarket API', version: '0.1.0', description: 'Farm-produce marketplace API' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: createJsonSchemaTransform({ skipList: ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/*', '/api/docs/static/*', '/uploads/*', '/*'] }),
  });
  // Its own CSP (the default one adds upgrade-insecure-requests, which breaks plain-HTTP installs).
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: "default-src 'self'; img-src 'self' data: validator.swagger.io; style-src 'self' 'unsafe-inline'; script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
  });
}
export const swaggerPlugin = fp(openApiDocs, { name: 'swagger', fastify: '5.x', dependencies: ['auth'] });
