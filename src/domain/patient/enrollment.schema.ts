import { z } from 'zod';
import { isoDateSchema, mainContactSchema, requiredText, text } from '../common/common.schema';

export const enrollmentPayloadSchema = z
  .object({
    mainContact: mainContactSchema,
    firstName: requiredText(100),
    lastName: requiredText(100),
    registrationCode: text(64).min(1),
    rxNumber: z.string().regex(/^\d{1,20}$/, 'digits only').nullable().describe('Null when the patient ticks "no Rx number"'),
    dob: isoDateSchema,
  })
  .meta({ id: 'EnrollmentPayload' });

/** Spec 02 §3 "Enrollment payload": body of POST /enroll-request (no login; existing patients). */
export type EnrollmentPayload = z.infer<typeof enrollmentPayloadSchema>;

export const pharmacyOptionSchema = z
  .object({ pharmacyName: z.string(), supportNumber: z.string() })
  .meta({ id: 'PharmacyOption' });

/** Spec 02 §3 "Pharmacy option" of the enrollment form. */
export type PharmacyOption = z.infer<typeof pharmacyOptionSchema>;
