import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoAccountSchema, demoAccountSummaries } from '../seed/demo-account-summaries';
import { DEMO_REGISTRATION_CODES } from '../seed/demo-accounts';
import { DEMO_BRANDS } from '../seed/reference-data';
import { openRoute } from '../platform/http/route-declarations';

const registrationCodeSchema = z.object({
  code: z.string(),
  /** Who the pharmacy issued it to; the register page fills these in. */
  patient: z.object({ fname: z.string(), lname: z.string(), dob: z.string() }),
  username: z.string(),
  brand: z.object({ id: z.number().int(), key: z.string(), name: z.string() }),
  /** As seeded: "used" shows the already-used path of the register page. */
  seededAs: z.enum(['open', 'used']),
  registerPath: z.string(),
});

export type DemoRegistrationCodeSummary = z.infer<typeof registrationCodeSchema>;

/** The seeded registration codes (the enrollment links of the register page carry them). */
export function demoRegistrationCodeSummaries(): DemoRegistrationCodeSummary[] {
  return DEMO_REGISTRATION_CODES.map((entry) => {
    const brand = DEMO_BRANDS.find((candidate) => candidate.brandId === entry.brandId)!;
    return {
      code: entry.code,
      patient: { fname: entry.fname, lname: entry.lname, dob: entry.dob },
      username: (entry.usernameType === 'phone' ? entry.phone : entry.email) ?? '',
      brand: { id: brand.brandId, key: brand.key, name: brand.name },
      seededAs: entry.used ? 'used' : 'open',
      registerPath: `/portal/register?id=${encodeURIComponent(entry.code)}`,
    };
  });
}

/** Development and test only (never registered in production): the seeded demo accounts. */
export const devAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/accounts',
    openRoute({
      summary: 'The demo accounts (username, password, company, brand, what each demonstrates) and the registration codes',
      description: 'Development and test only.',
      tags: ['dev'],
      response: { 200: z.object({ accounts: z.array(demoAccountSchema), registrationCodes: z.array(registrationCodeSchema) }) },
    }),
    async () => ({ accounts: demoAccountSummaries(), registrationCodes: demoRegistrationCodeSummaries() }),
  );
};
