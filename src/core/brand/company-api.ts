import type { HttpClient } from '../api/http-client';
import { defaultModules, type CompanyModule, type CompanyVariant } from './modules';
import { defaultFavicon, defaultLogo } from './default-images';
import type { Brand } from './brands';

export interface CompanySetup {
  modules: CompanyModule[];
  variant: CompanyVariant;
  /** Where the list came from: the company, the company-0 fallback, or the built-in default. */
  source: 'company' | 'fallback' | 'default';
}

interface ModulesResponse {
  modules?: CompanyModule[];
  /** Our reference server names the variant beside the modules (the spec does not say where it comes from). */
  variant?: CompanyVariant;
}

const variants: readonly CompanyVariant[] = ['standard', 'care-program', 'home-only'];

async function modulesOf(client: HttpClient, companyId: number): Promise<ModulesResponse | null> {
  try {
    const { body } = await client.request<ModulesResponse>('/company/modules', { query: { company_id: companyId } });
    return Array.isArray(body?.modules) && body.modules.length > 0 ? body : null;
  } catch {
    return null;
  }
}

/** GET /company/modules by company id, then company 0, then the default list (spec 01 §3). */
export async function fetchCompanySetup(client: HttpClient, companyId: number): Promise<CompanySetup> {
  const own = await modulesOf(client, companyId);
  const found = own ?? (companyId !== 0 ? await modulesOf(client, 0) : null);
  if (!found?.modules) return { modules: defaultModules, variant: 'standard', source: 'default' };
  const variant = variants.includes(found.variant as CompanyVariant) ? (found.variant as CompanyVariant) : 'standard';
  return { modules: found.modules, variant, source: own ? 'company' : 'fallback' };
}

// Plain query options (no `queryOptions` helper): the sign-in form reaches this module on submit
// and has no other use for TanStack Query.
export const companySetupQuery = (client: HttpClient, companyId: number) => ({
  queryKey: ['company', 'modules', companyId] as const,
  queryFn: () => fetchCompanySetup(client, companyId),
  staleTime: 10 * 60_000,
});

export interface BrandImages {
  logo: string;
  favicon: string;
}

const asPng = (base64: unknown) =>
  typeof base64 === 'string' && base64.length > 0 ? (base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`) : null;

/** GET /company/logo; base64 PNGs, else the brand file's images, else the default ones. */
export async function fetchBrandImages(client: HttpClient, companyId: number, brand: BrandImageSource): Promise<BrandImages> {
  const logo = brand.logo ?? defaultLogo;
  const favicon = brand.favicon ?? defaultFavicon;
  try {
    const { body } = await client.request<{ logo?: string; favicon?: string }>('/company/logo', {
      auth: false,
      query: { company_id: companyId, brand_id: brand.id },
    });
    return { logo: asPng(body?.logo) ?? logo, favicon: asPng(body?.favicon) ?? favicon };
  } catch {
    return { logo, favicon };
  }
}

/** What a brand says about its images (the brands file's `logo` and `favicon`). */
export type BrandImageSource = Pick<Brand, 'id' | 'logo' | 'favicon'>;

export const brandImagesQuery = (client: HttpClient, companyId: number, brand: BrandImageSource) => ({
  queryKey: ['company', 'logo', companyId, brand.id] as const,
  queryFn: () => fetchBrandImages(client, companyId, brand),
  staleTime: 60 * 60_000,
});
