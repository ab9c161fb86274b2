import { z } from 'zod';
import { isoDateSchema, localeSchema } from '../common/common.schema';
import { companyIdQueryParamSchema } from '../company/company-module.schema';

export const shippingHolidaySchema = z
  .object({
    holiday: isoDateSchema,
    name: z.string(),
    isRefrigerated: z.boolean().describe('No refrigerated delivery that day'),
    isStandard: z.boolean().describe('No standard delivery that day'),
    forceAllowRef: z.boolean().describe('Refrigerated delivery allowed although the weekday normally has none'),
    forceAllowNonRef: z.boolean().describe('Standard delivery allowed although the weekday normally has none'),
  })
  .meta({ id: 'ShippingHoliday' });

/**
 * Spec 02 §3 "Shipping holiday". isRefrigerated: no refrigerated delivery that day; isStandard:
 * no standard delivery; forceAllowRef / forceAllowNonRef: delivery allowed although the weekday
 * normally has none (refrigerated runs Tuesday-Thursday, standard Monday-Friday).
 */
export type ShippingHoliday = z.infer<typeof shippingHolidaySchema>;

export const shippingHolidayListsSchema = z
  .object({
    ref: z.array(isoDateSchema).describe('No refrigerated delivery'),
    nonRef: z.array(isoDateSchema).describe('No standard (non-refrigerated) delivery'),
    forceAllowRef: z.array(isoDateSchema),
    forceAllowNonRef: z.array(isoDateSchema),
  })
  .meta({ id: 'ShippingHolidayLists' });

/** The same days as four lists of YYYY-MM-DD dates, as the delivery-date rules read them. */
export type ShippingHolidayLists = z.infer<typeof shippingHolidayListsSchema>;

export const shippingHolidaysQuerySchema = z.object({
  company_id: companyIdQueryParamSchema,
  locale: localeSchema.optional().describe('Language of the holiday names; en when omitted'),
});

export const shippingHolidaysResponseSchema = z
  .object({ shippingHolidays: shippingHolidayListsSchema, holidays: z.array(shippingHolidaySchema) })
  .meta({ id: 'ShippingHolidaysResponse' });

/** Answer of GET /company/shipping-holidays?company_id=… (company 0's days when the company has none). */
export type ShippingHolidaysResponse = z.infer<typeof shippingHolidaysResponseSchema>;
