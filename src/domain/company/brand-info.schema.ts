import { z } from 'zod';
import { localeSchema } from '../common/common.schema';
import { brandIdQueryParamSchema, companyIdQueryParamSchema } from './company-module.schema';
import { pharmacyHoursSchema } from './pharmacy-hours.schema';

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

/** Spec 02 §3 "Brand info": the pharmacy behind a brand, shown on /pharmacy and in support texts. */
export type BrandInfo = z.infer<typeof brandInfoSchema>;

export const brandInfoResponseSchema = z.object({ brand: brandInfoSchema }).meta({ id: 'BrandInfoResponse' });

/** Answer of GET /company/brand-info. */
export type BrandInfoResponse = z.infer<typeof brandInfoResponseSchema>;

export const brandAlertSchema = z
  .object({ note: z.string(), createdDate: z.string().describe('ISO 8601') })
  .meta({ id: 'BrandAlert' });

/** Spec 02 §3 "Brand alert": a pharmacy update on the /pharmacy Updates tab. */
export type BrandAlert = z.infer<typeof brandAlertSchema>;

export const brandAlertsResponseSchema = z
  .object({ brandAlerts: z.array(brandAlertSchema).min(1) })
  .meta({ id: 'BrandAlertsResponse' });

/** Answer of GET /company/brand-info/alerts (404 when there are none, which the widget reads as empty). */
export type BrandAlertsResponse = z.infer<typeof brandAlertsResponseSchema>;
