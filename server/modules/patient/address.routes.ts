import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type AddressCreatePayload, addressCreatePayloadSchema, addressDeleteQuerySchema, addressListResponseSchema, addressSaveResponseSchema, addressUpdatePayloadSchema, addressVerifyRequestSchema, addressVerifyResponseSchema } from '../../../src/domain/patient/address.schema';
import { deletedResponseSchema, uIdQuerySchema } from '../../../src/domain/common/common.schema';
import type { CompanyVariant } from '../../../src/domain/company/company-module.schema';
import type { Database } from '../../platform/db/database';
import { countAddresses, deleteAddress, findAddress, insertAddress, listAddresses, updateAddress, type AddressFields } from './address.queries';
import { findCompany } from '../company';
import { verifyAddress } from './verify-address';
import { addressLockReason, addressRemovalRefusal } from './address.rules';
import { HttpError } from '../../platform/http/http-error';
import { completeLinkedActivity } from './linked-activity';
import { audited, callerOf } from '../../platform/auth/patient-access';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { patientRouteErrors } from '../../platform/http/shared-responses';
import { patientRoute } from '../../platform/http/route-declarations';

const tags = ['addresses'];

/** The two write paths: /v2/user/address, and the care-program variant's legacy /user/address. */
const WRITE_PATHS = ['/v2/user/address', '/user/address'] as const;

/** Addresses on the profile (spec 01 §7 "Addresses", rules of spec 01 §5) and postal verification. */
export const addressRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db }) => {
  app.get(
    '/user/address',
    patientRoute({ uIdIn: 'query', audit: { action: 'read', entity: 'address' } }, {
      summary: "The caller's addresses, primary first",
      tags,
      querystring: uIdQuerySchema,
      response: { 200: addressListResponseSchema },
    }),
    async (request) => {
      const { uId } = callerOf(request);
      return { addresses: await audited(db, request, (tx) => listAddresses(tx, uId)) };
    },
  );

  for (const path of WRITE_PATHS) {
    const legacy = path === '/user/address' ? " (the care-program variant's legacy path)" : '';

    /** The options of POST and PUT: a write of an address, answered with the address saved. */
    const saving = <B extends z.ZodType>(summary: string, description: string, body: B) => ({
      config: { auth: 'patient', uIdIn: 'body', audit: { action: 'write', entity: 'address' } } as const,
      schema: { summary: `${summary}${legacy}`, description, tags, body, response: { 200: addressSaveResponseSchema, ...patientRouteErrors } },
    });

    app.post(
      path,
      saving(
        'Add an address',
        'The address is verified against the US ZIP code dataset (400 with the reason when city, state and ZIP ' +
          'disagree) and stored as verified. Home-only variant: type Home only, and only while no address exists ' +
          '(409). The first address becomes primary. activityId completes that activity.',
        addressCreatePayloadSchema,
      ),
      async (request) => {
        const caller = callerOf(request);
        const address = await audited(
          db,
          request,
          async (tx) => {
            const variant = await variantOf(tx, caller.companyId);
            const existing = await countAddresses(tx, caller.uId);
            if (variant === 'home-only' && existing > 0) throw new HttpError(409, 'Only one address is kept: contact support to change it');
            const fields = addressFields(request.body, variant);
            if (existing === 0) fields.primaryAddress = 1;
            const created = await insertAddress(tx, caller.uId, fields);
            await completeLinkedActivity(tx, caller.uId, request.body.activityId);
            return created;
          },
          (created) => created.addrId,
        );
        return { address };
      },
    );

    app.put(
      path,
      saving(
        'Change an address',
        'Verified like POST. 409 for an address that belongs to a care provider (clinic, hospital) or is used by a ' +
          'refill, and in the home-only variant, where changes go through support. The primary address stays primary ' +
          'until another one is made primary.',
        addressUpdatePayloadSchema,
      ),
      async (request) => {
        const caller = callerOf(request);
        const { addrId } = request.body;
        const address = await audited(
          db,
          request,
          async (tx) => {
            const current = await findAddress(tx, caller.uId, addrId);
            if (!current) throw new HttpError(404, 'No such address');
            const variant = await variantOf(tx, caller.companyId);
            if (variant === 'home-only') throw new HttpError(409, 'Address changes go through support for this pharmacy');
            const locked = addressLockReason(current);
            if (locked) throw new HttpError(409, locked);
            const fields = addressFields(request.body, variant);
            if (current.primaryAddress === 1 && fields.primaryAddress === 0) {
              throw new HttpError(409, 'The primary address stays primary: make another address primary instead');
            }
            const updated = await updateAddress(tx, caller.uId, addrId, fields);
            await completeLinkedActivity(tx, caller.uId, request.body.activityId);
            return updated;
          },
          addrId,
        );
        return { address };
      },
    );

    app.delete(
      path,
      patientRoute({ uIdIn: 'query', audit: { action: 'write', entity: 'address' } }, {
        summary: `Remove an address${legacy}`,
        description:
          'The primary address cannot be removed (except in the home-only variant), nor one that belongs to a care ' +
          'provider or is used by a refill (409).',
        tags,
        querystring: addressDeleteQuerySchema,
        response: { 200: deletedResponseSchema },
      }),
      async (request) => {
        const { uId, companyId } = callerOf(request);
        const addrId = request.query.addr_id;
        await audited(
          db,
          request,
          async (tx) => {
            const current = await findAddress(tx, uId, addrId);
            if (!current) throw new HttpError(404, 'No such address');
            const refusal = addressRemovalRefusal(current, await variantOf(tx, companyId));
            if (refusal) throw new HttpError(409, refusal);
            await deleteAddress(tx, uId, addrId);
          },
          addrId,
        );
        return { deleted: true as const, id: addrId };
      },
    );
  }

  app.post(
    '/address/verify',
    patientRoute({ uIdIn: 'none' }, {
      summary: 'Verify a US postal address',
      description:
        'Checks the ZIP code against a US ZIP code dataset and that city and state agree with it. A valid answer ' +
        'spells city and state as the dataset does and joins ZIP+4 with a dash. The widget caches answers for 600 s.',
      tags,
      body: addressVerifyRequestSchema,
      response: { 200: addressVerifyResponseSchema },
    }),
    async (request) => verifyAddress(request.body),
  );
};

async function variantOf(tx: Database, companyId: number): Promise<CompanyVariant> {
  return (await findCompany(tx, companyId))?.variant ?? 'standard';
}

/** The payload as stored: verified, with the home-only variant's rules applied. */
function addressFields(body: AddressCreatePayload, variant: CompanyVariant): AddressFields {
  const field = (name: string) => body.address.find((entry) => entry.name === name)?.value ?? '';
  if (variant === 'home-only' && body.addressType !== 'Home') throw new HttpError(400, 'body/addressType: only a Home address is kept for this pharmacy');
  const verified = verifyAddress({ street: field('street'), street2: field('street_2'), city: field('city'), state: field('state'), zip: field('zip') });
  if (!verified.valid || !verified.address) throw new HttpError(400, `body/address: ${verified.reason ?? 'not a valid US address'}`);
  return {
    ...verified.address,
    addressType: body.addressType,
    primaryAddress: body.isPrimary,
    shippingAddress: body.isShipping,
    billingAddress: body.isBilling,
  };
}
