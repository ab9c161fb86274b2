import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/core/api/http-client';
import { fetchBrandImages, fetchCompanySetup } from '../../../src/core/brand/company-api';
import { defaultFavicon, defaultLogo } from '../../../src/core/brand/default-images';

type Answer = { status: number; body?: unknown } | Error;

function clientAnswering(answers: Record<string, Answer>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (url: string) => {
    calls.push(url);
    const answer = answers[url] ?? { status: 404, body: { message: 'not found' } };
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body ?? null), { status: answer.status });
  });
  const token = `h.${Buffer.from(JSON.stringify({ exp: Date.now() / 1000 + 3600 })).toString('base64url')}.s`;
  const client = createHttpClient({ apiBase: '/api', getToken: () => token, onSessionExpired: () => {}, fetch: fetchMock as unknown as typeof fetch });
  return { client, calls };
}

describe('company modules: company id, then 0, then the default list', () => {
  it("uses the company's own list and variant", async () => {
    const { client, calls } = clientAnswering({
      '/api/company/modules?company_id=5': { status: 200, body: { modules: [{ modId: 1, name: 'Refill' }], variant: 'home-only' } },
    });
    expect(await fetchCompanySetup(client, 5)).toEqual({ modules: [{ modId: 1, name: 'Refill' }], variant: 'home-only', source: 'company' });
    expect(calls).toHaveLength(1);
  });

  it('falls back to company 0 when the company has none or the call fails', async () => {
    const { client, calls } = clientAnswering({
      '/api/company/modules?company_id=5': { status: 500 },
      '/api/company/modules?company_id=0': { status: 200, body: { modules: [{ modId: 2, name: 'Messaging' }] } },
    });
    expect(await fetchCompanySetup(client, 5)).toEqual({ modules: [{ modId: 2, name: 'Messaging' }], variant: 'standard', source: 'fallback' });
    expect(calls).toEqual(['/api/company/modules?company_id=5', '/api/company/modules?company_id=0']);
  });

  it('uses the default list (Assessments) when both fail, tolerating network errors', async () => {
    const { client } = clientAnswering({
      '/api/company/modules?company_id=5': new TypeError('offline'),
      '/api/company/modules?company_id=0': { status: 200, body: { modules: [] } },
    });
    const setup = await fetchCompanySetup(client, 5);
    expect(setup.source).toBe('default');
    expect(setup.modules.map((m) => m.name)).toEqual(['Assessments']);
  });

  it('ignores an unknown variant', async () => {
    const { client } = clientAnswering({
      '/api/company/modules?company_id=1': { status: 200, body: { modules: [{ modId: 1, name: 'Refill' }], variant: 'bogus' } },
    });
    expect((await fetchCompanySetup(client, 1)).variant).toBe('standard');
  });
});

describe('brand images', () => {
  it('turns base64 PNGs into data URLs', async () => {
    const { client } = clientAnswering({ '/api/company/logo?company_id=1&brand_id=2': { status: 200, body: { logo: 'AAAA', favicon: 'BBBB' } } });
    expect(await fetchBrandImages(client, 1, { id: 2 })).toEqual({ logo: 'data:image/png;base64,AAAA', favicon: 'data:image/png;base64,BBBB' });
  });

  it('uses the default images on failure or when one is missing', async () => {
    const failing = clientAnswering({ '/api/company/logo?company_id=1&brand_id=2': { status: 500 } });
    expect(await fetchBrandImages(failing.client, 1, { id: 2 })).toEqual({ logo: defaultLogo, favicon: defaultFavicon });
    const partial = clientAnswering({ '/api/company/logo?company_id=1&brand_id=2': { status: 200, body: { logo: 'AAAA' } } });
    expect((await fetchBrandImages(partial.client, 1, { id: 2 })).favicon).toBe(defaultFavicon);
  });

  it("uses the brands file's images for a brand the API has none for", async () => {
    const missing = clientAnswering({ '/api/company/logo?company_id=1&brand_id=6': { status: 404 } });
    const brand = { id: 6, logo: 'data:image/svg+xml,logo', favicon: 'data:image/svg+xml,icon' };
    expect(await fetchBrandImages(missing.client, 1, brand)).toEqual({ logo: brand.logo, favicon: brand.favicon });
  });
});
