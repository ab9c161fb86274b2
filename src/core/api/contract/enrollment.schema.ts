import { z } from 'zod';
import { isoDateSchema, mainContactSchema, requiredText, text } from './common.schema';
import type { EnrollmentPayload, PharmacyOption } from './enrollment';
import type { Expect, TypesMatch } from './type-equality';

export const enrollmentPayloadSchema = z
  .object({
    mainContact: mainContactSchema,
    firstName: requiredText(100),
    lastName: requiredText(100),
    registrationCode: text(64).min(1),
    rxNumber: z.string().regex(/^\d{1,20}$/, 'digits only').nullable(),
    dob: isoDateSchema,
  })
  .meta({ id: 'EnrollmentPayload' });

export const pharmacyOptionSchema = z
  .object({ pharmacyName: z.string(), supportNumber: z.string() })
  .meta({ id: 'PharmacyOption' });

export type EnrollmentPayloadSchemaMatches = Expect<TypesMatch<z.infer<typeof enrollmentPayloadSchema>, EnrollmentPayload>>;
export type PharmacyOptionSchemaMatches = Expect<TypesMatch<z.infer<typeof pharmacyOptionSchema>, PharmacyOption>>;
