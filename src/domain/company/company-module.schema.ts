import { z } from 'zod';
import { idQueryParamSchema } from '../common/common.schema';

/** company_id in a query string: 0 is the fallback company. */
export const companyIdQueryParamSchema = z
  .string()
  .regex(/^\d{1,9}$/, 'expected a company id')
  .transform(Number)
  .describe('Company id; 0 is the fallback company');

export const brandIdQueryParamSchema = idQueryParamSchema.describe('Brand id');

export const companyVariantSchema = z.enum(['standard', 'care-program', 'home-only']).meta({ id: 'CompanyVariant' });

/** Company variants of spec 01 §1. */
export type CompanyVariant = z.infer<typeof companyVariantSchema>;

export const companyModuleSchema = z
  .object({
    modId: z.number().int(),
    name: z.string().describe('Assessments, Document, Refill, CompanyInfo, Messaging, Medication, OrderHistory, WEB_Counseling, MFA, …'),
    description: z.string(),
    basicAuthAllowed: z.boolean().describe('The module is also offered to auth-link (basic pool) sessions'),
  })
  .meta({ id: 'CompanyModule' });

/** Spec 01 §3 "Company module": a feature switched on for a company. */
export type CompanyModule = z.infer<typeof companyModuleSchema>;

export const companyModulesQuerySchema = z.object({ company_id: companyIdQueryParamSchema });

export const companyModulesResponseSchema = z
  .object({ modules: z.array(companyModuleSchema), variant: companyVariantSchema })
  .meta({ id: 'CompanyModulesResponse' });

/** Answer of GET /company/modules; the variant travels beside the modules. */
export type CompanyModulesResponse = z.infer<typeof companyModulesResponseSchema>;

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

/** Answer of GET /company/logo: base64 PNGs (no data: prefix). */
export type BrandImages = z.infer<typeof brandImagesSchema>;
