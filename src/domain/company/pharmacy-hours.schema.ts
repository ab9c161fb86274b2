import { z } from 'zod';

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');

export const pharmacyDayHoursSchema = z
  .object({
    weekday: z.literal([0, 1, 2, 3, 4, 5, 6]).describe('0 = Sunday … 6 = Saturday'),
    open: timeOfDay.nullable().describe('HH:mm, local time of `timezone`'),
    close: timeOfDay.nullable(),
  })
  .meta({ id: 'PharmacyDayHours' });

/** Opening hours of one weekday; closed days have null times. */
export type PharmacyDayHours = z.infer<typeof pharmacyDayHoursSchema>;

export const pharmacyHoursSchema = z
  .object({
    timezone: z.string().describe('IANA time zone'),
    days: z.array(pharmacyDayHoursSchema),
    hoursNote: z.string().nullable(),
  })
  .meta({ id: 'PharmacyHours' });

/** Spec 02 §3 "Pharmacy hours per weekday, timezone, hoursNote". */
export type PharmacyHours = z.infer<typeof pharmacyHoursSchema>;

/** 0 = Sunday … 6 = Saturday, as Date.getDay() counts. */
export type Weekday = PharmacyDayHours['weekday'];
