import { z } from 'zod';
import { isoDateSchema, localeSchema } from './common.schema';
import { companyIdQueryParamSchema } from './company-module.schema';
import type { ShippingHoliday, ShippingHolidayLists, ShippingHolidaysResponse } from './shipping-holiday';
import type { Expect, TypesMatch } from './type-equality';

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

export const shippingHolidayListsSchema = z
  .object({
    ref: z.array(isoDateSchema),
    nonRef: z.array(isoDateSchema),
    forceAllowRef: z.array(isoDateSchema),
    forceAllowNonRef: z.array(isoDateSchema),
  })
  .meta({ id: 'ShippingHolidayLists' });

export const shippingHolidaysQuerySchema = z.object({
  company_id: companyIdQueryParamSchema,
  locale: localeSchema.optional().describe('Language of the holiday names; en when omitted'),
});

export const shippingHolidaysResponseSchema = z
  .object({ shippingHolidays: shippingHolidayListsSchema, holidays: z.array(shippingHolidaySchema) })
  .meta({ id: 'ShippingHolidaysResponse' });

export type ShippingHolidaySchemaMatches = Expect<TypesMatch<z.infer<typeof shippingHolidaySchema>, ShippingHoliday>>;
export type ShippingHolidayListsSchemaMatches = Expect<TypesMatch<z.infer<typeof shippingHolidayListsSchema>, ShippingHolidayLists>>;
export type ShippingHolidaysResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof shippingHolidaysResponseSchema>, ShippingHolidaysResponse>
>;
