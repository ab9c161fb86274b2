import { z } from 'zod';
import { EMAIL_ADDRESS_MAX, EMAIL_ADDRESS_PATTERN } from './email-address';

/** The range of a PostgreSQL `integer` column. */
export const MIN_INT4 = -2_147_483_648;
export const MAX_INT4 = 2_147_483_647;

/** An integer that fits an `integer` column (anything wider would fail in the database). */
export const int32 = () => z.number().int().min(MIN_INT4).max(MAX_INT4);

/** A positive integer id in a JSON body. */
export const idSchema = z.number().int().positive().max(MAX_INT4);

export const NUL_CHARACTER_MESSAGE = 'must not contain NUL characters';
/** True when no string anywhere in the value holds a NUL character (PostgreSQL text cannot store one). */
export function isFreeOfNul(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes('\u0000');
  if (Array.isArray(value)) return value.every(isFreeOfNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([key, item]) => isFreeOfNul(key) && isFreeOfNul(item));
  }
  return true;
}

/** Text of at most `max` characters that a `text` column can store: no NUL character. */
export const text = (max: number) => z.string().max(max).refine(isFreeOfNul, NUL_CHARACTER_MESSAGE);

/** A positive integer id as it arrives in a query string ("12"): digits only, no sign, no exponent. */
export const idQueryParamSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'expected a positive integer')
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_INT4));

/** The caller's patient id; a value that is not the caller's is answered 403. */
export const uIdQueryParamSchema = idQueryParamSchema.describe("The caller's patient id (403 when it is not the caller's)");
export const uIdBodySchema = idSchema.describe("The caller's patient id (403 when it is not the caller's)");

/** A US mobile number as the widgets send it: +1 and ten digits, the first 1-9 (spec 01 §5). */
export const usPhoneSchema = z
  .string()
  .regex(/^\+1[1-9]\d{9}$/, 'expected a US phone number as +1 and ten digits')
  .describe('US phone number, +1 and ten digits, e.g. +15555550123');

export const emailAddressSchema = z.email({ pattern: EMAIL_ADDRESS_PATTERN }).max(EMAIL_ADDRESS_MAX);

/** Trimmed, non-empty text of at most `max` characters. */
export const requiredText = (max: number) =>
  text(max).refine((value) => value.trim().length > 0, 'must not be empty');

/** A calendar date as YYYY-MM-DD. */
export const isoDateSchema = z.iso.date().describe('Date as YYYY-MM-DD');
/** A point in time as ISO 8601. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true }).describe('ISO 8601 date and time');

export const zeroOneSchema = z.literal([0, 1]).describe('0 = no, 1 = yes');

export const localeSchema = z.enum(['en', 'es']).describe('Language: en or es').meta({ id: 'Locale' });

export type Locale = z.infer<typeof localeSchema>;

export const contactTypeSchema = z.enum(['email', 'phone']);

/** Shapes several payloads share (spec 01 §3, §7). */
export type ContactType = z.infer<typeof contactTypeSchema>;

export const mainContactSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('email'), value: emailAddressSchema }),
    z.object({ type: z.literal('phone'), value: usPhoneSchema }),
  ])
  .describe('The username: an e-mail, or a US mobile number as +1 and ten digits')
  .meta({ id: 'MainContact' });

/** The username of a patient: an e-mail, or a US mobile number as +1 and ten digits. */
export type MainContact = z.infer<typeof mainContactSchema>;

export const uIdQuerySchema = z.object({ u_id: uIdQueryParamSchema });

/** The query of every call that reads the caller's own data. */
export type UIdQuery = z.infer<typeof uIdQuerySchema>;

export const deletedResponseSchema = z
  .object({ deleted: z.literal(true), id: z.number().int() })
  .meta({ id: 'DeletedResponse' });

/** Answer of a DELETE: the id that is gone. */
export type DeletedResponse = z.infer<typeof deletedResponseSchema>;
