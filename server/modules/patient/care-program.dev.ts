import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../../seed/demo-accounts';
import { createDevPatient } from '../../dev/dev-patients';
import type { PatientDataRouteOptions } from '../../platform/http/route-options';
import { jsonBodyErrorResponses } from '../../platform/http/shared-responses';
import { openRoute } from '../../platform/http/route-declarations';

const newCarePatientSchema = z
  .strictObject({
    locale: z.enum(['en', 'es']).optional().describe('The patient\'s language (default en)'),
    sameGroupDrug: z
      .boolean()
      .optional()
      .describe('true: also Enbrel Mini, whose GPI (written with dashes) falls in the group of Enbrel SureClick, so both share one step'),
    nothingToMap: z.boolean().optional().describe('true: no drugs to map (the mapping answers 404 "No group mappings.")'),
  })
  .describe('A JSON object: {} for the defaults');

/** A second drug of the Enbrel SureClick GPI group (first 8 digits 66270015 once the dashes are gone). */
const ENBREL_MINI: DemoAccount['careGroups'][number] = {
  drugName: 'Enbrel Mini',
  gpi: '66-27-00-15-00-E2',
  assessmentReady: false,
  options: [
    { diseaseId: 11, diseaseName: 'Rheumatoid arthritis', gIds: [104] },
    { diseaseId: 12, diseaseName: 'Psoriatic arthritis', gIds: [105] },
  ],
};

/** The demo care-program patient's drugs, as a fresh patient's care groups still to map. */
function careProgramAccount(username: string, locale: 'en' | 'es', sameGroupDrug: boolean, nothingToMap: boolean): DemoAccount {
  const template = DEMO_ACCOUNTS.find((account) => account.groupsMapped === 0 && account.careGroups.length > 0)!;
  const [first, ...others] = template.careGroups;
  const careGroups = sameGroupDrug && first ? [first, ENBREL_MINI, ...others] : template.careGroups;
  return {
    ...template,
    careGroups: nothingToMap ? [] : careGroups,
    username,
    password: DEMO_PASSWORD,
    demonstrates: 'A fresh care-program patient with care groups to map',
    fname: 'Cara',
    lname: 'Program',
    phone: `+1312555${String(randomBytes(2).readUInt16BE(0) % 10000).padStart(4, '0')}`,
    locale,
    groupsMapped: 0,
  };
}

/**
 * Development and test only (never registered in production): a fresh signed-up patient of the
 * care-program variant with drugs still to map, so journeys do not change the shared demo account.
 */
export const devCareProgramRoutes: FastifyPluginAsyncZod<PatientDataRouteOptions> = async (app, { db, now }) => {
  app.post(
    '/dev/care-program-patients',
    openRoute({
      summary: 'Create a care-program patient with care groups to map',
      description:
        'Development and test only. A confirmed identity user of the standard pool (password Demo#Pass2024, a new ' +
        'care-…@example.com username) and its patient in the care-program company, groups_mapped 0, with two drugs ' +
        '(Enbrel SureClick, Ozempic Pen) and their disease options; with sameGroupDrug also Enbrel Mini of the Enbrel GPI group; ' +
        'with nothingToMap none.',
      tags: ['dev'],
      body: newCarePatientSchema,
      response: {
        200: z.object({ username: z.string(), password: z.string(), uId: z.number().int() }),
        ...jsonBodyErrorResponses,
      },
    }),
    async (request) => {
      const username = `care-${randomBytes(6).toString('hex')}@example.com`;
      const account = careProgramAccount(username, request.body.locale ?? 'en', request.body.sameGroupDrug ?? false, request.body.nothingToMap ?? false);
      return createDevPatient(db, account, now());
    },
  );
};
