import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../server/app';
import { BEARER_SCHEME } from '../../server/platform/http/openapi';
import { apiRoutesOf, concreteUrl, hasBody, type ApiRoute } from './support/route-table';
import { createTestApp, type TestApp } from './support/test-app';

interface OpenApiDocument {
  components?: { securitySchemes?: Record<string, Record<string, unknown>> };
  paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
}

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * A client generated from /api/openapi.json sends the token where, and only where, the server
 * asks for it: every operation's declared security is checked against what the route does
 * when called without a token.
 */
describe('OpenAPI security', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let routes: ApiRoute[];
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` })).json<OpenApiDocument>();
    routes = apiRoutesOf(t.app);
  });
  afterAll(() => t.close());

  const declaredSecurity = (route: ApiRoute) => document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()]?.security;

  it('declares the bearer JWT scheme Swagger UI’s Authorize and generated clients use', () => {
    expect(document.components?.securitySchemes?.[BEARER_SCHEME]).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  });

  it('declares on every operation the security its route has: the bearer token on patient routes, none on open ones', () => {
    expect(routes.length).toBeGreaterThan(40);
    const wrong = routes
      .map((route) => ({ route: route.name, declared: declaredSecurity(route), expected: route.auth === 'patient' ? [{ [BEARER_SCHEME]: [] }] : [] }))
      .filter(({ declared, expected }) => JSON.stringify(declared) !== JSON.stringify(expected));
    expect(wrong).toEqual([]);
  });

  it('answers 401 without a token exactly where the document asks for one', async () => {
    const mismatches: string[] = [];
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route),
        ...(hasBody(route.method, route) ? { payload: {} } : {}),
      });
      const asksForToken = (declaredSecurity(route) ?? []).length > 0;
      if (asksForToken !== (response.statusCode === 401)) mismatches.push(`${route.name}: declares ${asksForToken ? 'a token' : 'none'}, answered ${response.statusCode} without one`);
    }
    expect(mismatches).toEqual([]);
  });
});
