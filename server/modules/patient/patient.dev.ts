import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { careProviders } from '../messaging/messaging.tables';
import { DEMO_PASSWORD, devPatientHome, riversideClinic, type DemoAccount, type DemoAddress } from '../../seed/demo-accounts';
import { DEMO_COMPANIES } from '../../seed/reference-data';
import { createDevPatient } from '../../dev/dev-patients';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { jsonBodyErrorResponses } from '../../platform/http/shared-responses';
import { openRoute } from '../../platform/http/route-declarations';

const VARIANTS = ['standard', 'care-program', 'home-only'] as const;
type Variant = (typeof VARIANTS)[number];

const newProfilePatientSchema = z
  .strictObject({
    variant: z.enum(VARIANTS).optional().describe('The company variant (default standard)'),
    activities: z.boolean().optional().describe('false: no pending confirm-address and missing-insurance activities'),
  })
  .describe('A JSON object: {} for the defaults');

/** The clinic of the demo accounts, not a pickup location here. */
const clinic: DemoAddress = { ...riversideClinic, isPickup: false };
const CLINIC_PROVIDER = clinic.careProvider!;
const home = devPatientHome;
const refillOffice: DemoAddress = { street: '2 Penn Center Plaza', city: 'Philadelphia', state: 'PA', zip: '19102', addressType: 'Office', inRefill: true, shipping: true };

/** The profile a test works on: company of the variant, its addresses (locked ones too), pending profile activities. */
function profilePatientAccount(username: string, variant: Variant, activities: boolean): DemoAccount {
  const company = DEMO_COMPANIES.find((entry) => entry.companyId > 0 && entry.variant === variant)!;
  return {
    username,
    password: DEMO_PASSWORD,
    pool: 'standard',
    companyId: company.companyId,
    brandId: 1,
    demonstrates: `A fresh patient of the ${variant} variant for the profile`,
    identity: { confirmed: true },
    fname: 'Pat',
    lname: 'Profile',
    dob: '1984-05-06',
    gender: 'Female',
    consent: true,
    emailVerified: true,
    groupsMapped: 1,
    preferredContact: 0,
    insurance: [],
    addresses: variant === 'home-only' ? [home] : [home, clinic, refillOffice],
    contacts: [],
    medications: [],
    allergies: [],
    activities: activities
      ? [
          { activityName: 'fill address details', activityType: 'address', dueInDays: 7 },
          { activityName: 'insurance change', activityType: 'insurance', dueInDays: 7 },
        ]
      : [],
    careGroups: [],
  };
}

/**
 * Development and test only (never registered in production): a fresh patient of a company
 * variant with the addresses and activities the profile journeys need, so browser tests do not
 * change the shared demo accounts.
 */
export const devProfileRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db, now }) => {
  app.post(
    '/dev/profile-patients',
    openRoute({
      summary: 'Create a signed-up patient of a company variant for the profile',
      description:
        'Development and test only. A confirmed identity user of the standard pool (password Demo#Pass2024, a new ' +
        'profile-…@example.com username) and its patient in the company of the variant (standard 1, care-program 2, ' +
        'home-only 3): a primary Home address and, except home-only, a clinic address of a care provider and an ' +
        'address used by a refill; pending confirm-address and missing-insurance activities unless activities is false.',
      tags: ['dev'],
      body: newProfilePatientSchema,
      response: {
        200: z.object({ username: z.string(), password: z.string(), uId: z.number().int() }),
        ...jsonBodyErrorResponses,
      },
    }),
    async (request) => {
      const username = `profile-${randomBytes(6).toString('hex')}@example.com`;
      const account = profilePatientAccount(username, request.body.variant ?? 'standard', request.body.activities ?? true);
      return createDevPatient(db, account, now(), {
        providerIds: async (tx) => {
          const [provider] = await tx.select({ cpId: careProviders.cpId }).from(careProviders).where(eq(careProviders.name, CLINIC_PROVIDER));
          return new Map(provider ? [[CLINIC_PROVIDER, provider.cpId]] : []);
        },
      });
    },
  );
};
