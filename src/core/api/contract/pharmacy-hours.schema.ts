import { z } from 'zod';
import type { PharmacyDayHours, PharmacyHours } from './pharmacy-hours';
import type { Expect, TypesMatch } from './type-equality';

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');

export const pharmacyDayHoursSchema = z
  .object({
    weekday: z.literal([0, 1, 2, 3, 4, 5, 6]).describe('0 = Sunday … 6 = Saturday'),
    open: timeOfDay.nullable(),
    close: timeOfDay.nullable(),
  })
  .meta({ id: 'PharmacyDayHours' });

export const pharmacyHoursSchema = z
  .object({
    timezone: z.string().describe('IANA time zone'),
    days: z.array(pharmacyDayHoursSchema),
    hoursNote: z.string().nullable(),
  })
  .meta({ id: 'PharmacyHours' });

export type PharmacyDayHoursSchemaMatches = Expect<TypesMatch<z.infer<typeof pharmacyDayHoursSchema>, PharmacyDayHours>>;
export type PharmacyHoursSchemaMatches = Expect<TypesMatch<z.infer<typeof pharmacyHoursSchema>, PharmacyHours>>;
