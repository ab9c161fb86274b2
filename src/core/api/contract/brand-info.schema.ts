import { z } from 'zod';
import type { BrandAlert, BrandAlertsResponse, BrandInfo, BrandInfoResponse } from './brand-info';
import { localeSchema } from './common.schema';
import { brandIdQueryParamSchema, companyIdQueryParamSchema } from './company-module.schema';
import { pharmacyHoursSchema } from './pharmacy-hours.schema';
import type { Expect, TypesMatch } from './type-equality';

export const brandQuerySchema = z.object({
  company_id: companyIdQueryParamSchema,
  brand_id: brandIdQueryParamSchema,
  locale: localeSchema.optional().describe('Language of the texts written for patients (the hours note); en when omitted'),
});

export const brandInfoSchema = z
  .object({
    companyName: z.string(),
    supportNumber: z.string(),
    hours: pharmacyHoursSchema,
    addrId: z.number().int(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
    contactFax: z.string().nullable(),
    email: z.string().nullable(),
  })
  .meta({ id: 'BrandInfo' });

export const brandInfoResponseSchema = z.object({ brand: brandInfoSchema }).meta({ id: 'BrandInfoResponse' });

export const brandAlertSchema = z
  .object({ note: z.string(), createdDate: z.string().describe('ISO 8601') })
  .meta({ id: 'BrandAlert' });

export const brandAlertsResponseSchema = z
  .object({ brandAlerts: z.array(brandAlertSchema).min(1) })
  .meta({ id: 'BrandAlertsResponse' });

export type BrandInfoSchemaMatches = Expect<TypesMatch<z.infer<typeof brandInfoSchema>, BrandInfo>>;
export type BrandInfoResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof brandInfoResponseSchema>, BrandInfoResponse>>;
export type BrandAlertSchemaMatches = Expect<TypesMatch<z.infer<typeof brandAlertSchema>, BrandAlert>>;
export type BrandAlertsResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof brandAlertsResponseSchema>, BrandAlertsResponse>
>;
