import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installRouteInventory } from '../../server/platform/http/route-inventory';

function appWithInventory() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installRouteInventory(app, '/api');
  return app;
}

describe('route inventory', () => {
  it('refuses an API route without a response schema', async () => {
    const app = appWithInventory();
    await expect(
      app.register(async (api) => {
        api.get('/api/undocumented', async () => ({}));
      }),
    ).rejects.toThrow(/GET \/api\/undocumented must declare schema.response/);
  });

  it('refuses an API route with a body but no body schema', async () => {
    const app = appWithInventory();
    await expect(
      app.register(async (api) => {
        api.post('/api/things', { schema: { response: { 200: z.object({}) } } }, async () => ({}));
      }),
    ).rejects.toThrow(/POST \/api\/things must declare schema.body/);
  });

  it('accepts hidden and non-API routes without schemas and records them all', async () => {
    const app = appWithInventory();
    app.get('/page', async () => 'ok');
    app.get('/api/hidden', { schema: { hide: true } }, async () => ({}));
    await app.ready();
    expect(app.routeInventory.map((route) => `${route.method} ${route.url} ${route.hidden}`)).toEqual([
      'GET /page false',
      'GET /api/hidden true',
    ]);
    await app.close();
  });
});
