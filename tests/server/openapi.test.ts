import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoriedRoute } from '../../server/platform/http/route-inventory';
import { API_PREFIX } from '../../server/app';
import { createTestApp, type TestApp } from './support/test-app';

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  parameters?: { in: string; name: string }[];
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let apiRoutes: InventoriedRoute[];
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
    apiRoutes = t.app.routeInventory.filter((route) => !route.hidden && route.url.startsWith(`${API_PREFIX}/`));
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 and lists the API routes', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(apiRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/notice/list', 'PUT /api/email-unsubscribe']),
    );
  });

  it('documents every API route with request and response schemas', () => {
    const problems: string[] = [];
    for (const route of apiRoutes) {
      const name = `${route.method} ${route.url}`;
      const operation = document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${name}: missing from the document`);
        continue;
      }
      const responses = Object.entries(operation.responses ?? {});
      const success = responses.filter(([status]) => /^2\d\d$/.test(status));
      if (success.length === 0) problems.push(`${name}: no success response`);
      for (const [status, response] of success) {
        const hasSchema = Object.values(response.content ?? {}).some((media) => media.schema !== undefined);
        if (status !== '204' && !hasSchema) problems.push(`${name}: response ${status} has no schema`);
      }
      if (['POST', 'PUT', 'PATCH'].includes(route.method)) {
        const bodySchema = Object.values(operation.requestBody?.content ?? {}).some((media) => media.schema);
        if (!bodySchema) problems.push(`${name}: request body has no schema`);
      }
      if (route.schema?.querystring && !operation.parameters?.some((parameter) => parameter.in === 'query')) {
        problems.push(`${name}: query parameters missing`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('serves the browsable reference page', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
