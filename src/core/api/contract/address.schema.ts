import { z } from 'zod';
import { ADDRESS_TYPES } from './address';
import type {
  Address,
  AddressCreatePayload,
  AddressDeleteQuery,
  AddressField,
  AddressListResponse,
  AddressSaveResponse,
  AddressType,
  AddressUpdatePayload,
  AddressVerifyRequest,
  AddressVerifyResponse,
  VerifiedAddress,
} from './address';
import { idQueryParamSchema, idSchema, text, uIdBodySchema, uIdQueryParamSchema, zeroOneSchema } from './common.schema';
import type { Expect, TypesMatch } from './type-equality';


export const addressTypeSchema = z.enum(ADDRESS_TYPES).meta({ id: 'AddressType' });

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
    locationName: z.string().nullable(),
    cpId: z.number().int().nullable().describe('Care provider of a clinic/hospital address (locked)'),
    inRefill: zeroOneSchema.describe('1 = used by a refill (locked)'),
    isPickup: zeroOneSchema,
  })
  .meta({ id: 'Address' });

export const addressListResponseSchema = z.object({ addresses: z.array(addressSchema) }).meta({ id: 'AddressListResponse' });

export const addressFieldSchema = z
  .object({
    name: z.enum(['street', 'street_2', 'city', 'state', 'zip']),
    value: text(100),
  })
  .meta({ id: 'AddressField' });

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

export const addressUpdatePayloadSchema = z
  .object({ ...addressPayloadShape, addrId: idSchema })
  .meta({ id: 'AddressUpdatePayload' });

export const addressSaveResponseSchema = z.object({ address: addressSchema }).meta({ id: 'AddressSaveResponse' });

export const addressDeleteQuerySchema = z.object({ u_id: uIdQueryParamSchema, addr_id: idQueryParamSchema });

export const addressVerifyRequestSchema = z
  .object({
    street: text(100).min(1),
    street2: text(100).nullable().optional(),
    city: text(60).min(1),
    state: text(30).min(2),
    zip: text(12),
  })
  .meta({ id: 'AddressVerifyRequest' });

export const verifiedAddressSchema = z
  .object({
    street: z.string(),
    street2: z.string().nullable(),
    city: z.string(),
    state: z.string().length(2),
    zip: z.string().regex(/^\d{5}(-\d{4})?$/),
  })
  .meta({ id: 'VerifiedAddress' });

export const addressVerifyResponseSchema = z
  .object({
    valid: z.boolean(),
    address: verifiedAddressSchema.nullable(),
    reason: z.string().nullable().describe('Why the address is not valid'),
  })
  .meta({ id: 'AddressVerifyResponse' });

export type AddressTypeSchemaMatches = Expect<TypesMatch<z.infer<typeof addressTypeSchema>, AddressType>>;
export type AddressSchemaMatches = Expect<TypesMatch<z.infer<typeof addressSchema>, Address>>;
export type AddressListResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof addressListResponseSchema>, AddressListResponse>>;
export type AddressFieldSchemaMatches = Expect<TypesMatch<z.infer<typeof addressFieldSchema>, AddressField>>;
export type AddressCreatePayloadSchemaMatches = Expect<
  TypesMatch<z.infer<typeof addressCreatePayloadSchema>, AddressCreatePayload>
>;
export type AddressUpdatePayloadSchemaMatches = Expect<
  TypesMatch<z.infer<typeof addressUpdatePayloadSchema>, AddressUpdatePayload>
>;
export type AddressSaveResponseSchemaMatches = Expect<TypesMatch<z.infer<typeof addressSaveResponseSchema>, AddressSaveResponse>>;
export type AddressDeleteQuerySchemaMatches = Expect<TypesMatch<z.infer<typeof addressDeleteQuerySchema>, AddressDeleteQuery>>;
export type AddressVerifyRequestSchemaMatches = Expect<
  TypesMatch<z.infer<typeof addressVerifyRequestSchema>, AddressVerifyRequest>
>;
export type VerifiedAddressSchemaMatches = Expect<TypesMatch<z.infer<typeof verifiedAddressSchema>, VerifiedAddress>>;
export type AddressVerifyResponseSchemaMatches = Expect<
  TypesMatch<z.infer<typeof addressVerifyResponseSchema>, AddressVerifyResponse>
>;
