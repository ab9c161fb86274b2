import { z } from 'zod';
import { isoDateSchema, mainContactSchema, requiredText, text } from '../common/common.schema';

const DAY_MS = 86_400_000;

/**
 * Spec 02 §5: the form sends a birth date only for a year after 1900, and never a future one (a
 * day of slack for time zones ahead of UTC).
 */
const birthDateSchema = isoDateSchema
  .refine((value) => value >= '1901-01-01', 'a birth year after 1900')
  .refine((value) => value <= new Date(Date.now() + DAY_MS).toISOString().slice(0, 10), 'a birth date that is not in the future');

export const enrollmentPayloadSchema = z
  .object({
    mainContact: mainContactSchema,
    firstName: requiredText(100),
    lastName: requiredText(100),
    registrationCode: text(64).min(1),
    rxNumber: z.string().regex(/^\d{1,20}$/, 'digits only').nullable().describe('Null when the patient ticks "no Rx number"'),
    dob: birthDateSchema,
    pharmacyName: text(200).optional().describe('The chosen pharmacy, for the brand whose form offers a pharmacy dropdown'),
  })
  .meta({ id: 'EnrollmentPayload' });

/** Spec 02 §3 "Enrollment payload": body of POST /enroll-request (no login; existing patients). */
export type EnrollmentPayload = z.infer<typeof enrollmentPayloadSchema>;

export const pharmacyOptionSchema = z
  .object({ pharmacyName: z.string(), supportNumber: z.string() })
  .meta({ id: 'PharmacyOption' });

/** Spec 02 §3 "Pharmacy option" of the enrollment form. */
export type PharmacyOption = z.infer<typeof pharmacyOptionSchema>;

export const enrollmentLookupQuerySchema = z.object({ registration_code: text(64).min(1) });

/** Query of GET /enroll-request. */
export type EnrollmentLookupQuery = z.infer<typeof enrollmentLookupQuerySchema>;

export const enrollmentLookupResponseSchema = z
  .object({ pharmacies: z.array(pharmacyOptionSchema).describe('Empty unless the brand lets the patient pick a pharmacy') })
  .meta({ id: 'EnrollmentLookup' });

/** Spec 02 §7: GET /enroll-request answers body.pharmacies. */
export type EnrollmentLookupResponse = z.infer<typeof enrollmentLookupResponseSchema>;

export const enrollmentResultSchema = z.object({ requestId: z.number().int() }).meta({ id: 'EnrollmentResult' });

/** Answer of POST /enroll-request (the widget only needs the 200). */
export type EnrollmentResult = z.infer<typeof enrollmentResultSchema>;
