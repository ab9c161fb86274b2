import { z } from 'zod';
import { ADDRESS_MAX_LENGTH, ADDRESS_TYPES } from './address';
import { idQueryParamSchema, idSchema, text, uIdBodySchema, uIdQueryParamSchema, zeroOneSchema } from '../common/common.schema';

export const addressTypeSchema = z.enum(ADDRESS_TYPES).meta({ id: 'AddressType' });

export type AddressType = z.infer<typeof addressTypeSchema>;

export const addressSchema = z
  .object({
    addrId: z.number().int(),
    street: z.string(),
    street2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string().describe('Five digits, or zip plus 4 joined with a dash'),
    country: z.string(),
    addressType: z.string().describe('One of the address types; display unknown ones as Other'),
    primaryAddress: zeroOneSchema,
    shippingAddress: zeroOneSchema,
    billingAddress: zeroOneSchema,
    locationName: z.string().nullable().describe('Name of a clinic, hospital or pickup location'),
    cpId: z.number().int().nullable().describe('Care provider of a clinic/hospital address (locked)'),
    inRefill: zeroOneSchema.describe('1 = used by a refill (locked)'),
    isPickup: zeroOneSchema,
  })
  .meta({ id: 'Address' });

/** Spec 01 §3 "Address". Flags are 0/1. */
export type Address = z.infer<typeof addressSchema>;

export const addressListResponseSchema = z.object({ addresses: z.array(addressSchema) }).meta({ id: 'AddressListResponse' });

/** Answer of GET /user/address. */
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;

export const addressFieldSchema = z
  .object({
    name: z.enum(['street', 'street_2', 'city', 'state', 'zip']),
    value: text(100),
  })
  .meta({ id: 'AddressField' });

/** One field of the saved address (spec 01 §3: "an address list of name/value pairs"). */
export type AddressField = z.infer<typeof addressFieldSchema>;

const addressPayloadShape = {
  u_id: uIdBodySchema,
  isPrimary: zeroOneSchema,
  isShipping: zeroOneSchema,
  isBilling: zeroOneSchema,
  addressType: addressTypeSchema,
  activityId: idSchema.nullable().optional().describe('Activity completed by this save, if any'),
  address: z
    .array(addressFieldSchema)
    .min(4)
    .max(5)
    .refine(
      (fields) => new Set(fields.map((field) => field.name)).size === fields.length,
      'each field may appear once',
    )
    .refine(
      (fields) => ['street', 'city', 'state', 'zip'].every((name) => fields.some((field) => field.name === name && field.value.trim())),
      'street, city, state and zip are required',
    ),
};

export const addressCreatePayloadSchema = z.object(addressPayloadShape).meta({ id: 'AddressCreatePayload' });

/** Body of POST /v2/user/address (and the care-program variant's legacy /user/address). */
export type AddressCreatePayload = z.infer<typeof addressCreatePayloadSchema>;

export const addressUpdatePayloadSchema = z
  .object({ ...addressPayloadShape, addrId: idSchema })
  .meta({ id: 'AddressUpdatePayload' });

/** Body of PUT on the same paths: the create payload plus the address id. */
export type AddressUpdatePayload = z.infer<typeof addressUpdatePayloadSchema>;

export const addressSaveResponseSchema = z.object({ address: addressSchema }).meta({ id: 'AddressSaveResponse' });

/** Answer of POST and PUT. */
export type AddressSaveResponse = z.infer<typeof addressSaveResponseSchema>;

export const addressDeleteQuerySchema = z.object({ u_id: uIdQueryParamSchema, addr_id: idQueryParamSchema });

/** Query of DELETE on the address paths. */
export type AddressDeleteQuery = z.infer<typeof addressDeleteQuerySchema>;

export const addressVerifyRequestSchema = z
  .object({
    street: text(ADDRESS_MAX_LENGTH.street).min(1),
    street2: text(ADDRESS_MAX_LENGTH.street2).nullable().optional(),
    city: text(ADDRESS_MAX_LENGTH.city).min(1),
    state: text(30).min(2),
    zip: text(12).describe('Five digits, optionally with plus 4 (12345-6789 or 123456789)'),
  })
  .meta({ id: 'AddressVerifyRequest' });

/** Body of POST /address/verify: a US postal address to check against the ZIP code dataset. */
export type AddressVerifyRequest = z.infer<typeof addressVerifyRequestSchema>;

export const verifiedAddressSchema = z
  .object({
    street: z.string(),
    street2: z.string().nullable(),
    city: z.string(),
    state: z.string().length(2),
    zip: z.string().regex(/^\d{5}(-\d{4})?$/),
  })
  .meta({ id: 'VerifiedAddress' });

/** The verified address: city and state spelled as the dataset has them, zip plus 4 joined with a dash. */
export type VerifiedAddress = z.infer<typeof verifiedAddressSchema>;

export const addressVerifyResponseSchema = z
  .object({
    valid: z.boolean(),
    address: verifiedAddressSchema.nullable(),
    reason: z.string().nullable().describe('Why the address is not valid'),
  })
  .meta({ id: 'AddressVerifyResponse' });

/** Answer of POST /address/verify. valid=false carries the reason and no address. */
export type AddressVerifyResponse = z.infer<typeof addressVerifyResponseSchema>;

export type AddressFieldName = AddressField['name'];
