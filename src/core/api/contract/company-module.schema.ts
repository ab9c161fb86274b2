import { z } from 'zod';
import type { BrandImages, CompanyModule, CompanyModulesResponse, CompanyVariant } from './company-module';
import { idQueryParamSchema } from './common.schema';
import type { Expect, TypesMatch } from './type-equality';

/** company_id in a query string: 0 is the fallback company. */
export const companyIdQueryParamSchema = z
  .string()
  .regex(/^\d{1,9}$/, 'expected a company id')
  .transform(Number)
  .describe('Company id; 0 is the fallback company');

export const brandIdQueryParamSchema = idQueryParamSchema.describe('Brand id');

export const companyVariantSchema = z.enum(['standard', 'care-program', 'home-only']).meta({ id: 'CompanyVariant' });

export const companyModuleSchema = z
  .object({
    modId: z.number().int(),
    name: z.string(),
    description: z.string(),
    basicAuthAllowed: z.boolean(),
  })
  .meta({ id: 'CompanyModule' });

export const companyModulesQuerySchema = z.object({ company_id: companyIdQueryParamSchema });

export const companyModulesResponseSchema = z
  .object({ modules: z.array(companyModuleSchema), variant: companyVariantSchema })
  .meta({ id: 'CompanyModulesResponse' });

export const brandImagesQuerySchema = z.object({
  company_id: companyIdQueryParamSchema,
  brand_id: brandIdQueryParamSchema,
});

export const brandImagesSchema = z
  .object({
    logo: z.base64().describe('Base64 PNG'),
    favicon: z.base64().describe('Base64 PNG'),
  })
  .meta({ id: 'BrandImages' });

export type CompanyVariantSchemaMatches = Expect<TypesMatch<z.infer<typeof companyVariantSchema>, CompanyVariant>>;
export type CompanyModuleSchemaMatches = Expect<TypesMatch<z.infer<typeof companyModuleSchema>, CompanyModule>>;
export type CompanyModulesResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof companyModulesResponseSchema>, CompanyModulesResponse>
>;
export type BrandImagesSchemaMatches = Expect<TypesMatch<z.infer<typeof brandImagesSchema>, BrandImages>>;
